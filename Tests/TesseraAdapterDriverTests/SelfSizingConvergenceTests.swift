import Foundation
import Synchronization
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 38, point 5: a cell whose measured size keeps changing stops being asked after a
/// bounded number of passes, keeps its last size, and is reported once.
@Suite struct SelfSizingConvergenceTests {
    final class Messages: Sendable {
        let all = Mutex<[String]>([])
    }

    /// A waterfall of `columns` over `count` cells estimated 100 high, its diagnostics collected
    /// in the messages returned, after its first layout pass.
    func session(columns: Int, size: CGSize, count: Int) -> (CollectionViewSession, Messages) {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(columns), columnSpacing: 0, itemSpacing: 0),
            size: size, sections: [estimatedHeights(count, 100)])
        let messages = Messages()
        s.driver.diagnosticHandler = { m in messages.all.withLock { $0.append(m) } }
        s.layoutPass()
        return (s, messages)
    }

    @Test func aCellThatNeverSettlesIsAskedABoundedNumberOfTimesAndReportedOnce() {
        let (s, messages) = session(columns: 1, size: CGSize(width: 390, height: 844), count: 20)
        // Item 3 answers 101, 100, 101, … (its content depends on its own frame).
        var passes = 0
        while passes < 100, s.cellMeasured(.item(3, section: 0), size: CGSize(width: 390, height: passes % 2 == 0 ? 101 : 100)).invalidated {
            passes += 1
        }
        // Eight measurements accepted (the limit), the ninth refused: measurements 0–7, the
        // last (7, odd) 100 high.
        #expect(passes == CollectionLayoutDriver.measurementsPerCellLimit)
        #expect(passes == 8)
        #expect(s.driver.layoutAttributesForItem(at: .item(3, section: 0))?.frame.height == 100)
        #expect(s.driver.nonConvergingItems == [.item(3, section: 0)])
        let said = messages.all.withLock { $0 }
        #expect(said.count == 1)
        #expect(said.first?.contains("section 0, item 3") == true)
        // Asked again, still refused, no second message.
        #expect(!s.cellMeasured(.item(3, section: 0), size: CGSize(width: 390, height: 101)).invalidated)
        #expect(messages.all.withLock { $0.count } == 1)
        // Other cells measure as usual.
        #expect(s.cellMeasured(.item(4, section: 0), size: CGSize(width: 390, height: 120)).invalidated)
        // New data: the cell gets another chance.
        s.dataChanged([estimatedHeights(19, 100)])
        #expect(s.driver.nonConvergingItems.isEmpty)
        #expect(s.cellMeasured(.item(3, section: 0), size: CGSize(width: 390, height: 101)).invalidated)
    }

    @Test func cellsThatSettleAreNeverReported() {
        let (s, messages) = session(columns: 2, size: CGSize(width: 400, height: 300), count: 200)
        var y: CGFloat = 0
        while y < 5_000 {
            for a in s.driver.layoutAttributesForElements(in: s.bounds) where a.representedElementCategory == .cell {
                s.cellMeasured(a.indexPath, size: CGSize(width: 200, height: 60 + CGFloat(a.indexPath.itemIndex % 5) * 20))
            }
            y += 250
            s.scroll(to: CGPoint(x: 0, y: y))
        }
        #expect(messages.all.withLock { $0.isEmpty })
        #expect(s.driver.nonConvergingItems.isEmpty)
    }
}
