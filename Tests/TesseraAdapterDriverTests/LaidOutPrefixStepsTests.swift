import Foundation
import Testing
import Tessera

@testable import TesseraAdapterDriver

/// Issue 48, point 6: a layout pass's measurements lay a feed laid out a part at a time out
/// again in steps (`LaidOutPrefix.setMeasuredSize(_:at:through:inSteps:)`), each from the steps
/// the ones before it made, and owe the rest of their chunk. Once what is owed is laid out the
/// part must be the one whole chunks leave: the same cells, frames and estimated content size.
@Suite struct LaidOutPrefixStepsTests {
    /// A flow 390 wide at 3×, self-sizing cells estimated 120 × 100, spacing 10: three to a line,
    /// lines 110 apart while estimated (line k at 110 k: items 300–323 are lines 100–107,
    /// 11,000–11,870).
    static let flow = CollectionViewFlowLayout(
        itemSize: CGSize(width: 120, height: 100), estimatedItemSize: .automatic, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
    static let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
    /// A screen past those lines: whole chunks from cell 256 stop at 512 (line 170, 18,700),
    /// steps of 32 at the first step whose cells reach past it (about cell 350).
    static let boundary: CGFloat = 12_700

    /// The cells of `snapshot` that start before `boundary`, with their frames.
    static func cells(of snapshot: LayoutSnapshot, before boundary: CGFloat) -> [LayoutAttributes] {
        snapshot.elements(in: CGRect(x: 0, y: 0, width: 390, height: boundary)).filter { $0.representedElementCategory == .cell && $0.frame.minY < boundary }
    }

    /// A screen of 24 cells measuring in a scrambled order, widths and heights that break lines
    /// elsewhere: after each, the cells before the boundary are the same in steps as in whole
    /// chunks; once what is owed is laid out, everything is (cells, frames, the content size's
    /// estimate). Whole chunks lay cells 256–511 out again for each (24 × 256); steps at most
    /// cells 256–351 for the first and from the step before each later one (288 or 320) to 352,
    /// then 352–511 once: under half as many.
    @Test func measurementsInStepsEndWhereWholeChunksDo() throws {
        var whole = try LaidOutPrefix(Self.flow, sections: [SectionData(itemCount: 3_000)], environment: Self.environment, through: 20_000)
        var steps = whole
        let placed = whole.cellsPlaced
        for k in 0..<24 {
            let item = 300 + (k * 7) % 24
            let size = CGSize(width: [250, 60, 120, 180][k % 4], height: [40, 150, 100, 70][k % 3])
            try whole.setMeasuredSize(size, at: .item(item, section: 0), through: Self.boundary)
            try steps.setMeasuredSize(size, at: .item(item, section: 0), through: Self.boundary, inSteps: true)
            #expect(Self.cells(of: steps.snapshot, before: Self.boundary) == Self.cells(of: whole.snapshot, before: Self.boundary))
        }
        #expect(steps.owed != nil)
        try steps.completeOwed()
        #expect(steps.owed == nil)
        #expect(steps.cellCount == whole.cellCount)
        #expect(steps.estimatedContentSize == whole.estimatedContentSize)
        #expect(steps.snapshot.allElements() == whole.snapshot.allElements())
        #expect(steps.cellsPlaced - placed < (whole.cellsPlaced - placed) / 2)
    }

    /// A cell measured past the part laid out in steps but before where whole chunks end, with
    /// the viewport moved on (a boundary past cell 512, line 170 at 18,700): whole chunks lay it
    /// out again from cell 256 through cell 768, so steps first lay out what they owe (to 512,
    /// where the cell is), then do the same (the content size's estimate and the frames stay
    /// those of whole chunks).
    @Test func aCellPastTheStepsButInsideTheChunkIsLaidOutAgain() throws {
        var whole = try LaidOutPrefix(Self.flow, sections: [SectionData(itemCount: 3_000)], environment: Self.environment, through: 20_000)
        var steps = whole
        let first = CGSize(width: 250, height: 40)
        try whole.setMeasuredSize(first, at: .item(310, section: 0), through: Self.boundary)
        try steps.setMeasuredSize(first, at: .item(310, section: 0), through: Self.boundary, inSteps: true)
        #expect(steps.cellCount < 480)
        let later = CGSize(width: 60, height: 150)
        try whole.setMeasuredSize(later, at: .item(480, section: 0), through: 19_000)
        try steps.setMeasuredSize(later, at: .item(480, section: 0), through: 19_000, inSteps: true)
        try steps.completeOwed()
        #expect(whole.cellCount == 768)
        #expect(steps.cellCount == whole.cellCount)
        #expect(steps.estimatedContentSize == whole.estimatedContentSize)
        #expect(steps.snapshot.allElements() == whole.snapshot.allElements())
    }

    /// Through the driver: a layout pass's first measurement lays out whole chunks (a pass of
    /// one owes nothing), its second and later ones in steps (what they owe is laid out by the
    /// `prepare` that follows), and the screen is then a full layout's.
    @Test func aPassLaysOutInStepsFromItsSecondMeasurement() throws {
        let session = CollectionViewSession(Self.flow, size: CGSize(width: 390, height: 844), sections: [SectionData(itemCount: 3_000)])
        session.displayScale = 3
        session.layoutPass()
        session.cellMeasured(.item(0, section: 0), size: CGSize(width: 250, height: 40))  // the part begins
        let first = try #require(session.driver.layoutAttributesForItem(at: .item(4, section: 0)))
        session.measure(first, size: CGSize(width: 60, height: 150))
        #expect(session.driver.prefix?.owed == nil)
        let second = try #require(session.driver.layoutAttributesForItem(at: .item(2, section: 0)))
        session.measure(second, size: CGSize(width: 180, height: 70))
        // Its relayout waits until the layout is next read (CollectionLayoutDriver+DeferredMeasurements.swift).
        #expect(session.driver.precomputed != nil)
        #expect(session.driver.prefix?.owed != nil)
        session.layoutPass()
        #expect(session.driver.prefix?.owed == nil)
        var data = SectionData(itemCount: 3_000)
        for (i, size) in [(0, CGSize(width: 250, height: 40)), (4, CGSize(width: 60, height: 150)), (2, CGSize(width: 180, height: 70))] {
            data.setMeasuredSize(size, ofItem: i)
        }
        let full = try Self.flow.makeSnapshot(sections: [data], environment: session.environment)
        let state = ScrollState(contentOffset: session.bounds.origin, orthogonalOffsets: [:])
        #expect(cellFrames(session.driver.layoutAttributesForElements(in: session.bounds)) == cellFrames(full.elements(in: session.bounds, at: state)))
    }
}
