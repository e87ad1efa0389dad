import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// What one self-sizing measurement costs in a 100,000-item single-section list (the
/// compositional layout lays out only the group holding the item), through the driver (as UIKit drives a layout: the measurement's invalidation, then
/// `prepare` and the elements on screen), for the compositional layout (a list section, item
/// and group fw1 × est44) beside a one-column waterfall of the same items.
enum SelfSizingBenchmarks {
    static let itemCount = 100_000
    static let viewport = CGSize(width: 390, height: 844)

    /// `tessera-bench selfsizing [--measurements K] [--items N] [--phase waterfall|compositional]`:
    /// without `--phase`, times K measurements (default 200) of each layout in the middle of a
    /// list of N items (default 100,000) and prints the time per measurement, the ratio and the
    /// slowest single measurement (with its layout pass: a measurement that copies the list
    /// shows there), then one JSON line. With `--phase`, one
    /// session of that layout and nothing printed, for `valgrind --tool=callgrind`: the
    /// instructions of a run with K measurements less those of a run with 0, over K, are the
    /// work per measurement (callgrind's counts are the stable measure).
    static func command(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let measurements = value("--measurements").flatMap(Int.init) ?? 200
        let items = value("--items").flatMap(Int.init) ?? itemCount
        guard items >= 1_000, measurements >= 1 else {
            FileHandle.standardError.write(Data("selfsizing: --items takes at least 1000, --measurements at least 1\n".utf8))
            return 64
        }
        if let phase = value("--phase") {
            guard let layout = layout(named: phase) else {
                FileHandle.standardError.write(Data("selfsizing: unknown phase \(phase) (waterfall, compositional)\n".utf8))
                return 64
            }
            var session = Session(layout, items: items)
            session.measure(measurements)
            return 0
        }
        let runs = ["waterfall", "compositional"].map { name -> (mean: Double, slowest: Double) in
            var session = Session(layout(named: name)!, items: items)
            let clock = ContinuousClock()
            var slowest = Duration.zero
            let d = clock.measure { session.measure(measurements) { slowest = max(slowest, $0) } }
            return (d.microseconds * 1e3 / Double(measurements), slowest.microseconds)
        }
        let ns = runs.map(\.mean)
        print(
            String(
                format: "self-sizing measurement, %d-item list, middle of the list: waterfall %.1f µs, compositional %.1f µs (%.2f×); slowest %.0f and %.0f µs",
                items, ns[0] / 1e3, ns[1] / 1e3, ns[1] / ns[0], runs[0].slowest, runs[1].slowest))
        print(
            #"{"workload": "selfsizing", "items": \#(items), "measurements": \#(measurements), "waterfall_ns_per_measurement": \#(Int(ns[0])), "compositional_ns_per_measurement": \#(Int(ns[1])), "compositional_vs_waterfall_per_measurement": \#(String(format: "%.3f", ns[1] / ns[0])), "waterfall_slowest_us": \#(Int(runs[0].slowest)), "compositional_slowest_us": \#(Int(runs[1].slowest))}"#
        )
        return 0
    }

    static func layout(named name: String) -> (any CollectionLayout)? {
        switch name {
        case "waterfall": WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0)
        case "compositional": CompositionalLayout(section: CompositionalSamples.selfSizingList())
        default: nil
        }
    }

    /// A driver over the list, scrolled to its middle with the cells there shown, one measured.
    struct Session {
        let driver: CollectionLayoutDriver
        let sections: [SectionData]
        let environment = LayoutEnvironment(containerSize: viewport, displayScale: 3)
        var offset: CGPoint
        var measured = Set<IndexPath>()
        var next = 0

        init(_ layout: any CollectionLayout, items: Int = itemCount) {
            sections = [SectionData(items: Array(repeating: .estimatedHeight(44), count: items))]
            offset = CGPoint(x: 0, y: CGFloat(items / 2) * 44)
            driver = CollectionLayoutDriver(layout)
            _ = layOut()
            // The first measurement turns a waterfall feed into one laid out a part at a time
            // (the half of the list above the viewport laid out once): setup, not steady state.
            measure(1)
        }

        /// `prepare`, the content size and the elements on screen (UIKit's layout pass).
        mutating func layOut() -> [LayoutAttributes] {
            let sections = self.sections
            driver.prepare(environment: environment, contentOffset: offset) { sections }
            blackHole(driver.collectionViewContentSize)
            return driver.layoutAttributesForElements(in: CGRect(origin: offset, size: viewport))
        }

        /// `count` cells on screen measure themselves at 0.5–1.5× their estimate, one at a time,
        /// each followed by a layout pass (`timed` told how long each took, with its pass); a
        /// screen with every cell measured scrolls on by one.
        mutating func measure(_ count: Int, timed: ((Duration) -> Void)? = nil) {
            let clock = ContinuousClock()
            // When the measurement being timed began: its time ends with the layout pass after it.
            var began: ContinuousClock.Instant?
            var done = 0
            while done < count {
                let shown = layOut()
                if let b = began { timed?(clock.now - b) }
                began = nil
                let cells = shown.filter { $0.representedElementCategory == .cell && !measured.contains($0.indexPath) }
                guard let cell = cells.first else {
                    offset.y += viewport.height
                    continue
                }
                measured.insert(cell.indexPath)
                let height = 44 * (0.5 + CGFloat((next * 37) % 101) / 100)
                next += 1
                let size = CGSize(width: cell.frame.width, height: height)
                let start = clock.now
                guard driver.shouldInvalidateLayout(forPreferredSize: size, withOriginalAttributes: cell) else { continue }
                let context = driver.invalidationContext(forPreferredSize: size, withOriginalAttributes: cell, contentOffset: offset)
                driver.invalidate(context)
                offset.y += context.contentOffsetAdjustment.y
                done += 1
                began = start
            }
            _ = layOut()
            if let b = began { timed?(clock.now - b) }
        }
    }
}
