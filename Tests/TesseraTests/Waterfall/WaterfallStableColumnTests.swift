import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// Stable columns, in the layout: recorded columns (`ItemData.column`) and the tolerance
/// (`WaterfallLayout.itemTolerance`, CSS masonry's `item-tolerance`).
@Suite struct WaterfallStableColumnTests {
    /// Two columns 100 wide (208 = 2·100 + 8), spacing 8: column starts 0 and 108.
    let twoColumns = WaterfallLayout(columns: .fixed(2), columnSpacing: 8, itemSpacing: 8)
    let environment = LayoutEnvironment(width: 208)

    /// Heights 100, 90, 50. Item 0 → column 0 (tie, leading), bottom 100, next [108, 0]; item 1
    /// → column 1 (0 < 108), bottom 90, next [108, 98]. Item 2: the shortest is column 1 (98).
    /// Known sizes, or estimates nobody measured: exactly the shortest, (108, 98). Once item 0
    /// has measured (at its estimate, 100: the same geometry) the section's later items take
    /// the 16-point tolerance: column 0 ends 10 lower, within it, so the leading column wins:
    /// (0, 108).
    @Test func afterAMeasurementItemsTakeTheLeadingColumnWithinTheToleranceElseTheShortest() throws {
        let known = try twoColumns.makeSnapshot(sections: [SectionData(items: [.height(100), .height(90), .height(50)])], environment: environment)
        #expect(cellFrames(known)[2] == CGRect(x: 108, y: 98, width: 100, height: 50))
        var items: [ItemData] = [.estimatedHeight(100), .estimatedHeight(90), .estimatedHeight(50)]
        let unmeasured = try twoColumns.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
        #expect(cellFrames(unmeasured)[2] == CGRect(x: 108, y: 98, width: 100, height: 50))
        items[0].measuredSize = CGSize(width: 100, height: 100)
        let measured = SectionData(items: items)
        let selfSizing = try twoColumns.makeSnapshot(sections: [measured], environment: environment)
        #expect(
            cellFrames(selfSizing) == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 108, y: 0, width: 100, height: 90),
                CGRect(x: 0, y: 108, width: 100, height: 50),
            ])
        // A tolerance set on the layout applies to every item: 5 < 10 keeps the shortest; 10
        // reaches column 0's 108 exactly (the limit counts as within), known sizes too.
        var tight = twoColumns
        tight.itemTolerance = 5
        #expect(cellFrames(try tight.makeSnapshot(sections: [measured], environment: environment))[2].origin == CGPoint(x: 108, y: 98))
        var ten = twoColumns
        ten.itemTolerance = 10
        let knownTen = try ten.makeSnapshot(sections: [SectionData(items: [.height(100), .height(90), .height(50)])], environment: environment)
        #expect(cellFrames(knownTen)[2].origin == CGPoint(x: 0, y: 108))
    }

    /// The same three estimates, recorded in columns 0, 1, 0 as shown; then item 0 measures 300.
    /// Without the record item 2 would move to the shortest column (column 1 ends at 98):
    /// (108, 98). With it, item 2 stays in column 0 and only moves down: 300 + 8 = 308.
    @Test func aRecordedColumnKeepsTheItemInItsColumnThroughAMeasurement() throws {
        var items: [ItemData] = [.estimatedHeight(100), .estimatedHeight(90), .estimatedHeight(50)]
        items[0].measuredSize = CGSize(width: 100, height: 300)
        let unrecorded = try twoColumns.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
        #expect(cellFrames(unrecorded)[2] == CGRect(x: 108, y: 98, width: 100, height: 50))
        for (i, c) in [0, 1, 0].enumerated() { items[i].column = c }
        let recorded = try twoColumns.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
        #expect(
            cellFrames(recorded) == [
                CGRect(x: 0, y: 0, width: 100, height: 300), CGRect(x: 108, y: 0, width: 100, height: 90),
                CGRect(x: 0, y: 308, width: 100, height: 50),
            ])
    }

    /// Three columns 100 wide (316 = 3·100 + 2·8): starts 0, 108, 216. Estimates 100, 40, 70 fill
    /// the columns (next 108, 48, 78: each later one starts at 0, more than 16 above the ones
    /// before). Item 3 spans 2 columns and says column 2, which leaves no room for its span: it
    /// is clamped to column 1, covering columns 1 and 2, below the taller (78), 208 wide. Item 4
    /// says column 7 (clamped to 2, one column wide): below item 3, 78 + 30 + 8 = 116.
    /// A negative column is stored as none.
    @Test func aRecordedColumnIsClampedToTheColumnsThereAre() throws {
        var items: [ItemData] = [.estimatedHeight(100), .estimatedHeight(40), .estimatedHeight(70), .estimatedHeight(30), .estimatedHeight(10)]
        items[3].columnSpan = 2
        items[3].column = 2
        items[4].column = 7
        let s = try WaterfallLayout(columns: .fixed(3), columnSpacing: 8, itemSpacing: 8)
            .makeSnapshot(sections: [SectionData(items: items)], environment: LayoutEnvironment(width: 316))
        #expect(cellFrames(s)[3] == CGRect(x: 108, y: 78, width: 208, height: 30))
        #expect(cellFrames(s)[4] == CGRect(x: 216, y: 116, width: 100, height: 10))
        var negative = ItemData()
        negative.column = -3
        #expect(negative.column == nil)
    }

    /// A section's column reader gives what `column(ofItemFrame:)` gives, left to right and
    /// right to left, for frames at and between the columns' edges. Three columns 100 wide, 8
    /// apart (316): leading edges 0, 108, 216.
    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func theColumnReaderEqualsTheColumnOfEachFrame(_ direction: UserInterfaceLayoutDirection) throws {
        let layout = WaterfallLayout(columns: .fixed(3), columnSpacing: 8, itemSpacing: 8)
        let environment = LayoutEnvironment(containerSize: CGSize(width: 316, height: 600), displayScale: 2, layoutDirection: direction)
        let read = try #require(layout.columnReader(inSection: 0, environment: environment))
        for x in stride(from: -10 as CGFloat, through: 320, by: 3.5) {
            let frame = CGRect(x: x, y: 40, width: 100, height: 30)
            #expect(read(frame) == layout.column(ofItemFrame: frame, section: 0, environment: environment), "x \(x)")
        }
        let leading = direction == .rightToLeft ? 216 as CGFloat : 0
        #expect(read(CGRect(x: leading, y: 0, width: 100, height: 10)) == 0)
        #expect(read(CGRect(x: 108, y: 0, width: 100, height: 10)) == 1)
        #expect(layout.columnReader(inSection: 0, environment: LayoutEnvironment(width: 0)) == nil)
    }

    @Test func aBadToleranceIsRefusedByName() {
        func error(_ tolerance: CGFloat) -> LayoutError? {
            var layout = twoColumns
            layout.itemTolerance = tolerance
            do { _ = try layout.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: environment); return nil } catch { return error as? LayoutError }
        }
        #expect(error(-1) == LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["itemTolerance"]))
        #expect(error(.infinity) == LayoutError(.notFinite(got: .infinity), at: ["itemTolerance"]))
        #expect(error(.nan).map { "\($0)" }?.contains("itemTolerance") == true)
    }

    /// Incremental equals full from recorded columns: for random self-sizing feeds with random
    /// measurements, spans and recorded columns, appending in random pieces gives the full
    /// layout's frames, and every recorded item sits at its (clamped) column's leading edge.
    @Test func recordedColumnsAppendAsTheyLayOutWholeAndEveryRecordedItemKeepsItsColumn() throws {
        for seed in 0..<60 {
            var rng = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
            func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(rng.next() % UInt64(r.count)) }
            let columns = int(1...5)
            let layout = WaterfallLayout(columns: .fixed(columns), columnSpacing: CGFloat(int(0...8)), itemSpacing: CGFloat(int(0...8)))
            let environment = LayoutEnvironment(width: 400, displayScale: CGFloat(int(1...3)))
            var items = (0..<int(0...120)).map { _ in ItemData.estimatedHeight(CGFloat(int(20...200))) }
            var recorded: [Int: Int] = [:]
            for i in items.indices {
                if int(0...2) == 0 { items[i].measuredSize = CGSize(width: 10, height: CGFloat(int(10...300)) / 2) }
                if int(0...1) == 0 { recorded[i] = int(0...columns - 1); items[i].column = recorded[i] }
                if int(0...9) == 0 { items[i].columnSpan = int(1...3) }
            }
            let full = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
            var piecewise = try layout.makeSnapshot(sections: [SectionData(items: [])], environment: environment)
            var start = 0
            while start < items.count {
                let end = min(items.count, start + int(1...40))
                piecewise = try layout.snapshot(piecewise, appendingItems: SectionData(items: Array(items[start..<end])), newSections: [])
                start = end
            }
            #expect(cellFrames(piecewise) == cellFrames(full), "seed \(seed)")
            #expect(piecewise.contentSize == full.contentSize, "seed \(seed)")
            // Every recorded item starts at its column's (clamped) leading edge.
            let metricsWidth = (400 - CGFloat(columns - 1) * layout.columnSpacing) / CGFloat(columns)
            for (i, c) in recorded {
                let span = min(max(items[i].columnSpan, 1), columns)
                let x = CGFloat(min(c, columns - span)) * (metricsWidth + layout.columnSpacing)
                #expect(abs(cellFrames(full)[i].minX - x) <= 0.5, "seed \(seed) item \(i)")
            }
        }
    }
}
