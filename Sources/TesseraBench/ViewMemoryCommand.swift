import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// What a view layout's pass touches, and where its memory comes from:
/// - `tessera-bench view --bytes`: for each benchmark workload, the bytes of the pass's
///   buffers' elements at the end of the pass (they only grow during it: its peak) per view.
/// - `tessera-bench view --huge-pages [--views N,N…]`: rows, columns and flows of 50k, 100k and
///   200k views (or those given) laid out with a kept `ViewLayoutStorage`, in plain allocation
///   and with the blocks of each size and more mapped on huge pages (one threshold per block
///   size the pass has), interleaved in one run: the buffers' sizes, and what each threshold
///   pays. The row the default threshold (`HugePages.threshold`) gives is marked.
enum ViewMemoryCommand {
    /// The six workloads of `scripts/view-instructions`, and the 100,000-row column.
    static let workloads = ["row-fixed-10000", "row-flex-10000", "column-10000", "nested-8", "flow-10000", "grid-30000", "column-100000"]

    /// The bytes per view the latest layout `storage` served touched of its pass's buffers.
    static func bytesPerView(_ storage: ViewLayoutStorage) -> Double {
        Double(storage.lastPassBytes) / Double(max(1, storage.lastPassViewCount))
    }

    static func bytesPerView() -> Int32 {
        print("| workload | views | pass bytes | bytes per view |")
        print("| --- | ---: | ---: | ---: |")
        for name in workloads {
            guard let workload = ViewLayoutBenchmarkWorkload(name: name) else { continue }
            let storage = ViewLayoutStorage()
            blackHole(try! workload.tree.layout(in: workload.container, storage: storage))
            print("| \(name) | \(storage.lastPassViewCount) | \(storage.lastPassBytes) | \(String(format: "%.0f", bytesPerView(storage))) |")
        }
        return 0
    }

    /// Rounds of `tessera-bench view --huge-pages`: each maps its blocks afresh (how many huge
    /// pages the kernel grants varies from one mapping to the next, as much as the timing).
    static let hugePageRounds = 9

    static func hugePages(views: [Int]) -> Int32 {
        #if os(Linux)
        print("Kept storage; blocks of at least the threshold mapped on huge pages, the rest allocated;")
        print("\(hugePageRounds) rounds, each with fresh storages, 9 interleaved layouts each; medians, and the rounds' range.")
        print("Default threshold: \(mebibytes(ViewLayoutStorage.defaultMappingThreshold)) MiB.")
        print("| workload | buffers of 1 MiB and more (MiB) | mapped: threshold, buffers | time | plain ÷ this | range |")
        print("| --- | --- | --- | ---: | ---: | --- |")
        for name in ["row-fixed", "row-flex", "column", "flow"].flatMap({ family in views.map { "\(family)-\($0)" } }) {
            guard let w = ViewLayoutBenchmarkWorkload(name: name) else { continue }
            let blocks = ViewLayoutStorage.laidOut(w, mappingFrom: nil).retainedBlockSizes.filter { $0.bytes >= 1 << 20 }
            // One threshold per distinct block size of 2 MiB and more, largest first: each maps
            // one more size of block than the one before.
            let thresholds = [nil] + Set(blocks.map(\.bytes).filter { $0 >= 2 << 20 }).sorted(by: >).map(Optional.some)
            var times = [[Double]](repeating: [], count: thresholds.count), ratios = times
            for _ in 0..<hugePageRounds {
                let storages = thresholds.map { ViewLayoutStorage.laidOut(w, mappingFrom: $0) }
                let m = interleavedMeasurements(runs: 9, warmingEachRun: true, storages.map { s in { blackHole(try! w.tree.layout(in: w.container, storage: s)) } })
                for i in thresholds.indices {
                    times[i].append(m[i].nanoseconds)
                    ratios[i].append(m[0].nanoseconds / m[i].nanoseconds)
                }
            }
            ViewLayoutStorage.mapLargeBlocks(from: ViewLayoutStorage.defaultMappingThreshold)
            let listed = blocks.map { "\($0.name) \(mebibytes($0.bytes))" }.joined(separator: ", ")
            // The row that maps what the default threshold maps: from its smallest block mapped.
            let mapsByDefault = blocks.filter { $0.bytes >= ViewLayoutStorage.defaultMappingThreshold }.map(\.bytes).min()
            for (i, threshold) in thresholds.enumerated() {
                var from = threshold.map { t in "\(mebibytes(t)) MiB: " + blocks.filter { $0.bytes >= t }.map(\.name).joined(separator: ", ") } ?? "none (plain)"
                if threshold == mapsByDefault { from += " (default)" }
                let r = ratios[i].sorted()
                let range = String(format: "%.3f–%.3f", r[0], r[r.count - 1])
                print("| \(name) | \(i == 0 ? listed : "") | \(from) | \(formatDuration(median(times[i]))) | \(String(format: "%.3f", median(r))) | \(range) |")
            }
        }
        #else
        print("Large blocks are mapped on huge pages on Linux only.")
        #endif
        return 0
    }

    static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / Double(1 << 20)) }
}

extension ViewLayoutStorage {
    /// A storage whose buffers were allocated by laying `workload` out once, blocks of at least
    /// `threshold` bytes mapped on huge pages (none when nil).
    static func laidOut(_ workload: ViewLayoutBenchmarkWorkload, mappingFrom threshold: Int?) -> ViewLayoutStorage {
        mapLargeBlocks(from: threshold)
        let storage = ViewLayoutStorage()
        blackHole(try! workload.tree.layout(in: workload.container, storage: storage))
        return storage
    }
}
