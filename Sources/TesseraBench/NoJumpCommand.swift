import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// `tessera-bench nojump [--seed N] [--items N] [--family NAME] [--quick] [--frames-only] [--per-section N] [--frame-budget S]` (docs/no-jump.md): scripted
/// self-sizing sessions on the adapter driver in UIKit's call order with the live offset, one
/// per family (`NoJumpFamily`: waterfalls of 2 and 3 columns, the Explore mosaic, a
/// compositional list and 3-a-row grid, a flow of self-sizing widths, a chat), judged from the
/// screen (`NoJumpScreen`: every cell shown before and after each step, followed by identity,
/// the user's own scroll subtracted). True sizes are 0.2–5 times the estimates, drawn from the
/// seed; cells measure in a random order; the script drags and flings both ways, jumps to items
/// and drags back, makes random batch updates above, below and inside the viewport, prepends,
/// changes the width mid-scroll, grows a cell and flips one. The per-frame work is taken on the
/// same frame script at 100,000 and 1,000,000 items. Every number printed comes from these runs;
/// the last line is one JSON object.
enum NoJumpCommand {
    static func run(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? { arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
        let quick = arguments.contains("--quick")
        guard let items = value("--items").map({ Int($0) }) ?? (quick ? 5_000 : 100_000), items >= 1_000 else {
            FileHandle.standardError.write(Data("nojump: --items takes a whole number of at least 1000\n".utf8))
            return 2
        }
        let seed = value("--seed").map { UInt64($0) } ?? UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000
        guard let seed else {
            FileHandle.standardError.write(Data("nojump: --seed takes a whole number\n".utf8))
            return 2
        }
        let only = value("--family").map { NoJumpFamily(rawValue: $0) }
        if let only, only == nil {
            FileHandle.standardError.write(Data("nojump: --family is one of \(NoJumpFamily.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            return 2
        }
        var all = NoJumpTotals()
        var perFamily: [(String, CGFloat)] = []
        var cost: [Int: NoJumpTotals] = [:]
        // `--frames-only`: the frame script alone, at `--items` (for scripts/nojump-instructions).
        let framesOnly = arguments.contains("--frames-only")
        // `--per-section N`: the frame script's sections hold N items (one section unless given).
        let perSectionText = value("--per-section")
        let perSectionGiven = perSectionText.flatMap { Int($0) }
        if perSectionText != nil, (perSectionGiven ?? 0) < 1 {
            FileHandle.standardError.write(Data("nojump: --per-section takes a whole number of at least 1\n".utf8))
            return 2
        }
        // A cost run's frames stop after this long (`NoJumpView.deadline`; `--frame-budget S`).
        guard let costSeconds = value("--frame-budget").map({ Int($0) }) ?? 60, costSeconds > 0 else {
            FileHandle.standardError.write(Data("nojump: --frame-budget takes a whole number of seconds, at least 1\n".utf8))
            return 2
        }
        let costSizes = quick || framesOnly ? [items] : [100_000, 1_000_000]
        for family in NoJumpFamily.allCases where only == nil || only == family {
            // Each family's session, then the same family right to left (a session of its own).
            for rightToLeft in [false, true] where !framesOnly {
                var session = NoJumpSession(family, items: items, seed: seed, rightToLeft: rightToLeft)
                let t = session.run(costOnly: false)
                let name = family.rawValue + (rightToLeft ? "_rtl" : "")
                report(name, t)
                all.merge(t)
                perFamily.append((name, t.visibleMaxShift))
            }
            for n in costSizes {
                // One section of every item unless `--per-section` says otherwise: a frame's
                // cost must not grow with the feed, and a feed is often one long section.
                var c = NoJumpSession(family, items: n, perSection: perSectionGiven ?? n, seed: seed)
                c.view.deadline = .now + .seconds(costSeconds)
                let ct = c.run(costOnly: true, timesUpdates: !framesOnly)
                cost[n, default: NoJumpTotals()].merge(ct)
                print("\(family.rawValue) at \(n) items: frames \(ct.frameKinds.map { "\($0.count) \($0.kind)" }.joined(separator: ", "))")
                if !ct.updateFrameMicroseconds.isEmpty {
                    print(
                        String(
                            format: "%@ at %d items: batch updates deep in the feed %@ µs", family.rawValue, n, ct.updateFrameMicroseconds.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
                }
                if c.view.outOfTime { print("\(family.rawValue) at \(n) items: the frame script stopped after \(costSeconds) s (\(c.t.frameMicroseconds.count) frames): its frames are that slow") }
            }
        }
        for n in costSizes {
            let e = cost[n]!.frameElements.sorted(), us = cost[n]!.frameMicroseconds.sorted(), u = cost[n]!.updateFrameMicroseconds.sorted()
            print(
                String(
                    format: "frame work at %d items: elements laid out median %.0f, p99 %.0f; time median %.1f µs, p99 %.1f µs (%d frames)", n,
                    percentile(e, 0.5), percentile(e, 0.99), percentile(us, 0.5), percentile(us, 0.99), e.count))
            if !u.isEmpty { print(String(format: "batch updates deep in the feed at %d items: time median %.1f µs, max %.1f µs (%d)", n, percentile(u, 0.5), u.last ?? 0, u.count)) }
        }
        if framesOnly { return 0 }
        let ratio = perMeasurementRatio(items: items)
        print(String(format: "single-section %d-item self-sizing list: a measurement costs %.1f µs (compositional) and %.1f µs (waterfall)", items, ratio.compositional, ratio.waterfall))
        let families = perFamily.map { String(format: "\"%@\": %.3f", $0.0, Double($0.1)) }.joined(separator: ", ")
        let frameFields = costSizes.map { n -> String in
            let e = cost[n]!.frameElements.sorted(), us = cost[n]!.frameMicroseconds.sorted(), u = cost[n]!.updateFrameMicroseconds.sorted()
            let name = n >= 1_000_000 ? "\(n / 1_000_000)m" : "\(n / 1_000)k"
            return String(
                format:
                    "\"frame_elements_%@_median\": %.0f, \"frame_elements_%@_p99\": %.0f, \"frame_us_%@_median\": %.1f, \"frame_us_%@_p99\": %.1f, \"update_frame_us_%@_median\": %.1f, \"update_frame_us_%@_max\": %.1f",
                name, percentile(e, 0.5), name, percentile(e, 0.99), name, percentile(us, 0.5), name, percentile(us, 0.99), name, percentile(u, 0.5), name, u.last ?? 0)
        }.joined(separator: ", ")
        print(
            String(
                format:
                    #"{"workload": "nojump", "seed": %llu, "items": %d, "visible_max_shift_pt": %.3f, "per_family_visible_max_shift_pt": {%@}, "width_change_top_item_shift_pt": %.3f, "width_change_top_item_changes": %d, "top_settle_max_step_pt": %.3f, "top_misalignment_at_rest_pt": %.3f, "shown_item_column_changes": %d, "scroll_to_index_max_error_pt": %.3f, "nonconverging_loops": %d, "chat_end_gap_pt": %.3f, "edge_spring_back_max_pt": %.3f, %@, "compositional_vs_waterfall_per_measurement": %.2f, "steps": %d, "scrolls_to_index": %d}"#,
                seed, items, Double(all.visibleMaxShift), families, Double(all.widthChangeTopShift), all.widthChangeTopItemChanges, Double(all.topSettleMaxStep), Double(all.topMisalignmentAtRest),
                all.columnChanges, Double(all.scrollToIndexMaxError), all.nonConvergingLoops, Double(all.chatEndGap), Double(all.springBackMax), frameFields,
                ratio.compositional / max(ratio.waterfall, 1e-9), all.steps, all.scrollsToIndex))
        return 0
    }

    static func report(_ name: String, _ t: NoJumpTotals) {
        print(
            String(
                format:
                    "%@: visible max shift %.3f pt over %d steps, width change top item %.3f pt (%d no longer first), top settle step %.3f pt, columns apart at rest at the top %.3f pt, %d column changes, scroll-to-index max error %.3f pt over %d, %d non-converging, chat end gap %.3f pt, spring back at an end %.3f pt",
                name, Double(t.visibleMaxShift), t.steps, Double(t.widthChangeTopShift), t.widthChangeTopItemChanges, Double(t.topSettleMaxStep), Double(t.topMisalignmentAtRest), t.columnChanges,
                Double(t.scrollToIndexMaxError), t.scrollsToIndex, t.nonConvergingLoops, Double(t.chatEndGap), Double(t.springBackMax)))
        print("  by step: " + t.byKind.sorted { $0.key < $1.key }.map { String(format: "%@ %.1f", $0.key, Double($0.value)) }.joined(separator: ", "))
        fflush(nil)
    }

    static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
    }

    /// On a single-section self-sizing list of `items` rows (estimated 100), scrolled to its
    /// middle: the median time of one measurement (its invalidation and the `prepare` that
    /// adopts it) under a compositional list and under a one-column waterfall, in µs.
    static func perMeasurementRatio(items: Int) -> (compositional: Double, waterfall: Double) {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let compositional = CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])))
        let waterfall = WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0)
        // The two in turns, a round each (the shown cells measuring once), so that a shared
        // machine's load falls on both alike; the median of each one's samples.
        let truth = NoJumpTruth(seed: 0, estimate: CGSize(width: 0, height: 100), spread: 1)
        let views = [
            NoJumpView(compositional, sectionSizes: [items], truth: truth) { SectionData(itemCount: $0) },
            NoJumpView(waterfall, sectionSizes: [items], truth: truth) { SectionData(items: Array(repeating: .estimatedHeight(100), count: $0)) },
        ]
        var samples: [[Double]] = [[], []]
        let clock = ContinuousClock()
        for view in views {
            view.pass()
            view.scroll(to: CGPoint(x: 0, y: CGFloat(items / 2) * 100))
        }
        for round in 0..<10 {
            for (k, view) in views.enumerated() {
                for a in view.pass() {
                    // A size other than the last round's, so that every measurement invalidates.
                    let size = CGSize(width: a.frame.width, height: 60 + CGFloat((a.indexPath.itemIndex + round) % 5) * 20)
                    let d = clock.measure {
                        guard view.driver.shouldInvalidateLayout(forPreferredSize: size, withOriginalAttributes: a) else { return }
                        view.invalidate(view.driver.invalidationContext(forPreferredSize: size, withOriginalAttributes: a, contentOffset: view.bounds.origin))
                        view.pass()
                    }
                    samples[k].append(d.microseconds)
                }
            }
        }
        return (percentile(samples[0].sorted(), 0.5), percentile(samples[1].sorted(), 0.5))
    }
}
