import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Batch updates: the index-path map (UIKit's rules, worked out by hand) and the appearing and
/// disappearing attributes.
@Suite struct BatchUpdateSessionTests {
    func p(_ item: Int, _ section: Int = 0) -> IndexPath { .item(item, section: section) }

    @Test func itemMapWithDeleteInsertAndMove() {
        // Before: a b c d e. Delete b (1), move e (4) to 0, insert x at 3. After: e a c x d.
        let map = UpdateMap([.deleteItem(p(1)), .moveItem(from: p(4), to: p(0)), .insertItem(p(3))])
        #expect(map.indexPathAfterUpdate(p(0)) == p(1))
        #expect(map.indexPathAfterUpdate(p(1)) == nil)
        #expect(map.indexPathAfterUpdate(p(2)) == p(2))
        #expect(map.indexPathAfterUpdate(p(3)) == p(4))
        #expect(map.indexPathAfterUpdate(p(4)) == p(0))
        #expect(map.indexPathBeforeUpdate(p(0)) == p(4))
        #expect(map.indexPathBeforeUpdate(p(1)) == p(0))
        #expect(map.indexPathBeforeUpdate(p(3)) == nil)
        #expect(map.indexPathBeforeUpdate(p(4)) == p(3))
        #expect(map.appears(after: p(3)) && !map.appears(after: p(0)))
        #expect(map.disappears(before: p(1)) && !map.disappears(before: p(4)))
    }

    @Test func sectionMapWithDeleteInsertMoveAndReload() {
        // Before sections A B C D. Delete A, move D to 0, insert N at 2, reload B. After: D B N C.
        let map = UpdateMap([.deleteSection(0), .moveSection(from: 3, to: 0), .insertSection(2), .reloadSection(1)])
        #expect(map.sectionAfterUpdate(0) == nil)
        #expect(map.sectionAfterUpdate(1) == 1)
        #expect(map.sectionAfterUpdate(2) == 3)
        #expect(map.sectionAfterUpdate(3) == 0)
        #expect(map.sectionBeforeUpdate(2) == nil)
        #expect(map.indexPathAfterUpdate(p(5, 2)) == p(5, 3))
        #expect(map.indexPathAfterUpdate(p(0, 0)) == nil)
        #expect(map.indexPathBeforeUpdate(p(1, 0)) == p(1, 3))
        // Items of the reloaded section B fade out and in; those of the moved D do not.
        #expect(map.disappears(before: p(0, 1)) && map.appears(after: p(0, 1)))
        #expect(!map.disappears(before: p(0, 3)) && !map.appears(after: p(0, 0)))
        // Short index paths map to nothing.
        #expect(map.indexPathAfterUpdate(IndexPath(index: 1)) == nil)
    }

    @Test func itemsMovedBetweenSections() {
        let map = UpdateMap([.moveItem(from: p(0, 0), to: p(2, 1))])
        #expect(map.indexPathAfterUpdate(p(1, 0)) == p(0, 0))
        #expect(map.indexPathAfterUpdate(p(2, 1)) == p(3, 1))
        #expect(map.indexPathAfterUpdate(p(1, 1)) == p(1, 1))
        #expect(map.indexPathBeforeUpdate(p(2, 1)) == p(0, 0))
    }

    /// A 2-column grid of 100-high items, 400 wide: item i at (200·(i mod 2), 100·(i div 2)).
    func grid(_ n: Int) -> CollectionViewSession { columnsSession(2, width: 400, fixedHeights(n, 100)) }

    @Test func deletedItemsFadeOutInsertedFadeInAndSurvivorsSlide() {
        let s = grid(6)
        var initial: [IndexPath: LayoutAttributes] = [:], final: [IndexPath: LayoutAttributes] = [:]
        // Delete item 0, insert one at the end (after-path 5), reload before-item 2.
        s.batchUpdate([.deleteItem(p(0)), .insertItem(p(5)), .reloadItem(p(2))], newSections: [fixedHeights(6, 100)]) { d in
            for i in 0..<6 {
                initial[p(i)] = d.initialLayoutAttributesForAppearingItem(at: p(i))
                final[p(i)] = d.finalLayoutAttributesForDisappearingItem(at: p(i))
            }
        }
        // The new item fades in where it will be (item 5: x 200, y 200).
        #expect(initial[p(5)]?.frame == CGRect(x: 200, y: 200, width: 200, height: 100) && initial[p(5)]?.alpha == 0)
        // After-item 0 was item 1: it starts at item 1's old frame, opaque.
        #expect(initial[p(0)]?.frame == CGRect(x: 200, y: 0, width: 200, height: 100) && initial[p(0)]?.alpha == 1)
        // After-item 1 replaces the reloaded item 2: fades in at its new frame.
        #expect(initial[p(1)]?.frame == CGRect(x: 200, y: 0, width: 200, height: 100) && initial[p(1)]?.alpha == 0)
        // The deleted item fades out where it was; item 3 ends at its new place (after-item 2).
        #expect(final[p(0)]?.frame == CGRect(x: 0, y: 0, width: 200, height: 100) && final[p(0)]?.alpha == 0)
        #expect(final[p(3)]?.frame == CGRect(x: 0, y: 100, width: 200, height: 100) && final[p(3)]?.alpha == 1)
        #expect(final[p(2)]?.alpha == 0)
        // Outside an update there are no transition attributes.
        #expect(s.driver.initialLayoutAttributesForAppearingItem(at: p(0)) == nil)
    }

    @Test func insertingAboveTheViewportKeepsTheVisibleContentStill() {
        let s = grid(20)
        s.scroll(to: CGPoint(x: 0, y: 210))  // item 4 first visible, 10 points above the top
        s.batchUpdate([.insertItem(p(0)), .insertItem(p(1))], newSections: [fixedHeights(22, 100)])
        // Item 4 is now item 6, at y 300: the offset follows to 310.
        #expect(s.bounds.origin == CGPoint(x: 0, y: 310))
        // Prepared twice (the first layout, the update's): the offset the driver gave asks for no other.
        #expect(s.prepares == 2)
    }

    @Test func deletingTheFirstVisibleItemAnchorsOnTheNextSurvivor() {
        let s = grid(20)
        s.scroll(to: CGPoint(x: 0, y: 210))
        // Delete items 4 and 5: item 6 (was at y 300, 90 below the top) becomes item 4 at y 200.
        s.batchUpdate([.deleteItem(p(4)), .deleteItem(p(5))], newSections: [fixedHeights(18, 100)])
        #expect(s.bounds.origin == CGPoint(x: 0, y: 110))
    }
}

/// UIKit's update items as the shell hands them over.
@Suite struct UpdateItemConversionTests {
    let sectionPath = IndexPath(indexes: [2, NSNotFound])

    @Test func sectionsAreNamedByNSNotFoundOrOneIndex() {
        #expect(CollectionUpdate(action: .insert, before: nil, after: sectionPath) == .insertSection(2))
        #expect(CollectionUpdate(action: .delete, before: IndexPath(index: 1), after: nil) == .deleteSection(1))
        #expect(CollectionUpdate(action: .reload, before: sectionPath, after: sectionPath) == .reloadSection(2))
        #expect(CollectionUpdate(action: .move, before: sectionPath, after: IndexPath(indexes: [0, NSNotFound])) == .moveSection(from: 2, to: 0))
    }

    @Test func itemsAndMissingPaths() {
        #expect(CollectionUpdate(action: .insert, before: nil, after: .item(3, section: 1)) == .insertItem(.item(3, section: 1)))
        #expect(CollectionUpdate(action: .move, before: .item(0, section: 0), after: .item(4, section: 1)) == .moveItem(from: .item(0, section: 0), to: .item(4, section: 1)))
        #expect(CollectionUpdate(action: .insert, before: .item(3, section: 1), after: nil) == nil)
        #expect(CollectionUpdate(action: .move, before: .item(0, section: 0), after: sectionPath) == nil)
        #expect(CollectionUpdate(action: .none, before: nil, after: nil) == nil)
        #expect(CollectionUpdate(action: .delete, before: IndexPath(), after: nil) == nil)
    }
}
