import Foundation
import Tessera
import TesseraBenchmarkFixtures
import TesseraSpec

/// `tessera-bench spec [--items N] [--runs R] [--phase parse|decode|none]`: the spec reader's two halves timed separately on
/// one large spec (`SpecSamples.waterfall`): parsing the JSON text (`JSONValue.parse`) and
/// decoding the parsed document into a `LayoutSpec` (`LayoutSpec.decode(_: SpecNode)`), with
/// Foundation's `JSONSerialization` parsing the same text for scale. Medians of `R` runs
/// (taking turns), after one warm-up.
enum SpecDecodeCommand {
    static func run(_ arguments: [String]) -> Int32 {
        func value(_ name: String, default d: Int) -> Int {
            guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Int(arguments[i + 1]) else { return d }
            return v
        }
        let items = value("--items", default: 1_000_000)
        let runs = value("--runs", default: 5)
        let data = SpecSamples.waterfall(items: items)
        guard let document = try? JSONValue.parse(data), (try? LayoutSpec.decode(SpecNode(document))) != nil else {
            FileHandle.standardError.write(Data("the sample spec does not decode\n".utf8))
            return 1
        }
        // `--phase parse|decode|none`: run one phase once after the setup, print nothing (for
        // instruction counts: `valgrind --tool=callgrind`, minus a `none` run for the setup).
        if let i = arguments.firstIndex(of: "--phase"), i + 1 < arguments.count {
            switch arguments[i + 1] {
            case "parse": blackHole(try! JSONValue.parse(data))
            case "decode": blackHole(try! LayoutSpec.decode(SpecNode(document)))
            default: break
            }
            return 0
        }
        let times = interleavedMedianNanoseconds(
            runs: runs,
            [
                { blackHole(try! JSONValue.parse(data)) },
                { blackHole(try! LayoutSpec.decode(SpecNode(document))) },
                { blackHole(try! JSONSerialization.jsonObject(with: data)) },
            ])
        let (parse, decode, foundation) = (times[0], times[1], times[2])
        if arguments.contains("--json") {
            print(#"{"workload": "spec", "items": \#(items), "bytes": \#(data.count), "parse_ns": \#(Int(parse)), "decode_ns": \#(Int(decode)), "foundation_parse_ns": \#(Int(foundation))}"#)
        } else {
            print("spec of \(items) items (\(data.count / 1_000_000) MB), medians of \(runs) runs:")
            print("  parse  (JSONValue.parse)            \(formatDuration(parse))")
            print("  decode (LayoutSpec.decode(SpecNode)) \(formatDuration(decode))  = \(String(format: "%.2f", decode / parse))× parse")
            print("  Foundation JSONSerialization parse  \(formatDuration(foundation))")
            print("  parse + decode                      \(String(format: "%.3f", (parse + decode) / foundation))× Foundation's parse")
        }
        return 0
    }
}
