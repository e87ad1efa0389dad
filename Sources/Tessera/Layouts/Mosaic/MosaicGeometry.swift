import Foundation

/// A mosaic pattern resolved against a container width: one cycle of groups flattened into
/// one list of tiles with their exact x edges, so that item `i`'s frame is a function of `i`
/// alone (which is what makes appending O(appended)).
package struct MosaicGeometry: Sendable {
    /// One tile of the cycle: its x edges in points and its rows counted from the cycle's top.
    struct Tile: Sendable {
        var minX: CGFloat
        var maxX: CGFloat
        var row: Int
        var rowSpan: Int
        /// The row where the tile's group ends (a partial last group still takes all its rows).
        var groupEndRow: Int
    }

    /// The side of a unit cell.
    let unit: CGFloat
    let spacing: CGFloat
    /// `unit + spacing`: the distance from one row (or column) to the next.
    let step: CGFloat
    let tiles: [Tile]
    /// The number of rows of one cycle of groups.
    let cycleRows: Int

    /// Resolves `pattern` for a container `width` wide. Throws when the spacing leaves no room.
    init(pattern: MosaicPattern, width: CGFloat, spacing: CGFloat) throws {
        let n = pattern.columns
        unit = (width - CGFloat(n - 1) * spacing) / CGFloat(n)
        guard unit > 0 else {
            throw LayoutError(.noRoom(needed: Double(CGFloat(n - 1) * spacing), available: Double(width)), at: ["spacing"])
        }
        self.spacing = spacing
        step = unit + spacing
        var tiles: [Tile] = []
        var top = 0
        for g in pattern.groups.indices {
            let rows = pattern.rows(ofGroup: g)
            for t in pattern.groups[g] {
                // Both edges from the same table of column starts: with no spacing, neighbours
                // share an edge value exactly.
                tiles.append(
                    Tile(
                        minX: CGFloat(t.column) * step, maxX: CGFloat(t.column + t.columnSpan) * step - spacing,
                        row: top + t.row, rowSpan: t.rowSpan, groupEndRow: top + rows
                    ))
            }
            top += rows
        }
        self.tiles = tiles
        cycleRows = top
    }

    /// The frame of item `index` of a section whose top is `top`, edges rounded to `grid`.
    @inline(__always)
    package func frame(ofItem index: Int, top: CGFloat, grid: PixelGrid) -> CGRect {
        let (cycle, k) = index.quotientAndRemainder(dividingBy: tiles.count)
        let t = tiles[k]
        let row = cycle * cycleRows + t.row
        return grid.roundEdges(
            minX: t.minX, minY: top + CGFloat(Double(row)) * step,
            maxX: t.maxX, maxY: top + CGFloat(Double(row + t.rowSpan)) * step - spacing
        )
    }

    /// Adds the frames of items `range` of a section whose top is `top` to `cells`: the same
    /// frames as `frame(ofItem:top:grid:)`, with each tile's x edges rounded once and the tile
    /// stepped through rather than found by division.
    func addFrames(ofItems range: Range<Int>, top: CGFloat, grid: PixelGrid, into cells: inout LayoutSnapshotBuilder.CellWriter) {
        guard !range.isEmpty else { return }
        let xSpans = tiles.map { grid.roundedSpan(from: $0.minX, to: $0.maxX) }
        var (cycle, k) = range.lowerBound.quotientAndRemainder(dividingBy: tiles.count)
        // (The run's closure is not escaping: the variables it changes are not boxed or
        // checked for exclusive access at run time.)
        var index = range.lowerBound
        while index < range.upperBound {
            // Straight into the leaf being filled, a run at a time.
            cells.fillRun { run in
                let runEnd = min(range.upperBound, index + run.capacity)
                while index < runEnd {
                    let t = tiles[k]
                    let row = cycle * cycleRows + t.row
                    let y = grid.roundedSpan(from: top + CGFloat(Double(row)) * step, to: top + CGFloat(Double(row + t.rowSpan)) * step - spacing)
                    run.append(CellRecord(frame: CGRect(x: xSpans[k].start, y: y.start, width: xSpans[k].length, height: y.length), zIndex: 0))
                    index += 1
                    k += 1
                    if k == tiles.count {
                        k = 0
                        cycle += 1
                    }
                }
            }
        }
    }

    /// The height of a section of `count` items: the rows of every group it uses, the last one
    /// whole, each row `unit + spacing` (the trailing spacing included, as Instagram's).
    package func sectionEnd(top: CGFloat, count: Int) -> CGFloat {
        guard count > 0 else { return top }
        let (cycle, k) = (count - 1).quotientAndRemainder(dividingBy: tiles.count)
        return top + CGFloat(cycle * cycleRows + tiles[k].groupEndRow) * step
    }
}
