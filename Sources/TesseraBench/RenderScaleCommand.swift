import Foundation
import TesseraBenchmarkFixtures
import TesseraSpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tessera-bench render [--items 1000000,10000000] [--tessera PATH] [--keep]`: the cost of
/// `tessera render SPEC --format json` as the spec grows. For each size it writes a waterfall
/// spec (`SpecSamples.writeWaterfall`, streamed to a temporary file), runs the built `tessera`
/// (beside this executable unless `--tessera` says otherwise) as a child process with its output
/// going to /dev/null, and reports the wall time, the CPU time (user + system), both per item,
/// and the child's peak resident memory (`wait4`'s `ru_maxrss` for that one child). One child
/// per size keeps the peaks apart: a process's peak never goes down. On a shared machine the
/// CPU time is the steadier measure: wall time also counts the waits for a core.
///
/// Build both first: `swift build -c release --product tessera && swift build -c release
/// --product tessera-bench`.
enum RenderScaleCommand {
    static func run(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
            return arguments[i + 1]
        }
        let sizes = (value("--items") ?? "1000000,10000000").split(separator: ",").compactMap { Int($0) }
        if arguments.contains("--phases") { return RenderPhases.run(items: sizes.first ?? 1_000_000) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let tessera = value("--tessera") ?? executable.appendingPathComponent("tessera").path
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
            fail("--items takes positive integers separated by commas (1000000,10000000)")
            return 2
        }
        guard FileManager.default.isExecutableFile(atPath: tessera) else {
            fail("no tessera executable at \(tessera): build it with `swift build -c release --product tessera` or pass --tessera PATH")
            return 2
        }
        var results: [(items: Int, bytes: Int, seconds: Double, cpu: Double, peak: Int)] = []
        for items in sizes {
            let path = NSTemporaryDirectory() + "/tessera-bench-render-\(getpid())-\(items).json"
            defer { if !arguments.contains("--keep") { removeFile(path) } }
            guard let bytes = writeSpec(items: items, to: path) else {
                fail("cannot write \(path)")
                return 1
            }
            guard let (seconds, cpu, peak) = runChild(tessera, ["render", path, "--format", "json"]) else {
                return 1
            }
            results.append((items, bytes, seconds, cpu, peak))
            let perItem = seconds / Double(items) * 1e9, cpuPerItem = cpu / Double(items) * 1e9
            if arguments.contains("--json") {
                print(
                    #"{"workload": "render-json", "items": \#(items), "spec_bytes": \#(bytes), "seconds": \#(String(format: "%.3f", seconds)), "ns_per_item": \#(Int(perItem.rounded())), "cpu_seconds": \#(String(format: "%.3f", cpu)), "cpu_ns_per_item": \#(Int(cpuPerItem.rounded())), "peak_rss_bytes": \#(peak)}"#
                )
            } else {
                print(
                    String(
                        format: "render --format json, %9d items (spec %4d MB): wall %7.2f s (%5.0f ns/item), CPU %7.2f s (%5.0f ns/item), peak RSS %5d MB",
                        items, bytes / 1_000_000, seconds, perItem, cpu, cpuPerItem, peak / 1_000_000))
            }
        }
        if results.count >= 2, !arguments.contains("--json") {
            let first = results[0], last = results[results.count - 1]
            let wall = (last.seconds / Double(last.items)) / (first.seconds / Double(first.items))
            let cpu = (last.cpu / Double(last.items)) / (first.cpu / Double(first.items))
            print(String(format: "time per item at %d: %.2f× that at %d (wall), %.2f× (CPU)", last.items, wall, first.items, cpu))
        }
        return 0
    }

    /// Writes the spec of `items` items to `path`; its size in bytes, nil on failure.
    static func writeSpec(items: Int, to path: String) -> Int? {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var bytes = 0
        var failed = false
        SpecSamples.writeWaterfall(items: items) { text in
            guard !failed else { return }
            let data = Data(text.utf8)
            bytes += data.count
            do { try handle.write(contentsOf: data) } catch { failed = true }
        }
        return failed ? nil : bytes
    }

    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}

/// `tessera-bench render --phases --items N`: where the memory of rendering a spec as JSON goes,
/// in this process: the resident memory (and the peak so far) after each step of
/// `tessera render`'s work, for finding what to shrink.
enum RenderPhases {
    static func run(items: Int) -> Int32 {
        func report(_ step: String) {
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            func field(_ name: String) -> Int {
                guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
                return (Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0) / 1024
            }
            print("\(step): resident \(field("VmRSS")) MB, peak \(field("VmHWM")) MB")
        }
        report("start")
        var data: Data? = SpecSamples.waterfall(items: items)
        report("spec text (\(data!.count / 1_000_000) MB)")
        var document: JSONValue? = try! JSONValue.parse(data!)
        report("parsed")
        data = nil
        report("text dropped")
        var spec: LayoutSpec? = try! LayoutSpec.decode(SpecNode(document!))
        report("decoded")
        document = nil
        report("document dropped")
        let snapshot = try! spec!.makeSnapshot()
        report("snapshot of \(snapshot.numberOfCells) cells")
        // As `tessera render` does: the items go once laid out.
        let contentOffset = spec!.contentOffset(in: snapshot)
        spec = nil
        report("spec dropped")
        var bytes = 0
        try! SnapshotJSONEncoder().encode(snapshot, contentOffset: contentOffset) { bytes += $0.count }
        report("encoded (\(bytes / 1_000_000) MB)")
        return 0
    }
}
