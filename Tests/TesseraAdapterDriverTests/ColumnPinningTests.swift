import Foundation
import Tessera
import Testing

@testable import TesseraAdapterDriver

/// Before the columns' starts move, every item that starts before a line gets the column it is
/// in (`pinColumns(inSection:of:before:)`), so that moving the starts sends no item across
/// columns. A waterfall's items do not start in index order.
@Suite struct ColumnPinningTests {
    /// Two columns 400 wide, no spacing, 50 high; items estimated 100, item 4 placed by the app
    /// in column 0. Item 0 measures 500: column 0 is item 0 [0, 500] then item 4 [500, 600];
    /// column 1 items 1, 2, 3 at 0, 100, 200, then 5, 6 at 300, 400, 7 at 500. Only items 0 and 1
    /// are shown (their columns recorded). Pinned before 450: items 2, 3, 5 and 6 (column 1);
    /// item 4 starts past 450, and items 5 and 6, after it in index order, still start before
    /// it; item 7 starts past it too, and then every column has: no later item starts before.
    /// The next pinning starts again at item 4, the first not pinned.
    @Test func itemsAfterOneStartingPastTheLineThatStartBeforeItArePinned() throws {
        var items = Array(repeating: ItemData.estimatedHeight(100), count: 20)
        items[4].column = 0
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 50), sections: [SectionData(items: items)])
        s.layoutPass()
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 200, height: 500))
        let snapshot = try #require(s.driver.snapshot)
        #expect(snapshot.layoutAttributesForItem(at: .item(4, section: 0))?.frame == CGRect(x: 0, y: 500, width: 200, height: 100))
        #expect(snapshot.layoutAttributesForItem(at: .item(6, section: 0))?.frame == CGRect(x: 200, y: 400, width: 200, height: 100))
        #expect(s.driver.recordedColumns == [.item(0, section: 0): 0, .item(1, section: 0): 1])
        s.driver.pinColumns(inSection: 0, of: snapshot, before: 450)
        #expect(s.driver.recordedColumns == [0: 0, 1: 1, 2: 1, 3: 1, 5: 1, 6: 1].reduce(into: [:]) { $0[.item($1.key, section: 0)] = $1.value })
        #expect(s.driver.measurements.pinnedThrough[0] == 4)
    }
}
