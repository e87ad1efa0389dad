import Foundation
import Tessera
import Testing

@testable import TesseraAdapterDriver

/// A waterfall's columns that start out of line come back into line as the user scrolls
/// (issue 48, point 3; CollectionLayoutDriver+ColumnSettle.swift): a column whose first item is
/// off screen above gives its start to the gaps just above its first cell shown (nothing shown
/// moves); at the top of the content, a column whose first item shows rises a point a frame.
@Suite struct ColumnSettleTests {
    /// Two columns, no spacing, 400 wide, 300 high; 400 items estimated 100 (items 2k left and
    /// 2k+1 right at y = 100k), scrolled to 10,010 (items 200 and 201 at 10,000, 10 above the
    /// top). Item 210, below the screen, measures 120 (the feed is then laid out a part at a
    /// time; nothing shown moves). Item 195 (right, 9,700–9,800, above) is reloaded 150 high:
    /// the right column after it moves 50, the left not. The update keeps both columns (its
    /// anchor is item 200): the right column's slack goes into the starts, 0 − 50 for the
    /// right and 0 for the left, less the least (−50): the left column starts 50 lower
    /// ([50, 0]), 200 and 201 at 10,050, the offset 10,060.
    static func leftColumnStartingLower() -> CollectionViewSession {
        let s = ColumnWindowTests.scrolledTo(item: 200, of: 400)
        s.cellMeasured(.item(210, section: 0), size: CGSize(width: 200, height: 120))
        var items = Array(repeating: ItemData.estimatedHeight(100), count: 400)
        items[195] = .height(150)
        s.batchUpdate([.reloadItem(.item(195, section: 0))], newSections: [SectionData(items: items)])
        return s
    }

    /// From `leftColumnStartingLower()`, the user drags up 60, to 10,000. The left column's
    /// first item (0, 50–150) is far above the screen; its first cell shown is 198 (9,950).
    /// Its start, 50, goes to its 32 items just above 198 (134, 136, …, 196): 50 whole points in
    /// 32 shares, the first 18 of 2 and the other 14 of 1. The left column starts in line
    /// (item 0 at 0, 134 at 6,700, 136 at 6,802) and the cells shown stay: 198 and 199 at
    /// 9,950, 200 and 201 at 10,050.
    @Test func aStartOffScreenGoesIntoTheGapsAboveTheFirstCellShown() {
        let s = Self.leftColumnStartingLower()
        #expect(s.driver.columnStartOffsets[0] == [50, 0])
        #expect(s.bounds.minY == 10_060)
        #expect(s.driver.layoutAttributesForItem(at: .item(200, section: 0))?.frame.minY == 10_050)
        s.scroll(to: CGPoint(x: 0, y: 10_000))
        #expect(s.driver.columnStartOffsets[0] == [0, 0])
        var expected: [Int: CGFloat] = [:]
        for (k, item) in stride(from: 134, through: 196, by: 2).enumerated() { expected[item] = k < 18 ? 2 : 1 }
        #expect(s.driver.itemGaps == [0: ItemGaps(expected)])
        #expect(s.bounds.minY == 10_000)
        for (item, y) in [(0, 0), (1, 0), (134, 6_700), (136, 6_802), (198, 9_950), (199, 9_950), (200, 10_050), (201, 10_050)] as [(Int, CGFloat)] {
            #expect(s.driver.layoutAttributesForItem(at: .item(item, section: 0))?.frame.minY == y, "item \(item)")
        }
    }

    /// `ColumnWindowTests.aColumnNoCellSeenHoldsDoesNotPushTheNextSection`'s end: the left
    /// column starts 150 lower (item 0 at 150–550), the offset 450; section 1 at 550. Item 0
    /// shows (the screen is 450–750) and nothing of its column is above it: each frame the
    /// user drags, the left column rises a point. Dragging up 1 a frame from 449: after the
    /// first frame item 0 is at 149 (it moved 1 more than the scroll), the right column (items
    /// 1 at 0, 2 at 250) and section 1 (550: the right column still ends the section) stay;
    /// after 150 frames (to 300) the columns start in line, item 0 at 0. A frame after that
    /// lays nothing out.
    @Test func atTheTopAColumnShownRisesAPointAFrame() {
        let s = ColumnWindowTests.columnStartingLowerAtTheTop()
        #expect(s.bounds.minY == 450)
        #expect(s.driver.columnStartOffsets[0] == [150, 0])
        s.scroll(to: CGPoint(x: 0, y: 449))
        #expect(s.driver.columnStartOffsets[0] == [149, 0])
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 149)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 0))?.frame.minY == 0)
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 250)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 1))?.frame.minY == 550)
        for y in stride(from: 448, through: 300, by: -1) { s.scroll(to: CGPoint(x: 0, y: CGFloat(y))) }
        #expect(s.driver.columnStartOffsets[0] == [0, 0])
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 0)
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 250)
        let prepares = s.prepares
        s.scroll(to: CGPoint(x: 0, y: 290))
        #expect(s.prepares == prepares)
    }
}
