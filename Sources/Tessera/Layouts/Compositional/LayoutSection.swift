import Foundation

/// One section of a compositional layout: its group, repeated for its items, with spacing,
/// insets, headers and footers, backgrounds and optionally its own sideways scrolling (UIKit's
/// `NSCollectionLayoutSection`).
public struct LayoutSection: Sendable, Hashable {
    /// The group repeated for the section's items.
    public var group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat
    /// Insets of the section's content (the groups); boundary items lie outside them along the
    /// scroll axis.
    public var contentInsets: DirectionalEdgeInsets
    /// Which insets of the collection view the section's content is kept inside; nil follows
    /// the configuration.
    public var contentInsetsReference: ContentInsetsReference?
    /// Whether boundary items are inset across the scroll axis like the content (default true).
    public var supplementariesFollowContentInsets: Bool
    /// Scrolling along the other axis, and how it comes to rest (`.none`: the section does not).
    ///
    /// An orthogonal section lays its groups one after another (`interGroupSpacing` apart)
    /// along the other axis, starting after the reference inset and the section's leading (top,
    /// scrolling horizontally) content inset, all aligned to the start of its band. Its frames
    /// are reported as UIKit reports them, in the collection view's content coordinates as
    /// displayed: at rest position minus `orthogonalOffset`. The snapshot's
    /// `orthogonalSections` record for it has: `viewport`, the band it shows through (the
    /// container's whole breadth, from the end of the leading boundary items to the start of the
    /// trailing ones, content insets included); `contentLength`, its scrollable length (insets,
    /// groups and spacings, reference insets on both ends); `groupStarts`/`groupLengths`, each
    /// group's extent measured from the viewport's leading edge at offset 0; `offset`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The scroll position of an orthogonal section (taken as given). Frames are reported
    /// shifted by minus this offset, as displayed.
    public var orthogonalOffset: CGPoint
    /// Headers, footers and other boundary items.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
    /// Backgrounds.
    public var decorationItems: [LayoutDecorationItem]

    /// A section repeating `group`.
    public init(group: LayoutGroup) {
        self.group = group
        interGroupSpacing = 0
        contentInsets = .zero
        contentInsetsReference = nil
        supplementariesFollowContentInsets = true
        orthogonalScrollingBehavior = .none
        orthogonalOffset = .zero
        boundarySupplementaryItems = []
        decorationItems = []
    }

    /// Whether the section scrolls along the other axis.
    public var isOrthogonal: Bool { orthogonalScrollingBehavior != .none }

    /// Checks every value; errors name the path below `path` (`section.group.subitems[0]…`).
    /// UIKit forbids an estimated dimension across the scroll axis on a non-orthogonal
    /// section's group; so does this.
    public func validate(path: LayoutPath, scrollDirection: LayoutAxis) throws {
        try group.validate(path: path.appending("group"))
        if !isOrthogonal, group.layoutSize.dimension(along: scrollDirection.other).isEstimated {
            let key = scrollDirection == .vertical ? "width" : "height"
            throw LayoutError(.estimatedAcrossScrollAxis(dimension: key), at: path.appending("group", "size", .key(key)))
        }
        guard interGroupSpacing.isFinite, interGroupSpacing >= 0 else {
            throw LayoutError(.outOfRange(.atLeast(0), got: Double(interGroupSpacing)), at: path.appending("interGroupSpacing"))
        }
        try contentInsets.validateForLayout(path: path.appending("contentInsets"))
        guard orthogonalOffset.x.isFinite, orthogonalOffset.y.isFinite else { throw LayoutError(.notFinite(got: nil), at: path.appending("orthogonalOffset")) }
        for (i, b) in boundarySupplementaryItems.enumerated() { try b.validate(path: path.appending("boundarySupplementaryItems", .index(i))) }
        for (i, d) in decorationItems.enumerated() { try d.validate(path: path.appending("decorationItems", .index(i))) }
    }
}
