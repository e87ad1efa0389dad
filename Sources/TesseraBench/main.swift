import Foundation
import Tessera

// Tessera's benchmarks: `swift run -c release tessera-bench` prints one table, each workload
// beside baselines measured in the same run; `--json` prints one JSON object per workload.
// `--quick` uses smaller sizes (a smoke test of the harness, not a measurement).

if CommandLine.arguments.dropFirst().first == "view" {
    exit(ViewWorkloadCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "render" {
    exit(RenderScaleCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "nojump" {
    exit(NoJumpCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "spec" {
    exit(SpecDecodeCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}

if CommandLine.arguments.dropFirst().first == "flow" {
    // `tessera-bench flow [--quick]`: the flow layout's group alone.
    let recorder = BenchRecorder(asJSON: false)
    FlowBenchmarks.run(scale: CommandLine.arguments.contains("--quick") ? 100 : 1, recorder: recorder)
    printTable(recorder.rows)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "selfsizing" {
    exit(SelfSizingBenchmarks.command(Array(CommandLine.arguments.dropFirst(2))))
}

if CommandLine.arguments.dropFirst().first == "compositional" {
    exit(CompositionalBenchmarks.command(Array(CommandLine.arguments.dropFirst(2))))
}

let arguments = Set(CommandLine.arguments.dropFirst())
let asJSON = arguments.contains("--json")
let quick = arguments.contains("--quick")
let scale = quick ? 100 : 1

let recorder = BenchRecorder(asJSON: asJSON)

FeedBenchmarks.run(scale: scale, recorder: recorder)
CompositionalBenchmarks.run(scale: scale, recorder: recorder)
FlowBenchmarks.run(scale: scale, recorder: recorder)
CarouselBenchmarks.run(scale: scale, recorder: recorder)
ViewLayoutBenchmarks.run(scale: scale, recorder: recorder)

if asJSON {
    print(
        #"{"workload": "snapshot-memory", "items": \#(1_000_000 / scale), "resident_bytes_per_cell": \#(Int(MemoryReport.residentBytesPerCell.withLock { $0 }.rounded())), "estimated_bytes_per_cell": \#(Int(MemoryReport.estimatedBytesPerCell.withLock { $0 }.rounded()))}"#
    )
} else {
    print("Tessera benchmarks (release, \(ProcessInfo.processInfo.activeProcessorCount) cores; medians of repeated runs)")
    printTable(recorder.rows)
    print(
        String(
            format: "\nSnapshot memory at %d cells: %.1f bytes per cell resident growth, %.1f by the snapshot's own accounting (limit 64)",
            1_000_000 / scale, MemoryReport.residentBytesPerCell.withLock { $0 }, MemoryReport.estimatedBytesPerCell.withLock { $0 }))
}
