import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 48, point 1, worked by hand: a cell never seen that a batch update puts into a row
/// the user saw is a change inside the viewport: the row keeps its place and what the cell
/// grows moves the rows after it (the grid's exception, docs/no-jump.md). The grid of
/// `MeasurementAnchorTests.grid()`: 390 × 300, three to a row, items estimated 100, item 3
/// measured 250 (row 1 [100, 350], row 2 from 350, rows 100 apart).
@Suite struct UpdateIntoCutRowTests {
    func screenY(_ s: CollectionViewSession, _ item: Int) -> CGFloat? {
        s.driver.layoutAttributesForItem(at: .item(item, section: 0)).map { $0.frame.minY - s.bounds.minY }
    }

    /// Items 4 and 5 measured 90; at 330 the user sees item 3's last 20 points, row 2 (items
    /// 6–8) whole at 20. An item goes in at 0: every item moves a slot, and item 2 (never
    /// measured) joins the old item 3 (now 4) in row 1. Its frame [100, 200] ends before the
    /// viewport, so it is answered reaching the row's end, (0, 100, 130, 250), and measures 400
    /// there: row 1 is [100, 500]. The row the user saw cut keeps its place: the old item 3
    /// stays at −230, the offset at 330; row 2 (now items 6–8) goes from 20 to 170.
    /// Anchored by the first cell seen whole (the old item 6, now 7), the row grew toward
    /// the start: the offset went to 480 and the sliver the user saw to −380.
    @Test func aCellAnUpdatePutsBesideASliverShownReachingTheRowsEndMovesTheRowsAfterIt() throws {
        let s = MeasurementAnchorTests.grid()
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 130, height: 90))
        s.cellMeasured(.item(5, section: 0), size: CGSize(width: 130, height: 90))
        s.scroll(to: CGPoint(x: 0, y: 330))
        #expect(screenY(s, 3) == -230 && screenY(s, 6) == 20)
        s.batchUpdate([.insertItem(.item(0, section: 0))], newSections: [SectionData(itemCount: 31)])
        #expect(s.bounds.minY == 330)
        let three = try #require(s.driver.layoutAttributesForElements(in: s.bounds).first { $0.indexPath == .item(3, section: 0) })
        #expect(three.frame == CGRect(x: 0, y: 100, width: 130, height: 250))
        s.measure(three, size: CGSize(width: 130, height: 400))
        s.layoutPass()
        #expect(s.bounds.minY == 330)
        #expect(screenY(s, 4) == -230)
        #expect(screenY(s, 7) == 170)
    }

    /// At 150 the user sees row 1 cut (item 3 at −50) and row 2 whole at 200. Thirty items go
    /// in at the top (ten rows, 1,000 points, more than a screen) and one more at 33, first in
    /// the old item 3's row (now 34): the offset goes to 1,150, the old item 3 stays at −50.
    /// The new item 33 ([1100, 1200], on screen) measures 400: row 11 is [1100, 1500]; the old
    /// item 3 stays at −50, row 12 (the old item 6, now 37) goes from 200 to 350. The viewport
    /// the user saw is judged where the update put it: taken where it was before the update
    /// (150–450, no longer on screen), the new item was not in it, the first cell seen whole
    /// stayed, and the offset went to 1,300.
    @Test func aCellAnUpdatePutsFirstInACutRowAfterAPrependTallerThanTheScreenMovesTheRowsAfterIt() throws {
        let s = MeasurementAnchorTests.grid()
        s.scroll(to: CGPoint(x: 0, y: 150))
        #expect(screenY(s, 3) == -50 && screenY(s, 6) == 200)
        let inserts = (0..<30).map { CollectionUpdate.insertItem(.item($0, section: 0)) } + [.insertItem(.item(33, section: 0))]
        s.batchUpdate(inserts, newSections: [SectionData(itemCount: 61)])
        #expect(s.bounds.minY == 1_150)
        #expect(screenY(s, 34) == -50 && screenY(s, 33) == -50)
        s.cellMeasured(.item(33, section: 0), size: CGSize(width: 130, height: 400))
        #expect(s.bounds.minY == 1_150)
        #expect(screenY(s, 34) == -50)
        #expect(screenY(s, 37) == 350)
    }
}
