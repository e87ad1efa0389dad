import Foundation

/// Measured sizes recorded since a compositional snapshot's data was last written, by section and
/// item, kept apart from the data (`CompositionalLayoutState`): the snapshot an update starts
/// from shares the data (a long section's items are one array), so writing one size into it
/// would copy the whole section.
///
/// A value with a persistent layout: per section, a table of trunks of `fanout` branches of
/// `fanout` leaves of `leafSize` sizes each. A copy shares everything; recording a size copies
/// the section's table (one reference per 65,536 items), one trunk, one branch and one leaf:
/// O(n / 65,536 + 2 · `fanout` + `leafSize`) however many sizes are recorded, so the data never
/// has to be written in to keep updates cheap (it was, every few thousand measurements, at the
/// cost of copying the section: 4.5 M instructions a 100,000-item grid's frame).
struct PendingMeasuredSizes: Sendable {
    /// Sizes a leaf holds.
    static let leafSize = 64
    /// Leaves a branch holds, and branches a trunk holds.
    static let fanout = 32

    private typealias Leaf = [CGSize?]
    private typealias Branch = [Leaf?]
    private typealias Trunk = [Branch?]

    /// Per section with a size recorded, its trunks (nil: no size recorded there).
    private var tables: [Int: [Trunk?]] = [:]

    /// Whether no size is recorded.
    var isEmpty: Bool { tables.isEmpty }

    /// The size recorded for item `item` of section `section`.
    subscript(item: Int, inSection section: Int) -> CGSize? {
        let (t, b, l, i) = Self.place(of: item)
        guard let table = tables[section], t < table.count, let leaf = table[t]?[b]?[l] else { return nil }
        return leaf[i]
    }

    /// Calls `body` with each size recorded for items `range` of section `section`, in item
    /// order: the table read once per leaf, not once per item.
    func forEach(inSection section: Int, items range: Range<Int>, _ body: (_ item: Int, _ size: CGSize) -> Void) {
        guard let table = tables[section], !range.isEmpty else { return }
        var item = range.lowerBound
        while item < range.upperBound {
            let (t, b, l, i) = Self.place(of: item)
            let leafEnd = min(range.upperBound, item - i + Self.leafSize)
            if t < table.count, let leaf = table[t]?[b]?[l] {
                for k in item..<leafEnd { if let size = leaf[i + k - item] { body(k, size) } }
            }
            item = leafEnd
        }
    }

    /// Records `size` (nil: forgets the one recorded) for item `item` of section `section`.
    mutating func set(_ size: CGSize?, forItem item: Int, inSection section: Int) {
        let (t, b, l, i) = Self.place(of: item)
        guard let size else { return forget(t, b, l, i, inSection: section) }
        // In place where nothing else holds them: a copy of the table shares them until then.
        Self.set(size, &tables[section, default: []], t, b, l, i)
    }

    private static func set(_ size: CGSize, _ table: inout [Trunk?], _ t: Int, _ b: Int, _ l: Int, _ i: Int) {
        if t >= table.count { table += Array(repeating: nil, count: t + 1 - table.count) }
        if table[t] == nil { table[t] = Array(repeating: nil, count: fanout) }
        if table[t]![b] == nil { table[t]![b] = Array(repeating: nil, count: fanout) }
        if table[t]![b]![l] == nil { table[t]![b]![l] = Array(repeating: nil, count: leafSize) }
        table[t]![b]![l]![i] = size
    }

    /// Forgets the size of the item at `t`, `b`, `l`, `i` of `section`, dropping what is left
    /// empty.
    private mutating func forget(_ t: Int, _ b: Int, _ l: Int, _ i: Int, inSection section: Int) {
        guard var table = tables[section], t < table.count, table[t]?[b]?[l]?[i] != nil else { return }
        tables[section] = nil  // alone: written in place
        table[t]![b]![l]![i] = nil
        if table[t]![b]![l]!.allSatisfy({ $0 == nil }) { table[t]![b]![l] = nil }
        if table[t]![b]!.allSatisfy({ $0 == nil }) { table[t]![b] = nil }
        if table[t]!.allSatisfy({ $0 == nil }) { table[t] = nil }
        if table.contains(where: { $0 != nil }) { tables[section] = table }
    }

    /// Every size recorded, in no particular order.
    func forEach(_ body: (_ section: Int, _ item: Int, _ size: CGSize) -> Void) {
        for (section, table) in tables {
            for (t, trunk) in table.enumerated() {
                for (b, branch) in (trunk ?? []).enumerated() {
                    for (l, leaf) in (branch ?? []).enumerated() {
                        for (i, size) in (leaf ?? []).enumerated() {
                            if let size { body(section, ((t * Self.fanout + b) * Self.fanout + l) * Self.leafSize + i, size) }
                        }
                    }
                }
            }
        }
    }

    /// Where item `item` is: its trunk, its branch in the trunk, its leaf in the branch, its
    /// index in the leaf.
    private static func place(of item: Int) -> (trunk: Int, branch: Int, leaf: Int, index: Int) {
        let (leaves, index) = item.quotientAndRemainder(dividingBy: leafSize)
        let (branches, leaf) = leaves.quotientAndRemainder(dividingBy: fanout)
        let (trunk, branch) = branches.quotientAndRemainder(dividingBy: fanout)
        return (trunk, branch, leaf, index)
    }
}
