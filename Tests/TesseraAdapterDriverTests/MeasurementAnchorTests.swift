import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issues 38 and 48 (docs/no-jump.md, "The anchor"): while the cells appearing in a frame
/// measure, the offset follows a cell the user saw before the frame — not a cell that measures
/// in this frame, nor one an adjustment brings into view — and in a waterfall every column's
/// first cell the user saw stays (the columns' starts move). Found by `tessera-bench nojump`.
@Suite struct MeasurementAnchorTests {
    /// One frame of UIKit's: layout passes until no new cell shows. In each pass every cell
    /// shown that has not been asked in this frame (nor measured before) measures `height(item)`,
    /// in `order`, each measurement's adjustment applied at once; then `prepare`.
    static func frame(_ s: CollectionViewSession, height: (Int) -> CGFloat, order: ([LayoutAttributes]) -> [LayoutAttributes] = { $0 }) {
        var asked: Set<IndexPath> = []
        for _ in 0..<10 {
            let fresh = s.driver.layoutAttributesForElements(in: s.bounds)
                .filter { $0.representedElementCategory == .cell && $0.frame.intersects(s.bounds) && !asked.contains($0.indexPath) && s.driver.measuredSizes[$0.indexPath] == nil }
            if fresh.isEmpty { return }
            for a in order(fresh.sorted { $0.indexPath < $1.indexPath }) {
                asked.insert(a.indexPath)
                let size = CGSize(width: a.frame.width, height: height(a.indexPath.itemIndex))
                s.measure(a, size: size)
            }
            s.layoutPass()
        }
    }

