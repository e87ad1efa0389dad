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
}
