import Foundation
import Tessera

/// Times `body` and returns the median of `runs` runs in nanoseconds (after one warm-up run).
/// Medians resist the noise of a shared machine better than means.
func medianNanoseconds(runs: Int, _ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let d = clock.measure(body)
        samples.append(Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9)
    }
    return median(samples)
}

/// The middle value of `values` (the upper one of the middle two for an even count); not empty.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Times each of `bodies` `runs` times, taking turns (one run of each per round, after one
/// warm-up round), and returns each one's median in nanoseconds. Taking turns exposes every
/// body to the same moments of a shared machine's load, so their ratios stay meaningful when
/// the machine is busy.
func interleavedMedianNanoseconds(runs: Int, _ bodies: [() -> Void]) -> [Double] {
    for body in bodies { body() }
    return interleavedMeasurements(runs: runs, warmingEachRun: false, bodies).map(\.nanoseconds)
}

/// Times each of `bodies` `runs` times, taking turns round by round as
/// `interleavedMedianNanoseconds` does: each one's median time and its minor page faults per
/// timed run. With `warmingEachRun`, each timed run follows an untimed one of the same body, so
/// that none is timed with the caches another body left (bodies of very different sizes).
func interleavedMeasurements(runs: Int, warmingEachRun: Bool, _ bodies: [() -> Void]) -> [(nanoseconds: Double, pageFaults: Int)] {
    var samples = [[Double]](repeating: [], count: bodies.count)
    var faults = [Int](repeating: 0, count: bodies.count)
    let clock = ContinuousClock()
    for _ in 0..<runs {
        for (i, body) in bodies.enumerated() {
            if warmingEachRun { body() }
            let before = minorPageFaults()
            let d = clock.measure(body)
            faults[i] += minorPageFaults() - before
            samples[i].append(Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9)
        }
    }
    return bodies.indices.map { (median(samples[$0]), faults[$0] / runs) }
}

/// Resident memory of this process in bytes (Linux `/proc/self/statm`; 0 elsewhere).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// One row of the results table.
struct BenchRow {
    var workload: String
    var items: Int
    var tessera: Double
    var baseline: Double?
    var floor: Double?
    var note: String = ""
    /// Figures worked out from this row and others of the same run, printed in JSON by name
    /// (the compositional layout's cost per item over the waterfall's: `per_item_vs_waterfall`).
    var figures: [(name: String, value: Double)] = []

    func json() -> String {
        func n(_ v: Double?) -> String { v.map { String(Int($0.rounded())) } ?? "null" }
        let extra = figures.map { #", "\#($0.name)": \#(String(format: "%.3f", $0.value))"# }.joined()
        let text = note.isEmpty ? "" : #", "note": "\#(note.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))""#
        return #"{"workload": "\#(workload)", "items": \#(items), "tessera_ns": \#(n(tessera)), "baseline_ns": \#(n(baseline)), "floor_ns": \#(n(floor))\#(extra)\#(text)}"#
    }
}

func formatDuration(_ ns: Double) -> String {
    if ns >= 1e9 { return String(format: "%.2f s", ns / 1e9) }
    if ns >= 1e6 { return String(format: "%.2f ms", ns / 1e6) }
    if ns >= 1e3 { return String(format: "%.2f µs", ns / 1e3) }
    return String(format: "%.0f ns", ns)
}

func printTable(_ rows: [BenchRow]) {
    func pad(_ s: String, _ w: Int) -> String { s.count >= w ? s : s + String(repeating: " ", count: w - s.count) }
    let header = [pad("workload", 34), pad("items", 9), pad("tessera", 11), pad("baseline", 11), pad("floor", 11), pad("vs baseline", 12), pad("vs floor", 9), "note"]
    print(header.joined(separator: " "))
    print(String(repeating: "-", count: 110))
    for r in rows {
        let vsBaseline = r.baseline.map { String(format: "%.1f× faster", $0 / r.tessera) } ?? "—"
        let vsFloor = r.floor.map { String(format: "%.2f×", r.tessera / $0) } ?? "—"
        print(
            [
                pad(r.workload, 34), pad(String(r.items), 9), pad(formatDuration(r.tessera), 11),
                pad(r.baseline.map(formatDuration) ?? "—", 11), pad(r.floor.map(formatDuration) ?? "—", 11),
                pad(vsBaseline, 12), pad(vsFloor, 9), r.note,
            ].joined(separator: " "))
    }
}

/// Memory measured along the way, printed after the table.
enum MemoryReport {
    static let residentBytesPerCell = LockedStorage<Double>(0)
    static let estimatedBytesPerCell = LockedStorage<Double>(0)
}

/// Collects rows; in JSON mode prints each as it is measured, else reports progress on stderr.
final class BenchRecorder {
    let asJSON: Bool
    private(set) var rows: [BenchRow] = []

    init(asJSON: Bool) { self.asJSON = asJSON }

    func record(_ row: BenchRow) {
        rows.append(row)
        if asJSON { print(row.json()) } else { FileHandle.standardError.write(Data("  measured \(row.workload) (\(row.items))\n".utf8)) }
    }
}
