import Foundation
import Testing
import Tessera
import TesseraTestSupport

/// Whether two frames agree to within rounding error (thirds of a point are not exact in binary).
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@Suite struct MosaicLayoutTests {
    /// Instagram Explore, width 390, spacing 1, at scale 3 (where every value below is on the
    /// grid, so the aligned frames are the exact ones): u = (390 − 2·1)/3 = 388/3 = 129.333…,
    /// step u + s = 391/3 = 130.333….
    ///   Group 0 (items 0–4): tall tile at column 2: x = 2u + 2s = 782/3 = 260.667, y 0,
    ///   u × (2u + s) = 388/3 × 779/3 = 129.333 × 259.667; squares at (0,0), (1,0), (0,1), (1,1).
    ///   Group 1 (items 5–9) starts at 2·step = 782/3; tall tile at column 0, squares at
    ///   columns 1–2. Item 18 is group 3 (mirrored like group 1), square 3 at column 1, row 1:
    ///   (391/3, 7·391/3).
    ///   19 items → 4 groups (the last one partial) → 8 rows → 8 · 391/3 = 1042.667.
    @Test func exploreMatchesTheHandComputedFrames() throws {
        let s = try MosaicLayout.explore(spacing: 1).makeSnapshot(sections: [SectionData(itemCount: 19)], environment: LayoutEnvironment(width: 390, height: 844, displayScale: 3))
        let u: CGFloat = 388.0 / 3, step: CGFloat = 391.0 / 3
        let f = cellFrames(s)
        #expect(close(f[0], CGRect(x: 782.0 / 3, y: 0, width: u, height: 779.0 / 3)))
        #expect(abs(f[0].minX - 260.667) < 0.001 && abs(f[0].height - 259.667) < 0.001 && abs(f[0].width - 129.333) < 0.001)
        #expect(close(f[1], CGRect(x: 0, y: 0, width: u, height: u)))
        #expect(close(f[2], CGRect(x: step, y: 0, width: u, height: u)))
        #expect(close(f[3], CGRect(x: 0, y: step, width: u, height: u)))
        #expect(close(f[4], CGRect(x: step, y: step, width: u, height: u)))
        #expect(close(f[5], CGRect(x: 0, y: 2 * step, width: u, height: 779.0 / 3)))
        #expect(close(f[6], CGRect(x: step, y: 2 * step, width: u, height: u)))
        #expect(close(f[7], CGRect(x: 2 * step, y: 2 * step, width: u, height: u)))
        #expect(close(f[9], CGRect(x: 2 * step, y: 3 * step, width: u, height: u)))
        #expect(close(f[10], CGRect(x: 782.0 / 3, y: 4 * step, width: u, height: 779.0 / 3)))
        #expect(close(f[18], CGRect(x: step, y: 7 * step, width: u, height: u)))
        #expect(abs(s.contentSize.height - 3128.0 / 3) < 1e-9)
        #expect(abs(s.contentSize.height - 1042.667) < 0.001)
        // On the grid of scale 3, and no two tiles overlap (spacing 1 separates them all).
        let grid = PixelGrid(scale: 3)
        for i in f.indices {
            #expect(grid.isAligned(f[i]))
            for j in f.indices where j > i { #expect(!f[i].overlaps(f[j])) }
        }
        #expect(grid.isAligned(s.contentSize.height))
    }

    /// At scale 1 the same layout rounds each edge: u = 129.333 → the tall tile's x 260.667 →
    /// 261, its bottom 259.667 → 260; content 1042.667 → 1043. All on the grid, no overlaps.
    @Test func exploreAtScaleOneIsAlignedWithoutOverlaps() throws {
        let s = try MosaicLayout.explore(spacing: 1).makeSnapshot(sections: [SectionData(itemCount: 19)], environment: LayoutEnvironment(width: 390, displayScale: 1))
        let f = cellFrames(s)
        #expect(f[0] == CGRect(x: 261, y: 0, width: 129, height: 260))
        #expect(f[2] == CGRect(x: 130, y: 0, width: 130, height: 129))  // x 130.333 … 259.667 → 130 … 260, y 0 … 129.333 → 0 … 129
        #expect(s.contentSize.height == 1043)
        for i in f.indices { for j in f.indices where j > i { #expect(!f[i].overlaps(f[j])) } }
    }

    /// A custom 4-column group with its mirror: width 46, spacing 2 → u = (46 − 6)/4 = 10,
    /// step 12. Group 0: a 2×2 tile (0, 0, 22, 22), squares at (24, 0) and (36, 0), a 2×1 tile
    /// (24, 12, 22, 10). Group 1 (top 2·12 = 24) mirrors columns (c → 4 − c − span) in the same
    /// item order: (24, 24, 22, 22), (12, 24), (0, 24), (0, 36, 22, 10). 8 items: 4 rows = 48.
    @Test func customPatternWithAlternateMirror() throws {
        let pattern = try MosaicPattern(
            columns: 4,
            tiles: [
                MosaicTile(column: 0, row: 0, columnSpan: 2, rowSpan: 2), MosaicTile(column: 2, row: 0),
                MosaicTile(column: 3, row: 0), MosaicTile(column: 2, row: 1, columnSpan: 2),
            ], alternateMirrored: true)
        #expect(
            pattern.groups[1] == [
                MosaicTile(column: 2, row: 0, columnSpan: 2, rowSpan: 2), MosaicTile(column: 1, row: 0),
                MosaicTile(column: 0, row: 0), MosaicTile(column: 0, row: 1, columnSpan: 2),
            ])
        let s = try MosaicLayout(pattern: pattern, spacing: 2).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: LayoutEnvironment(width: 46))
        #expect(
            cellFrames(s) == [
                CGRect(x: 0, y: 0, width: 22, height: 22), CGRect(x: 24, y: 0, width: 10, height: 10),
                CGRect(x: 36, y: 0, width: 10, height: 10), CGRect(x: 24, y: 12, width: 22, height: 10),
                CGRect(x: 24, y: 24, width: 22, height: 22), CGRect(x: 12, y: 24, width: 10, height: 10),
                CGRect(x: 0, y: 24, width: 10, height: 10), CGRect(x: 0, y: 36, width: 22, height: 10),
            ])
        #expect(s.contentSize.height == 48)
    }

    /// Groups of different heights cycle; sections stack, each starting at group 0. Width 30,
    /// no spacing, 3 columns → u = 10. Group A: one 3×1 tile (1 row); group B: three squares.
    /// Section 0, 3 items: A (0…10), B (10…20), A (20…30) → ends at 30. Section 1, 2 items:
    /// A at 30…40, then B's first square at (0, 40) and the partial group's full row → 50.
    @Test func groupsOfDifferentHeightsAndSections() throws {
        let pattern = try MosaicPattern(
            columns: 3,
            groups: [
                [MosaicTile(column: 0, row: 0, columnSpan: 3)],
                [MosaicTile(column: 0, row: 0), MosaicTile(column: 1, row: 0), MosaicTile(column: 2, row: 0)],
            ])
        let s = try MosaicLayout(pattern: pattern).makeSnapshot(sections: [SectionData(itemCount: 5), SectionData(itemCount: 2)], environment: LayoutEnvironment(width: 30))
        #expect(
            cellFrames(s) == [
                CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10),
                CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 20, y: 10, width: 10, height: 10),
                CGRect(x: 0, y: 20, width: 30, height: 10),
            ])
        #expect(cellFrames(s, section: 1) == [CGRect(x: 0, y: 30, width: 30, height: 10), CGRect(x: 0, y: 40, width: 10, height: 10)])
        #expect(s.contentSize.height == 50)
    }

    @Test func emptyAndTinyInputs() throws {
        let explore = MosaicLayout.explore()
        let none = try explore.makeSnapshot(sections: [], environment: LayoutEnvironment(width: 390))
        #expect(none.contentSize == CGSize(width: 390, height: 0))
        let empty = try explore.makeSnapshot(sections: [SectionData(itemCount: 0)], environment: LayoutEnvironment(width: 390))
        #expect(empty.contentSize.height == 0)
        let appended = try explore.snapshot(empty, appendingItems: SectionData(itemCount: 1), newSections: [])
        // One item is a partial first group: the whole group's 2 rows of 130.333 → 260.667 → 261.
        #expect(appended.contentSize.height == 261)
        #expect(throws: LayoutError.self) { try explore.snapshot(none, appendingItems: SectionData(itemCount: 1), newSections: []) }
    }

    @Test func invalidPatternsNameTheTile() {
        func error(_ make: () throws -> MosaicPattern) -> LayoutError? {
            do { _ = try make(); return nil } catch { return error as? LayoutError }
        }
        #expect(error { try MosaicPattern(columns: 0, tiles: [MosaicTile(column: 0, row: 0)]) }?.path == ["columns"])
        #expect(error { try MosaicPattern(columns: 2, tiles: []) }?.path == ["tiles"])
        #expect(error { try MosaicPattern(columns: 2, groups: []) }?.path == ["groups"])
        #expect(error { try MosaicPattern(columns: 2, groups: [[MosaicTile(column: 0, row: 0, columnSpan: 2)], []]) }?.path == ["groups", 1])
        #expect(error { try MosaicPattern(columns: 2, tiles: [MosaicTile(column: 0, row: 0, columnSpan: 0)]) }?.path == ["tiles", 0, "columnSpan"])
        #expect(error { try MosaicPattern(columns: 2, tiles: [MosaicTile(column: 2, row: 0)]) }?.path == ["tiles", 0, "column"])
        #expect(error { try MosaicPattern(columns: 2, tiles: [MosaicTile(column: 1, row: 0, columnSpan: 2)]) }?.path == ["tiles", 0])
        let overlap = error { try MosaicPattern(columns: 2, tiles: [MosaicTile(column: 0, row: 0, columnSpan: 2), MosaicTile(column: 1, row: 0)]) }
        #expect(overlap == LayoutError(.overlaps(other: ["tiles", 0], column: 1, row: 0), at: ["tiles", 1]))
        #expect(overlap?.message == "overlaps tiles[0] at column 1, row 0")
        let hole = error { try MosaicPattern(columns: 2, tiles: [MosaicTile(column: 0, row: 0), MosaicTile(column: 1, row: 1)]) }
        #expect(hole == LayoutError(.hole(column: 1, row: 0, columns: 2, rows: 2), at: ["tiles"]))
    }

    @Test func badSpacingIsRefused() {
        let environment = LayoutEnvironment(width: 30)
        for spacing in [-1, .nan, .infinity, 15] as [CGFloat] {
            #expect(throws: LayoutError.self) { try MosaicLayout(pattern: .explore, spacing: spacing).makeSnapshot(sections: [SectionData(itemCount: 1)], environment: environment) }
        }
    }
}
