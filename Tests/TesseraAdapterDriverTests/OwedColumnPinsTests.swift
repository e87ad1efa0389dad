import Foundation
import Tessera
import Testing

@testable import TesseraAdapterDriver

/// The debt of pins (`OwedColumnPins`): which calls it keeps, what a payment takes, and the
/// runs of items known to have columns that a payment passes over.
@Suite struct OwedColumnPinsTests {
    let empty = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 600))).build(contentSize: .zero)

    /// Items before 100 starting before 500 hold those before 50 starting before 400: one call
    /// is kept. Items before 200 starting before 300 are not held (more items, a higher end).
    /// Paid from item 120, the second is taken; the first stays whole (it owes nothing past
    /// 100) and the second stays for items 0 … 119, which the first does not hold (120 > 100).
    @Test func aCallOwingNoMoreThanAnotherIsHeldAndAPaymentTakesTheItemsFromItsStart() {
        var owed = OwedColumnPins()
        owed.owe(section: 0, through: 100, before: 500, in: empty)
        owed.owe(section: 0, through: 50, before: 400, in: empty)
        #expect(owed.calls[0]?.map(\.through) == [100])
        owed.owe(section: 0, through: 200, before: 300, in: empty)
        #expect(owed.calls[0]?.map(\.through) == [100, 200])
        #expect(owed.owes(section: 0, from: 150) && !owed.owes(section: 0, from: 200) && !owed.owes(section: 1, from: 0))
        let taken = owed.take(section: 0, from: 120)
        #expect(taken.map(\.through) == [200] && taken.map(\.end) == [300])
        #expect(owed.calls[0]?.map(\.through) == [100, 120])
        #expect(owed.take(section: 0, from: 0).count == 2)
        #expect(owed.isEmpty)
    }

    /// Runs 10 … 19 and 30 … 39 leave 0 … 9, 20 … 29 and 40 … 99 of 0 … 99 to read; a run
    /// 15 … 34 joins both into 10 … 39.
    @Test func runsWithColumnsAreJoinedAndPassedOver() {
        var owed = OwedColumnPins()
        owed.noteColumned(10..<20, inSection: 0)
        owed.noteColumned(30..<40, inSection: 0)
        #expect(owed.unknown(0..<100, inSection: 0) == [0..<10, 20..<30, 40..<100])
        #expect(owed.unknown(12..<35, inSection: 0) == [20..<30])
        owed.noteColumned(15..<35, inSection: 0)
        #expect(owed.columnedRuns[0] == [10..<40])
        #expect(owed.unknown(0..<100, inSection: 0) == [0..<10, 40..<100])
        #expect(owed.unknown(0..<100, inSection: 1) == [0..<100])
    }
}
