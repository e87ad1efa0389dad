import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 38, point 1 (docs/no-jump.md, "The anchor"): while the cells appearing in a frame
/// measure, the offset follows the first cell shown that was on screen before the frame —
/// not a cell that measures in this frame, nor one an adjustment brings into view. Both cases
/// were found by `tessera-bench nojump` (the anchor moved up to 293 pt in a waterfall, 32 pt
/// in a compositional list, dragging or flinging back up through cells never shown).
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
                guard s.driver.shouldInvalidateLayout(forPreferredSize: size, withOriginalAttributes: a) else { continue }
                let c = s.driver.invalidationContext(forPreferredSize: size, withOriginalAttributes: a, contentOffset: s.bounds.origin)
                s.driver.invalidate(c)
                s.bounds.origin.y += c.contentOffsetAdjustment.y
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
    /// left, 2k + 1 on the right, at 100k) except item 17, 100 high and not self-sizing (it is
    /// settled). Items 20–31 measured 50 at 1000 (row k ≥ 10 at 1000 + 50(k − 10)).
    /// Scrolled up to 920: items 18 [900, 1000] and 19 appear; item 20 (left, at 1000) is 80
    /// down the screen and is the frame's anchor. First pass: 18 measures 20 and starts above
    /// the screen: the offset follows 20, −80, to 840 (19 measures 100: no change). That brings
    /// 16 (left, [800, 900]) and 17 (right, settled, [800, 900]) into view; second pass: 16
    /// measures 50: the offset follows 20 again, −50, to 790; 20 at 870, 80 down the screen.
    /// (Had 17 — settled, the first shown in index-path order now — become the anchor, 16's
    /// change on the left would not move it and 20 would rise 50.)
    @Test func theAnchorIsKeptThroughTheFramesLayoutPasses() throws {
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
        #expect(s.bounds.minY == 790)
        #expect(minY(s, 20) == 870)
        #expect(try #require(minY(s, 20)) - s.bounds.minY == 80)
        #expect(minY(s, 16) == 800 && minY(s, 18) == 850)
        let column17 = try #require(s.driver.layoutAttributesForItem(at: .item(17, section: 0))?.frame)
        #expect(column17.minX == 200 && column17.minY == 800)
    }

    /// The same waterfall, every item estimated 100 and self-sizing; items 20–31 measured 50
    /// at 1000, then scrolled to 1020 (20, left, [1000, 1050], is the first cell shown). Item 19
    /// (right, [900, 1000], not shown) measures 140: the frame's anchor is 20, which does not
    /// move, so the offset stays and 19 grows into view, [900, 1040]: it is now the first cell
    /// shown, 120 above the screen's top. Then item 17 (right, [800, 900], not shown) measures
    /// 140: a new frame (the user has seen the screen since 19 measured), whose anchor is 19:
    /// the offset follows it, +40, to 1060; 19 at [940, 1080], still 120 above the top; the left
    /// column (18 at 900, 20 at 1000) does not move. (Had 20 stayed the anchor, as when a frame
    /// lasted until the user scrolled, the offset would stay at 1020 and 19 would sink 40.)
    @Test func aCellNotShownMeasuringBeginsANewFrame() throws {
        let s = Self.measuredAt1000(columns: 2, items: 40, from: 20, height: 50)
        s.scroll(to: CGPoint(x: 0, y: 1_020))
        let column19 = try #require(s.driver.layoutAttributesForItem(at: .item(19, section: 0))?.frame)
        #expect(column19.minX == 200 && column19.minY == 900)
        s.cellMeasured(.item(19, section: 0), size: CGSize(width: 200, height: 140))
        #expect(s.bounds.minY == 1_020)
        #expect(minY(s, 19) == 900 && minY(s, 20) == 1_000 && minY(s, 21) == 1_040)
        s.cellMeasured(.item(17, section: 0), size: CGSize(width: 200, height: 140))
        #expect(s.bounds.minY == 1_060)
        #expect(minY(s, 19) == 940)
        #expect(try #require(minY(s, 19)) - s.bounds.minY == -120)
        #expect(minY(s, 18) == 900 && minY(s, 20) == 1_000)
    }
}
