import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// `tessera-bench view --linearity`: the time of one layout per leaf for rows (fixed and
/// flexible), columns and flows of 1k, 10k and 100k leaves, each cold (new buffers every layout)
/// and with a `ViewLayoutStorage` kept between layouts (as an app lays one screen out again and
/// again), with the page faults of each; then the time and measurements per level of trees 32,
/// 64 and 128 deep (nested ZStacks, nested flexible frames, stacks alternating with flexible
/// frames). Linear means the per-leaf and per-level columns stay flat.
enum ViewLinearityCommand {
    static func run() -> Int32 {
        print("| workload | leaves | cold: per layout | ns per leaf | page faults | kept storage: per layout | ns per leaf | page faults |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for family in ["row-fixed", "row-flex", "column", "flow"] {
            for count in [1_000, 10_000, 100_000] {
                guard let workload = ViewLayoutBenchmarkWorkload(name: "\(family)-\(count)") else { continue }
                let leaves = workload.tree.leafCount
                let runs = count >= 100_000 ? 5 : 11
                let storage = ViewLayoutStorage()
                let (cold, coldFaults) = measured(runs: runs) { blackHole(try! workload.tree.layout(in: workload.container)) }
                let (kept, keptFaults) = measured(runs: runs) { blackHole(try! workload.tree.layout(in: workload.container, storage: storage)) }
                print("| \(workload.name) | \(leaves) | \(formatDuration(cold)) | \(String(format: "%.0f", cold / Double(leaves))) | \(coldFaults) | \(formatDuration(kept)) | \(String(format: "%.0f", kept / Double(leaves))) | \(keptFaults) |")
            }
        }
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
                print("| \(name) | \(depth) | \(formatDuration(ns)) | \(String(format: "%.2f", ns / 1e3 / Double(depth))) | \(result.totalMeasurements) | \(String(format: "%.2f", Double(queries) / Double(depth))) |")
            }
        }
        return 0
    }
}

/// The median time of `body` over `runs` runs (after one to warm up) and the minor page faults
/// of one run (the median run's share of all of them).
private func measured(runs: Int, _ body: () -> Void) -> (nanoseconds: Double, pageFaults: Int) {
    body()
    let before = minorPageFaults()
    let ns = medianNanoseconds(runs: runs, body)
    // `medianNanoseconds` runs `body` once more to warm up, then `runs` times.
    return (ns, (minorPageFaults() - before) / (runs + 1))
}

/// The process's minor page faults so far (`getrusage`).
private func minorPageFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
}
