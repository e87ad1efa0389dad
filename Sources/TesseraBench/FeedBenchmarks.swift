import Foundation
import Tessera
import TesseraBenchmarkFixtures

/// Waterfall and mosaic layouts, visible-rect queries and appends on large feeds.
enum FeedBenchmarks {
    static let width: CGFloat = 390
    static let spacing: CGFloat = 6

    static func aspectRatios(_ n: Int) -> [CGFloat] {
        var rng = SplitMix(seed: 42)
        return (0..<n).map { _ in CGFloat.random(in: 0.5...2.0, using: &rng) }
    }

    static func waterfall(columns: Int) -> WaterfallLayout {
        WaterfallLayout(columns: .fixed(columns), columnSpacing: spacing, itemSpacing: spacing)
    }

    static func run(scale: Int, recorder: BenchRecorder) {
        let record = recorder.record
        let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 844), displayScale: 3)
        measureMemory(count: 1_000_000 / scale, environment: environment)
        for columns in [2, 5] {
            for n in [10_000, 100_000, 1_000_000].map({ $0 / scale }) {
                let ratios = aspectRatios(n)
                let sections = [SectionData(items: ratios.map(ItemData.aspectRatio))]
                let layout = waterfall(columns: columns)
                let runs = n >= 1_000_000 ? 11 : 21
                let buffer = FloorBuffer(capacity: n)
                // Tessera and the floor take turns; the baseline runs on its own (its million
                // objects would leave the heap to the next run in a state no app sees).
                let medians = interleavedMedianNanoseconds(
                    runs: runs,
                    [
                        { blackHole(try! layout.makeSnapshot(sections: sections, environment: environment)) },
                        { blackHole(Floor.waterfall(aspectRatios: ratios, columns: columns, width: width, spacing: spacing, into: buffer)) },
                    ])
                let baseline = medianNanoseconds(runs: runs) { blackHole(Baseline.roundRobinWaterfall(aspectRatios: ratios, columns: columns, width: width, spacing: spacing)) }
                let (tessera, floor) = (medians[0], medians[1])
                record(BenchRow(workload: "waterfall-\(columns)col", items: n, tessera: tessera, baseline: baseline, floor: floor))
            }
        }

        // The same feed given as photo pixel sizes: a section of intrinsic sizes keeps every
        // item's full data (48 bytes an item) where plain aspect ratios are stored as one number.
        do {
            let n = 1_000_000 / scale
            let ratios = aspectRatios(n)
            let sections = [SectionData(items: ratios.map { ItemData.size(1000 * $0, 1000) })]
            let layout = waterfall(columns: 2)
            let buffer = FloorBuffer(capacity: n)
            let medians = interleavedMedianNanoseconds(
                runs: 11,
                [
                    { blackHole(try! layout.makeSnapshot(sections: sections, environment: environment)) },
                    { blackHole(Floor.waterfall(aspectRatios: ratios, columns: 2, width: width, spacing: spacing, into: buffer)) },
                ])
            let baseline = medianNanoseconds(runs: 11) { blackHole(Baseline.roundRobinWaterfall(aspectRatios: ratios, columns: 2, width: width, spacing: spacing)) }
            record(
                BenchRow(
                    workload: "waterfall-2col, pixel sizes", items: n, tessera: medians[0], baseline: baseline, floor: medians[1],
                    note: "items keep full data"))
        }

        let n = 1_000_000 / scale
        let mosaic = MosaicLayout.explore(spacing: 1)
        let mosaicSections = [SectionData(itemCount: n)]
        let mosaicTime = medianNanoseconds(runs: 5) { blackHole(try! mosaic.makeSnapshot(sections: mosaicSections, environment: environment)) }
        let mosaicBaseline = medianNanoseconds(runs: 5) { blackHole(Baseline.exploreMosaic(count: n, width: width, spacing: 1)) }
        record(BenchRow(workload: "mosaic-explore", items: n, tessera: mosaicTime, baseline: mosaicBaseline, floor: nil))

        // Visible-rect queries on a 1M-item feed, at several depths.
        let ratios = aspectRatios(n)
        let sections = [SectionData(items: ratios.map(ItemData.aspectRatio))]
        let snapshot = try! waterfall(columns: 2).makeSnapshot(sections: sections, environment: environment)
        let cache = Baseline.roundRobinWaterfall(aspectRatios: ratios, columns: 2, width: width, spacing: spacing).cache
        for depth in [0.0, 0.5, 0.99] {
            let rect = CGRect(x: 0, y: snapshot.contentSize.height * depth, width: width, height: 1000)
            let tessera = medianNanoseconds(runs: 201) { blackHole(snapshot.elements(in: rect)) }
            let scan = medianNanoseconds(runs: 5) { blackHole(Baseline.linearScan(cache, in: rect)) }
            record(
                BenchRow(
                    workload: "elements(in:) 1000pt @\(Int(depth * 100))%", items: n, tessera: tessera, baseline: scan, floor: nil,
                    note: "\(snapshot.elements(in: rect).count) elements"))
        }

        // Appending the next page of 1k items to a 1M feed.
        let page = SectionData(items: aspectRatios(1_000).map(ItemData.aspectRatio))
        let layout = waterfall(columns: 2)
        let append = medianNanoseconds(runs: 51) { blackHole(try! layout.snapshot(snapshot, appendingItems: page, newSections: [])) }
        let allRatios = ratios + aspectRatios(1_000)
        let relayout = medianNanoseconds(runs: 5) { blackHole(Baseline.roundRobinWaterfall(aspectRatios: allRatios, columns: 2, width: width, spacing: spacing)) }
        record(BenchRow(workload: "append 1k to feed", items: n, tessera: append, baseline: relayout, floor: nil, note: "baseline: full re-layout"))
    }

    /// Resident growth while a 1M-cell snapshot is built first thing (before other workloads
    /// have left freed memory around), beside the snapshot's own accounting.
    static func measureMemory(count n: Int, environment: LayoutEnvironment) {
        let sections = [SectionData(itemCount: n)]
        let before = residentBytes()
        let snapshot = try! waterfall(columns: 2).makeSnapshot(sections: sections, environment: environment)
        MemoryReport.residentBytesPerCell.withLock { $0 = Double(residentBytes() - before) / Double(n) }
        MemoryReport.estimatedBytesPerCell.withLock { $0 = Double(snapshot.estimatedMemoryFootprint) / Double(n) }
        blackHole(snapshot)
    }
}
