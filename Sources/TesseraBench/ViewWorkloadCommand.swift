import Foundation
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// `tessera-bench view --workload NAME --layouts N [--time]`: builds one workload's tree and lays
/// it out N times, each call cold (a new pass: nothing carried from the previous call), and
/// nothing else. Under `valgrind --tool=callgrind` the instructions of one layout are those of
/// `--layouts 2` less those of `--layouts 1`. `--time` also prints the median time of a layout,
/// cold and with a `ViewLayoutStorage` kept between layouts.
/// `tessera-bench view --linearity` prints the costs per leaf and per level instead (see
/// `ViewLinearityCommand`); `tessera-bench view --bytes` the bytes a pass touches per view for
/// each benchmark workload; `tessera-bench view --huge-pages [--views N,N…]` large blocks mapped on
/// huge pages against plain allocation on the kept-storage path (see `ViewMemoryCommand`).
enum ViewWorkloadCommand {
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--linearity") { return ViewLinearityCommand.run() }
        if arguments.contains("--bytes") { return ViewMemoryCommand.bytesPerView() }
        func value(_ flag: String) -> String? {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
            return arguments[i + 1]
        }
        if arguments.contains("--huge-pages") {
            var views = [50_000, 100_000, 200_000]
            if let list = value("--views") {
                views = list.split(separator: ",", omittingEmptySubsequences: false).compactMap { Int($0) }.filter { $0 >= 1 }
                guard !views.isEmpty, views.count == list.split(separator: ",", omittingEmptySubsequences: false).count else {
                    FileHandle.standardError.write(Data("error: --views takes view counts of at least 1, separated by commas (e.g. 50000,100000)\n".utf8))
                    return 2
                }
            }
            return ViewMemoryCommand.hugePages(views: views)
        }
        guard let name = value("--workload"), let workload = ViewLayoutBenchmarkWorkload(name: name) else {
            FileHandle.standardError.write(
                Data(
                    "usage: tessera-bench view --workload NAME --layouts N [--time] | --linearity; NAME is one of \(ViewLayoutBenchmarkWorkload.families.map { $0 + "-N" }.joined(separator: ", ")) (nested-D: depth)\n"
                        .utf8))
            return 2
        }
        guard let layouts = Int(value("--layouts") ?? "1"), layouts >= 0 else {
            FileHandle.standardError.write(Data("error: --layouts must be an integer >= 0\n".utf8))
            return 2
        }
        do {
            for _ in 0..<layouts { blackHole(try workload.tree.layout(in: workload.container)) }
            if arguments.contains("--time") {
                let runs = 5
                let ns = medianNanoseconds(runs: runs) { blackHole(try! workload.tree.layout(in: workload.container)) }
                let storage = ViewLayoutStorage()
                let kept = medianNanoseconds(runs: runs) { blackHole(try! workload.tree.layout(in: workload.container, storage: storage)) }
                print(
                    "\(name): \(workload.tree.leafCount) leaves, \(formatDuration(ns)) per layout (\(formatDuration(kept)) with a kept storage), \(String(format: "%.0f", ViewMemoryCommand.bytesPerView(storage))) bytes a view"
                )
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        return 0
    }
}
