import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures

@testable import TesseraAdapterDriver

/// The driver's measurements as a value: carried through batch updates, dropped on a width
/// change, applied to the data laid out. Every expected value is worked out by hand.
@Suite struct ItemMeasurementsTests {
    private func p(_ item: Int, _ section: Int = 0) -> IndexPath { .item(item, section: section) }
    private func size(_ height: CGFloat) -> CGSize { CGSize(width: 390, height: height) }

    /// Four measured items A B C D (heights 10 20 30 40), B in column 1 and D in column 0.
    private func measured() -> ItemMeasurements {
        var m = ItemMeasurements()
        for (i, h) in [10, 20, 30, 40].enumerated() { m.record(size(CGFloat(h)), at: p(i)) }
        m.recordColumn(1, at: p(1))
        m.recordColumn(0, at: p(3))
        return m
    }

    @Test func aBatchUpdateCarriesSizesAndColumnsToTheItemsNewIndexPaths() {
        var m = measured()
        m.dataRead(extends: false)
        // Counts changed: nothing names its item until the update's map says where it went.
        #expect(m.sizes.isEmpty && m.columns.isEmpty && m.awaitsUpdateMap)
        // A deleted, C moved to the top, a new item inserted at 1: C X B D.
        let map = UpdateMap([.deleteItem(p(0)), .moveItem(from: p(2), to: p(0)), .insertItem(p(1))])
        let carried = m.carry(through: map)
        #expect(carried)
        #expect(m.sizes == [p(0): size(30), p(2): size(20), p(3): size(40)])
        #expect(m.columns == [p(2): 1, p(3): 0])
        #expect(!m.awaitsUpdateMap)
        // One map per data read.
        let carriedAgain = m.carry(through: map)
        #expect(!carriedAgain)
        #expect(m.sizes == [p(0): size(30), p(2): size(20), p(3): size(40)])
    }

    @Test func dataThatOnlyGrowsKeepsEverythingAndAMapOfAppendsChangesNothing() {
        var m = measured()
        m.dataRead(extends: true)
        #expect(m.sizes.count == 4 && m.columns == [p(1): 1, p(3): 0])
        // Two items appended after D: every index path still names its item.
        let changed = m.carry(through: UpdateMap([.insertItem(p(4)), .insertItem(p(5))]))
        #expect(!changed)
        #expect(m.sizes == [p(0): size(10), p(1): size(20), p(2): size(30), p(3): size(40)])
    }

    @Test func aPrepareWithoutABatchUpdateForgetsWhatWaited() {
        var m = measured()
        m.dataRead(extends: false)
        m.forgetAwaitingMap()
        let changed = m.carry(through: UpdateMap([.deleteItem(p(0))]))
        #expect(!changed)
        #expect(m.sizes.isEmpty && m.columns.isEmpty)
    }

    @Test func aWidthChangeDropsTheColumnsAndKeepsTheSizes() {
        var m = measured()
        let dropped = m.dropColumns()
        #expect(dropped)
        #expect(m.columns.isEmpty)
        let left = m.takeColumnsToApply()
        #expect(left.isEmpty)
        #expect(m.sizes == [p(0): size(10), p(1): size(20), p(2): size(30), p(3): size(40)])
        // Nothing left to drop.
        let droppedAgain = m.dropColumns()
        #expect(!droppedAgain)
    }

    /// Sizes measured before a width change, or a reloaded item's (its old content's), are
    /// estimates until the cell measures again: at the same size (confirmed) or another
    /// (recorded). Which they are goes with the items through a batch update.
    @Test func sizesFromAnotherWidthOrAReloadAreEstimatesUntilMeasuredAgain() {
        var m = measured()
        #expect(m.unconfirmedSizes.isEmpty)
        m.widthChanged()
        #expect(m.unconfirmedSizes == [p(0), p(1), p(2), p(3)])
        m.record(size(25), at: p(1))
        m.confirm(p(2))
        #expect(m.unconfirmedSizes == [p(0), p(3)])
        // A deleted, D reloaded, B (measured again) moved to the end: C D' B.
        m.dataRead(extends: false)
        #expect(m.unconfirmedSizes.isEmpty)
        _ = m.carry(through: UpdateMap([.deleteItem(p(0)), .reloadItem(p(3)), .moveItem(from: p(1), to: p(2))]))
        #expect(m.sizes == [p(0): size(30), p(1): size(40), p(2): size(25)])
        // A's estimate went with it; D's old content's size is one now; C and B stay measured.
        #expect(m.unconfirmedSizes == [p(1)])
        m.merge([p(1): size(45)])
        #expect(m.unconfirmedSizes.isEmpty)
    }

