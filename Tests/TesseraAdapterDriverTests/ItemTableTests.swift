import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures

@testable import TesseraAdapterDriver

/// The driver's table of values by item (`ItemTable`): carried through a batch update it gives
/// what carrying each entry alone gives (`UpdateMap.indexPathAfterUpdate`), and it reads as the
/// dictionary of its entries whatever pages it allocated.
@Suite struct ItemTableTests {
    private func p(_ item: Int, _ section: Int = 0) -> IndexPath { .item(item, section: section) }

    /// Worked by hand: values at items 3 and 1,000 (the first and the fourth page of 256), one
    /// item inserted at 0 and item 5 deleted: item 3 goes to 4, item 1,000 to 1,000 (one in
    /// before it, one out); a section inserted before it moves both to section 1.
    @Test func anUpdateMovesValuesAcrossPages() {
        var table: ItemTable<Int> = [p(3): 30, p(1_000): 1_000]
        #expect(table.count == 2)
        let carried = table.carried(through: UpdateMap([.insertItem(p(0)), .deleteItem(p(5))]))
        #expect(carried.dictionary == [p(4): 30, p(1_000): 1_000])
        let sectionIn = table.carried(through: UpdateMap([.insertSection(0)]))
        #expect(sectionIn.dictionary == [p(3, 1): 30, p(1_000, 1): 1_000])
        // A value removed leaves its page allocated; the table still equals one that never had it.
        table[p(600)] = 6
        table[p(600)] = nil
        #expect(table == [p(3): 30, p(1_000): 1_000] && table.count == 2)
        #expect(table != [p(3): 30, p(1_000): 999])
        // An index past any snapshot's cells (an invalidation may name one) is no item: it would
        // keep a page index as long as itself. The last index a snapshot may hold is kept.
        let last = LayoutLimits.absoluteMaximumElements - 1
        var far: ItemTable<Int> = [p(1 << 50): 7, p(last): 8]
        #expect(far.count == 1 && far[p(1 << 50)] == nil && far[p(last)] == 8)
        // Carried past the limit by an insert before it, it goes too.
        far = far.carried(through: UpdateMap([.insertItem(p(0))]))
        #expect(far.isEmpty)
        // Paths that name no item hold nothing.
        table[IndexPath(index: 4)] = 1
        table[p(-1)] = 1
        #expect(table.count == 2 && table[p(-1)] == nil)
    }

    /// Random tables over three sections (items up to 1,200: several pages) and random valid
    /// batch updates (deletes, inserts, moves within and across sections, reloads, sections
    /// inserted or deleted): the carried table equals the entries carried one by one.
    @Test func carryingEqualsCarryingEachEntry() {
        var rng = SplitMix(seed: 2026)
        func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        for round in 0..<300 {
            let counts = (0..<3).map { _ in int(1_200) + 1 }
            var entries: [IndexPath: Int] = [:]
            for _ in 0..<int(400) {
                let s = int(3)
                entries[p(int(counts[s]), s)] = int(1_000)
            }
            var updates: [CollectionUpdate] = []
            var sources: Set<IndexPath> = [], destinations: Set<IndexPath> = []
            let deletedSection = int(4) == 0 ? int(3) : nil
            if let deletedSection { updates.append(.deleteSection(deletedSection)) }
            let afterSections = deletedSection == nil ? 3 : 2
            for _ in 0..<int(30) {
                let s = int(3)
                guard s != deletedSection else { continue }
                let from = p(int(counts[s]), s)
                guard sources.insert(from).inserted else { continue }
                switch int(4) {
                case 0: updates.append(.deleteItem(from))
                case 1: updates.append(.reloadItem(from))
                default:
                    let to = p(int(counts[s]), int(afterSections))
                    if destinations.insert(to).inserted { updates.append(.moveItem(from: from, to: to)) } else { updates.append(.deleteItem(from)) }
                }
            }
            for _ in 0..<int(30) {
                let to = p(int(1_000), int(afterSections))
                if destinations.insert(to).inserted { updates.append(.insertItem(to)) }
            }
            let map = UpdateMap(updates)
            var expected: [IndexPath: Int] = [:]
            for (path, value) in entries {
                if let after = map.indexPathAfterUpdate(path) { expected[after] = value }
            }
            let carried = ItemTable(entries).carried(through: map)
            let wrong = Set(carried.dictionary.keys).union(expected.keys).filter { carried[$0] != expected[$0] }
            #expect(wrong.isEmpty, "round \(round): \(wrong.count) index paths differ, e.g. \(wrong.sorted().prefix(3))")
            #expect(carried.count == expected.count)
        }
    }
}
