import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// SwiftUI-style containers: time per layout pass and how often each leaf was measured.
enum ViewLayoutBenchmarks {
    static func run(scale: Int, recorder: BenchRecorder) {
        let count = max(100, 10_000 / scale)
        let workloads: [(String, ViewNode, CGSize, Int)] = [
            ("HStack of \(count) children", ViewLayoutWorkloads.wideHStack(count: count), CGSize(width: CGFloat(count) * 20, height: 100), count),
            ("Grid 100 × 100", ViewLayoutWorkloads.grid(rows: 100, columns: 100), CGSize(width: 1000, height: 1000), 10_000),
            ("stacks nested 10 deep", ViewLayoutWorkloads.nestedStacks(depth: 10), CGSize(width: 390, height: 844), 20),
        ]
        for (name, tree, size, leaves) in workloads {
            var result: ViewLayoutResult?
            let time = medianNanoseconds(runs: 11) { result = try! tree.layout(in: size) }
            recorder.record(
                BenchRow(
                    workload: name, items: leaves, tessera: time, baseline: nil, floor: nil,
                    note: String(format: "%.0f ns/leaf, each leaf measured ≤ %d×", time / Double(leaves), result!.maximumMeasurementsPerLeaf)))
        }
    }
}
