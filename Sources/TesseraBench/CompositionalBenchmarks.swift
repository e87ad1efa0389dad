import Foundation
import Tessera
import TesseraBenchmarkFixtures

/// The compositional layout at 100k items in 1,000 sections beside a waterfall of the same
/// items, and self-sizing updates beside a full layout.
enum CompositionalBenchmarks {
    /// `tessera-bench compositional [--phase compositional|waterfall|none [--runs N]]`: this
    /// group of benchmarks alone (the compositional layout beside the waterfall, per item); with
    /// `--phase`, one layout of 100k items in 1,000 sections (or `--runs` of them, for a
    /// sampling profiler such as `perf record`) and nothing printed, for `valgrind
    /// --tool=callgrind` (less a `none` run for the setup).
    static func command(_ arguments: [String]) -> Int32 {
        if let i = arguments.firstIndex(of: "--phase"), i + 1 < arguments.count {
            let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
            let sections = Array(repeating: SectionData(itemCount: 100), count: 1_000)
            let runs = arguments.firstIndex(of: "--runs").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 1
            for _ in 0..<max(0, runs) {
                switch arguments[i + 1] {
                case "compositional": blackHole(try! CompositionalSamples.mixedLayout().makeSnapshot(sections: sections, environment: environment))
                case "waterfall":
                    let waterfall = WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6, headerHeight: 44)
                    blackHole(try! waterfall.makeSnapshot(sections: sections, environment: environment))
                default: break
                }
            }
            return 0
        }
        let recorder = BenchRecorder(asJSON: arguments.contains("--json"))
        run(scale: 1, recorder: recorder)
        if !arguments.contains("--json") { printTable(recorder.rows) }
        return 0
    }

    static func run(scale: Int, recorder: BenchRecorder) {
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        let sectionCount = max(10, 1_000 / scale)
        let sections = Array(repeating: SectionData(itemCount: 100), count: sectionCount)
        let items = sectionCount * 100

        let mixed = CompositionalSamples.mixedLayout()
        let waterfall = WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6, headerHeight: 44)
        // Taking turns, so that both see the same moments of the machine's load.
        let medians = interleavedMedianNanoseconds(
            runs: 21,
            [
                { blackHole(try! mixed.makeSnapshot(sections: sections, environment: environment)) },
                { blackHole(try! waterfall.makeSnapshot(sections: sections, environment: environment)) },
            ])
        let (compositional, waterfallTime) = (medians[0], medians[1])
        recorder.record(
            BenchRow(
                workload: "compositional mixed, \(sectionCount) sections", items: items, tessera: compositional, baseline: nil, floor: nil,
                note: String(format: "%.2f× the waterfall per item (waterfall %@)", compositional / waterfallTime, formatDuration(waterfallTime)),
                figures: [("per_item_vs_waterfall", compositional / waterfallTime), ("waterfall_ns", waterfallTime)]))

        // One cell reports its self-sized height: re-lay out its section, shift the rest.
        let list = CompositionalLayout(section: CompositionalSamples.selfSizingList())
        let snapshot = try! list.makeSnapshot(sections: sections, environment: environment)
        let full = medianNanoseconds(runs: 11) { blackHole(try! list.makeSnapshot(sections: sections, environment: environment)) }
        for (name, section) in [("first", 0), ("middle", sectionCount / 2), ("last", sectionCount - 1)] {
            let update = medianNanoseconds(runs: 51) {
                blackHole(try! list.snapshot(snapshot, updatingMeasuredSize: CGSize(width: 390, height: 120), at: .item(50, section: section)))
            }
            recorder.record(
                BenchRow(
                    workload: "measured-size update, \(name) section", items: items, tessera: update, baseline: full, floor: nil,
                    note: "baseline: full layout"))
        }
    }
}
