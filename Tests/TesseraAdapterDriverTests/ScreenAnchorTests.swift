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
}
