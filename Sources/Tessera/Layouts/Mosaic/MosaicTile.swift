import Foundation

/// One tile of a mosaic group: a rectangle of unit cells on the group's grid, where one item
/// goes. Tiles are listed in item order.
public struct MosaicTile: Sendable, Hashable {
    /// The leading column of the tile (0-based).
    public var column: Int
    /// The top row of the tile within its group (0-based).
    public var row: Int
    /// How many columns the tile covers (at least 1).
    public var columnSpan: Int
    /// How many rows the tile covers (at least 1).
    public var rowSpan: Int

    /// Creates a tile; spans default to one cell.
    public init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// This tile mirrored in a grid `columns` wide: column → columns − column − columnSpan.
    public func mirrored(columns: Int) -> MosaicTile {
        MosaicTile(column: columns - column - columnSpan, row: row, columnSpan: columnSpan, rowSpan: rowSpan)
    }
}
