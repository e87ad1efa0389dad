import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// The waterfall written the plain way, as the oracle for the layout's optimized loops: per
/// item its span and width, its recorded column (clamped) else the column its order picks, its top below the columns it spans,
/// each edge rounded with the standard library.
private func referenceFrames(
    _ items: [ItemData], columns n: Int, width: CGFloat, columnSpacing: CGFloat, itemSpacing: CGFloat,
    order: WaterfallItemOrder, scale: CGFloat
) -> [(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)] {
    let columnWidth = (width - CGFloat(n - 1) * columnSpacing) / CGFloat(n)
    func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
    var next = [CGFloat](repeating: 0, count: n)
    var frames: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
    for (i, item) in items.enumerated() {
        let span = item.isFullSpan ? n : min(max(item.columnSpan, 1), n)
        let itemWidth = span == 1 ? columnWidth : CGFloat(span) * columnWidth + CGFloat(span - 1) * columnSpacing
        let height = item.height(forWidth: itemWidth) ?? itemWidth
        func top(_ c: Int) -> CGFloat { next[c..<c + span].max()! }
        let column: Int
        switch (order, item.column) {
        case (_, let recorded?): column = min(recorded, n - span)
        case (.shortestFirst, nil): column = (0...(n - span)).min { top($0) < top($1) }!
        case (.leftToRight, nil): column = min(i % n, n - span)
        case (.rightToLeft, nil): column = max(0, n - 1 - i % n - (span - 1))
        }
        let y = top(column)
        let x0 = CGFloat(column) * (columnWidth + columnSpacing)
        let x1 = CGFloat(column + span) * (columnWidth + columnSpacing) - columnSpacing
        frames.append((round(x0), round(y), round(x1), round(y + height)))
        for c in column..<column + span { next[c] = y + height + itemSpacing }
    }
    return frames
}

@Suite struct WaterfallReferenceTests {
    /// The layout's frames equal the plain implementation's, for items of every kind stored
    /// every way a section stores them (full data, aspect ratios alone, a bare count), with
    /// spanning items breaking into the one-column fast loop and recorded columns in it, in
    /// every order, across many leaves.
    @Test func framesEqualThePlainImplementation() async {
        await propertyCheck(count: 120, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let n = rng.int(1...6)
            let scale = rng.pick([1, 2, 3] as [CGFloat])
            let width = CGFloat(rng.int(Int(200 * scale)...Int(600 * scale))) / scale
            let columnSpacing = rng.pick([0, 1, 6, 1.0 / 3] as [CGFloat])
            let itemSpacing = rng.pick([0, 2, 8, 0.5] as [CGFloat])
            let order = rng.pick(WaterfallItemOrder.allCases)
            let count = rng.int(0...700)
            let section: SectionData
            let items: [ItemData]
            switch rng.int(0...2) {
            case 0:
                items = (0..<count).map { _ in
                    var item: ItemData = rng.chance(0.5) ? .aspectRatio(rng.number(1...30) / 10) : .height(rng.number(0...300))
                    if rng.chance(0.05) { item.columnSpan = rng.int(2...7) }
                    if rng.chance(0.02) { item.isFullSpan = true }
                    // A driver's recorded column (some past the columns there are).
                    if rng.chance(0.3) { item.column = rng.int(0...n) }
                    return item
                }
                section = SectionData(items: items)
            case 1:
                let ratios = (0..<count).map { _ in rng.number(1...40) / 10 }
                items = ratios.map(ItemData.aspectRatio)
                section = rng.chance(0.5) ? SectionData(aspectRatios: ratios) : SectionData(items: items)
            default:
                items = Array(repeating: ItemData(), count: count)
                section = SectionData(itemCount: count)
            }
            let layout = WaterfallLayout(columns: .fixed(n), columnSpacing: columnSpacing, itemSpacing: itemSpacing, itemOrder: order)
            let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 800), displayScale: scale)
            do {
                let frames = cellFrames(try layout.makeSnapshot(sections: [section], environment: environment))
                let expected = referenceFrames(items, columns: n, width: width, columnSpacing: columnSpacing, itemSpacing: itemSpacing, order: order, scale: scale)
                #expect(frames.count == expected.count)
                for (i, (frame, e)) in zip(frames, expected).enumerated() {
                    // Sizes may be an ulp short so that a frame never passes its rounded edge.
                    let close =
                        abs(frame.minX - e.minX) == 0 && abs(frame.minY - e.minY) == 0
                        && abs(frame.maxX - e.maxX) <= 1e-9 && abs(frame.maxY - e.maxY) <= 1e-9
                    if !close {
                        Issue.record("seed \(seed), item \(i): \(frame) != \(e)")
                        break
                    }
                }
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }
}

