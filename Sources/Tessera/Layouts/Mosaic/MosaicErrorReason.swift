import Foundation

/// What only a mosaic pattern can get wrong: tiles outside it, overlapping, or leaving holes.
public enum MosaicErrorReason: LayoutErrorReason {
    /// A tile that covers columns `first…last` outside a pattern of `columns` columns.
    case outsidePattern(first: Int, last: Int, columns: Int)
    /// A tile overlapping the tile at `other` at `column`, `row`.
    case overlaps(other: LayoutPath, column: Int, row: Int)
    /// Tiles that leave a cell uncovered.
    case hole(column: Int, row: Int, columns: Int, rows: Int)

    /// The text, in the words the CLI prints after the path.
    public var description: String {
        switch self {
        case .outsidePattern(let first, let last, let columns): return "columns \(first)…\(last) lie outside the pattern's \(columns) columns"
        case .overlaps(let other, let column, let row): return "overlaps \(other) at column \(column), row \(row)"
        case .hole(let column, let row, let columns, let rows):
            return "the tiles leave a hole at column \(column), row \(row) of the group's \(columns) × \(rows) rectangle"
        }
    }
}

extension LayoutError.Reason {
    /// `MosaicErrorReason.outsidePattern`.
    package static func outsidePattern(first: Int, last: Int, columns: Int) -> Self { .own(.init(MosaicErrorReason.outsidePattern(first: first, last: last, columns: columns))) }
    /// `MosaicErrorReason.overlaps`.
    package static func overlaps(other: LayoutPath, column: Int, row: Int) -> Self { .own(.init(MosaicErrorReason.overlaps(other: other, column: column, row: row))) }
    /// `MosaicErrorReason.hole`.
    package static func hole(column: Int, row: Int, columns: Int, rows: Int) -> Self { .own(.init(MosaicErrorReason.hole(column: column, row: row, columns: columns, rows: rows))) }
}
