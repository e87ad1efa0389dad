import Foundation
import Tessera
import TesseraBenchmarkFixtures

/// The compositional layout at 100k items in 1,000 sections beside a waterfall of the same
/// items, and self-sizing updates beside a full layout.
enum CompositionalBenchmarks {
    static func run(scale: Int, recorder: BenchRecorder) {
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        let sectionCount = max(10, 1_000 / scale)
        let sections = Array(repeating: SectionData(itemCount: 100), count: sectionCount)
        let items = sectionCount * 100

        let mixed = CompositionalSamples.mixedLayout()
        let waterfall = WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6, headerHeight: 44)
        // Taking turns, so that both see the same moments of the machine's load.
        let medians = interleavedMedianNanoseconds(runs: 21, [
            { blackHole(try! mixed.makeSnapshot(sections: sections, environment: environment)) },
            { blackHole(try! waterfall.makeSnapshot(sections: sections, environment: environment)) },
        ])
        let (compositional, waterfallTime) = (medians[0], medians[1])
        recorder.record(BenchRow(workload: "compositional mixed, \(sectionCount) sections", items: items, tessera: compositional, baseline: nil, floor: nil,
                                 note: String(format: "%.2f× the waterfall per item (waterfall %@)", compositional / waterfallTime, formatDuration(waterfallTime))))

        // One cell reports its self-sized height: re-lay out its section, shift the rest.
        let list = CompositionalLayout(section: CompositionalSamples.selfSizingList())
        let snapshot = try! list.makeSnapshot(sections: sections, environment: environment)
        let full = medianNanoseconds(runs: 11) { blackHole(try! list.makeSnapshot(sections: sections, environment: environment)) }
        for (name, section) in [("first", 0), ("middle", sectionCount / 2), ("last", sectionCount - 1)] {
            let update = medianNanoseconds(runs: 51) {
                blackHole(try! list.snapshot(snapshot, updatingMeasuredSize: CGSize(width: 390, height: 120), at: .item(50, section: section)))
            }
            recorder.record(BenchRow(workload: "measured-size update, \(name) section", items: items, tessera: update, baseline: full, floor: nil,
                                     note: "baseline: full layout"))
        }
    }
}
