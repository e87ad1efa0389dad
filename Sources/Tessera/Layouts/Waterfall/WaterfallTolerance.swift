import Foundation

/// The tolerances a waterfall places items with (see `WaterfallLayout.itemTolerance`): one
/// before a section's first measured item, one from it on.
struct WaterfallTolerance: Sendable, Hashable {
    var knownSize: CGFloat
    var selfSizing: CGFloat
}

extension WaterfallLayout {
    /// The tolerance items are placed with, when `itemTolerance` is nil, from a section's first
    /// item measured by its cell on: 16 points, the 1em (16 CSS
    /// pixels at the default font size) that CSS masonry gives `item-tolerance` (since renamed
    /// `flow-tolerance`) as its initial value — CSS Grid Layout Module Level 3,
    /// https://drafts.csswg.org/css-grid-3/ ; WebKit's "Introducing CSS Grid Lanes" explains
    /// the default: differences smaller than that "don't matter in any practical sense".
    public static let selfSizingItemTolerance: CGFloat = 16

    /// The tolerances `itemTolerance` resolves to.
    var tolerance: WaterfallTolerance {
        WaterfallTolerance(knownSize: itemTolerance ?? 0, selfSizing: itemTolerance ?? Self.selfSizingItemTolerance)
    }
}
