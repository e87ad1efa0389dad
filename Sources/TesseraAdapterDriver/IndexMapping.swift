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
        self.removed = Self.sortedUnique(removed)
        self.occupied = Self.sortedUnique(occupied)
    }

    /// The mapping of positions already sorted without repeats (`sortedUnique`): made per
    /// look-up, it copies nothing.
    init(sortedRemoved: [Int], sortedOccupied: [Int]) {
        removed = sortedRemoved
        occupied = sortedOccupied
    }

    /// `positions` sorted, each once.
    static func sortedUnique(_ positions: some Sequence<Int>) -> [Int] { Array(Set(positions)).sorted() }

    /// The after position of before position `i`, or nil when it was removed.
    func after(_ i: Int) -> Int? { Self.map(i, leaving: removed, taken: occupied) }

    /// The before position of after position `j`, or nil when it is a newcomer.
    func before(_ j: Int) -> Int? { Self.map(j, leaving: occupied, taken: removed) }

    /// Whether every position keeps its place (nothing removed, no slot taken).
    var isIdentity: Bool { removed.isEmpty && occupied.isEmpty }

    /// Calls `body(before, after)` for each survivor among before positions `range`, in order:
    /// what `after(_:)` gives each, in one walk (two binary searches, then O(`range` + the
    /// changes within it)).
    func forEachSurvivor(in range: Range<Int>, _ body: (_ before: Int, _ after: Int) -> Void) {
        var r = partitioningIndex(in: removed.indices) { removed[$0] >= range.lowerBound }
        var rank = range.lowerBound - r
        // As in `map`: past the first `k` taken slots, `k` the first with `occupied[k] - k > rank`.
        var k = partitioningIndex(in: occupied.indices) { occupied[$0] - $0 > rank }
        for i in range {
            if r < removed.count, removed[r] == i {
                r += 1
                continue
            }
            while k < occupied.count, occupied[k] - k <= rank { k += 1 }
            body(i, rank + k)
            rank += 1
        }
    }

    private static func map(_ i: Int, leaving: [Int], taken: [Int]) -> Int? {
        if binarySearch(leaving, i) { return nil }
        // The survivor's rank among survivors, then the rank-th free slot on the other side:
        // past the first `k` taken slots, where `k` is the first with `taken[k] - k > rank`
        // (`taken[k] - k`, the free slots before `taken[k]`, never decreases). Binary searches:
        // a prepend of hundreds of items is looked up once per item carried.
        let rank = i - partitioningIndex(in: leaving.indices) { leaving[$0] >= i }
        return rank + partitioningIndex(in: taken.indices) { taken[$0] - $0 > rank }
    }

    private static func binarySearch(_ a: [Int], _ x: Int) -> Bool {
        let i = partitioningIndex(in: a.indices) { a[$0] >= x }
        return i < a.count && a[i] == x
    }
}
