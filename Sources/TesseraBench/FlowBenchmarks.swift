import Foundation
import Tessera
import TesseraBenchmarkFixtures

/// UIKit's flow layout on large feeds: a grid of fixed items and one of mixed per-item sizes,
/// visible-rect queries and appends, beside the per-object grid an app's `prepare()` writes.
enum FlowBenchmarks {
    static let width: CGFloat = 390
    static let spacing: CGFloat = 6
    static let itemSize = CGSize(width: 120, height: 120)

    static func run(scale: Int, recorder: BenchRecorder) {
        let record = recorder.record
        let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 844), displayScale: 3)
        let layout = CollectionViewFlowLayout(itemSize: itemSize, minimumLineSpacing: spacing, minimumInteritemSpacing: spacing)
        for n in [100_000, 1_000_000].map({ $0 / scale }) {
            let sections = [SectionData(itemCount: n)]
            let tessera = medianNanoseconds(runs: n >= 1_000_000 ? 11 : 21) { blackHole(try! layout.makeSnapshot(sections: sections, environment: environment)) }
            let baseline = medianNanoseconds(runs: 5) { blackHole(Baseline.flowGrid(count: n, itemSize: itemSize, width: width, spacing: spacing)) }
            record(BenchRow(workload: "flow-grid", items: n, tessera: tessera, baseline: baseline, floor: nil))
        }

        // Mixed per-item sizes: lines of different lengths and thicknesses.
        let n = 1_000_000 / scale
        var rng = SplitMix(seed: 7)
        let mixed = [SectionData(items: (0..<n).map { _ in ItemData.size(CGFloat.random(in: 40...200, using: &rng), CGFloat.random(in: 40...160, using: &rng)) })]
        let mixedTime = medianNanoseconds(runs: 11) { blackHole(try! layout.makeSnapshot(sections: mixed, environment: environment)) }
        record(BenchRow(workload: "flow-mixed-sizes", items: n, tessera: mixedTime, baseline: nil, floor: nil))

        // Visible-rect queries and a 1k-item append on the 1M grid.
        let sections = [SectionData(itemCount: n)]
        let snapshot = try! layout.makeSnapshot(sections: sections, environment: environment)
        let cache = Baseline.flowGrid(count: n, itemSize: itemSize, width: width, spacing: spacing)
        for depth in [0.0, 0.99] {
            let rect = CGRect(x: 0, y: snapshot.contentSize.height * depth, width: width, height: 1000)
            let tessera = medianNanoseconds(runs: 201) { blackHole(snapshot.elements(in: rect)) }
            let scan = medianNanoseconds(runs: 5) { blackHole(Baseline.linearScan(cache, in: rect)) }
            record(BenchRow(workload: "flow elements(in:) 1000pt @\(Int(depth * 100))%", items: n, tessera: tessera, baseline: scan, floor: nil))
        }
        let page = SectionData(itemCount: 1_000)
        let append = medianNanoseconds(runs: 51) { blackHole(try! layout.snapshot(snapshot, appendingItems: page, newSections: [])) }
        let relayout = medianNanoseconds(runs: 5) { blackHole(Baseline.flowGrid(count: n + 1_000, itemSize: itemSize, width: width, spacing: spacing)) }
        record(BenchRow(workload: "flow append 1k", items: n, tessera: append, baseline: relayout, floor: nil, note: "baseline: full re-layout"))
    }
}
