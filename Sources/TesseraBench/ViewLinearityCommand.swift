import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// `tessera-bench view --linearity`: the time of one layout per leaf for rows (fixed and
/// flexible), columns and flows of 1k, 10k and 100k leaves, and the time and measurements per
/// level of trees 32, 64 and 128 deep (nested ZStacks, nested flexible frames, stacks
/// alternating with flexible frames). Linear means the per-leaf and per-level columns stay flat.
enum ViewLinearityCommand {
    static func run() -> Int32 {
        print("| workload | leaves | time per layout | ns per leaf |")
        print("| --- | ---: | ---: | ---: |")
        for family in ["row-fixed", "row-flex", "column", "flow"] {
            for count in [1_000, 10_000, 100_000] {
                guard let workload = ViewLayoutBenchmarkWorkload(name: "\(family)-\(count)") else { continue }
                let leaves = workload.tree.leafCount
                let ns = medianNanoseconds(runs: count >= 100_000 ? 5 : 11) { blackHole(try! workload.tree.layout(in: workload.container)) }
                print("| \(workload.name) | \(leaves) | \(formatDuration(ns)) | \(String(format: "%.0f", ns / Double(leaves))) |")
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
