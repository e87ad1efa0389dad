import Foundation
import Tessera
import TesseraPlaygroundAPI

/// The playground's latency figures, measured through `PlaygroundAPI` in-process (what a
/// request costs the server, without the loopback socket): the visible rect of a 1M-item
/// waterfall while scrolling (the spec already laid out), and a 10k-item compositional spec
/// from an edit (a spec not seen before: decode, lay out, describe, then the first rect).
public enum PlaygroundBenchmark {
    /// A waterfall of `count` items in 2 columns, 390 × 844.
    public static func waterfallSpec(itemCount count: Int) -> Data {
        Data(#"{"container":{"width":390,"height":844},"displayScale":3,"sections":[{"itemCount":\#(count)}],"layout":{"waterfall":{"columns":2,"columnSpacing":6,"itemSpacing":6}}}"#.utf8)
    }

    /// A compositional spec of 100 sections of 100 items (10k): a header each, rows of three
    /// items, `spacing` between groups (each edit changes it).
    public static func compositionalSpec(spacing: Double) -> Data {
        let item = #"{"item":{"size":{"width":{"fractionalWidth":0.3333},"height":{"fractionalHeight":1}},"contentInsets":{"top":2,"leading":2,"bottom":2,"trailing":2}}}"#
        let group = #"{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":120}},"subitems":[\#(item)]}"#
        let header = #"{"elementKind":"header","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"alignment":"top","pinToVisibleBounds":true}"#
        let sections = Array(repeating: #"{"itemCount":100}"#, count: 100).joined(separator: ",")
        return Data(
            #"{"container":{"width":390,"height":844},"displayScale":3,"sections":[\#(sections)],"layout":{"compositional":{"section":{"group":\#(group),"interGroupSpacing":\#(spacing),"boundarySupplementaryItems":[\#(header)]}}}}"#
                .utf8)
    }

    /// Runs both measurements and returns the report's lines.
    public static func run(iterations: Int = 200) throws -> [String] {
        let api = PlaygroundAPI()
        var lines: [String] = []

        // 1M-item waterfall: lay out once (the first request), then rects down the feed.
        let feed = waterfallSpec(itemCount: 1_000_000)
        let first = try time { _ = try api.describe(spec: feed) }
        let height = try (JSONSerialization.jsonObject(with: api.describe(spec: feed)) as! [String: Any])["contentSize"].flatMap { ($0 as? [String: Double])?["height"] } ?? 0
        var rectTimes: [Double] = []
        var count = 0
        for i in 0..<iterations {
            let y = (height - 844) * Double(i) / Double(max(1, iterations - 1))
            let query = [("rect", "0,\(y),390,844"), ("offset", "0,\(y)")]
            rectTimes.append(try time { count = try api.layout(spec: feed, query: query).count })
        }
        lines.append("1M-item waterfall, first request (decode + layout):   \(format(first))")
        lines.append("1M-item waterfall, visible rect (390×844) request:    median \(format(median(rectTimes))), p95 \(format(percentile(rectTimes, 0.95)))  (\(count) bytes of JSON)   target < 2 ms")

        // 10k-item compositional: each edit is a spec never seen (new spacing): describe + rect.
        var editTimes: [Double] = []
        for i in 0..<max(5, iterations / 10) {
            let spec = compositionalSpec(spacing: 8 + Double(i % 50) / 10 + Double(i / 50))
            editTimes.append(
                try time {
                    _ = try api.describe(spec: spec)
                    _ = try api.layout(spec: spec, query: [("rect", "0,0,390,844"), ("offset", "0,0")])
                })
        }
        lines.append("10k-item compositional, edit (decode + layout + describe + first rect): median \(format(median(editTimes))), p95 \(format(percentile(editTimes, 0.95)))   target < 20 ms")
        return lines
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ xs: [Double]) -> Double { percentile(xs, 0.5) }

    static func percentile(_ xs: [Double], _ p: Double) -> Double {
        let sorted = xs.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
    }

    static func format(_ seconds: Double) -> String {
        seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
    }
}

extension PlaygroundBenchmark {
    /// `release` or `debug`: figures from a debug build are not the ones to quote.
    public static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }
}
