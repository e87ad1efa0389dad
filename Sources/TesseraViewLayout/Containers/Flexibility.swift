import Foundation
import Tessera

/// `items` (views or grid tracks, in their order) sorted least flexible first, ties in their
/// given order, as SwiftUI's stacks and grids offer them space. An item's flexibility along an
/// axis is its length at proposal ∞ (`high`) less its length at proposal 0 (`low`), or 0 when
/// that is negative.
///
/// Only what the order depends on is measured. An item that takes all of an infinite proposal
/// is infinitely flexible whatever it takes of none, so its `low` is never asked (one that also
/// answers ∞ to a zero proposal counts as infinitely flexible). The others are finitely
/// flexible, so they come before every infinitely flexible item; their `low`s are asked only
/// when two or more of them have to be ordered among themselves.
func leastFlexibleFirst(_ items: [Int], high: (Int) -> CGFloat, low: (Int) -> CGFloat) -> [Int] {
    guard items.count > 1 else { return items }
    var highs = items.map(high)
    let finite = highs.indices.filter { highs[$0] != .infinity }
    if finite.count > 1 {
        for i in finite { highs[i] = max(0, highs[i] - low(items[i])) }
    } else {
        for i in finite { highs[i] = 0 }
    }
    // `highs` now holds flexibilities (∞ or finite; a lone finite one's value does not matter).
    let positions = highs.indices.sorted { a, b in highs[a] != highs[b] ? highs[a] < highs[b] : a < b }
    return positions.map { items[$0] }
}
