import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// A random justified-rows layout and data: ratios of real photos and random ones, intrinsic
/// sizes, self-sizing items (measured or not), bare counts; spacings on and off the grid.
private func randomCase(_ rng: inout SplitMix) -> (layout: JustifiedRowsLayout, data: TestSections, width: CGFloat, scale: CGFloat) {
    var layout = JustifiedRowsLayout(
        targetRowHeight: rng.number(20...200), targetRowHeightTolerance: rng.pick([0, 0.1, 0.25, 0.5, 1] as [CGFloat]),
        interitemSpacing: rng.pick([0, 1, 0.5, 4, 1.0 / 3, 7.25] as [CGFloat]), lineSpacing: rng.pick([0, 1, 2.5, 8] as [CGFloat]))
    layout.sectionInsets = DirectionalEdgeInsets(top: rng.number(0...10), leading: rng.number(0...20), bottom: rng.number(0...10), trailing: rng.number(0...20))
    if rng.chance(0.3) { layout.headerHeight = rng.number(1...40) }
    if rng.chance(0.3) { layout.footerHeight = rng.number(1...20) }
    let counts = (0..<rng.int(0...3)).map { _ in rng.int(0...60) }
    let items: [[ItemData]?] = counts.map { n in
        rng.chance(0.2) ? nil : (0..<n).map { _ in randomItem(&rng) }
    }
    let scale = rng.pick([1, 2, 3] as [CGFloat])
    let width = CGFloat(rng.int(Int(100 * scale)...Int(600 * scale))) / scale
    return (layout, TestSections(items: items, counts: counts), width, scale)
}

private func randomItem(_ rng: inout SplitMix) -> ItemData {
    switch rng.int(0...5) {
    case 0: return .size(rng.number(1...4000), rng.number(1...4000))
    case 1: return ItemData(measuredSize: CGSize(width: rng.number(10...400), height: rng.number(10...400)))
    case 2: return ItemData()
    case 3: return .aspectRatio(rng.number(1...40) / 10)
    default: return .aspectRatio(rng.pick([0.5625, 0.667, 0.75, 1, 1.333, 1.5, 1.778, 3] as [CGFloat]))
    }
}

/// The aspect ratio the layout must keep for `item` (the documented rule, worked out apart
/// from the layout's code).
private func expectedRatio(_ item: ItemData?) -> CGFloat {
    guard let item else { return 1 }
    if item.selfSizing == .takesCellPreferredSize, let m = item.measuredSize { return m.width / m.height }
    switch item.sizing {
    case .aspectRatio(let r): return r
    case .intrinsicSize(let s): return s.width / s.height
    default: return 1
    }
}

/// The cells of section `s`, as rows: frames that share a top, in item order, each starting
/// right of the one before (a row rounded to no height, a panorama thousands of times wider
/// than tall, shares its top with the next row when the line spacing is 0).
private func rows(of snapshot: LayoutSnapshot, section s: Int) -> [[(item: Int, frame: CGRect)]] {
    var rows: [[(item: Int, frame: CGRect)]] = []
    for i in 0..<snapshot.numberOfItems(inSection: s) {
        let frame = snapshot.layoutAttributesForItem(at: .item(i, section: s))!.frame
        if let last = rows.last?.last, last.frame.minY == frame.minY, frame.minX >= last.frame.maxX {
            rows[rows.count - 1].append((i, frame))
        } else {
            rows.append([(i, frame)])
        }
    }
    return rows
}

