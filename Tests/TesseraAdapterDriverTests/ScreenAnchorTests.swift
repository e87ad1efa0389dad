import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 48, points 2, 4 and 5, worked by hand on a one-column self-sizing list (a waterfall of
/// one column, no spacing, 390 wide, a viewport 300 high): the anchor is a cell the user saw,
/// never a cell because it has a measurement; a width change keeps the first cell fully shown;
/// a growing cell is followed.
@Suite struct ScreenAnchorTests {
    func list(_ count: Int, height: CGFloat = 300) -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 390, height: height),
            sections: [estimatedHeights(count, 100)])
        s.layoutPass()
        return s
    }

    func screenY(_ s: CollectionViewSession, _ item: Int) -> CGFloat? {
        s.driver.layoutAttributesForItem(at: .item(item, section: 0)).map { $0.frame.minY - s.bounds.minY }
    }

    /// The first screen measures items 0–2 at 120 (item 3 then starts at 360, 4 at 460, 5 at
    /// 560). A jump to 560 shows items 5–7, which measure 120 (5: 560–680). The user drags back
    /// up to 300 (260 points): item 2, measured long ago, scrolls in above items 3 and 4, never
    /// measured (estimated 360–460, 460–560); item 5 is where the drag put it, 260 down.
    /// Item 3 measures 120 (+20), item 4 400 (+300): the offset follows item 5, the cell the
    /// user saw — 300 + 20 + 300 = 620, item 5 at 560 + 320 = 880, 260 down the screen. Under
    /// the rule "the first cell shown that has a measurement" item 2 was the anchor, the offset
    /// stayed at 300 and item 5 went to 580 — off a screen 300 high.
    @Test func aCellMeasuredLongAgoIsNotTheAnchor() throws {
        let s = list(50)
        for i in 0..<3 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 120)) }
        s.scroll(to: CGPoint(x: 0, y: 560))
        for i in 5..<8 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 120)) }
        #expect(s.bounds.minY == 560)
        #expect(screenY(s, 5) == 0)
        s.scroll(to: CGPoint(x: 0, y: 300))
        #expect(screenY(s, 5) == 260)
        #expect(screenY(s, 2) == -60)  // measured long ago, shown again
        s.cellMeasured(.item(3, section: 0), size: CGSize(width: 390, height: 120))
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 390, height: 400))
        #expect(s.bounds.minY == 620)
        #expect(screenY(s, 5) == 260)
        #expect(screenY(s, 6) == 380)
    }

    /// Photos of aspect ratio 3 (130 high at 390 wide, 200 at 600). At offset 65 item 0 is cut
    /// (0–130) and item 1 (130–260) is the first fully shown, 65 from the top. At 600 wide item
    /// 1 is at 200–400: the offset becomes 200 − 65 = 135. Keeping the first cell shown (item 0,
    /// 65 above the top) instead would leave the offset at 65 and item 1 at 135.
    @Test func aWidthChangeKeepsTheFirstCellFullyShown() throws {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 390, height: 300),
            sections: [SectionData(aspectRatios: Array(repeating: 3, count: 40))])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 65))
        #expect(screenY(s, 1) == 65)
        s.resize(to: CGSize(width: 600, height: 300))
        #expect(s.bounds.minY == 135)
        #expect(screenY(s, 1) == 65)
        s.resize(to: CGSize(width: 390, height: 300))
        #expect(s.bounds.minY == 65)
    }

    /// A streamed reply: item 2 (240–360 once items 0–2 measure 120) grows 40 points twenty
    /// times, each measurement accepted, its frame 120 + 20 × 40 = 920 high at the end; the
    /// cells before it stay; no diagnostic. (A cell alternating 100/101 is still refused after
    /// 8 measurements: SelfSizingConvergenceTests.)
    @Test func aGrowingCellIsMeasuredAsOftenAsItGrows() throws {
        let s = list(10)
        var said: [String] = []
        s.driver.diagnosticHandler = { said.append($0) }
        for i in 0..<3 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 120)) }
        for step in 1...20 {
            let r = s.cellMeasured(.item(2, section: 0), size: CGSize(width: 390, height: 120 + CGFloat(step) * 40))
            #expect(r.invalidated)
        }
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.height == 920)
        #expect(screenY(s, 0) == 0)
        #expect(screenY(s, 2) == 240)
        #expect(said.isEmpty)
        #expect(s.driver.nonConvergingItems.isEmpty)
    }

    /// A jump back to the top (offset 0, rows 0–2 shown, none of them seen: the user last saw
    /// rows 10–12 at 1000, where row 10 measured 120 and the layout was prepared): rows 0, 1 and
    /// 2 measure 150. The top is what stays — the offset stays 0, row 1 at 150, row 2 at 300 —
    /// rather than a row below the measured one (the first not measured yet, which would push
    /// the offset down 50 a measurement: a scroll back toward the start).
    @Test func aJumpToTheTopKeepsTheTop() throws {
        let s = list(50)
        s.scroll(to: CGPoint(x: 0, y: 1_000))
        s.cellMeasured(.item(10, section: 0), size: CGSize(width: 390, height: 120))
        #expect(s.bounds.minY == 1_000)
        // The scroll as UIKit makes it: no invalidation, so no `prepare` (the last was at 1000).
        let top = CGRect(origin: .zero, size: s.bounds.size)
        #expect(!s.driver.shouldInvalidateLayout(forBoundsChange: top))
        s.bounds = top
        // Measured as UIKit asks, with the live offset.
        for a in s.driver.layoutAttributesForElements(in: s.bounds).sorted(by: { $0.indexPath < $1.indexPath }) where a.indexPath.itemIndex < 3 {
            let size = CGSize(width: 390, height: 150)
            s.measure(a, size: size)
        }
        s.layoutPass()
        #expect(s.bounds.minY == 0)
        #expect(screenY(s, 1) == 150)
        #expect(screenY(s, 2) == 300)
    }

    /// UIKit's `scrollToItem(at: row 1, at: .bottom)` on a list 400 high (rows estimated 100):
    /// its arithmetic gives 200 − 400 = −200, clamped to 0 — where a centred row 1 (150 − 200 =
    /// −50) is clamped too. Of the two, the driver takes the one further past the top (.end).
    /// Row 0 measures 300 (row 1 at 300–400: at the bottom, the offset stays 0), then row 1
    /// measures 300 (300–600): the offset follows it to 600 − 400 = 200, row 1 at the bottom.
    /// Taking .center would have given 150, then 250.
    @Test func aScrollToAnItemClampedAtTheTopKeepsThePositionFurthestPastIt() throws {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 390, height: 400),
            sections: [estimatedHeights(50, 100)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 1_000))
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 0))?.frame.maxY == 200)  // UIKit asks, then scrolls
        s.scroll(to: .zero)
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 390, height: 300))
        #expect(s.bounds.minY == 0)
        s.cellMeasured(.item(1, section: 0), size: CGSize(width: 390, height: 300))
        #expect(s.bounds.minY == 200)
        #expect(screenY(s, 1) == 100)
    }
}
