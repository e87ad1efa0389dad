import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// What a view layout's pass touches, and where its memory comes from:
/// - `tessera-bench view --bytes`: for each benchmark workload, the bytes of the pass's
///   buffers' elements at the end of the pass (they only grow during it: its peak) per view.
/// - `tessera-bench view --huge-pages`: 25k- and 100k-leaf layouts with a kept `ViewLayoutStorage`, its
///   buffers' large blocks mapped on huge pages against the same from plain allocation,
///   interleaved in one run.
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

    static func hugePages() -> Int32 {
        #if os(Linux)
        print("| workload (kept storage) | mapped on huge pages | plain allocation | plain ÷ mapped |")
        print("| --- | ---: | ---: | ---: |")
        // 25,000 views: the pass's largest blocks are just past `HugePages.threshold` (2 MiB of
        // 80-byte nodes); 100,000: 8 MiB and more.
        for name in ["row-fixed", "row-flex", "column", "flow"].flatMap({ family in [25_000, 100_000].map { "\(family)-\($0)" } }) {
            guard let w = ViewLayoutBenchmarkWorkload(name: name) else { continue }
            // Each storage's buffers are allocated by its first layout, as the switch then says.
            func storage(mapping: Bool) -> ViewLayoutStorage {
                ViewLayoutStorage.mapsLargeBlocks(mapping)
                let storage = ViewLayoutStorage()
                blackHole(try! w.tree.layout(in: w.container, storage: storage))
                return storage
            }
            let mapped = storage(mapping: true), plain = storage(mapping: false)
            ViewLayoutStorage.mapsLargeBlocks(true)
            let m = interleavedMeasurements(runs: 15, warmingEachRun: true, [mapped, plain].map { s in { blackHole(try! w.tree.layout(in: w.container, storage: s)) } })
            print("| \(name) | \(formatDuration(m[0].nanoseconds)) | \(formatDuration(m[1].nanoseconds)) | \(String(format: "%.3f", m[1].nanoseconds / m[0].nanoseconds)) |")
        }
        #else
        print("Large blocks are mapped on huge pages on Linux only.")
        #endif
        return 0
    }
}
