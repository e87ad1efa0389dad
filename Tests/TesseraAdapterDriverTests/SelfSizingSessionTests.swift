import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Self-sizing: a list of full-width rows estimated 44 high in a 400×300 view (row i at
/// y = 44·i until measured).
@Suite struct SelfSizingSessionTests {
    func estimatedList(_ n: Int) -> CollectionViewSession {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = LayoutGroup.horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])
        let s = CollectionViewSession(
            CompositionalLayout(section: LayoutSection(group: group)),
            size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: n)])
        s.layoutPass()
        return s
    }

    @Test func aRowAboveTheViewportGrowingAdjustsTheOffsetSoNothingMoves() {
        let s = estimatedList(20)
        s.scroll(to: CGPoint(x: 0, y: 440))  // row 10 at the top
        let r = s.cellMeasured(.item(2, section: 0), size: CGSize(width: 400, height: 100))
        #expect(r.invalidated)
        #expect(r.adjustment == CGPoint(x: 0, y: 56))
        #expect(s.lastOutcome == .measured)
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 400, height: 100))
        #expect(s.driver.layoutAttributesForItem(at: .item(10, section: 0))?.frame.minY == 496)
        #expect(s.bounds.origin.y == 496)
        #expect(abs(s.driver.collectionViewContentSize.height - (20 * 44 + 56)) < 1e-9)
        // The same size again is no news: no invalidation, no loop.
        #expect(!s.cellMeasured(.item(2, section: 0), size: CGSize(width: 400, height: 100)).invalidated)
    }

    @Test func aRowBelowTheTopGrowingMovesNothingAbove() {
        let s = estimatedList(20)
        let r = s.cellMeasured(.item(3, section: 0), size: CGSize(width: 400, height: 60))
        #expect(r.invalidated && r.adjustment == .zero)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame.minY == 192)
        // Within half a pixel of the frame: not worth a layout.
        #expect(!s.cellMeasured(.item(5, section: 0), size: CGSize(width: 400, height: 44.4)).invalidated)
    }

    @Test func measurementsSurviveAnAppendAndAreDroppedByOtherChanges() {
        // A waterfall (it appends) of one column, items 100 high.
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [estimatedHeights(3, 100)])
        s.layoutPass()
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 400, height: 150))
        // Two more items: still an append, and item 0 keeps its 150.
        s.dataChanged([estimatedHeights(5, 100)])
        #expect(s.lastOutcome == .appended)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame == CGRect(x: 0, y: 450, width: 400, height: 100))
        #expect(s.driver.measuredSizes[.item(0, section: 0)] == CGSize(width: 400, height: 150))
        // A removal: index paths may name other items now, so the measurement is dropped.
        s.dataChanged([estimatedHeights(4, 100)])
        #expect(s.lastOutcome == .fullLayout)
        #expect(s.driver.measuredSizes.isEmpty)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.height == 100)
    }

    @Test func itemsThatKeepTheirSizeIgnoreTheirCellsPreferredSize() {
        // Photos of ratio 2 in one 400-wide column: 200 high whatever their cells measure (a
        // SwiftUI Text cell reports 20), so no invalidation and the ratio stays.
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [SectionData(aspectRatios: [2, 2, 2])])
        s.layoutPass()
        #expect(!s.cellMeasured(.item(0, section: 0), size: CGSize(width: 400, height: 20)).invalidated)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        // The same item saying it takes its cell's size does take it.
        let t = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 300),
            sections: [SectionData(items: [ItemData(sizing: .aspectRatio(2), selfSizing: .takesCellPreferredSize)])])
        t.layoutPass()
        #expect(t.cellMeasured(.item(0, section: 0), size: CGSize(width: 400, height: 20)).invalidated)
        #expect(t.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 20))
    }

    @Test func waterfallItemsSelfSizeThroughTheirData() {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [estimatedHeights(4, 100)])
        s.layoutPass()
        let r = s.cellMeasured(.item(0, section: 0), size: CGSize(width: 200, height: 150))
        #expect(r.invalidated)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
        // Item 2 was shown (rows at 0 and 100 fit the 300-point screen) in the left column, and
        // a shown item keeps its column (issue 38): it moves down below item 0 (150), although
        // the right column (100) is now the shorter.
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame == CGRect(x: 0, y: 150, width: 200, height: 100))
    }

    @Test func supplementariesAndBadSizesNeverInvalidate() {
        let s = estimatedList(3)
        let cell = s.driver.layoutAttributesForItem(at: .item(0, section: 0))!
        #expect(!s.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: CGFloat.nan, height: 10), withOriginalAttributes: cell))
        #expect(!s.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: 400, height: -1), withOriginalAttributes: cell))
        var header = cell
        header.representedElementCategory = .supplementary
        #expect(!s.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: 400, height: 90), withOriginalAttributes: header))
    }
}