@Suite struct SectionDataStorageTests {
    /// Plain aspect ratios are stored as their ratios and read back as the same items; anything
    /// more (a measured size, a span) keeps the full data.
    @Test func plainAspectRatiosAreStoredCompactly() {
        let ratios: [CGFloat] = [0.5, 1, 1.5, 2]
        let fromItems = SectionData(items: ratios.map(ItemData.aspectRatio))
        #expect(fromItems == SectionData(aspectRatios: ratios))
        #expect(fromItems.count == 4 && fromItems.hasItemData)
        #expect((0..<4).map { fromItems[$0] } == ratios.map(ItemData.aspectRatio))

        var spanning = ItemData.aspectRatio(2)
        spanning.columnSpan = 2
        let mixed = SectionData(items: [.aspectRatio(1), spanning, .height(30)])
        #expect(mixed != SectionData(aspectRatios: [1, 2, 1]))
        #expect(mixed[1] == spanning && mixed[2] == .height(30))
    }

    /// Appending keeps the items, whichever way each part is stored.
    @Test func appendingMixesStorages() {
        let ratios = SectionData(aspectRatios: [1, 2])
        #expect(ratios.appending(SectionData(aspectRatios: [3])) == SectionData(aspectRatios: [1, 2, 3]))
        let mixed = ratios.appending(SectionData(items: [.height(10)]))
        #expect((0..<3).map { mixed[$0] } == [.aspectRatio(1), .aspectRatio(2), .height(10)])
        let withCount = ratios.appending(SectionData(itemCount: 1))
        #expect((0..<3).map { withCount[$0] } == [.aspectRatio(1), .aspectRatio(2), ItemData()])
        #expect(SectionData(itemCount: 2).appending(SectionData(itemCount: 3)) == SectionData(itemCount: 5))
    }
}

@Suite struct CellWriterTests {
    /// Cells added through a cell writer make the same snapshot as `addCell` one at a time,
    /// across leaf boundaries and around cells added the slow way, mirrored in right-to-left.
    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func writerEqualsAddCell(_ direction: UserInterfaceLayoutDirection) {
        let environment = LayoutEnvironment(containerSize: CGSize(width: 300, height: 600), displayScale: 2, layoutDirection: direction)
        func frame(_ i: Int) -> CGRect { CGRect(x: CGFloat(i % 3) * 100, y: CGFloat(i / 3) * 50, width: 90 + CGFloat(i % 2), height: 40) }
        var slow = LayoutSnapshotBuilder(environment: environment)
        var fast = LayoutSnapshotBuilder(environment: environment)
        slow.startSection()
        fast.startSection()
        for i in 0..<50 {
            slow.addCell(frame: frame(i))
            fast.addCell(frame: frame(i))
        }
        for i in 50..<400 { slow.addCell(frame: frame(i), zIndex: i % 4) }
        fast.withCellWriter { cells in
            for i in 50..<400 { cells.addCell(frame: frame(i), zIndex: i % 4) }
        }
        slow.startSection()
        fast.startSection()
        for i in 400..<410 {
            slow.addCell(frame: frame(i))
            fast.addCell(frame: frame(i))
        }
        let a = slow.build(contentSize: CGSize(width: 300, height: 7000))
        let b = fast.build(contentSize: CGSize(width: 300, height: 7000))
        #expect(a.allElements() == b.allElements())
        #expect(a.allElements().count == 410)
        #expect(a.allElements()[60].frame.minX == (direction == .leftToRight ? 0 : 210))
    }

    /// A builder copied after `build` and written on again leaves the built snapshot alone.
    @Test func buildingAgainLeavesEarlierSnapshotsAlone() {
        var builder = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 100))
        builder.startSection()
        builder.addCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = builder.build(contentSize: CGSize(width: 100, height: 10))
        var copy = builder
        copy.withCellWriter { $0.addCell(frame: CGRect(x: 0, y: 10, width: 10, height: 10)) }
        builder.addCell(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(first.allElements().map(\.frame) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(copy.build(contentSize: .zero).allElements().map(\.frame.minY) == [0, 10])
        #expect(builder.build(contentSize: .zero).allElements().map(\.frame.minY) == [0, 20])
    }
}
