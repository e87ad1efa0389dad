import Foundation
import Tessera

/// SwiftUI's `Grid` as a layout: rows of cells in shared columns.
///
/// Columns are sized like the children of an `HStack`: each column is as wide as its widest
/// single-column cell, flexibilities come from those cells, and the proposed width less the
/// spacing goes to the least flexible columns first, an equal share at a time. Rows are then
/// sized the same way along the vertical axis with every cell proposed its column's width. A
/// cell spanning several columns (`gridCellColumns`) takes their widths and the spacing between
/// them; a cell with `gridCellUnsizedAxes` does not size its column or row on those axes; a view
/// outside any `GridRow` is a row of one cell across the whole grid. Within its cell a view is
/// placed by `gridCellAnchor` if given, else by its column's `gridColumnAlignment`, its row's
/// alignment and the grid's alignment.
public struct GridLayout: Layout {
    /// The alignment of cells within their cells, unless a row or column says otherwise.
    public var alignment: Alignment
    /// The space between columns; nil for the default spacing (8).
    public var horizontalSpacing: CGFloat?
    /// The space between rows; nil for the default spacing (8).
    public var verticalSpacing: CGFloat?
    /// The rows' shapes, in subview order; nil makes every subview a full-width row.
    var rows: [GridRowShape]?

    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A grid whose rows (SwiftUI's `GridRow`s) hold `rowLengths[r]` subviews each, in subview
    /// order: what a host's flat list of subviews needs to say where rows break
    /// (`ViewLayoutContainer(GridLayout(rowLengths: [3, 3, 1])) { … }`). A negative length is
    /// refused when the grid is laid out (a `LayoutError` at `rowLengths[r]`); subviews past the
    /// rows are not placed.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, rowLengths: [Int]) {
        self.init(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        rows = rowLengths.map { GridRowShape(count: $0, alignment: nil, isFullWidth: false) }
    }

    /// The cells and the column and row sizes for a proposal.
    public struct Cache {
        var cells: [GridCell] = []
        var columnCount = 0
        var rowCount = 0
        var latest: (proposal: ProposedViewSize, solution: GridSolution)?
    }

    /// Assigns every subview its row and columns.
    /// The rows' shapes: as given, else `count` full-width rows of one view.
    func rowShapes(count: Int) -> [GridRowShape] {
        rows ?? Array(repeating: GridRowShape(count: 1, alignment: nil, isFullWidth: true), count: count)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        let shapes = rowShapes(count: subviews.count)
        var cache = Cache()
        cache.cells.reserveCapacity(subviews.count)
        var index = subviews.startIndex
        let readsValues = subviews.mayHaveLayoutValues
        for (r, shape) in shapes.enumerated() {
            var column = 0
            for _ in 0..<max(0, shape.count) where index < subviews.endIndex {
                // Clamped as `gridCellColumns(_:)` clamps (a host's layout value is not).
                let span = shape.isFullWidth ? 0 : readsValues ? min(max(1, subviews.value(at: index, GridCellColumns.self)), LayoutLimits.maximumColumns) : 1
                cache.cells.append(GridCell(subview: index - subviews.startIndex, row: r, column: column, span: span, fullWidth: shape.isFullWidth))
                column += span
                index += 1
            }
            cache.columnCount = max(cache.columnCount, column)
        }
        cache.rowCount = shapes.count
        if cache.columnCount == 0, !cache.cells.isEmpty { cache.columnCount = 1 }
        for k in cache.cells.indices where cache.cells[k].fullWidth { cache.cells[k].span = cache.columnCount }
        return cache
    }

    var hSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
    var vSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

    func solve<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) -> GridSolution {
        if let latest = cache.latest, latest.proposal == proposal { return latest.solution }
        let cells = cache.cells
        // No view set a value: no cell is unsized on any axis.
        let readsValues = children.mayHaveLayoutValues
        // Columns, from the single-column cells that size them.
        var columnPairs: [(track: Int, cell: Int)] = []
        columnPairs.reserveCapacity(cells.count)
        for (k, cell) in cells.enumerated() where cell.span == 1 && !cell.fullWidth {
            if readsValues && children.value(cell.subview, GridCellUnsizedAxes.self).contains(.horizontal) { continue }
            columnPairs.append((cell.column, k))
        }
        let columnCells = GridTracks(count: cache.columnCount, pairs: columnPairs)
        let widths = GridAxisSizer.sizes(
            tracks: columnCells, available: proposal.width.map { $0 - hSpacing * CGFloat(max(0, cache.columnCount - 1)) },
            measure: { k, offer in children.sizeThatFits(cells[k].subview, ProposedViewSize(width: offer, height: nil)).width })
        var columnStarts: [CGFloat] = []
        var x: CGFloat = 0
        for w in widths { columnStarts.append(x); x += w + hSpacing }
        let columnsWidth = widths.reduce(0, +) + hSpacing * CGFloat(max(0, widths.count - 1))
        // Summed rather than taken from the column starts, so that a one-column cell is proposed
        // exactly its column's width (the width it was measured at).
        func cellWidth(_ cell: GridCell) -> CGFloat {
            let end = min(cell.column + cell.span, widths.count)
            guard cell.column < end else { return 0 }
            // One column (most cells): the sum below, 0 + its width + no spacing, without a slice.
            if end == cell.column + 1 { return 0 + widths[cell.column] + hSpacing * 0 }
            return widths[cell.column..<end].reduce(0, +) + hSpacing * CGFloat(end - cell.column - 1)
        }
        // Each cell's width, once: every row's sizing asks it again.
        let cellWidths = cells.map(cellWidth)
        // Rows, with every cell proposed its width.
        var rowPairs: [(track: Int, cell: Int)] = []
        rowPairs.reserveCapacity(cells.count)
        for (k, cell) in cells.enumerated() {
            if readsValues && children.value(cell.subview, GridCellUnsizedAxes.self).contains(.vertical) { continue }
            rowPairs.append((cell.row, k))
        }
        let rowCells = GridTracks(count: cache.rowCount, pairs: rowPairs)
        let heights = GridAxisSizer.sizes(
            tracks: rowCells, available: proposal.height.map { $0 - vSpacing * CGFloat(max(0, cache.rowCount - 1)) },
            measure: { k, offer in children.sizeThatFits(cells[k].subview, ProposedViewSize(width: cellWidths[k], height: offer)).height })
        var rowStarts: [CGFloat] = []
        var y: CGFloat = 0
        for h in heights { rowStarts.append(y); y += h + vSpacing }
        let height = heights.reduce(0, +) + vSpacing * CGFloat(max(0, heights.count - 1))
        let frames = cells.indices.map { k in
            let cell = cells[k]
            return CGRect(x: cell.column < columnStarts.count ? columnStarts[cell.column] : 0, y: rowStarts[cell.row], width: cellWidths[k], height: heights[cell.row])
        }
        let solution = GridSolution(size: CGSize(width: columnsWidth, height: height), cellFrames: frames)
        cache.latest = (proposal, solution)
        return solution
    }

