import Foundation

/// Extra space after some items of one section, each in its own column: the next item of that
/// column starts that much lower, and after a column's last item the section's end is no
/// higher than that (`ColumnStartAdjustableLayout.itemGaps`). A driver puts there
/// what a column's start would otherwise move by, in the few items just above the first one
/// the user saw, so that no column on screen moves and the columns still start in line.
///
/// Kept sorted by item, so that a layout finds the next item with a gap in O(log n) and places
/// the items between in its fast loop. A gap applies to an item one column wide; 0 is no gap.
public struct ItemGaps: Sendable, Hashable {
    /// The items that have a gap, in increasing order.
    public private(set) var items: [Int] = []
    /// Each item's gap, parallel to `items`.
    public private(set) var gaps: [CGFloat] = []
    /// The first item whose gap is not a finite number ≥ 0, if any: a layout reports it.
    public private(set) var firstInvalidItem: Int?

    /// No gaps.
    public init() {}

    /// The gaps of `gaps`, by item (items below 0 are kept and reported as invalid too).
    public init(_ gaps: [Int: CGFloat]) {
        for (item, gap) in gaps.sorted(by: { $0.key < $1.key }) where gap != 0 {
            items.append(item)
            self.gaps.append(gap)
        }
        recheckValidity()
    }

    /// Whether no item has a gap.
    public var isEmpty: Bool { items.isEmpty }

    /// The gap after `item` (0: none). Setting 0 removes it.
    public subscript(item: Int) -> CGFloat {
        get {
            let i = position(of: item)
            return i < items.count && items[i] == item ? gaps[i] : 0
        }
        set {
            let i = position(of: item)
            let present = i < items.count && items[i] == item
            switch (present, newValue == 0) {
            case (true, true):
                items.remove(at: i)
                gaps.remove(at: i)
            case (true, false): gaps[i] = newValue
            case (false, false):
                items.insert(item, at: i)
                gaps.insert(newValue, at: i)
            case (false, true): return
            }
            if !Self.isValid(newValue, item: item) {
                firstInvalidItem = min(firstInvalidItem ?? item, item)
            } else if firstInvalidItem == item {
                recheckValidity()
            }
        }
    }

    /// The index in `items` of the first item at or after `item`.
    public func position(of item: Int) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid] < item { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The sum of the gaps of `items` (any order).
    public func sum(of items: some Sequence<Int>) -> CGFloat {
        items.reduce(0) { $0 + self[$1] }
    }

    private static func isValid(_ gap: CGFloat, item: Int) -> Bool { item >= 0 && gap >= 0 && gap < .infinity }

    private mutating func recheckValidity() {
        firstInvalidItem = zip(items, gaps).first { !Self.isValid($0.1, item: $0.0) }?.0
    }
}
