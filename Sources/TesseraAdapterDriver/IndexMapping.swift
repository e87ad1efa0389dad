import Tessera

/// How positions in one ordered list map to another when some are removed from the first and
/// some slots are taken in the second (by inserts or moves): the survivors keep their order and
/// fill the free slots. Costs O(changes) per look-up, nothing per unchanged element.
struct IndexMapping: Sendable, Hashable {
    /// Positions leaving the list (before), sorted.
    var removed: [Int]
    /// Positions taken by newcomers (after), sorted.
    var occupied: [Int]

    init(removed: some Sequence<Int>, occupied: some Sequence<Int>) {
        self.removed = Array(Set(removed)).sorted()
        self.occupied = Array(Set(occupied)).sorted()
    }

    /// The after position of before position `i`, or nil when it was removed.
    func after(_ i: Int) -> Int? { Self.map(i, leaving: removed, taken: occupied) }

    /// The before position of after position `j`, or nil when it is a newcomer.
    func before(_ j: Int) -> Int? { Self.map(j, leaving: occupied, taken: removed) }

    private static func map(_ i: Int, leaving: [Int], taken: [Int]) -> Int? {
        if binarySearch(leaving, i) { return nil }
        // The survivor's rank among survivors, then the rank-th free slot on the other side.
        var j = i - leaving.prefix { $0 < i }.count
        for t in taken {
            if t <= j { j += 1 } else { break }
        }
        return j
    }

    private static func binarySearch(_ a: [Int], _ x: Int) -> Bool {
        let i = partitioningIndex(in: a.indices) { a[$0] >= x }
        return i < a.count && a[i] == x
    }
}
