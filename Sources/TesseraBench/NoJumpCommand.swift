import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// `tessera-bench nojump [--quick] [--family NAME]` (issue 38, point 8): scripted self-sizing sessions on the
/// adapter driver, one per layout family (waterfall, mosaic, compositional, flow), on a feed of
/// 100,000 items (`--quick`: 5,000) in sections of 1,000. Cells measure 0.5–1.5 times their
/// estimates, shown cells in a random order; the script scrolls in, makes random updates above
/// the viewport (inserts, deletes, reloads, prepends, sections appearing and going, cells above
/// measuring anew), scrolls to random items at random positions, and flings to the end and
/// back. Every number printed comes from these runs; the last line is one JSON object.
enum NoJumpCommand {
    enum Family: String, CaseIterable { case waterfall, mosaic, compositional, flow }

    struct Totals {
        var anchorMaxShift: CGFloat = 0
        /// Across the scroll axis: a grid re-flows when items go in before the anchor in its own
        /// section (one content offset keeps only its row); reported, not part of the guarantee.
        var anchorMaxCrossShift: CGFloat = 0
        var byKind: [String: CGFloat] = [:]
        mutating func shift(_ d: CGFloat, _ kind: String, _ detail: @autoclosure () -> String) {
            anchorMaxShift = max(anchorMaxShift, d)
            byKind[kind] = max(byKind[kind] ?? 0, d)
            if d != 0, ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil { print("TRACE \(kind) \(d): \(detail())") }
        }
        var columnChanges = 0
        var scrollToIndexMaxError: CGFloat = 0
        var nonConvergingLoops = 0
        var frameMicroseconds: [Double] = []
        var updates = 0
        var scrollsToIndex = 0
    }

    static func run(_ arguments: [String]) -> Int32 {
        let quick = arguments.contains("--quick")
        let total = quick ? 5_000 : 100_000
        var all = Totals()
        // `--family NAME`: one family's sessions alone (to profile it); the ratio line still runs.
        let only = arguments.firstIndex(of: "--family").flatMap { $0 + 1 < arguments.count ? Family(rawValue: arguments[$0 + 1]) : nil }
        for family in Family.allCases where only == nil || only == family {
            let t = session(family, items: total, seed: 38)
            let sorted = t.frameMicroseconds.sorted()
            print(
                String(
                    format:
                        "%@: anchor max shift %.3f pt over %d updates, %d shown items changed column, scroll-to-index max error %.3f pt over %d, %d non-converging loops, frame layout median %.1f µs, p99 %.1f µs (%d frames)",
                    family.rawValue, Double(t.anchorMaxShift), t.updates, t.columnChanges, Double(t.scrollToIndexMaxError), t.scrollsToIndex,
                    t.nonConvergingLoops, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.count))
            print(String(format: "  anchor max shift across the scroll axis (a grid re-flowing): %.3f pt", Double(t.anchorMaxCrossShift)))
            print("  anchor max shift by step: " + t.byKind.sorted { $0.key < $1.key }.map { String(format: "%@ %.3f", $0.key, Double($0.value)) }.joined(separator: ", "))
            fflush(nil)
            all.anchorMaxShift = max(all.anchorMaxShift, t.anchorMaxShift)
            all.anchorMaxCrossShift = max(all.anchorMaxCrossShift, t.anchorMaxCrossShift)
            all.columnChanges += t.columnChanges
            all.scrollToIndexMaxError = max(all.scrollToIndexMaxError, t.scrollToIndexMaxError)
            all.nonConvergingLoops += t.nonConvergingLoops
            all.frameMicroseconds += t.frameMicroseconds
            all.updates += t.updates
            all.scrollsToIndex += t.scrollsToIndex
        }
        let ratio = perMeasurementRatio(items: total)
        print(String(format: "single-section %d-item self-sizing list: a measurement costs %.1f µs (compositional) and %.1f µs (waterfall)", total, ratio.compositional, ratio.waterfall))
        let sorted = all.frameMicroseconds.sorted()
        print(
            String(
                format:
                    #"{"workload": "nojump", "items": %d, "anchor_max_shift_pt": %.3f, "anchor_max_cross_shift_pt": %.3f, "shown_item_column_changes": %d, "scroll_to_index_max_error_pt": %.3f, "nonconverging_loops": %d, "frame_layout_us_median": %.1f, "frame_layout_us_p99": %.1f, "compositional_vs_waterfall_per_measurement": %.2f, "updates": %d, "scrolls_to_index": %d, "frames": %d}"#,
                total, Double(all.anchorMaxShift), Double(all.anchorMaxCrossShift), all.columnChanges, Double(all.scrollToIndexMaxError), all.nonConvergingLoops,
                percentile(sorted, 0.5), percentile(sorted, 0.99), ratio.compositional / max(ratio.waterfall, 1e-9),
                all.updates, all.scrollsToIndex, sorted.count))
        return 0
    }

