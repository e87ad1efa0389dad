import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Identity-based updates: the batch update computed from identifiers (what a diffable data
/// source and the SwiftUI shell perform), and measured sizes carried through it by identity.
@Suite struct IdentityUpdateTests {
    func p(_ item: Int, _ section: Int = 0) -> IndexPath { .item(item, section: section) }

    @Test func diffOfOneSection() throws {
        // a b c d e → e a c x d, c's content changed. a c d keep their order; e moves to the
        // front, b goes, x comes at 3, c reloads in place.
        let updates = try #require(
            CollectionUpdate.changes(
                from: [(0, ["a", "b", "c", "d", "e"])], to: [(0, ["e", "a", "c", "x", "d"])],
                reloading: ["c"]))
        #expect(Set(updates) == [.deleteItem(p(1)), .insertItem(p(3)), .moveItem(from: p(4), to: p(0)), .reloadItem(p(2))])
        let map = UpdateMap(updates)
        #expect((0..<5).map { map.indexPathAfterUpdate(p($0)) } == [p(1), nil, p(2), p(4), p(0)])
    }

    @Test func diffAcrossSections() throws {
        // Sections A [a b] B [c] C [d] → C [d b] A [a] N [n]: B deleted, C moved before A, N
        // inserted; b moves from A to C; n is part of the inserted N.
        let updates = try #require(
            CollectionUpdate.changes(
                from: [("A", ["a", "b"]), ("B", ["c"]), ("C", ["d"])],
                to: [("C", ["d", "b"]), ("A", ["a"]), ("N", ["n"])]))
        // Either C moves before A or A after C (one longest common order): the map is the same.
        let map = UpdateMap(updates)
        #expect((0..<3).map { map.sectionAfterUpdate($0) } == [1, nil, 0])
        #expect(map.sectionBeforeUpdate(2) == nil)
        #expect(map.indexPathAfterUpdate(p(0, 0)) == p(0, 1))
        #expect(map.indexPathAfterUpdate(p(1, 0)) == p(1, 0))
        #expect(map.indexPathAfterUpdate(p(0, 1)) == nil)
        #expect(map.indexPathAfterUpdate(p(0, 2)) == p(0, 0))
        #expect(updates.filter { if case .moveItem = $0 { return true } else { return false } } == [.moveItem(from: p(1, 0), to: p(1, 0))])
        #expect(updates.allSatisfy { if case .insertItem = $0 { return false } else { return true } })
        // A reloaded item that also moves is deleted and inserted; duplicates give no diff.
        let moved = try #require(CollectionUpdate.changes(from: [(0, ["a", "b"])], to: [(0, ["b", "a"])], reloading: ["a"]))
        #expect(
            Set(moved).count == 2
                && (Set(moved) == [.moveItem(from: p(1), to: p(0)), .reloadItem(p(0))]
                    || Set(moved) == [.deleteItem(p(0)), .insertItem(p(1))])
        )
        #expect(CollectionUpdate.changes(from: [(0, ["a", "a"])], to: [(0, ["a"])]) == nil)
    }

    /// A one-column list 100 wide, no spacing, of `n` rows estimated 50 high.
    func list(_ n: Int) -> CollectionViewSession { columnsSession(1, width: 100, estimatedHeights(n, 50)) }

    @Test func measuredSizesFollowTheirItemsThroughABatchUpdate() {
        // a b c d e measure 10 20 30 40 55 high: at y 0, 10, 30, 60, 100 (a cell measuring its
        // estimate, 50, would record nothing).
        let s = list(5)
        for (i, h) in [10, 20, 30, 40, 55].enumerated() { s.cellMeasured(p(i), size: CGSize(width: 100, height: CGFloat(h))) }
        #expect(s.driver.layoutAttributesForItem(at: p(4))?.frame == CGRect(x: 0, y: 100, width: 100, height: 55))
        // b deleted, e moved to the front, x (estimated 50) inserted at 3: e a c x d.
        var initialE: CGRect?, initialX: CGFloat?
        s.batchUpdate([.deleteItem(p(1)), .moveItem(from: p(4), to: p(0)), .insertItem(p(3))], newSections: [estimatedHeights(5, 50)]) { d in
            initialE = d.initialLayoutAttributesForAppearingItem(at: self.p(0))?.frame
            initialX = d.initialLayoutAttributesForAppearingItem(at: self.p(3))?.alpha
        }
        // e 55 at 0, a 10 at 55, c 30 at 65, x 50 at 95, d 40 at 145: 185 long.
        let frames = (0..<5).map { s.driver.layoutAttributesForItem(at: p($0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 100, height: 55), CGRect(x: 0, y: 55, width: 100, height: 10),
                CGRect(x: 0, y: 65, width: 100, height: 30), CGRect(x: 0, y: 95, width: 100, height: 50),
                CGRect(x: 0, y: 145, width: 100, height: 40),
            ])
        #expect(s.driver.collectionViewContentSize.height == 185)
        #expect(
            s.driver.measuredSizes == [
                p(0): CGSize(width: 100, height: 55), p(1): CGSize(width: 100, height: 10),
                p(2): CGSize(width: 100, height: 30), p(4): CGSize(width: 100, height: 40),
            ])
        // e animates from where it was before the update (y 100); x fades in.
        #expect(initialE == CGRect(x: 0, y: 100, width: 100, height: 55))
        #expect(initialX == 0)
    }

    @Test func reloadDataDropsMeasurements() {
        let s = list(3)
        s.cellMeasured(p(0), size: CGSize(width: 100, height: 10))
        // Not an append and no batch update to say where the items went: cells measure again.
        s.dataChanged([estimatedHeights(2, 50)])
        #expect(s.driver.measuredSizes.isEmpty)
        #expect(s.driver.layoutAttributesForItem(at: p(0))?.frame.height == 50)
        // An append keeps them.
        s.cellMeasured(p(0), size: CGSize(width: 100, height: 10))
        s.dataChanged([estimatedHeights(4, 50)])
        #expect(s.driver.measuredSizes == [p(0): CGSize(width: 100, height: 10)])
    }
}
