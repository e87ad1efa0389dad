import Foundation

/// Which column each next item of a waterfall goes to (CHTCollectionViewWaterfallLayout's
/// `itemRenderDirection`). Columns are counted from the leading edge, so in a right-to-left
/// environment the whole layout mirrors.
public enum WaterfallItemOrder: String, Sendable, Hashable, CaseIterable {
    /// The column whose content ends highest (ties go to the leading column). Keeps columns
    /// balanced; the default.
    case shortestFirst
    /// Round robin from the leading column: item `i` goes to column `i % columns` (the seed
    /// articles' algorithm).
    case leftToRight
    /// Round robin from the trailing column: item `i` goes to column `columns - 1 - i % columns`.
    case rightToLeft
}