    /// A waterfall of `columns` columns 400 wide (no spacing), `items` items estimated 100 high,
    /// in a 300-high view: laid out, scrolled to 1000, and one frame measured there, items from
    /// `from` on measuring `height` (those before, 100: their estimate).
    static func measuredAt1000(columns: Int, items: Int, from: Int, height: CGFloat) -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(columns), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 300),
            sections: [estimatedHeights(items, 100)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 1_000))
        frame(s) { $0 >= from ? height : 100 }
        return s
    }

    func minY(_ s: CollectionViewSession, _ item: Int) -> CGFloat? {
        s.driver.layoutAttributesForItem(at: .item(item, section: 0))?.frame.minY
    }

    /// A list (one column of rows estimated 100, 300 high): rows 10–13 measured 80 at 1000.
    /// Scrolled up to 850: rows 8 [800, 900] and 9 [900, 1000] appear, row 10 is 150 down the
    /// screen. Row 9 measures 60 first, then row 8 130 (UIKit promises no order). Row 9 lies
    /// between row 8, which has not measured yet, and row 10: the offset follows row 10 through
    /// both, −40 then +30, to 840; row 10 at 800 + 130 + 60 = 990, 150 down the screen. (Were
    /// row 8 the anchor of row 9's measurement, nothing would follow it and row 10 would
    /// rise 40.)
    @Test func aCellMeasuringBeforeTheCellsAboveItKeepsTheCellsShownBefore() throws {
        let s = Self.measuredAt1000(columns: 1, items: 30, from: 10, height: 80)
        #expect(minY(s, 13) == 1_240 && s.bounds.minY == 1_000)
        s.scroll(to: CGPoint(x: 0, y: 850))
        #expect(try #require(minY(s, 10)) - s.bounds.minY == 150)
        Self.frame(s, height: { [8: 130, 9: 60][$0] ?? 80 }, order: { $0.reversed() })
        #expect(s.bounds.minY == 840)
        #expect(minY(s, 10) == 990)
        #expect(try #require(minY(s, 10)) - s.bounds.minY == 150)
        #expect(minY(s, 8) == 800 && minY(s, 9) == 930)
    }

    /// The same list, rows 10–13 measured 80 at 1000. Scrolled up to 895: row 8 [800, 900]
    /// shows 5 pt deep and measures 100, its estimate (nothing to invalidate); row 9
    /// [900, 1000] measures 140. The offset follows row 10, +40, to 935: row 10 at 1040, 105
    /// down the screen as before. (Were row 8 — shown, not measured in the pass — the anchor,
    /// row 9's change would not move it, and row 10 would sink 40: the UIKit-model session
    /// "no jump: updates above the viewport leave the screen as it was" saw exactly that.)
    @Test func aCellThatMeasuresItsEstimateIsNotTheAnchor() throws {
        let s = Self.measuredAt1000(columns: 1, items: 30, from: 10, height: 80)
        s.scroll(to: CGPoint(x: 0, y: 895))
        #expect(try #require(minY(s, 10)) - s.bounds.minY == 105)
        Self.frame(s) { [8: 100, 9: 140][$0] ?? 80 }
        #expect(s.driver.measuredSizes[.item(8, section: 0)] == nil)
        #expect(s.bounds.minY == 935)
        #expect(minY(s, 10) == 1_040)
        #expect(try #require(minY(s, 10)) - s.bounds.minY == 105)
    }

    /// A waterfall of two columns 200 wide (no spacing), items estimated 100 (item 2k on the
    /// left, 2k + 1 on the right, at 100k) except item 17, 100 high and not self-sizing. Items
    /// 20–31 measured 50 at 1000 (row k ≥ 10 at 1000 + 50(k − 10)): what the user saw.
    /// Scrolled up to 920: items 18 [900, 1000] and 19 appear; item 20 (left, at 1000) is 80
    /// down the screen. Issue 48, point 3: neither column's cells the user saw may move. First
    /// pass: 18 measures 20 (−80). The offset would follow 20 (the first cell seen whole), −80,
    /// and the right column (21 at 1000) would rise 80; instead the left column's 80 goes into
    /// the gaps after its 10 items above item 20 (0, 2, …, 18: 8 each): 18 at [972, 992], 20
    /// still at 1000, the offset still 920. Second pass: 16 [864, 964] came into view and
    /// measures 50 (−50): 50 more, 13 a gap: 16 at 8 × 113 = 904, 18 at [967, 987]. 20 is at
    /// 1000, 80 down the screen, and 21 too; item 17 (right) stays at 800; the columns still
    /// start in line (no start moved).
    @Test func everyColumnTheUserSawStaysThroughTheFramesLayoutPasses() throws {
        var items = Array(repeating: ItemData.estimatedHeight(100), count: 40)
        items[17] = .height(100)
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 300),
            sections: [SectionData(items: items)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 1_000))
        Self.frame(s) { $0 >= 20 ? 50 : 100 }
        #expect(minY(s, 31) == 1_250 && s.bounds.minY == 1_000)
        s.scroll(to: CGPoint(x: 0, y: 920))
        Self.frame(s) { [16: 50, 18: 20][$0] ?? 100 }
        #expect(s.bounds.minY == 920)
        #expect(minY(s, 20) == 1_000 && minY(s, 21) == 1_000)
        #expect(minY(s, 16) == 904 && minY(s, 18) == 967)
        #expect(s.driver.columnStartOffsets == [0: [0, 0]])
        #expect(s.driver.itemGaps[0] == leftColumnGaps(13))
        let column17 = try #require(s.driver.layoutAttributesForItem(at: .item(17, section: 0))?.frame)
        #expect(column17.minX == 200 && column17.minY == 800)
    }

    /// The same waterfall, every item estimated 100 and self-sizing; items 20–31 measured 50
    /// at 1000, then scrolled to 1020 (20, left, and 21, right, [1000, 1050], 20 above the
    /// screen's top). Item 19 (right, [900, 1000], not shown) measures 140: the right column
    /// after it would move down 40 (21 to 1040) and the left not. The columns' slack moves
    /// instead: the right one's up 40, then both down 40 so that the least is 0 — the left
    /// column's 40 spread over the gaps after its 10 items above 20 (4 each) — and the offset
    /// follows, +40, to 1060: 20 and 21 at 1040, both still 20 above the top; 19 at [900, 1040]
    /// stays out of view. Then item 17 (right, [800, 900], not shown) measures 140: the same
    /// again, 8 a gap, the offset 1100; 20 and 21 at 1080, 20 above the top; 18 (left, the
    /// column's tenth) at 9 × 108 = 972, 19 at 940; no column's start moved.
    @Test func aCellNotShownMeasuringMovesNoColumn() throws {
        let s = Self.measuredAt1000(columns: 2, items: 40, from: 20, height: 50)
        s.scroll(to: CGPoint(x: 0, y: 1_020))
        let column19 = try #require(s.driver.layoutAttributesForItem(at: .item(19, section: 0))?.frame)
        #expect(column19.minX == 200 && column19.minY == 900)
        s.cellMeasured(.item(19, section: 0), size: CGSize(width: 200, height: 140))
        #expect(s.bounds.minY == 1_060)
        #expect(minY(s, 19) == 900 && minY(s, 20) == 1_040 && minY(s, 21) == 1_040)
        #expect(s.driver.itemGaps[0] == leftColumnGaps(4))
        s.cellMeasured(.item(17, section: 0), size: CGSize(width: 200, height: 140))
        #expect(s.bounds.minY == 1_100)
        #expect(minY(s, 20) == 1_080 && minY(s, 21) == 1_080)
        #expect(minY(s, 18) == 972 && minY(s, 19) == 940)
        #expect(s.driver.columnStartOffsets == [0: [0, 0]])
        #expect(s.driver.itemGaps[0] == leftColumnGaps(8))
    }

    /// A grid of three a row (a compositional layout, 390 wide, a viewport 300 high), items
    /// estimated 100: each row is as tall as its tallest cell, its cells top-aligned. At offset
    /// 0 item 3 (row 1, from 100) measures 250, items 4 and 5 50 and 60: row 1 is [100, 350],
    /// row 2 starts at 350. The user scrolls to 260: item 3 is seen in part (its last 90
    /// points), items 4 and 5 ([100, 150], [100, 160]: measured, so not shown reaching their
    /// row's end, CutRowTests) are not shown, rows 2–4 ([350, 650]) are. Dragging back to 110
    /// brings items 4 and 5 in, item 6 at 240 on screen. Item 4's cell changed since (an image
    /// loaded): it measures 400, row 1 is [100, 500]. What the user reads stays: the offset
    /// follows item 6, the first cell seen whole, 500 − 240 = 260; the sliver of item 3 goes up
    /// with its row, to 100 − 260 = −160. Anchored by item 3 (the last cell seen before item 4)
    /// the offset stayed 110 and rows 2 on moved 150 down the screen (item 6 at 390).
    @Test func aCellComingInBesideASliverGrowsItsRowTowardTheStart() throws {
        let s = Self.grid()
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 130, height: 50))
        s.cellMeasured(.item(5, section: 0), size: CGSize(width: 130, height: 60))
        #expect(s.bounds.minY == 0)
        #expect(minY(s, 6) == 350)
        s.scroll(to: CGPoint(x: 0, y: 260))
        #expect(cellFrames(s.driver.layoutAttributesForElements(in: s.bounds))[.item(4, section: 0)] == nil)
        s.scroll(to: CGPoint(x: 0, y: 110))
        #expect(minY(s, 4) == 100 && minY(s, 6).map { $0 - s.bounds.minY } == 240)
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 130, height: 400))
        #expect(s.bounds.minY == 260)
        #expect(minY(s, 6).map { $0 - s.bounds.minY } == 240)
        #expect(minY(s, 3).map { $0 - s.bounds.minY } == -160)
    }

    /// The grid of `aCellComingInBesideASliverGrowsItsRowTowardTheStart`, laid out at offset 0
    /// with item 3 measured 250 (row 1 [100, 350]).
    static func grid() -> CollectionViewSession {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(100)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [.item(item)])
        let s = CollectionViewSession(CompositionalLayout(section: LayoutSection(group: group)), size: CGSize(width: 390, height: 300), sections: [SectionData(itemCount: 30)])
        s.layoutPass()
        s.cellMeasured(.item(3, section: 0), size: CGSize(width: 130, height: 250))
        return s
    }

    /// A cell that an update puts first in a row the user saw only as a sliver is anchored by the
    /// first cell seen in its row (`seenRowMate`): the row keeps its place. The grid above,
    /// scrolled to 150: items 3 ([100, 350]), 4 and 5 ([100, 200]) seen in part, row 2 (6–8,
    /// [350, 450]) whole. An item goes in at 3 (estimated 100, [100, 200]: the old 3 is item 4,
    /// still [100, 350]; the old 5, item 6, takes row 2's first slot); the offset stays 150. No
    /// cell the user saw comes before the new item 3; it measures 400: row 1 is [100, 500]. Its
    /// row mate seen first, item 4, stays at −50 on screen, so the offset stays 150 and row 2
    /// goes from 200 to 350 on screen. Anchored by the first cell seen whole instead (item 7,
    /// the old 6, in row 2), the offset went to 300 and item 4, in the row of the change, to −200.
    @Test func aCellPutFirstInARowSeenAsASliverKeepsTheRow() throws {
        let s = Self.grid()
        s.scroll(to: CGPoint(x: 0, y: 150))
        s.batchUpdate([.insertItem(.item(3, section: 0))], newSections: [SectionData(itemCount: 31)])
        #expect(s.bounds.minY == 150)
        #expect(minY(s, 3) == 100 && minY(s, 4) == 100 && minY(s, 6) == 350)
        s.cellMeasured(.item(3, section: 0), size: CGSize(width: 130, height: 400))
        #expect(s.bounds.minY == 150)
        #expect(minY(s, 4).map { $0 - s.bounds.minY } == -50)
        #expect(minY(s, 6).map { $0 - s.bounds.minY } == 350)
    }

    /// A cell inserted into a row the user sees part of is a change inside the viewport: the
    /// rows after it move, the cells before it stay. The grid above, scrolled to 150: items 3
    /// ([100, 350]), 4 and 5 ([100, 200]) seen in part, row 2 ([350, 450]) whole. An item goes
    /// in at 4 (estimated 100: row 1 keeps its 250, the old 5 takes row 2's first slot); the
    /// offset stays 150. The new item 4 measures 400: row 1 is [100, 500]; item 3 stays at
    /// −50 on screen, row 2 (item 6) goes from 200 to 350. Grown toward the start as a cell
    /// scrolling in does, the offset went to 300 and item 3, before the change, to −200.
    @Test func aCellInsertedBesideASliverMovesTheRowsAfterIt() throws {
        let s = Self.grid()
        s.scroll(to: CGPoint(x: 0, y: 150))
        #expect(minY(s, 6).map { $0 - s.bounds.minY } == 200)
        s.batchUpdate([.insertItem(.item(4, section: 0))], newSections: [SectionData(itemCount: 31)])
        #expect(s.bounds.minY == 150)
        #expect(minY(s, 4) == 100 && minY(s, 6) == 350)
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 130, height: 400))
        #expect(s.bounds.minY == 150)
        #expect(minY(s, 3).map { $0 - s.bounds.minY } == -50)
        #expect(minY(s, 6).map { $0 - s.bounds.minY } == 350)
    }
}
