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
///
/// An item that is `fixed` (its length the same at every proposal) has flexibility 0 and is
/// not asked at all; it counts among the finitely flexible ones. An item that is `unbounded`
/// (it takes whatever length it is proposed) is infinitely flexible, also without asking.
func leastFlexibleFirst(
    _ items: [Int], high: (Int) -> CGFloat, low: (Int) -> CGFloat, fixed: (Int) -> Bool = { _ in false },
    unbounded: (Int) -> Bool = { _ in false }
) -> [Int] {
    guard items.count > 1 else { return items }
    // Flexibilities by position: 0 for fixed items, else ∞ or (for now) the length at ∞.
    var flexibilities = [CGFloat](repeating: 0, count: items.count)
    var probed: [Int] = []
    var finiteCount = 0
    for (i, item) in items.enumerated() {
        if fixed(item) {
            finiteCount += 1
            continue
        }
        let h = unbounded(item) ? .infinity : high(item)
        flexibilities[i] = h
        if h != .infinity {
            finiteCount += 1
            probed.append(i)
        }
    }
    if finiteCount > 1 {
        for i in probed { flexibilities[i] = max(0, flexibilities[i] - low(items[i])) }
    } else {
        for i in probed { flexibilities[i] = 0 }
    }
    // Already least flexible first (all fixed, say): no sort.
    if !zip(flexibilities, flexibilities.dropFirst()).contains(where: { $0 > $1 }) { return items }
    let positions = flexibilities.indices.sorted { a, b in flexibilities[a] != flexibilities[b] ? flexibilities[a] < flexibilities[b] : a < b }
    return positions.map { items[$0] }
}
