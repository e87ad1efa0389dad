import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 48, point 6: under a layout that places items in slots fixed by their index
/// (`SlotPlacedLayout`, the Explore mosaic) a measured size moves no frame, so a measurement
/// lays nothing out again: a fling frame's screen of new cells cost as many relayouts of the
/// part as it had cells before.
@Suite struct SlotPlacedMeasurementTests {
    /// Scrolling 5,000 self-sizing tiles from the top to the end, every tile measuring as it
    /// shows: the frames are a full layout's at every stop (`scrollThrough`), and each cell is
    /// laid out twice at most — once by the first layout (all 5,000, before any measurement),
    /// once as the part laid out a part at a time reaches it (5,000 more, in whole chunks of
    /// 256: at most a chunk past the end of the last section begun) — never again for a
    /// measurement (before, each of the 5,000 laid out again from its checkpoint to a screen
    /// past the viewport).
    @Test func aMosaicsMeasurementsLayNothingOutAgain() throws {
        let counter = LongFeedSelfSizingTests.CellCounter()
        let mosaic = LongFeedSelfSizingTests.Counting(base: MosaicLayout.explore(spacing: 2), counter: counter)
        let session = CollectionViewSession(
            mosaic, size: CGSize(width: 390, height: 844), sections: [SectionData(itemCount: 3_000), SectionData(itemCount: 2_000)])
        let environment = session.environment
        let (worst, measured) = try LongFeedSelfSizingTests.scrollThrough(session, counter: counter) {
            try mosaic.base.makeSnapshot(sections: $0, environment: environment)
        }
        #expect(measured == 5_000)
        #expect(counter.count <= 2 * 5_000, "\(counter.count) cells laid out")
        #expect(worst <= CollectionLayoutDriver.cellsLaidOutPerPart, "\(worst) cells laid out for one measurement")
    }
}

/// The counting layout is slot-placed when the layout it counts is (the mosaic), so the driver
/// treats it as it treats that layout.
extension LongFeedSelfSizingTests.Counting: SlotPlacedLayout where Base: SlotPlacedLayout {}
