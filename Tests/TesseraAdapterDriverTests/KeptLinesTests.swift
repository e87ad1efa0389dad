import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 48, point 1 for layouts of lines, worked by hand: the lines the user saw keep their
/// items when a cell above them measures (`LineStartKeepingLayout`, the driver's
/// `keptLineStarts`).
@Suite struct KeptLinesTests {
    /// A flow 390 wide, a viewport 300 high, self-sizing cells estimated 120 × 100, spacing 10:
    /// three to a full line, spread (x 0, 135, 270), lines 110 apart (line k at 110 k).
    func session() -> CollectionViewSession {
        let flow = CollectionViewFlowLayout(
            itemSize: CGSize(width: 120, height: 100), estimatedItemSize: .automatic, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let s = CollectionViewSession(flow, size: CGSize(width: 390, height: 300), sections: [SectionData(itemCount: 60)])
        s.layoutPass()
        return s
    }

    func screen(_ s: CollectionViewSession, _ item: Int) -> CGPoint? {
        s.driver.layoutAttributesForItem(at: .item(item, section: 0)).map { CGPoint(x: $0.frame.minX, y: $0.frame.minY - s.bounds.minY) }
    }

    /// At 330 the user sees lines 3–5 (items 9–17; item 9 at the top, x 0). A drag up to 300
    /// shows a sliver of line 2 (items 6–8, 220–320), and item 6 measures 250 wide. From the
    /// section's start, line 2 would be [6, 7] (250 + 10 + 120 = 380) and every line after it
    /// would take one item of the next: item 9 would go to x 135 of a line [8, 9, 10]. Kept:
    /// line 3 still starts at item 9, so item 8 is a line of its own (330–430; alone, centred at
    /// x 135, as UIKit centres a line of one) and line 3
    /// is at 440: the content above it grew 110, the offset follows to 410, and item 9 is at
    /// (0, 30) on the screen, where the drag put it; items 10 and 11 at x 135 and 270.
    @Test func aCellAboveMeasuringWiderMovesNoLineTheUserSaw() throws {
        let s = session()
        s.scroll(to: CGPoint(x: 0, y: 330))
        #expect(screen(s, 9) == CGPoint(x: 0, y: 0))
        s.scroll(to: CGPoint(x: 0, y: 300))
        #expect(screen(s, 9) == CGPoint(x: 0, y: 30))
        s.cellMeasured(.item(6, section: 0), size: CGSize(width: 250, height: 100))
        #expect(s.bounds.minY == 410)
        #expect(screen(s, 9) == CGPoint(x: 0, y: 30))
        #expect(screen(s, 10) == CGPoint(x: 135, y: 30))
        #expect(screen(s, 11) == CGPoint(x: 270, y: 30))
        #expect(screen(s, 12) == CGPoint(x: 0, y: 140))
        #expect(screen(s, 8) == CGPoint(x: 135, y: -80))
        #expect(screen(s, 7) == CGPoint(x: 270, y: -190))
    }

    /// The same screen; item 9, the first of the first line seen, is deleted: that line now
    /// starts at item 10 (now 9), where the line was — (0, 30) after the drag to 300 — and
    /// ends before item 12 (now 11), which still starts the next line: [10, 11] is spread as a
    /// full line (x 0, 270), [12, 13, 14] stays at 140.
    @Test func aDeletedLineStartHandsItsStartToTheNextItem() throws {
        let s = session()
        s.scroll(to: CGPoint(x: 0, y: 330))
        s.scroll(to: CGPoint(x: 0, y: 300))
        s.batchUpdate([.deleteItem(.item(9, section: 0))], newSections: [SectionData(itemCount: 59)])
        #expect(s.bounds.minY == 300)
        #expect(screen(s, 9) == CGPoint(x: 0, y: 30))
        #expect(screen(s, 10) == CGPoint(x: 270, y: 30))
        #expect(screen(s, 11) == CGPoint(x: 0, y: 140))
        #expect(screen(s, 13) == CGPoint(x: 270, y: 140))
        #expect(s.driver.keptLineStarts[0]?.contains(9) == true)
    }

    /// A line cut by the top of the screen grows toward the start when a cell of it that the
    /// user never saw comes in and breaks it. Item 7 measures 120 × 300 and item 8 120 × 80 at
    /// the top: line 2 ([6, 7, 8]) is 220–520, item 8 centred in it at 330–410. At 450 the user
    /// sees 70 points of item 7 and lines 3 and 4 (items 9–14, from 530) whole; item 8, measured,
    /// is not shown there (item 6, never measured, is: CutRowTests). A drag up to 400 brings
    /// item 8 in, and its cell, changed since, measures 250 wide: 120 + 10 + 120 + 10 + 250 >
    /// 390, so it goes on a line of its own (alone, centred: x 70), 530–630, before line 3,
    /// which the user saw start at item 9 (now at 640). What the user reads stays: the offset
    /// follows line 3 by 110 to 510, item 9 stays at (0, 130); the cut line [6, 7] (spread: x 0
    /// and 270) moves up 110, item 7 from −180 to −290 on the screen.
    @Test func aCutLineThatBreaksGrowsTowardTheStart() throws {
        let s = session()
        s.cellMeasured(.item(7, section: 0), size: CGSize(width: 120, height: 300))
        s.cellMeasured(.item(8, section: 0), size: CGSize(width: 120, height: 80))
        #expect(s.bounds.minY == 0)
        s.scroll(to: CGPoint(x: 0, y: 450))
        s.scroll(to: CGPoint(x: 0, y: 400))
        #expect(screen(s, 9) == CGPoint(x: 0, y: 130))
        #expect(screen(s, 8) == CGPoint(x: 270, y: -70))
        s.cellMeasured(.item(8, section: 0), size: CGSize(width: 250, height: 100))
        #expect(s.bounds.minY == 510)
        #expect(screen(s, 9) == CGPoint(x: 0, y: 130))
        #expect(screen(s, 14) == CGPoint(x: 270, y: 240))
        #expect(screen(s, 8) == CGPoint(x: 70, y: 20))
        #expect(screen(s, 7) == CGPoint(x: 270, y: -290))
        #expect(screen(s, 6) == CGPoint(x: 0, y: -190))
    }

    /// Across a width change the first cell fully shown starts its line. At 340 (390 wide) the
    /// first item fully shown is 12, at 100 (line 4, at 440). At 650 wide a full line holds five
    /// items (5 · 120 + 4 · 10 = 640); from the start 12 would be the third of [10 … 14] and 10
    /// and 11 would show whole beside it. Kept: [10, 11] ends early (spread: x 0 and 530) at
    /// 220–320, [12 … 16] is at 330 (x 0, 132.5 — 133 on the scale-1 grid —, …), the offset 230 puts 12 at (0, 100) and
    /// 10 and 11 are cut by the top of the screen.
    @Test func aWidthChangeKeepsTheFirstCellShownFirst() throws {
        let s = session()
        s.scroll(to: CGPoint(x: 0, y: 340))
        #expect(screen(s, 12) == CGPoint(x: 0, y: 100))
        s.resize(to: CGSize(width: 650, height: 300))
        #expect(s.bounds.minY == 230)
        #expect(screen(s, 12) == CGPoint(x: 0, y: 100))
        #expect(screen(s, 13) == CGPoint(x: 133, y: 100))
        #expect(screen(s, 10) == CGPoint(x: 0, y: -10))
        #expect(screen(s, 11) == CGPoint(x: 530, y: -10))
    }

    /// A line is kept by where it begins (its thickest item's edge), whether it is its
    /// section's first or not. At 50 the user sees line 0 (items 0–2, [0, 100]) cut, item 0 at
    /// −50. Three items go in at the top: a new line 0, the old items 0–2 line 1 at 110. They
    /// stay at −50: the offset goes to 160. Kept by where the line before it ends (100), the
    /// line moved by the line spacing, to −40.
    @Test func aFirstLineThatIsNoLongerFirstKeepsItsPlace() {
        let s = session()
        s.scroll(to: CGPoint(x: 0, y: 50))
        #expect(screen(s, 0) == CGPoint(x: 0, y: -50))
        s.batchUpdate((0..<3).map { .insertItem(.item($0, section: 0)) }, newSections: [SectionData(itemCount: 63)])
        #expect(s.bounds.minY == 160)
        #expect(screen(s, 3) == CGPoint(x: 0, y: -50))
        #expect(screen(s, 6) == CGPoint(x: 0, y: 60))
    }

    /// An item an update puts into a line cut by the top of the screen is a change inside the
    /// viewport, not content a scroll brings in: what it grows moves the lines after it, never
    /// the cut line. Two sections: the first 9 items, item 7 measured 120 × 300, so its last
    /// line [6, 7, 8] is 220–520; the second from 520 (lines of three at 520, 630, …). At 450
    /// the user sees 70 points of item 7 and the second section's first lines. An item goes in
    /// at 8, after item 7: [6, 7, 8] is full, old item 8 (now 9) makes a line of its own at
    /// 530–630 and the second section starts at 630; item 7's line stays (offset 450). The new
    /// item, never seen and wholly above the screen (centred at 320–420), measures 120 × 400:
    /// its line is 220–620, item 9 goes to 630 and the second section to 730. With no scroll
    /// since the user saw item 7, its line's edge stays at 220 (−230 on the screen, the new item
    /// there) and the offset stays 450: item 9 at 180, the second section's item 0 at 280.
    /// Taken for a cell a scroll brought in, the cut line grew toward the start (offset 550).
    @Test func anItemInsertedIntoACutLineMovesTheLinesAfterIt() throws {
        let flow = CollectionViewFlowLayout(
            itemSize: CGSize(width: 120, height: 100), estimatedItemSize: .automatic, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let s = CollectionViewSession(flow, size: CGSize(width: 390, height: 300), sections: [SectionData(itemCount: 9), SectionData(itemCount: 30)])
        s.layoutPass()
        s.cellMeasured(.item(7, section: 0), size: CGSize(width: 120, height: 300))
        s.scroll(to: CGPoint(x: 0, y: 450))
        let at = { (p: IndexPath) in s.driver.layoutAttributesForItem(at: p).map { $0.frame.minY - s.bounds.minY } }
        #expect(at(.item(7, section: 0)) == -230)
        #expect(at(.item(0, section: 1)) == 70)
        s.batchUpdate([.insertItem(.item(8, section: 0))], newSections: [SectionData(itemCount: 10), SectionData(itemCount: 30)])
        #expect(s.bounds.minY == 450)
        #expect(at(.item(8, section: 0)) == -130)
        #expect(at(.item(9, section: 0)) == 80)
        #expect(at(.item(0, section: 1)) == 180)
        s.cellMeasured(.item(8, section: 0), size: CGSize(width: 120, height: 400))
        #expect(s.bounds.minY == 450)
        #expect(at(.item(8, section: 0)) == -230)
        #expect(at(.item(9, section: 0)) == 180)
        #expect(at(.item(0, section: 1)) == 280)
    }
}