    static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
    }

    static func layout(_ family: Family) -> any CollectionLayout {
        switch family {
        case .waterfall: return WaterfallLayout(columns: .fixed(2), columnSpacing: 8, itemSpacing: 8)
        case .mosaic: return MosaicLayout.explore(spacing: 2)
        case .compositional:
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
            return CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])))
        case .flow:
            var flow = CollectionViewFlowLayout(itemSize: CGSize(width: 120, height: 120), estimatedItemSize: .automatic)
            flow.minimumLineSpacing = 6
            return flow
        }
    }

    static func section(_ family: Family, _ n: Int) -> SectionData {
        family == .waterfall ? SectionData(items: Array(repeating: .estimatedHeight(200), count: n)) : SectionData(itemCount: n)
    }

    /// What item `p` measures, as a factor of its estimate: 0.5–1.5, fixed per index path.
    static func factor(_ p: IndexPath) -> CGFloat {
        var h = UInt64(truncatingIfNeeded: p.sectionIndex &* 1_000_003 &+ p.itemIndex) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        return 0.5 + CGFloat(h % 1_001) / 1_000
    }

    /// The first shown cell in index-path order and where it is on screen.
    static func anchor(_ shown: [LayoutAttributes], _ view: NoJumpView) -> (IndexPath, CGPoint)? {
        shown.min { $0.indexPath < $1.indexPath }.map { ($0.indexPath, CGPoint(x: $0.frame.minX, y: $0.frame.minY - view.bounds.minY)) }
    }

    /// Records the x of every shown item; an item shown before at another x, in a section no
    /// update touched since, changed column.
    static func recordColumns(_ shown: [LayoutAttributes], _ xs: inout [IndexPath: CGFloat]) -> Int {
        var changes = 0
        for a in shown {
            if let x = xs[a.indexPath], abs(x - a.frame.minX) > 0.5 { changes += 1 }
            xs[a.indexPath] = a.frame.minX
        }
        return changes
    }

    /// Scrolls frame by frame to `target`, `step` points a frame, letting the shown cells
    /// measure at each; times each frame and checks that the first cell shown that had measured
    /// before the frame stays where the scroll put it while the new ones measure.
    static func scrollFrames(_ view: NoJumpView, _ kind: String, to target: () -> CGFloat, step: CGFloat, _ t: inout Totals, _ xs: inout [IndexPath: CGFloat], _ rng: inout SplitMix) {
        let clock = ContinuousClock()
        var frames = 0
        while abs(view.bounds.minY - target()) > 0.5, frames < 100_000 {
            frames += 1
            let goal = target()
            let y = view.bounds.minY < goal ? min(goal, view.bounds.minY + step) : max(goal, view.bounds.minY - step)
            var anchorBefore: (IndexPath, CGFloat)?
            let d = clock.measure {
                view.scroll(to: CGPoint(x: 0, y: y))
                let shown = view.pass()
                if let a = shown.filter({ view.driver.measuredSizes[$0.indexPath] != nil }).min(by: { $0.indexPath < $1.indexPath }) {
                    anchorBefore = (a.indexPath, a.frame.minY - view.bounds.minY)
                }
                view.settle(&rng)
            }
            t.frameMicroseconds.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
            let shown = view.pass()
            if let (p, place) = anchorBefore, let now = shown.first(where: { $0.indexPath == p }) {
                t.shift(abs(now.frame.minY - view.bounds.minY - place), kind, "anchor \(p) at \(place) now \(now.frame.minY - view.bounds.minY), offset \(view.bounds.minY)")
            }
            t.columnChanges += recordColumns(shown, &xs)
        }
    }

    static func session(_ family: Family, items: Int, seed: UInt64) -> Totals {
        var rng = SplitMix(seed: seed &+ UInt64(Family.allCases.firstIndex(of: family)!))
        var t = Totals()
        var xs: [IndexPath: CGFloat] = [:]
        let perSection = 1_000
        let view = NoJumpView(layout(family), sections: (0..<(items / perSection)).map { _ in section(family, perSection) }, factor: factor)
        view.pass()
        view.settle(&rng)
        // Scroll in: frames of 600 points to the start of section 3 (sections above to update).
        let sectionThree = view.driver.layoutAttributesForItem(at: .item(0, section: 3))?.frame.minY ?? 12_000
        scrollFrames(view, "scroll-in frame", to: { sectionThree }, step: 600, &t, &xs, &rng)
        // Random updates above the viewport.
        for _ in 0..<40 {
            view.settle(&rng)
            let shown = view.pass()
            _ = recordColumns(shown, &xs)
            guard let (anchor, place) = anchor(shown, view) else { break }
            var data = view.sections
            var updates: [CollectionUpdate] = []
            var touched: Set<Int> = []
            var kind = "measure above"
            // With the anchor in the first section (sections above all gone), items are prepended.
            switch anchor.sectionIndex == 0 ? 1 : rng.next() % 7 {
            case 0, 1:  // insert items in a section above (case 1: a prepend, at item 0 of section 0)
                let s = anchor.sectionIndex == 0 || rng.next() % 2 == 0 ? 0 : Int.random(in: 0..<anchor.sectionIndex, using: &rng)
                let k = Int.random(in: 1...40, using: &rng), at = s == 0 ? 0 : Int.random(in: 0...data[s].count, using: &rng)
                updates = (at..<at + k).map { .insertItem(.item($0, section: s)) }
                kind = at == 0 && s == 0 ? "prepend" : "insert"
                data[s] = section(family, data[s].count + k)
                touched = [s]
            case 2:  // delete items in a section above
                let s = Int.random(in: 0..<anchor.sectionIndex, using: &rng)
                let k = min(Int.random(in: 1...20, using: &rng), data[s].count)
                guard k > 0 else { continue }
                let at = Int.random(in: 0...(data[s].count - k), using: &rng)
                updates = (at..<at + k).map { .deleteItem(.item($0, section: s)) }
                kind = "delete"
                data[s] = section(family, data[s].count - k)
                touched = [s]
            case 3:  // reload an item above
                let s = Int.random(in: 0..<anchor.sectionIndex, using: &rng)
                guard data[s].count > 0 else { continue }
                kind = "reload"
                updates = [.reloadItem(.item(Int.random(in: 0..<data[s].count, using: &rng), section: s))]
                touched = [s]
            case 4:  // a section appears above
                let s = Int.random(in: 0...anchor.sectionIndex, using: &rng)
                data.insert(section(family, Int.random(in: 1...30, using: &rng)), at: s)
                updates = [.insertSection(s)]
                kind = "section appears"
                touched = Set(s..<data.count)
            case 5:  // a section above goes
                let s = Int.random(in: 0..<anchor.sectionIndex, using: &rng)
                data.remove(at: s)
                updates = [.deleteSection(s)]
                kind = "section goes"
                touched = Set(s...data.count)
            default:  // a cell above the viewport measures anew (its content changed)
                let above = view.driver.layoutAttributesForElements(in: CGRect(x: 0, y: view.bounds.minY - 1_500, width: 390, height: 1_500))
                    .filter { $0.representedElementCategory == .cell && $0.frame.maxY <= view.bounds.minY }
                guard let a = above.randomElement(using: &rng) else { continue }
                let size = CGSize(width: a.frame.width, height: (a.frame.height * CGFloat.random(in: 0.5...1.5, using: &rng)).rounded() + 1)
                if view.driver.shouldInvalidateLayout(forPreferredSize: size, withOriginalAttributes: a) {
                    let c = view.driver.invalidationContext(forPreferredSize: size, withOriginalAttributes: a, contentOffset: view.bounds.origin)
                    view.invalidate(c)
                    view.bounds.origin.y += c.contentOffsetAdjustment.y
                }
            }
            t.updates += 1
            let map = UpdateMap(updates)
            if !updates.isEmpty {
                view.batchUpdate(updates, newSections: data)
                // Recorded columns follow their items; a touched section's are forgotten.
                var moved: [IndexPath: CGFloat] = [:]
                for (p, x) in xs where !touched.contains(p.sectionIndex) {
                    if let q = map.indexPathAfterUpdate(p) { moved[q] = x }
                }
                xs = moved
            }
            let after = view.pass()
            guard let q = updates.isEmpty ? anchor : map.indexPathAfterUpdate(anchor),
                let a = after.first(where: { $0.indexPath == q }) ?? view.driver.layoutAttributesForItem(at: q)
            else { continue }
            t.anchorMaxCrossShift = max(t.anchorMaxCrossShift, abs(a.frame.minX - place.x))
            t.shift(
                abs(a.frame.minY - view.bounds.minY - place.y), kind,
                "anchor \(anchor)->\(q) at \(place) now \(a.frame.minX),\(a.frame.minY - view.bounds.minY) updates \(updates.prefix(3)) count \(updates.count)")
            t.columnChanges += recordColumns(after.filter { !touched.contains($0.indexPath.sectionIndex) }, &xs)
        }
        // Scroll to random items at random positions.
        for _ in 0..<20 {
            let s = Int.random(in: 0..<view.sections.count, using: &rng)
            guard view.sections[s].count > 0 else { continue }
            let p = IndexPath.item(Int.random(in: 0..<view.sections[s].count, using: &rng), section: s)
            let position = ItemScrollPosition.allCases.randomElement(using: &rng)!
            guard let offset = view.driver.contentOffset(forScrollingTo: p, at: position) else { continue }
            view.scroll(to: offset)
            view.settle(&rng)
            t.columnChanges += recordColumns(view.pass(), &xs)
            guard let f = view.driver.layoutAttributesForItem(at: p)?.frame else { continue }
            // Where the item should be on screen, then the offset that puts it there, kept
            // within the content: what UIKit's scrollToItem computes.
            let h = view.bounds.height
            let screen: CGFloat = position == .start ? 0 : position == .center ? (h - f.height) / 2 : h - f.height
            let maxOffset = max(0, view.driver.collectionViewContentSize.height - h)
            let expected = min(max(0, f.minY - screen), maxOffset)
            t.scrollToIndexMaxError = max(t.scrollToIndexMaxError, abs(view.bounds.minY - expected))
            t.scrollsToIndex += 1
        }
        // Dragging back up through cells never shown, 150 points a frame (the cells appearing at
        // the top measure before the frame shows), from three random items.
        for _ in 0..<3 {
            let s = Int.random(in: 0..<view.sections.count, using: &rng)
            guard view.sections[s].count > 0,
                let f = view.driver.layoutAttributesForItem(at: .item(Int.random(in: 0..<view.sections[s].count, using: &rng), section: s))?.frame
            else { continue }
            view.scroll(to: CGPoint(x: 0, y: f.minY))
            view.settle(&rng)
            let end = max(0, view.bounds.minY - 6_000)
            scrollFrames(view, "drag frame up", to: { end }, step: 150, &t, &xs, &rng)
        }
        // A fling to the end and back: frames of 2,000 points.
        // The end moves as the cells on the way measure (the content size past the laid-out
        // part is an estimate): each frame aims at the end as it is then.
        scrollFrames(view, "fling frame down", to: { max(0, view.driver.collectionViewContentSize.height - view.bounds.height) }, step: 2_000, &t, &xs, &rng)
        scrollFrames(view, "fling frame up", to: { 0 }, step: 2_000, &t, &xs, &rng)
        t.nonConvergingLoops = view.nonConvergingLoops
        return t
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
        let views = [
            NoJumpView(compositional, sections: [SectionData(itemCount: items)], factor: { _ in 1 }),
            NoJumpView(waterfall, sections: [SectionData(items: Array(repeating: .estimatedHeight(100), count: items))], factor: { _ in 1 }),
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
                    samples[k].append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
                }
            }
        }
        return (percentile(samples[0].sorted(), 0.5), percentile(samples[1].sorted(), 0.5))
    }
}
