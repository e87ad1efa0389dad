import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// `tessera-bench view --linearity`: the time of one layout per leaf for rows (fixed and
/// flexible), columns and flows of 1k, 10k and 100k leaves, each cold (no storage: new buffers
/// every layout, nothing kept from earlier layouts) and with a `ViewLayoutStorage` kept between
/// layouts (as an app lays one screen out again and again), with the page faults of each, the
/// bytes a view its pass touched, and the ratio of the 100k figure to the 10k one; then the time and measurements per level of trees 32, 64 and
/// 128 deep (nested ZStacks, nested flexible frames, stacks alternating with flexible frames).
/// Linear means the per-leaf and per-level columns stay flat.
///
/// The three sizes of a family take turns, round by round, so that their ratio is not the
/// difference between two moments of a shared machine's load; each timed layout follows an
/// untimed one of the same size, so that none is timed with the caches another size left.
enum ViewLinearityCommand {
    static func run() -> Int32 {
        print("| workload | leaves | cold: per layout | ns per leaf | page faults | kept storage: per layout | ns per leaf | page faults | bytes per view |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        var ratios: [String] = []
        for family in ["row-fixed", "row-flex", "column", "flow"] {
            let workloads = [1_000, 10_000, 100_000].compactMap { ViewLayoutBenchmarkWorkload(name: "\(family)-\($0)") }
            let storages = workloads.map { _ in ViewLayoutStorage() }
            let cold = interleavedMeasurements(runs: 9, warmingEachRun: true, workloads.map { w in { blackHole(try! w.tree.layout(in: w.container)) } })
            let kept = interleavedMeasurements(
                runs: 9, warmingEachRun: true, workloads.indices.map { i in { blackHole(try! workloads[i].tree.layout(in: workloads[i].container, storage: storages[i])) } })
            var perLeaf: [(cold: Double, kept: Double)] = []
            for (i, workload) in workloads.enumerated() {
                let leaves = Double(workload.tree.leafCount)
                perLeaf.append((cold[i].nanoseconds / leaves, kept[i].nanoseconds / leaves))
                print(
                    "| \(workload.name) | \(workload.tree.leafCount) | \(formatDuration(cold[i].nanoseconds)) | \(String(format: "%.0f", perLeaf[i].cold)) | \(cold[i].pageFaults) | \(formatDuration(kept[i].nanoseconds)) | \(String(format: "%.0f", perLeaf[i].kept)) | \(kept[i].pageFaults) | \(String(format: "%.0f", ViewMemoryCommand.bytesPerView(storages[i]))) |"
                )
            }
            if perLeaf.count == 3 {
                ratios.append("| \(family) | \(String(format: "%.2f×", perLeaf[2].cold / perLeaf[1].cold)) | \(String(format: "%.2f×", perLeaf[2].kept / perLeaf[1].kept)) |")
            }
        }
        print("")
        print("| per leaf, 100k ÷ 10k | cold | kept storage |")
        print("| --- | ---: | ---: |")
        ratios.forEach { print($0) }
        print("")
        // Why cold is not flat: a cold pass allocates its buffers anew, and where glibc has given
        // a 100k pass's memory back to the kernel (it returns the top of its heap past its trim
        // threshold) each page is cleared on first touch; a 10k pass's come from glibc's heap,
        // cleared once and reused. Nothing is kept behind the caller's back: a caller that lays
        // out again keeps a storage.
        let mapped = String(format: "%.0f MiB", Double(ViewLayoutStorage.defaultMappingThreshold) / Double(1 << 20))
        print(
            "Cold 100k ÷ 10k above 1: where a 100k pass's buffers are fresh pages from the kernel (the page faults column; glibc gives the top of its heap back past its trim threshold), each is cleared on first touch, 4 KiB a fault, while a 10k pass's are reused from glibc's heap. That clearing is proportional to the bytes a pass touches (the bytes per view column). Blocks of \(mapped) and more (passes of about 150,000 views and more, a 100k column's nodes) are mapped on huge pages and fault 2 MiB at a time. With a kept storage nothing is cleared again."
        )
        print("")
        print("| deep tree | depth | time per layout | µs per level | measurements | size queries per level |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        let container = CGSize(width: 390, height: 844)
        for (name, tree) in DeepViewWorkloads.families {
            for depth in [32, 64, 128] {
                let node = tree(depth)
                let result = try! node.layout(in: container)
                let ns = medianNanoseconds(runs: 11) { blackHole(try! node.layout(in: container)) }
                let queries = result.leaves.reduce(0) { $0 + $1.sizeQueryCount }
                print(
                    "| \(name) | \(depth) | \(formatDuration(ns)) | \(String(format: "%.2f", ns / 1e3 / Double(depth))) | \(result.totalMeasurements) | \(String(format: "%.2f", Double(queries) / Double(depth))) |"
                )
            }
        }
        return 0
    }
}
