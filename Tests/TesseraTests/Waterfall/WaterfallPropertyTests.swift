import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// A random waterfall problem from `rng`: knobs, per-section overrides and items of every kind.
private func randomWaterfall(_ rng: inout SplitMix) -> (WaterfallLayout, TestSections) {
    func columns(_ rng: inout SplitMix) -> WaterfallColumns {
        rng.chance(0.7) ? .fixed(rng.int(1...5)) : .adaptive(minWidth: rng.number(20...160))
    }
    let spacings: [CGFloat] = [0, 0.5, 1, 1.0 / 3, 6, 8, 13.25]
    let heights: [CGFloat] = [0, 0, 20.5, 44]
    var layout = WaterfallLayout(
        columns: columns(&rng), columnSpacing: rng.pick(spacings), itemSpacing: rng.pick(spacings),
        sectionInsets: rng.chance(0.5) ? .zero : DirectionalEdgeInsets(top: rng.number(0...12), leading: rng.number(0...12), bottom: rng.number(0...12), trailing: rng.number(0...12)),
        itemOrder: rng.pick(WaterfallItemOrder.allCases), headerHeight: rng.pick(heights), footerHeight: rng.pick(heights),
        pinHeaders: rng.chance(0.5), pinFooters: rng.chance(0.3),
        itemTolerance: rng.chance(0.8) ? nil : rng.number(0...40)
    )
    let sectionCount = rng.int(0...4)
    var items: [[ItemData]?] = []
    var counts: [Int] = []
    for s in 0..<sectionCount {
        if rng.chance(0.3) {
            layout.sectionOverrides[s] = WaterfallSectionOverrides(
                columns: columns(&rng), columnSpacing: rng.chance(0.5) ? rng.pick(spacings) : nil,
                itemSpacing: rng.chance(0.5) ? rng.pick(spacings) : nil, headerHeight: rng.chance(0.5) ? rng.pick(heights) : nil
            )
        }
        let n = rng.int(0...60)
        counts.append(n)
        if rng.chance(0.2) { items.append(nil); continue }
        items.append(
            (0..<n).map { _ in
                var item: ItemData
                switch rng.int(0...5) {
                case 0: item = ItemData()
                case 5: item = .estimatedHeight(rng.number(0...150))
                case 1: item = .aspectRatio(rng.number(1...30) / 10)
                case 2: item = .height(rng.number(0...150))
                case 3: item = .size(rng.number(1...4000), rng.number(1...4000))
                default: item = .aspectRatio(CGFloat(rng.int(1...9)) / 7)
                }
                if rng.chance(0.1) { item.measuredSize = CGSize(width: 10, height: rng.number(0...90)) }
                if rng.chance(0.1) { item.columnSpan = rng.int(1...6) }
                if rng.chance(0.05) { item.isFullSpan = true }
                if rng.chance(0.15) { item.column = rng.int(0...6) }  // a recorded column, clamped when too far
                return item
            })
    }
    return (layout, TestSections(items: items, counts: counts))
}

@Suite struct WaterfallPropertyTests {
    /// No overlaps, inside the content, pixel-aligned, right-to-left mirrors, append equals
    /// full, `elements(in:)` equals brute force — over random waterfalls at scales 1, 2, 3.
    @Test func invariantsHoldForRandomWaterfalls() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let (layout, data) = randomWaterfall(&rng)
            let scale = rng.pick([1, 2, 3] as [CGFloat])
            // Container widths on the pixel grid, as real ones are (so mirrored frames stay on it).
            let width = CGFloat(rng.int(Int(160 * scale)...Int(500 * scale))) / scale
            do {
                try expectCollectionLayoutInvariants(layout, data: data, width: width, scale: scale, rng: &rng)
                // Pinned headers and footers, displayed at a pixel-aligned offset, stay on the grid
                // and inside the content.
                let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 500), displayScale: scale)
                let snapshot = try layout.makeSnapshot(sections: data.sections, environment: environment)
                let offset = CGPoint(x: 0, y: CGFloat(rng.int(0...Int(snapshot.contentSize.height * scale))) / scale)
                for a in snapshot.allElements(contentOffset: offset) {
                    #expect(PixelGrid(scale: scale).isAligned(a.frame))
                    #expect(a.frame.minY >= 0 && a.frame.maxY <= snapshot.contentSize.height + 1e-9)
                }
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    /// Shortest first keeps columns within one item of each other: when an item is placed, its
    /// column was the shortest, so no column ends more than the tallest item below another.
    @Test func shortestFirstKeepsColumnsBalanced() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let n = rng.int(2...5)
            let heights = (0..<rng.int(1...200)).map { _ in rng.number(1...300) }
            let layout = WaterfallLayout(columns: .fixed(n), columnSpacing: 0, itemSpacing: 0)
            let s = try layout.makeSnapshot(sections: [SectionData(items: heights.map { .height($0) })], environment: LayoutEnvironment(width: 500))
            var bottoms = [CGFloat](repeating: 0, count: n)
            for a in s.allElements() {
                let column = Int((a.frame.minX / (500 / CGFloat(n))).rounded())
                bottoms[column] = max(bottoms[column], a.frame.maxY)
            }
            #expect(bottoms.max()! - bottoms.min()! <= heights.max()! + 1)
        }
    }
}
