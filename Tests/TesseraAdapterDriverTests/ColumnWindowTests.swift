import Foundation
import Tessera
import Testing

@testable import TesseraAdapterDriver

/// A waterfall column's slack goes into the gaps after the few items just above the first cell
/// the user saw in it (its window, `CollectionLayoutDriver.columnWindow`), so that a
/// measurement's work does not grow with the feed (issue 48, point 6); and the sections after
/// the one whose columns stay stay too.
@Suite struct ColumnWindowTests {
    /// Two columns, no spacing, 400 wide, 300 high; every item estimated 100 (items 2k left and
    /// 2k+1 right at y = 100k), scrolled to `item / 2 × 100 + 10` (items `item` and `item + 1`
    /// 10 above the top).
    static func scrolledTo(item: Int, of count: Int) -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [estimatedHeights(count, 100)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: CGFloat(item / 2) * 100 + 10))
        return s
    }

    /// Scrolled to 10,010 (items 200 and 201 at 10,000). Item 195 (right, 9,700–9,800, above)
    /// measures 150: the right column after it moves 50 (201 to 10,050), the left not. The left
    /// column takes 50 instead, in the gaps after its 32 items just above item 200 (136, 138, …,
    /// 198): 50 whole points in 32 shares, the first 18 of 2 and the other 14 of 1. The offset
    /// follows, +50: 200 and 201 at 10,050, still 10 above the top. Item 134, above the window,
    /// stays at 6,700; item 138 is at 6,900 + 2 (the gap after 136).
    @Test func theSlackGoesIntoTheWindowJustAboveTheFirstCellSeen() {
        let s = Self.scrolledTo(item: 200, of: 400)
        let r = s.cellMeasured(.item(195, section: 0), size: CGSize(width: 200, height: 150))
        #expect(r.adjustment == CGPoint(x: 0, y: 50))
        #expect(s.bounds.origin.y == 10_060)
        #expect(s.driver.layoutAttributesForItem(at: .item(200, section: 0))?.frame == CGRect(x: 0, y: 10_050, width: 200, height: 100))
        #expect(s.driver.layoutAttributesForItem(at: .item(201, section: 0))?.frame == CGRect(x: 200, y: 10_050, width: 200, height: 100))
        var expected: [Int: CGFloat] = [:]
        for (k, item) in stride(from: 136, through: 198, by: 2).enumerated() { expected[item] = k < 18 ? 2 : 1 }
        #expect(s.driver.itemGaps == [0: ItemGaps(expected)])
        #expect(s.driver.layoutAttributesForItem(at: .item(134, section: 0))?.frame.minY == 6_700)
        #expect(s.driver.layoutAttributesForItem(at: .item(138, section: 0))?.frame.minY == 6_902)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 0)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 0))?.frame.minY == 0)
    }

    /// The same measurement 2,000 and 20,000 items into a 40,000-item feed lays out as many
    /// cells: from the last checkpoint (every 256 cells) before the window, through the screen
    /// and a screen more, never from the section's start (20,000 cells and more). (A cell on
    /// screen measures first: the first measurement lays the feed out a part at a time.)
    @Test func aMeasurementsWorkDoesNotGrowWithItsPositionInTheFeed() {
        var work: [Int] = []
        for item in [2_000, 20_000] {
            let s = Self.scrolledTo(item: item, of: 40_000)
            s.cellMeasured(.item(item + 2, section: 0), size: CGSize(width: 200, height: 120))
            let before = s.driver.elementsLaidOut
            s.cellMeasured(.item(item - 5, section: 0), size: CGSize(width: 200, height: 150))
            #expect(s.driver.layoutAttributesForItem(at: .item(item + 1, section: 0))?.frame.minY == s.bounds.minY - 10)
            work.append(s.driver.elementsLaidOut - before)
        }
        #expect(work.allSatisfy { $0 <= 4 * 256 }, "\(work)")
    }

    /// Two sections of two columns, no spacing, 400 wide, 300 high. Section 0: item 0 (400
    /// high, left, [0, 400]), item 1 (250 high, right, [0, 250]), item 2 (estimated 100, right,
    /// [250, 350]); it ends at 400. Section 1: two items 100 high at [400, 500]. Scrolled to
    /// 360, then up to 300: item 2 shows for the first time and measures 300, so the right
    /// column ends at 550 and would push section 1 down 150. Section 1's cells and item 0
    /// were seen: the offset follows section 1 (+150, to 450) and the left column, which holds
    /// item 0, starts 150 lower ([150, 550]): nothing seen moved on screen.
    @Test func aColumnNoCellSeenHoldsDoesNotPushTheNextSection() {
        let s = Self.columnStartingLowerAtTheTop()
        #expect(s.bounds.minY == 450)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 1))?.frame.minY == 550)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 1))?.frame.minY == 550)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 0, y: 150, width: 200, height: 400))
        #expect(s.driver.columnStartOffsets[0] == [150, 0])
    }

    /// The session of `aColumnNoCellSeenHoldsDoesNotPushTheNextSection`, after item 2 measured.
    static func columnStartingLowerAtTheTop() -> CollectionViewSession {
        let section0 = SectionData(items: [.height(400), .height(250), .estimatedHeight(100)])
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [section0, fixedHeights(2, 100)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 360))
        s.scroll(to: CGPoint(x: 0, y: 300))
        s.cellMeasured(.item(2, section: 0), size: CGSize(width: 200, height: 300))
        return s
    }

    /// Section 0: A (300 high, left, [0, 300]), B (250, right, [0, 250]), C (100, right, [250,
    /// 350]), D (100, left, [300, 400]); it ends at 400. Section 1, at 400: an item 100 high, one
    /// estimated 100 that measures 120, and six more 100 high. Scrolled to 280: A's last 20 points, C, D and
    /// section 1 shown. D is deleted: the left column ends at 300, the right at 350, and section
    /// 1 would rise 50. A stays (the update's anchor), and section 1's right cell, not in D's
    /// column, must too: a gap of 50 after C, the last item of the column that now ends lowest,
    /// keeps the section's end at 400.
    @Test func aDeleteInTheColumnThatEndsTheSectionDoesNotPullTheNextOneUp() {
        let section0 = SectionData(items: [.height(300), .height(250), .height(100), .height(100)])
        let section1 = SectionData(items: [.height(100), .estimatedHeight(100)] + Array(repeating: .height(100), count: 6))
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [section0, section1])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 280))
        s.cellMeasured(.item(1, section: 1), size: CGSize(width: 200, height: 120))
        #expect(s.driver.layoutAttributesForItem(at: .item(3, section: 0))?.frame == CGRect(x: 0, y: 300, width: 200, height: 100))
        let without = SectionData(items: [.height(300), .height(250), .height(100)])
        s.batchUpdate([.deleteItem(.item(3, section: 0))], newSections: [without, section1])
        #expect(s.bounds.minY == 280)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 1))?.frame == CGRect(x: 200, y: 400, width: 200, height: 120))
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 0)
        #expect(s.driver.itemGaps == [0: ItemGaps([2: 50])])
    }
}
