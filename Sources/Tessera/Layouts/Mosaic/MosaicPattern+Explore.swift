import Foundation

extension MosaicPattern {
    /// Instagram Explore's grid: 3 columns, groups of 5 items. Item 0 of a group is a tall
    /// 1×2 tile and items 1–4 are squares in reading order; the tall tile is on the right in
    /// groups 0, 2, 4 … and on the left in groups 1, 3, 5 ….
    public static let explore: MosaicPattern = {
        let tallRight = [
            MosaicTile(column: 2, row: 0, rowSpan: 2),
            MosaicTile(column: 0, row: 0), MosaicTile(column: 1, row: 0),
            MosaicTile(column: 0, row: 1), MosaicTile(column: 1, row: 1),
        ]
        let tallLeft = [
            MosaicTile(column: 0, row: 0, rowSpan: 2),
            MosaicTile(column: 1, row: 0), MosaicTile(column: 2, row: 0),
            MosaicTile(column: 1, row: 1), MosaicTile(column: 2, row: 1),
        ]
        // Both groups exactly cover 3 × 2 cells, so validation cannot fail.
        return try! MosaicPattern(columns: 3, groups: [tallRight, tallLeft])
    }()
}
