import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 48, point 6: under a layout that places items in slots fixed by their index
/// (`SlotPlacedLayout`, the Explore mosaic) a measured size moves no frame, so a measurement
/// lays nothing out again: a fling frame's screen of new cells cost as many relayouts of the
/// part as it had cells before.
@Suite struct SlotPlacedMeasurementTests {
    /// The counting mosaic, slot-placed as the mosaic is.
    struct CountingMosaic: IncrementalCollectionLayout, SlotPlacedLayout {
        let base = MosaicLayout.explore(spacing: 2)
        let counter: LongFeedSelfSizingTests.CellCounter

        func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
            counter.add(sections.reduce(0) { $0 + $1.count })
            return try base.makeSnapshot(sections: sections, environment: environment)
        }

        func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot {
            counter.add(newSections.reduce(items.count) { $0 + $1.count })
            return try base.snapshot(snapshot, appendingItems: items, newSections: newSections)
        }

        func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat { base.appendBoundary(of: snapshot) }
    }

    /// Scrolling 5,000 self-sizing tiles from the top to the end, every tile measuring as it
    /// shows: the frames are a full layout's at every stop (`scrollThrough`), and each cell is
    /// laid out twice at most — once by the first layout (all 5,000, before any measurement),
    /// once as the part laid out a part at a time reaches it (5,000 more, in whole chunks of
    /// 256: at most a chunk past the end of the last section begun) — never again for a
    /// measurement (before, each of the 5,000 laid out again from its checkpoint to a screen
    /// past the viewport).
    @Test func aMosaicsMeasurementsLayNothingOutAgain() throws {
        let counter = LongFeedSelfSizingTests.CellCounter()
        let mosaic = CountingMosaic(counter: counter)
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