@Suite struct JustifiedRowsPropertyTests {
    /// No overlaps, everything inside the content, on the pixel grid, right to left the mirror
    /// of left to right, `elements(in:)` a brute-force filter, appends equal to the full layout
    /// and nothing appended before the append boundary.
    @Test func invariantsHoldForRandomLayouts() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let c = randomCase(&rng)
            try expectCollectionLayoutInvariants(c.layout, data: c.data, width: c.width, scale: c.scale, rng: &rng)
        }
    }

    /// Every row but a section's last fills the width exactly: it starts at the leading inset's
    /// pixel and ends at the trailing inset's, and its widths add up to that width less its
    /// spacings. The last row (unless its last item filled it) starts at the leading edge, is
    /// the target height (rounded) and fits. Every item keeps its aspect ratio to within a pixel of rounding on each side.
    @Test func rowsFillTheWidthAndItemsKeepTheirRatios() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in try Self.expectRowsFill(seed: seed) }
    }

    /// Rows are whole pixels high: an item of the first row taking another ratio (a photo's
    /// cell measuring), the rows after it kept (`keptLineStarts`, as a driver keeps the lines
    /// the user saw), moves every later row by one same amount — rounded row by row, rows a
    /// pixel apart moved by amounts a pixel apart, and a row the user reads with them.
    @Test func aChangeAboveMovesEveryRowBelowByOneAmount() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            var layout = JustifiedRowsLayout(
                targetRowHeight: rng.number(40...200), targetRowHeightTolerance: rng.pick([0.1, 0.25, 0.5] as [CGFloat]),
                interitemSpacing: rng.pick([0, 1, 0.5, 4, 1.0 / 3] as [CGFloat]), lineSpacing: rng.pick([0, 1, 2.5, 8, 1.0 / 3] as [CGFloat]))
            layout.sectionInsets = DirectionalEdgeInsets(top: rng.number(0...10), leading: rng.number(0...20), bottom: 0, trailing: rng.number(0...20))
            let scale = rng.pick([1, 2, 3] as [CGFloat])
            let environment = LayoutEnvironment(width: CGFloat(rng.int(Int(200 * scale)...Int(600 * scale))) / scale, displayScale: scale)
            var ratios = (0..<60).map { _ in rng.number(5...30) / 10 }
            let before = try layout.makeSnapshot(sections: [SectionData(items: ratios.map { .aspectRatio($0) })], environment: environment)
            let rowsBefore = rows(of: before, section: 0)
            guard rowsBefore.count > 2 else { return }
            layout.keptLineStarts = [0: rowsBefore.dropFirst().map { $0[0].item }]
            ratios[0] *= rng.number(2...30) / 10
            let after = try layout.makeSnapshot(sections: [SectionData(items: ratios.map { .aspectRatio($0) })], environment: environment)
            // The first row may break in two; each later row is found by its first item.
            let rowsAfter = Dictionary(rows(of: after, section: 0).map { ($0[0].item, $0) }, uniquingKeysWith: { a, _ in a })
            guard let second = rowsAfter[rowsBefore[1][0].item] else {
                Issue.record("row 1 lost its start")
                return
            }
            let moved = second[0].frame.minY - rowsBefore[1][0].frame.minY
            for (r, row) in rowsBefore.enumerated().dropFirst() {
                guard let now = rowsAfter[row[0].item] else {
                    Issue.record("row \(r) lost its start")
                    continue
                }
                #expect(now.map(\.item) == row.map(\.item), "row \(r) kept its items")
                #expect(abs(now[0].frame.minY - row[0].frame.minY - moved) < 1e-6, "row \(r) moved \(now[0].frame.minY - row[0].frame.minY), row 1 \(moved)")
                #expect(abs(now[0].frame.height - row[0].frame.height) < 1e-6, "row \(r) kept its height")
            }
        }
    }

    /// A seed that once grouped a row rounded to no height (a 4000:1 panorama) with the next.
    @Test func rowsFillWithAPanoramaRoundedToNoHeight() throws {
        try Self.expectRowsFill(seed: 6_287_126_818_336_950_841)
    }

    /// The checks of `rowsFillTheWidthAndItemsKeepTheirRatios` on the case made from `seed`.
    static func expectRowsFill(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed))
        let c = randomCase(&rng)
        let grid = PixelGrid(scale: c.scale)
        let snapshot = try c.layout.makeSnapshot(sections: c.data.sections, environment: LayoutEnvironment(width: c.width, displayScale: c.scale))
        let start = grid.round(c.layout.sectionInsets.leading), end = grid.round(c.width - c.layout.sectionInsets.trailing)
        for s in c.data.counts.indices {
            let sectionRows = rows(of: snapshot, section: s)
            for (r, row) in sectionRows.enumerated() {
                #expect(row[0].frame.minX == start, "section \(s) row \(r) starts at \(row[0].frame.minX)")
                // The spacing before item i is i · interitemSpacing rounded to the grid.
                let before = { (i: Int) in grid.round(CGFloat(i) * c.layout.interitemSpacing) }
                for i in row.indices.dropFirst() {
                    let gap = row[i].frame.minX - row[i - 1].frame.maxX
                    #expect(abs(gap - (before(i) - before(i - 1))) < 1e-9, "section \(s) row \(r): gap \(gap) before item \(i)")
                }
                // Whole pixels: the widths alone add up to the row's width less its spacings.
                let widths = row.map { ($0.frame.width * c.scale).rounded() }.reduce(0, +)
                let content = ((end - start - before(row.count - 1)) * c.scale).rounded()
                let fills = abs(row[row.count - 1].frame.maxX - end) < 1e-9 && widths == content
                if r == sectionRows.count - 1 {
                    // Full, when its last item closed it; else the target height, within the width.
                    let unstretched = abs(row[0].frame.height - c.layout.targetRowHeight) <= 1 / c.scale + 1e-9 && row[row.count - 1].frame.maxX <= end + 1e-9
                    #expect(fills || unstretched, "section \(s) last row \(row.map(\.frame))")
                } else {
                    #expect(fills, "section \(s) row \(r) \(row.map(\.frame)) does not fill \(start) … \(end)")
                }
                for (item, frame) in row {
                    let ratio = expectedRatio(c.data.items[s]?[item])
                    #expect(
                        abs(frame.width - ratio * frame.height) <= (1 + ratio) / c.scale + 1e-9,
                        "item \(item) of section \(s): \(frame.size) for ratio \(ratio)")
                }
            }
        }
    }

    /// Appending one item at a time (as a driver does, a part at a time) gives exactly the
    /// full layout, left to right and right to left.
    @Test func appendingItemByItemEqualsTheFullLayout() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let c = randomCase(&rng)
            guard !c.data.counts.isEmpty else { return }
            for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                var environment = LayoutEnvironment(width: c.width, displayScale: c.scale)
                environment.layoutDirection = direction
                let full = try c.layout.makeSnapshot(sections: c.data.sections, environment: environment)
                var partial = try c.layout.makeSnapshot(sections: [c.data.part(0, 0..<0)], environment: environment)
                for s in c.data.counts.indices {
                    if s > 0 { partial = try c.layout.snapshot(partial, appendingItems: SectionData(itemCount: 0), newSections: [c.data.part(s, 0..<0)]) }
                    for i in 0..<c.data.counts[s] {
                        partial = try c.layout.snapshot(partial, appendingItems: c.data.part(s, i..<i + 1), newSections: [])
                    }
                }
                #expect(partial.allElements() == full.allElements())
                #expect(partial.contentSize == full.contentSize)
            }
        }
    }
}