    /// The columns' widths and the rows' heights with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        solve(proposal, SubviewChildren(subviews: subviews), &cache).size
    }

    /// Places each view in its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        place(in: bounds, proposal, SubviewChildren(subviews: subviews), &cache)
    }

    /// Places each view in its cell (a view past the rows' cells is left for the pass to centre).
    func place<C: LayoutChildren>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) {
        let solution = solve(proposal, children, &cache)
        // Each column's horizontal guide: its `gridColumnAlignment` (the first a one-column
        // cell in it gives), else the grid's.
        var columnGuides = [AlignmentKey](repeating: alignment.horizontal.key, count: cache.columnCount)
        let readsValues = children.mayHaveLayoutValues
        if readsValues {
            var given = [Bool](repeating: false, count: cache.columnCount)
            for cell in cache.cells where !given[cell.column] && cell.span == 1 && !cell.fullWidth {
                guard let guide = children.value(cell.subview, GridColumnAlignment.self) else { continue }
                columnGuides[cell.column] = guide.key
                given[cell.column] = true
            }
        }
        let cells = cache.cells
        // Each row's own vertical alignment is its shape's (a cell's row is below `rowCount`,
        // the shapes' count).
        let shapes = rowShapes(count: cache.rowCount)
        for k in cells.indices {
            let cell = cells[k]
            let i = cell.subview
            let frame = solution.cellFrames[k].offsetBy(dx: bounds.minX, dy: bounds.minY)
            let cellProposal = ProposedViewSize(frame.size)
            if readsValues, let anchor = children.value(i, GridCellAnchor.self) {
                children.place(i, at: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height), anchor: anchor, proposal: cellProposal)
                continue
            }
            let horizontal = cell.span == 1 && !cell.fullWidth ? columnGuides[cell.column] : alignment.horizontal.key
            let vertical = shapes[cell.row].alignment?.key ?? alignment.vertical.key
            // `alignedOffset(of: subview.dimensions(in: cellProposal), …)`, guide by guide.
            let size = children.sizeThatFits(i, cellProposal)
            // The cell sets no guides: its guides' defaults.
            let offset = CGPoint(
                x: horizontal.defaultValue(ofSize: frame.size) - children.guide(i, horizontal, size: size, proposal: cellProposal),
                y: vertical.defaultValue(ofSize: frame.size) - children.guide(i, vertical, size: size, proposal: cellProposal))
            children.place(i, at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), askedAgain: cellProposal)
        }
    }
}

