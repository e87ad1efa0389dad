import Foundation

/// How a section that scrolls across the main axis comes to rest (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrollingBehavior: String, Sendable, Hashable, CaseIterable, Codable {
    /// The section does not scroll orthogonally.
    case none
    /// Scrolls freely and stops where it stops.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the section's visible width.
    case paging
    /// Pages one group at a time, leading edges aligned.
    case groupPaging
    /// Pages one group at a time, each centred in the visible width.
    case groupPagingCentered
}

/// A section laid out along the other axis, scrolling on its own (an orthogonal section),
/// as the snapshot records it for queries and snapping.
public struct OrthogonalSection: Sendable, Hashable {
    /// The section's index.
    public var section: Int
    /// How it comes to rest.
    public var behavior: OrthogonalScrollingBehavior
    /// The band of the collection view's content it shows through, in content coordinates.
    public var viewport: CGRect
    /// The length of its own scrollable content along its scroll axis.
    public var contentLength: CGFloat
    /// The leading edges of its groups along its scroll axis, in its own coordinates (0 is the
    /// start of its content), in order: the boundaries that group snapping aims for.
    public var groupStarts: [CGFloat]
    /// The lengths of its groups along its scroll axis, in the order of `groupStarts`.
    public var groupLengths: [CGFloat]
    /// Its scroll position along its scroll axis (frames are reported shifted by it). Logical
    /// in either layout direction: 0 shows its first group at the leading edge (the right edge
    /// of a horizontal row right to left) and it grows toward later groups, within
    /// `offsetBounds(along:)`; see `LayoutSnapshot.displayShift(ofOrthogonalSection:at:)`.
    public var offset: CGFloat

    /// Creates an orthogonal section record.
    public init(section: Int, behavior: OrthogonalScrollingBehavior, viewport: CGRect, contentLength: CGFloat, groupStarts: [CGFloat], groupLengths: [CGFloat], offset: CGFloat) {
        self.section = section
        self.behavior = behavior
        self.viewport = viewport
        self.contentLength = contentLength
        self.groupStarts = groupStarts
        self.groupLengths = groupLengths
        self.offset = offset
    }
}
