import Foundation

/// The repeating shape of a mosaic: an n-column grid of square unit cells and one or more
/// groups of tiles. Items fill the tiles of group 0 in order, then group 1, …, and the groups
/// cycle (the g-th group laid out uses `groups[g % groups.count]`). Each group exactly covers
/// its `columns × rows` rectangle: no overlaps, no holes.
public struct MosaicPattern: Sendable, Hashable {
    /// The number of unit columns.
    public let columns: Int
    /// The groups, each its tiles in item order.
    public let groups: [[MosaicTile]]

    /// The most unit cells one group may cover (`LayoutLimits.maximumMosaicGroupCells`).
    public static let maximumCellsPerGroup = LayoutLimits.maximumMosaicGroupCells

    /// A pattern of `groups` on a grid `columns` wide. Throws a `LayoutError` naming the bad
    /// value (`groups[1][3]`) when a group is empty, a tile has a span below 1 or lies outside
    /// the columns, two tiles overlap, or the tiles leave a hole in their rectangle.
    public init(columns: Int, groups: [[MosaicTile]]) throws {
        try Self.checkColumns(columns)
        guard !groups.isEmpty else { throw LayoutError(.needsAtLeastOne("group"), at: ["groups"]) }
        for (g, tiles) in groups.enumerated() { try Self.validate(tiles, columns: columns, path: ["groups", .index(g)]) }
        self.columns = columns
        self.groups = groups
    }

    /// A pattern of one group of `tiles` (validated as in `init(columns:groups:)`, errors at
    /// `tiles[i]`); with `alternateMirrored`, every second group is its exact mirror image
    /// (column → columns − column − columnSpan, same item order).
    public init(columns: Int, tiles: [MosaicTile], alternateMirrored: Bool = false) throws {
        try Self.checkColumns(columns)
        try Self.validate(tiles, columns: columns, path: ["tiles"])
        self.columns = columns
        groups = alternateMirrored ? [tiles, tiles.map { $0.mirrored(columns: columns) }] : [tiles]
    }

    /// The number of rows of group `g` of `groups` (the bottom of its lowest tile).
    public func rows(ofGroup g: Int) -> Int { groups[g].map { $0.row + $0.rowSpan }.max() ?? 0 }

    static func checkColumns(_ columns: Int) throws {
        guard (1...LayoutLimits.maximumColumns).contains(columns) else {
            throw LayoutError(.outOfRange(.integers(from: 1, to: LayoutLimits.maximumColumns), got: Double(columns)), at: ["columns"])
        }
    }

    /// Checks that `tiles` exactly cover a `columns × rows` rectangle.
    static func validate(_ tiles: [MosaicTile], columns: Int, path: LayoutPath) throws {
        guard !tiles.isEmpty else { throw LayoutError(.needsAtLeastOne("tile"), at: path) }
        var rows = 0
        for (i, t) in tiles.enumerated() {
            let p = path.index(i)
            guard t.columnSpan >= 1 else { throw LayoutError(.outOfRange(.integers(from: 1, to: nil), got: Double(t.columnSpan)), at: p.appending("columnSpan")) }
            guard t.rowSpan >= 1 else { throw LayoutError(.outOfRange(.integers(from: 1, to: nil), got: Double(t.rowSpan)), at: p.appending("rowSpan")) }
            guard t.column >= 0, t.column < columns else {
                throw LayoutError(.outOfRange(.integers(from: 0, to: columns - 1), got: Double(t.column)), at: p.appending("column"))
            }
            guard t.row >= 0 else { throw LayoutError(.outOfRange(.integers(from: 0, to: nil), got: Double(t.row)), at: p.appending("row")) }
            guard t.columnSpan <= columns - t.column else {
                throw LayoutError(.outsidePattern(first: t.column, last: t.column + t.columnSpan - 1, columns: columns), at: p)
            }
            guard t.rowSpan <= maximumCellsPerGroup, t.row <= maximumCellsPerGroup else {
                throw LayoutError(.tooMany(.groupCells(columns: columns, rows: t.row + t.rowSpan), limit: maximumCellsPerGroup), at: p)
            }
            rows = max(rows, t.row + t.rowSpan)
        }
        guard columns * rows <= maximumCellsPerGroup else {
            throw LayoutError(.tooMany(.groupCells(columns: columns, rows: rows), limit: maximumCellsPerGroup), at: path)
        }
        // Which tile covers each cell: finds overlaps, then holes.
        var owner = [Int](repeating: -1, count: columns * rows)
        for (i, t) in tiles.enumerated() {
            for r in t.row..<t.row + t.rowSpan {
                for c in t.column..<t.column + t.columnSpan {
                    let o = owner[r * columns + c]
                    guard o < 0 else {
                        throw LayoutError(.overlaps(other: path.index(o), column: c, row: r), at: path.index(i))
                    }
                    owner[r * columns + c] = i
                }
            }
        }
        if let hole = owner.firstIndex(of: -1) {
            throw LayoutError(.hole(column: hole % columns, row: hole / columns, columns: columns, rows: rows), at: path)
        }
    }
}
