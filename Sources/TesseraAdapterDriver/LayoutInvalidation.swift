import Foundation
import Tessera

/// What changed since the last `prepare()`: UIKit's `UICollectionViewLayoutInvalidationContext`
/// as a value. Contexts accumulate until the next `prepare` (UIKit merges them the same way).
public struct LayoutInvalidation: Sendable, Hashable {
    /// Everything: lay out again from the data source (`invalidateEverything`).
    public var invalidateEverything = false
    /// The data source's counts changed (`invalidateDataSourceCounts`): items appended at the
    /// end of the last section (and new sections after it) go through the layout's O(appended)
    /// append; anything else is laid out again.
    public var invalidateDataSourceCounts = false
    /// The bounds' size changed (rotation, split view): lay out again at the new size and keep
    /// the first visible item in place.
    public var newBoundsSize: CGSize?
    /// The bounds' origin moved (a scroll): only pinned items, effects and orthogonal sections
    /// need refreshing; the snapshot is kept.
    public var newContentOffset: CGPoint?
    /// Cells whose self-sized size differs from the layout's (`preferredLayoutAttributes`).
    public var measuredSizes: [IndexPath: CGSize] = [:]
    /// How far UIKit must move the content offset so that what the user looks at stays still
    /// (content above the viewport changed length).
    public var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with this invalidation.
    public var contentSizeAdjustment: CGSize = .zero

    /// An empty context (UIKit's default context: the attributes are queried again).
    public init() {}

    /// A context that lays out everything again.
    public static let everything: LayoutInvalidation = {
        var c = LayoutInvalidation(); c.invalidateEverything = true; return c
    }()
    /// A context for changed data-source counts.
    public static let dataSourceCounts: LayoutInvalidation = {
        var c = LayoutInvalidation(); c.invalidateDataSourceCounts = true; return c
    }()

    /// This context merged with a later one (flags or'ed, sizes replaced, adjustments added).
    public func merged(with later: LayoutInvalidation) -> LayoutInvalidation {
        var m = self
        m.invalidateEverything = invalidateEverything || later.invalidateEverything
        m.invalidateDataSourceCounts = invalidateDataSourceCounts || later.invalidateDataSourceCounts
        m.newBoundsSize = later.newBoundsSize ?? newBoundsSize
        m.newContentOffset = later.newContentOffset ?? newContentOffset
        m.measuredSizes.merge(later.measuredSizes) { _, new in new }
        m.contentOffsetAdjustment.x += later.contentOffsetAdjustment.x
        m.contentOffsetAdjustment.y += later.contentOffsetAdjustment.y
        m.contentSizeAdjustment.width += later.contentSizeAdjustment.width
        m.contentSizeAdjustment.height += later.contentSizeAdjustment.height
        return m
    }
}

/// What a `prepare` did, for the shell (nothing to do) and for tests (which path was taken).
public enum PrepareOutcome: String, Sendable, Hashable {
    /// Nothing was invalidated: the snapshot is unchanged.
    case unchanged
    /// Only the content offset moved: pinned items and effects are refreshed at the new offset.
    case scrolled
    /// A full layout from the data source.
    case fullLayout
    /// Items appended to the last section (and sections after it), at the cost of what was appended.
    case appended
    /// Self-sized cells' measured sizes were applied.
    case measured
    /// The layout failed (see `CollectionLayoutDriver.lastError`). When the data had been read
    /// again, every item now gets empty attributes (none stale, none missing) until a layout
    /// succeeds; otherwise the previous snapshot, whose data is unchanged, is kept.
    case failed
}
