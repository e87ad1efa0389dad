import Foundation
import Testing
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// Issue 38, point 3, through the driver: in a self-sizing waterfall an item that has been
/// shown never changes column because of a later measurement; the same data and measurements,
/// applied in any order, give the same columns; the driver's frames are a full layout's from the
/// recorded columns; the columns survive a restore.
@Suite struct StableColumnsTests {
    static let layout = WaterfallLayout(columns: .fixed(3), columnSpacing: 8, itemSpacing: 8)
    static let size = CGSize(width: 316, height: 700)  // three columns 100 wide: x 0, 108, 216

    /// `n` items estimated 100 high and what each measures: 0.5–1.5× its estimate, in halves.
    static func feed(_ n: Int, seed: UInt64) -> (sections: [SectionData], measured: [CGFloat]) {
        var rng = SplitMix(seed: seed)
        let measured = (0..<n).map { _ in CGFloat(100 + Int(rng.next() % 201)) / 2 }
        return ([SectionData(items: Array(repeating: .estimatedHeight(100), count: n))], measured)
    }

    /// Scrolls `session` down through `stops` offsets and then back up through them; at each
    /// stop the visible cells not yet measured measure themselves (`measured`), in an order
    /// shuffled by `orderSeed`. `shown` is called with the cells shown after each layout pass.
    /// `passPerCell`: a layout pass after each measurement (more passes, more to check); else as
    /// UIKit does, every newly shown cell of a pass measures, then one pass shows the result.
    static func scroll(
        _ session: CollectionViewSession, measured: [CGFloat], stops: [CGFloat], orderSeed: UInt64,
        passPerCell: Bool = false, shown: ([LayoutAttributes]) -> Void = { _ in }
    ) {
        var rng = SplitMix(seed: orderSeed)
        var done = Set<Int>()
        shown(session.layoutPass())
        for y in stops + stops.reversed() {
            shown(session.scroll(to: CGPoint(x: 0, y: y)))
            var pending = session.driver.layoutAttributesForElements(in: session.bounds)
                .filter { $0.representedElementCategory == .cell && !done.contains($0.indexPath.itemIndex) }
            pending.shuffle(using: &rng)
            for cell in pending {
                done.insert(cell.indexPath.itemIndex)
                let size = CGSize(width: cell.frame.width, height: measured[cell.indexPath.itemIndex])
                if passPerCell {
                    session.cellMeasured(cell.indexPath, size: size)
                    shown(session.driver.layoutAttributesForElements(in: session.bounds))
                    continue
                }
                guard let original = session.driver.layoutAttributesForItem(at: cell.indexPath) else { continue }
                session.measure(original, size: size)
            }
            if !passPerCell { shown(session.layoutPass()) }
        }
    }

    /// Every item's frame in the driver's layout (laying out whatever is not yet).
    static func allFrames(_ driver: CollectionLayoutDriver, count: Int) -> [CGRect] {
        (0..<count).map { driver.layoutAttributesForItem(at: .item($0, section: 0))?.frame ?? .null }
    }

    @Test func aShownItemNeverChangesColumn() {
        for seed in 1...4 as ClosedRange<UInt64> {
            let (sections, measured) = Self.feed(600, seed: seed)
            let session = CollectionViewSession(Self.layout, size: Self.size, sections: sections)
            var columnOf: [Int: CGFloat] = [:]
            var checked = 0
            Self.scroll(
                session, measured: measured, stops: stride(from: 0, through: 9_000, by: 450).map { CGFloat($0) }, orderSeed: seed,
                passPerCell: seed.isMultiple(of: 2)
            ) { cells in
                for cell in cells where cell.representedElementCategory == .cell {
                    let i = cell.indexPath.itemIndex
                    if let x = columnOf[i] {
                        checked += 1
                        #expect(x == cell.frame.minX, "seed \(seed): item \(i) moved from x \(x) to \(cell.frame.minX)")
                    } else {
                        columnOf[i] = cell.frame.minX
                    }
                }
            }
            #expect(checked > 1_000)  // the check saw items again, many times
            #expect(session.driver.recordedColumns.count == columnOf.count)
        }
    }

