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
        #expect(s.driver.measurements.owedPins.isEmpty)
    }

    /// The feed of `pinsAreWrittenOnlyWhenARelayoutReachesTheirItems`: two columns 200 wide,
    /// 1,000 items estimated 100, item 0 measured 200, laid out past item 700.
    static func feedLaidOutPastItem700() throws -> (CollectionViewSession, LayoutSnapshot) {
        let items = Array(repeating: ItemData.estimatedHeight(100), count: 1_000)
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 50), sections: [SectionData(items: items)])
        s.layoutPass()
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 200, height: 200))
        _ = s.driver.layoutAttributesForItem(at: .item(700, section: 0))
        return (s, try #require(s.driver.snapshot))
    }

    /// Pins are owed, not written, until something lays their items out again
    /// (`OwedColumnPins`). Two columns 200 wide, no spacing, 1,000 items estimated 100; item 0
    /// measures 200: column 0 holds item 0 [0, 200], column 1 items 1 and 2; from item 3 on
    /// odd items fall in column 0 and even ones in column 1 (the columns tie: the first), item
    /// k at 100 × ⌊(k + 1) / 2⌋, so items 2 … 598 start before 30,000 and 599 at it. Laid out
    /// past item 700 and pinned before 30,000, nothing is written. Laying the section out
    /// again from item 600 lays it out anew from the checkpoint before it (cell 512, every
    /// 256): items 512 … 598 are pinned then, the rest stay owed; reading the columns as a
    /// whole pays them all.
    @Test func pinsAreWrittenOnlyWhenARelayoutReachesTheirItems() throws {
        let (s, snapshot) = try Self.feedLaidOutPastItem700()
        #expect(snapshot.layoutAttributesForItem(at: .item(598, section: 0))?.frame.minY == 29_900)
        #expect(snapshot.layoutAttributesForItem(at: .item(599, section: 0))?.frame.minY == 30_000)
        let shown = s.driver.measurements.columns
        s.driver.pinColumns(inSection: 0, of: snapshot, before: 30_000)
        #expect(s.driver.measurements.columns == shown)
        #expect(!s.driver.measurements.owedPins.isEmpty)
        _ = s.driver.relayOut(0, fromItem: 600, through: 100)
        let column = { (i: Int) in snapshot.layoutAttributesForItem(at: .item(i, section: 0))!.frame.minX == 0 ? 0 : 1 }
        var expected = shown
        for i in 512...598 where shown[.item(i, section: 0)] == nil { expected[.item(i, section: 0)] = column(i) }
        #expect(s.driver.measurements.columns == expected)
        for i in 2...598 where shown[.item(i, section: 0)] == nil { expected[.item(i, section: 0)] = column(i) }
        #expect(s.driver.recordedColumns == expected.dictionary)
        #expect(s.driver.measurements.owedPins.isEmpty)
        #expect(expected.count == 599)
    }

    /// What is owed is paid before a batch update carries the columns: the same feed as
    /// above pinned before 30,000 (items 2 … 598 owed), then item 999 (the last) deleted. Every
    /// owed item keeps its column at its index path (none moved), read from the frames before.
    @Test func owedPinsAreCarriedThroughABatchUpdate() throws {
        let (s, snapshot) = try Self.feedLaidOutPastItem700()
        s.driver.pinColumns(inSection: 0, of: snapshot, before: 30_000)
        #expect(s.driver.measurements.columns[.item(300, section: 0)] == nil)
        s.batchUpdate([.deleteItem(.item(999, section: 0))], newSections: [SectionData(items: Array(repeating: ItemData.estimatedHeight(100), count: 999))])
        let column = { (i: Int) in snapshot.layoutAttributesForItem(at: .item(i, section: 0))!.frame.minX == 0 ? 0 : 1 }
        for i in 2...598 { #expect(s.driver.measurements.columns[.item(i, section: 0)] == column(i)) }
    }

    /// What is owed is paid before a measurement lays its items out again: the same feed
    /// pinned before 30,000 (items 2 … 598 owed), scrolled to 28,000 (items 559 and 560 shown,
    /// in columns 0 and 1), then item 560 measures 300. The section is laid out again from the
    /// checkpoint before it (cell 512): unpinned, item 562 would go to column 0, the shorter
    /// (561 ends at 28,200 there, 560 at 28,300); pinned, every owed item from 561 to 598 keeps
    /// its column — odd items 0, even items 1. Without the payment, item 562 changes column.
    @Test func owedPinsArePaidBeforeAMeasurementLaysTheirItemsOutAgain() throws {
        let (s, _) = try Self.feedLaidOutPastItem700()
        s.driver.pinColumns(inSection: 0, of: try #require(s.driver.snapshot), before: 30_000)
        s.scroll(to: CGPoint(x: 0, y: 28_000))
        #expect(s.driver.layoutAttributesForItem(at: .item(560, section: 0))?.frame == CGRect(x: 200, y: 28_000, width: 200, height: 100))
        s.cellMeasured(.item(560, section: 0), size: CGSize(width: 200, height: 300))
        for i in 561...598 {
            let frame = try #require(s.driver.layoutAttributesForItem(at: .item(i, section: 0))?.frame)
            #expect(frame.minX == (i % 2 == 1 ? 0 : 200), "item \(i)")
        }
    }
}
