import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// A random valid group: fills a `columns × rows` grid in reading order, each tile as large
/// as a random pick that fits, then lists the tiles in a random order.
private func randomGroup(columns: Int, rows: Int, _ rng: inout SplitMix) -> [MosaicTile] {
    var taken = [Bool](repeating: false, count: columns * rows)
    var tiles: [MosaicTile] = []
    for cell in taken.indices where !taken[cell] {
        let (r, c) = cell.quotientAndRemainder(dividingBy: columns)
        var width = 1
        while c + width < columns, !taken[r * columns + c + width], rng.chance(0.5) { width += 1 }
        let height = rng.int(1...(rows - r))
        for rr in r..<r + height { for cc in c..<c + width { taken[rr * columns + cc] = true } }
        tiles.append(MosaicTile(column: c, row: r, columnSpan: width, rowSpan: height))
    }
    for i in tiles.indices.reversed() where i > 0 { tiles.swapAt(i, rng.int(0...i)) }
    return tiles
}

@Suite struct MosaicPropertyTests {
    /// The invariants of every collection layout over random patterns, spacings and sections.
    @Test func invariantsHoldForRandomMosaics() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let columns = rng.int(1...5)
            let pattern: MosaicPattern
            if rng.chance(0.3) {
                pattern = .explore
            } else if rng.chance(0.5) {
                pattern = try MosaicPattern(columns: columns, tiles: randomGroup(columns: columns, rows: rng.int(1...3), &rng), alternateMirrored: rng.chance(0.5))
            } else {
                pattern = try MosaicPattern(columns: columns, groups: (0..<rng.int(1...3)).map { _ in randomGroup(columns: columns, rows: rng.int(1...3), &rng) })
            }
            let spacing = rng.pick([0, 1, 0.5, 2, 1.0 / 3, 7.25] as [CGFloat])
            let counts = (0..<rng.int(0...3)).map { _ in rng.int(0...70) }
            let data = TestSections(items: counts.map { _ in nil }, counts: counts)
            let scale = rng.pick([1, 2, 3] as [CGFloat])
            let width = CGFloat(rng.int(Int(100 * scale)...Int(500 * scale))) / scale
            try expectCollectionLayoutInvariants(MosaicLayout(pattern: pattern, spacing: spacing), data: data, width: width, scale: scale, rng: &rng)
        }
    }

    /// Explore's content height is groups · 2 · (u + s) before alignment, for any item count.
    @Test func exploreContentHeightCountsWholeGroups() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...5000)) { n in
            let s = try MosaicLayout.explore(spacing: 1).makeSnapshot(sections: [SectionData(itemCount: n)], environment: LayoutEnvironment(width: 390, displayScale: 3))
            let groups = (n + 4) / 5
            #expect(abs(s.contentSize.height - CGFloat(groups) * 2 * (391.0 / 3)) < 1e-6)
        }
    }
}