    /// The measurements a layout pass delivers (the cells it showed), in any order, give the
    /// same columns: columns are recorded only from what a pass shows, and placement is a
    /// function of the data and the columns recorded.
    @Test func theSameMeasurementsInAnyOrderGiveTheSameColumnsAndAFullLayoutFromTheRecordGivesTheSameFrames() throws {
        let n = 600
        let (sections, measured) = Self.feed(n, seed: 7)
        let stops = stride(from: 0, through: 9_000, by: 450).map { CGFloat($0) }
        var results: [[CGRect]] = []
        var records: [LayoutRestorationState] = []
        for orderSeed in [11, 12, 13] as [UInt64] {
            let session = CollectionViewSession(Self.layout, size: Self.size, sections: sections)
            Self.scroll(session, measured: measured, stops: stops, orderSeed: orderSeed)
            results.append(Self.allFrames(session.driver, count: n))
            records.append(session.driver.restorationState)
        }
        #expect(results[0] == results[1])
        #expect(results[0] == results[2])
        #expect(records[0] == records[1])
        // A full layout of the data with the measured sizes and the recorded columns.
        var items = (0..<n).map { sections[0][$0] }
        for (p, size) in records[0].measuredSizes { items[p.itemIndex].measuredSize = size }
        for (p, column) in records[0].columns { items[p.itemIndex].column = column }
        let full = try Self.layout.makeSnapshot(sections: [SectionData(items: items)], environment: LayoutEnvironment(width: Self.size.width))
        #expect(results[0] == (0..<n).map { full.layoutAttributesForItem(at: .item($0, section: 0))!.frame })
    }

    @Test func theColumnsSurviveARestore() throws {
        let n = 400
        let (sections, measured) = Self.feed(n, seed: 21)
        let first = CollectionViewSession(Self.layout, size: Self.size, sections: sections)
        Self.scroll(first, measured: measured, stops: stride(from: 0, through: 6_000, by: 500).map { CGFloat($0) }, orderSeed: 5)
        let saved = first.driver.restorationState
        #expect(!saved.columns.isEmpty)
        // Saved as JSON and read back, as an app keeps it.
        let restoredState = try JSONDecoder().decode(LayoutRestorationState.self, from: JSONEncoder().encode(saved))
        #expect(restoredState == saved)
        let second = CollectionViewSession(Self.layout, size: Self.size, sections: sections)
        second.driver.restore(restoredState)
        second.layoutPass()
        #expect(second.driver.recordedColumns == saved.columns)
        #expect(Self.allFrames(second.driver, count: n) == Self.allFrames(first.driver, count: n))
        // Without the columns (sizes alone) the frames differ: the record is what keeps them.
        let sizesOnly = CollectionViewSession(Self.layout, size: Self.size, sections: sections)
        sizesOnly.driver.restore(LayoutRestorationState(measuredSizes: saved.measuredSizes))
        sizesOnly.layoutPass()
        #expect(Self.allFrames(sizesOnly.driver, count: n) != Self.allFrames(first.driver, count: n))
    }

    /// Hand-worked: two columns 100 wide (x 0 and 108), spacing 8, estimates 100, 90, 50 shown
    /// on one screen: item 0 → column 0, item 1 → column 1 (ends 98), item 2 → column 1, the
    /// shortest (98 < 108), at (108, 98); all recorded. Item 1 then measures 300: a full layout
    /// would move item 2 to column 0 (108 < 308); the driver keeps it in column 1, moved down to
    /// 300 + 8 = 308. Known sizes record nothing.
    @Test func aMeasurementAboveMovesAShownItemDownItsColumn() {
        let session = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 8, itemSpacing: 8), size: CGSize(width: 208, height: 600),
            sections: [SectionData(items: [.estimatedHeight(100), .estimatedHeight(90), .estimatedHeight(50)])])
        session.layoutPass()
        #expect(session.driver.recordedColumns == [.item(0, section: 0): 0, .item(1, section: 0): 1, .item(2, section: 0): 1])
        session.cellMeasured(.item(1, section: 0), size: CGSize(width: 100, height: 300))
        #expect(session.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame == CGRect(x: 108, y: 308, width: 100, height: 50))
        let known = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2)), size: CGSize(width: 208, height: 600),
            sections: [SectionData(items: [.height(100), .height(90)])])
        known.layoutPass()
        #expect(known.driver.recordedColumns.isEmpty)
    }

    /// A new width is a new set of columns (here 2 instead of 3): the record starts again.
    @Test func aNewWidthStartsTheRecordAgain() {
        let (sections, measured) = Self.feed(100, seed: 3)
        let session = CollectionViewSession(WaterfallLayout(columns: .adaptive(minWidth: 100), columnSpacing: 8, itemSpacing: 8), size: Self.size, sections: sections)
        Self.scroll(session, measured: measured, stops: [0, 400], orderSeed: 1)
        #expect(!session.driver.recordedColumns.isEmpty)
        session.resize(to: CGSize(width: 208, height: 700))
        #expect(session.driver.recordedColumns.values.allSatisfy { $0 < 2 })
        #expect(session.driver.layoutAttributesForElements(in: session.bounds).allSatisfy { $0.frame.minX == 0 || $0.frame.minX == 108 })
    }
}