extension GridLayout: ValidatingLayout {
    var validationName: String { "" }
    var validationIssue: LayoutError? {
        if let rows, let r = rows.firstIndex(where: { $0.count < 0 }) {
            return LayoutError(.outOfRange(.atLeast(0), got: Double(rows[r].count)), at: ["rowLengths", .index(r)])
        }
        return finiteSpacingIssue(horizontalSpacing, key: "horizontalSpacing") ?? finiteSpacingIssue(verticalSpacing, key: "verticalSpacing")
    }
}

/// The shape of one grid row: how many subviews it holds, its vertical alignment, and whether
/// it is a single view outside any `GridRow` (spanning the whole grid).
struct GridRowShape: Sendable {
    var count: Int
    var alignment: VerticalAlignment?
    var isFullWidth: Bool
}

/// One cell: which subview (by position from the first), where, how many columns.
struct GridCell {
    var subview: Int
    var row: Int
    var column: Int
    var span: Int
    var fullWidth: Bool
}

/// The grid's size and each cell's frame (relative to the grid's origin), for one proposal.
struct GridSolution {
    var size: CGSize
    var cellFrames: [CGRect]
}

/// The cells that size each track (column or row), in one flat array: track `t`'s are
/// `cells[starts[t]..<starts[t + 1]]`, in the order given.
struct GridTracks {
    var cells: [Int]
    var starts: [Int]

    /// `count` tracks holding the given cells, each pair a cell and its track.
    init(count: Int, pairs: [(track: Int, cell: Int)]) {
        // Built in locals and stored once (appending to a stored array checks its uniqueness each time).
        var counts = [Int](repeating: 0, count: count + 1)
        var inTrackOrder = true, previous = 0
        for pair in pairs {
            counts[pair.track + 1] += 1
            inTrackOrder = inTrackOrder && pair.track >= previous
            previous = pair.track
        }
        for t in 0..<count { counts[t + 1] += counts[t] }
        var cells = [Int](repeating: 0, count: pairs.count)
        if inTrackOrder {
            // Already grouped by track (a grid's rows, cell after cell): the order stays as given.
            for k in pairs.indices { cells[k] = pairs[k].cell }
        } else {
            var next = counts
            for pair in pairs {
                cells[next[pair.track]] = pair.cell
                next[pair.track] += 1
            }
        }
        self.cells = cells
        starts = counts
    }

    var count: Int { starts.count - 1 }
    subscript(track: Int) -> ArraySlice<Int> { cells[starts[track]..<starts[track + 1]] }
}

