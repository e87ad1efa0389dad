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

    /// The most unit cells one group may cover.
    public static let maximumCellsPerGroup = 1_000_000

    /// A pattern of `groups` on a grid `columns` wide. Throws a `LayoutError` naming the bad
    /// value (`groups[1][3]`) when a group is empty, a tile has a span below 1 or lies outside
    /// the columns, two tiles overlap, or the tiles leave a hole in their rectangle.
    public init(columns: Int, groups: [[MosaicTile]]) throws {
        try Self.checkColumns(columns)
        guard !groups.isEmpty else { throw LayoutError(path: "groups", "needs at least one group") }
        for (g, tiles) in groups.enumerated() { try Self.validate(tiles, columns: columns, path: "groups[\(g)]") }
        self.columns = columns
        self.groups = groups
    }

    /// A pattern of one group of `tiles` (validated as in `init(columns:groups:)`, errors at
    /// `tiles[i]`); with `alternateMirrored`, every second group is its exact mirror image
    /// (column → columns − column − columnSpan, same item order).
    public init(columns: Int, tiles: [MosaicTile], alternateMirrored: Bool = false) throws {
        try Self.checkColumns(columns)
        try Self.validate(tiles, columns: columns, path: "tiles")
        self.columns = columns
        groups = alternateMirrored ? [tiles, tiles.map { $0.mirrored(columns: columns) }] : [tiles]
    }

    /// The number of rows of group `g` of `groups` (the bottom of its lowest tile).
    public func rows(ofGroup g: Int) -> Int { groups[g].map { $0.row + $0.rowSpan }.max() ?? 0 }

    static func checkColumns(_ columns: Int) throws {
        guard (1...LayoutLimits.maximumColumns).contains(columns) else {
            throw LayoutError(path: "columns", "must be an integer from 1 to \(LayoutLimits.maximumColumns), got \(columns)")
        }
    }

    /// Checks that `tiles` exactly cover a `columns × rows` rectangle.
    static func validate(_ tiles: [MosaicTile], columns: Int, path: String) throws {
        guard !tiles.isEmpty else { throw LayoutError(path: path, "a group needs at least one tile") }
        var rows = 0
        for (i, t) in tiles.enumerated() {
            let p = "\(path)[\(i)]"
            guard t.columnSpan >= 1 else { throw LayoutError(path: p + ".columnSpan", "must be >= 1, got \(t.columnSpan)") }
            guard t.rowSpan >= 1 else { throw LayoutError(path: p + ".rowSpan", "must be >= 1, got \(t.rowSpan)") }
            guard t.column >= 0, t.column < columns else {
                throw LayoutError(path: p + ".column", "must be from 0 to \(columns - 1) (the pattern has \(columns) columns), got \(t.column)")
            }
            guard t.row >= 0 else { throw LayoutError(path: p + ".row", "must be >= 0, got \(t.row)") }
            guard t.columnSpan <= columns - t.column else {
                throw LayoutError(path: p, "columns \(t.column)…\(t.column + t.columnSpan - 1) lie outside the pattern's \(columns) columns")
            }
            guard t.rowSpan <= maximumCellsPerGroup, t.row <= maximumCellsPerGroup else {
                throw LayoutError(path: p, "rows \(t.row)…\(t.row + t.rowSpan - 1): a group may cover at most \(maximumCellsPerGroup) cells")
            }
            rows = max(rows, t.row + t.rowSpan)
        }
        guard columns * rows <= maximumCellsPerGroup else {
            throw LayoutError(path: path, "the group's \(columns) × \(rows) cells are more than \(maximumCellsPerGroup)")
        }
        // Which tile covers each cell: finds overlaps, then holes.
        var owner = [Int](repeating: -1, count: columns * rows)
        for (i, t) in tiles.enumerated() {
            for r in t.row..<t.row + t.rowSpan {
                for c in t.column..<t.column + t.columnSpan {
                    let o = owner[r * columns + c]
                    guard o < 0 else {
                        throw LayoutError(path: "\(path)[\(i)]", "overlaps \(path)[\(o)] at column \(c), row \(r)")
                    }
                    owner[r * columns + c] = i
                }
            }
        }
        if let hole = owner.firstIndex(of: -1) {
            throw LayoutError(
                path: path,
                "the tiles leave a hole at column \(hole % columns), row \(hole / columns) of the group's \(columns) × \(rows) rectangle"
            )
        }
    }
}