    @Test func columnsRecordedSinceTheLastLayoutAreHandedOverOnce() {
        var m = ItemMeasurements()
        m.recordColumn(2, at: p(7))
        m.pinColumns([(item: 8, column: 0)], inSection: 0)  // written by the caller: not handed over
        let handed = m.takeColumnsToApply()
        #expect(handed == [p(7): 2])
        let handedAgain = m.takeColumnsToApply()
        #expect(handedAgain.isEmpty)
        #expect(m.columns == [p(7): 2, p(8): 0])
    }

    @Test func applyingWritesSizesAndColumnsOnACopyOfTheData() {
        var m = ItemMeasurements()
        m.record(size(120), at: p(1))
        m.record(size(50), at: p(0, 1))
        m.record(size(70), at: p(9))  // no such item: ignored
        m.record(size(80), at: p(0, 4))  // no such section: ignored
        m.recordColumn(1, at: p(2))
        let data = [SectionData(items: Array(repeating: .estimatedHeight(100), count: 3)), SectionData(items: Array(repeating: .estimatedHeight(100), count: 2))]
        let laid = m.apply(to: data)
        #expect(laid[0][0].measuredSize == nil && laid[0][0].column == nil)
        #expect(laid[0][1].measuredSize == size(120))
        #expect(laid[0][2].column == 1 && laid[0][2].measuredSize == nil)
        #expect(laid[1][0].measuredSize == size(50) && laid[1][1].measuredSize == nil)
        // The app's data is a value the driver never writes.
        #expect(data[0][1].measuredSize == nil && data[0][2].column == nil)
        // Every column is applied: none left to hand over.
        let leftToApply = m.takeColumnsToApply()
        #expect(leftToApply.isEmpty)
        // Only the sizes given (the others already applied), every column still.
        let one = m.apply(to: data, sizes: [p(0, 1): size(50)])
        #expect(one[0][1].measuredSize == nil && one[1][0].measuredSize == size(50) && one[0][2].column == 1)
    }

    @Test func aRestoredStateReplacesEverythingAndAwaitsNoMap() {
        var m = measured()
        m.dataRead(extends: false)
        m.restore(LayoutRestorationState(measuredSizes: [p(5): size(60)], columns: [p(5): 2]))
        #expect(m.sizes == [p(5): size(60)] && m.columns == [p(5): 2] && !m.awaitsUpdateMap)
    }

    @Test func anAlternatingCellIsRefusedOnceItReturnsPastTheLimit() {
        var m = ItemMeasurements()
        let (a, b) = (size(100), size(101))
        // Limit 2: A and B are accepted (a run of 2); A again makes the run 3.
        let first = m.judge(a, at: p(3), alternationLimit: 2, changeLimit: 100)
        #expect(first == .accepted)
        m.record(a, at: p(3))
        let second = m.judge(b, at: p(3), alternationLimit: 2, changeLimit: 100)
        #expect(second == .accepted)
        m.record(b, at: p(3))
        let third = m.judge(a, at: p(3), alternationLimit: 2, changeLimit: 100)
        #expect(third == .oscillates(previous: b))
        #expect(m.nonConverging == [p(3)])
        let fourth = m.judge(b, at: p(3), alternationLimit: 2, changeLimit: 100)
        #expect(fourth == .refusedBefore)
        m.forgetHistories()
        #expect(m.nonConverging.isEmpty)
        let afterForgetting = m.judge(a, at: p(3), alternationLimit: 2, changeLimit: 100)
        #expect(afterForgetting == .accepted)
    }

    @Test func aGrowingCellIsFollowedUpToTheChangeLimit() {
        var m = ItemMeasurements()
        // Limit 3: 100, 140, 180 are accepted (never returning: no alternation), 220 is the 4th.
        for h in [100, 140, 180] {
            let verdict = m.judge(size(CGFloat(h)), at: p(0), alternationLimit: 2, changeLimit: 3)
            #expect(verdict == .accepted)
            m.record(size(CGFloat(h)), at: p(0))
        }
        let fourth = m.judge(size(220), at: p(0), alternationLimit: 2, changeLimit: 3)
        #expect(fourth == .keepsChanging)
        #expect(m.sizes == [p(0): size(180)])
    }
}