/// Sizes tracks (columns or rows) like a stack sizes its children: a track is as long as its
/// longest cell; with a proposal, the least flexible tracks go first, each offered an equal
/// share of what remains.
enum GridAxisSizer {
    static func sizes(tracks: GridTracks, available: CGFloat?, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        // The longest cell; once one takes ∞ the others cannot change that and are not asked.
        func length(_ track: ArraySlice<Int>, _ offer: CGFloat?) -> CGFloat {
            var longest: CGFloat = 0
            for cell in track where longest != .infinity { longest = max(longest, measure(cell, offer)) }
            return longest
        }
        guard let available else { return (0..<tracks.count).map { length(tracks[$0], nil) } }
        if !available.isFinite { return (0..<tracks.count).map { length(tracks[$0], available) } }
        let order = leastFlexibleFirst(Array(0..<tracks.count), high: { length(tracks[$0], .infinity) }, low: { length(tracks[$0], 0) })
        var result = [CGFloat](repeating: 0, count: tracks.count)
        var remaining = available
        var count = CGFloat(tracks.count)
        for t in order {
            let taken = length(tracks[t], max(0, remaining / count))
            result[t] = taken
            remaining -= taken
            count -= 1
        }
        return result
    }
}

/// How many columns a grid cell spans (SwiftUI's `gridCellColumns`): set it with
/// `gridCellColumns(_:)`, or from a host's view as a layout value (values below 1 count as 1,
/// above `LayoutLimits.maximumColumns` as that).
public struct GridCellColumns: LayoutValueKey {
    /// One column.
    public static let defaultValue = 1
}
/// The horizontal alignment of a grid column (`gridColumnAlignment`).
struct GridColumnAlignment: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
/// Where a view sits in its grid cell (`gridCellAnchor`).
struct GridCellAnchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
/// The axes along which a cell does not size its column or row (`gridCellUnsizedAxes`).
struct GridCellUnsizedAxes: LayoutValueKey { static let defaultValue: Set<Axis> = [] }

/// One row of a grid: a `GridRow` of cells, or a single view spanning the grid.
public struct GridRowContent: Sendable {
    var shape: GridRowShape
    var views: [ViewNode]

    /// A `GridRow(alignment:)` of `views`.
    public static func row(alignment: VerticalAlignment? = nil, _ views: [ViewNode]) -> GridRowContent {
        GridRowContent(shape: GridRowShape(count: views.count, alignment: alignment, isFullWidth: false), views: views)
    }

    /// A view outside any `GridRow`: a row of one cell as wide as the grid.
    public static func view(_ view: ViewNode) -> GridRowContent {
        GridRowContent(shape: GridRowShape(count: 1, alignment: nil, isFullWidth: true), views: [view])
    }
}

extension ViewNode {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`.
    public static func grid(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, rows: [GridRowContent]) -> ViewNode {
        var layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        layout.rows = rows.map(\.shape)
        return .layout(layout, rows.flatMap(\.views))
    }

    /// The number of grid columns the view spans (SwiftUI's `gridCellColumns`).
    /// `count` is clamped to 1...`LayoutLimits.maximumColumns`.
    public func gridCellColumns(_ count: Int) -> ViewNode { layoutValue(key: GridCellColumns.self, value: min(max(count, 1), LayoutLimits.maximumColumns)) }

    /// The horizontal alignment of the view's whole grid column (SwiftUI's `gridColumnAlignment`).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode { layoutValue(key: GridColumnAlignment.self, value: guide) }

    /// Where the view sits in its grid cell (SwiftUI's `gridCellAnchor`).
    public func gridCellAnchor(_ anchor: UnitPoint) -> ViewNode { layoutValue(key: GridCellAnchor.self, value: anchor) }

    /// The axes along which the view does not size its grid column or row (SwiftUI's `gridCellUnsizedAxes`).
    public func gridCellUnsizedAxes(_ axes: Set<Axis>) -> ViewNode { layoutValue(key: GridCellUnsizedAxes.self, value: axes) }
}
