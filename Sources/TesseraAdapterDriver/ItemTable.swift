import Foundation
import Tessera

/// Values by item index path (a measured size, a recorded column), kept per section in pages of
/// item positions rather than hashed by index path.
///
/// A feed scrolled through holds a value for every item it passed: hundreds of thousands. Hashed
/// by index path, a batch update carried each entry to its new path with a hash and a look-up
/// in the update's map (`carried(through:)` walks each section's pages in order instead), the
/// data laid out took each entry through another hash, and the table's growth rehashed every
/// entry in the frame that crossed a power of two. Pages of `pageSize` positions grow without
/// moving any value, and a deep jump allocates only the page it lands in.
struct ItemTable<Value: Equatable>: Equatable, ExpressibleByDictionaryLiteral {
    /// One section's values: page `k` holds positions `k · pageSize ..< (k + 1) · pageSize`
    /// (empty until one of them has a value).
    private struct Section: Equatable {
        var pages: ContiguousArray<ContiguousArray<Value?>> = []
        var count = 0

        func value(at item: Int) -> Value? {
            let (page, slot) = item.quotientAndRemainder(dividingBy: ItemTable.pageSize)
            guard page < pages.count, !pages[page].isEmpty else { return nil }
            return pages[page][slot]
        }

        /// Sets position `item` to `value`; returns the change in the number of values. A
        /// position at or past `LayoutLimits.absoluteMaximumElements` takes nothing.
        mutating func set(_ value: Value?, at item: Int) -> Int {
            guard item < LayoutLimits.absoluteMaximumElements else { return 0 }
            let (page, slot) = item.quotientAndRemainder(dividingBy: ItemTable.pageSize)
            if page >= pages.count {
                guard value != nil else { return 0 }
                pages.append(contentsOf: repeatElement([], count: page + 1 - pages.count))
            }
            if pages[page].isEmpty {
                guard value != nil else { return 0 }
                pages[page] = ContiguousArray(repeating: nil, count: ItemTable.pageSize)
            }
            let change = (value == nil ? 0 : 1) - (pages[page][slot] == nil ? 0 : 1)
            pages[page][slot] = value
            count += change
            return change
        }

        /// The positions with a value, as ranges of whole pages holding any, increasing.
        var occupiedRanges: [Range<Int>] {
            var ranges: [Range<Int>] = []
            for page in pages.indices where !pages[page].isEmpty {
                let range = page * ItemTable.pageSize..<(page + 1) * ItemTable.pageSize
                if let last = ranges.last, last.upperBound == range.lowerBound {
                    ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
                } else {
                    ranges.append(range)
                }
            }
            return ranges
        }

        /// Positions with the same values, whatever empty pages each keeps.
        static func == (a: Section, b: Section) -> Bool {
            guard a.count == b.count else { return false }
            for page in 0..<max(a.pages.count, b.pages.count) {
                let x = page < a.pages.count ? a.pages[page] : [], y = page < b.pages.count ? b.pages[page] : []
                if x == y { continue }
                for slot in 0..<ItemTable.pageSize where (x.isEmpty ? nil : x[slot]) != (y.isEmpty ? nil : y[slot]) { return false }
            }
            return true
        }
    }

    /// Positions per page: a deep jump allocates one page, not every position before it.
    static var pageSize: Int { 256 }

    private var sections: [Int: Section] = [:]
    /// How many index paths have a value.
    private(set) var count = 0

    /// An empty table.
    init() {}

    /// The table of `dictionary`'s item index paths (others are dropped).
    init(_ dictionary: [IndexPath: Value]) {
        for (p, value) in dictionary { self[p] = value }
    }

    init(dictionaryLiteral elements: (IndexPath, Value)...) {
        for (p, value) in elements { self[p] = value }
    }

    var isEmpty: Bool { count == 0 }

    /// The value at item `p`; setting nil removes it. Paths that name no item (not two indexes,
    /// a negative one, or one at or past `LayoutLimits.absoluteMaximumElements`, more cells than
    /// any snapshot holds: an invalidation may name any index, and the pages before it are kept)
    /// have none and take none.
    subscript(p: IndexPath) -> Value? {
        get {
            guard p.count == 2, p.itemIndex >= 0 else { return nil }
            return sections[p.sectionIndex]?.value(at: p.itemIndex)
        }
        set {
            guard p.count == 2, p.itemIndex >= 0 else { return }
            if newValue == nil, sections[p.sectionIndex] == nil { return }
            count += sections[p.sectionIndex, default: Section()].set(newValue, at: p.itemIndex)
        }
    }

    /// Whether item `item` of section `section` has a value.
    func contains(item: Int, inSection section: Int) -> Bool {
        item >= 0 && sections[section]?.value(at: item) != nil
    }

    /// Calls `body` with every index path holding a value and its value, section by section,
    /// items in increasing order.
    func forEach(_ body: (IndexPath, Value) -> Void) {
        for s in sections.keys { forEach(inSection: s, body) }
    }

    /// Calls `body` with every index path of section `s` holding a value and its value, items
    /// in increasing order.
    func forEach(inSection s: Int, _ body: (IndexPath, Value) -> Void) {
        forEachValue(inSection: s) { item, value in body(.item(item, section: s), value) }
    }

    /// Calls `body` with the section, the item and the value of every entry, section by section,
    /// items in increasing order (no index path made: the data laid out takes every entry).
    func forEachValue(_ body: (_ section: Int, _ item: Int, _ value: Value) -> Void) {
        for s in sections.keys { forEachValue(inSection: s) { item, value in body(s, item, value) } }
    }

    private func forEachValue(inSection s: Int, _ body: (_ item: Int, _ value: Value) -> Void) {
        guard let section = sections[s] else { return }
        for page in section.pages.indices where !section.pages[page].isEmpty {
            let start = page * Self.pageSize
            for (slot, value) in section.pages[page].enumerated() {
                if let value { body(start + slot, value) }
            }
        }
    }

    /// Every index path holding a value.
    var indexPaths: [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(count)
        forEach { p, _ in paths.append(p) }
        return paths
    }

    /// The table as a dictionary (the driver's public API gives its measurements so).
    var dictionary: [IndexPath: Value] {
        var d: [IndexPath: Value] = [:]
        d.reserveCapacity(count)
        forEach { p, value in d[p] = value }
        return d
    }

    /// Takes `new`'s values, replacing those at the same index paths.
    mutating func merge(_ new: [IndexPath: Value]) {
        for (p, value) in new { self[p] = value }
    }

    /// The values at their items' after-update index paths under `map`, without those of
    /// items deleted (themselves or their section): what `map.indexPathAfterUpdate(_:)` gives
    /// each, in one ordered walk per section that the update changed (a section it did not
    /// keeps its pages, shared) and one look-up per item moved.
    func carried(through map: UpdateMap) -> ItemTable {
        var result = ItemTable()
        for (s, section) in sections {
            guard let (t, items) = map.itemMapping(fromSection: s) else { continue }
            if items.isIdentity {
                result.sections[t] = section
                result.count += section.count
                continue
            }
            var moved = Section()
            for range in section.occupiedRanges {
                items.forEachSurvivor(in: range) { before, after in
                    if let value = section.value(at: before) { _ = moved.set(value, at: after) }
                }
            }
            result.count += moved.count
            if moved.count > 0 { result.sections[t] = moved }
        }
        for (from, to) in map.itemMoves {
            if let value = self[from] { result[to] = value }
        }
        return result
    }
}
