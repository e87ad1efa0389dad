import Foundation

/// The inner loop of a waterfall section: places a run of items into the columns and writes
/// their pixel-aligned frames. A million-item feed spends nearly all its layout time here, so
/// the common case (one-column items, shortest column first) has a loop of its own that keeps
/// everything in registers; every other item takes the general path.
struct WaterfallItemPlacer {
    let metrics: WaterfallSectionMetrics
    let section: Int
    let order: WaterfallItemOrder
    let grid: PixelGrid
    /// The index (in its section) of the first item this placer places.
    let firstIndex: Int
    /// The bottom of the lowest item so far.
    var bottom: CGFloat
    /// Per column, a one-column item's rounded horizontal span: it depends only on the column.
    private let columnSpans: [(start: CGFloat, length: CGFloat)]

    init(metrics: WaterfallSectionMetrics, section: Int, order: WaterfallItemOrder, grid: PixelGrid, firstIndex: Int, bottom: CGFloat) {
        self.metrics = metrics
        self.section = section
        self.order = order
        self.grid = grid
        self.firstIndex = firstIndex
        self.bottom = bottom
        columnSpans = (0..<metrics.columnCount).map { c in
            let (x0, x1) = metrics.edges(column: c, span: 1)
            return grid.roundedSpan(from: x0, to: x1)
        }
    }

    /// Places items `0..<count` of `source` below the columns' `next` tops, which it moves down.
    @inline(__always)
    mutating func place<Source: WaterfallItemSource>(
        _ source: Source, count: Int, next: UnsafeMutableBufferPointer<CGFloat>, into cells: inout LayoutSnapshotBuilder.CellWriter
    ) throws {
        var local = 0
        while local < count {
            if order == .shortestFirst {
                local = try placeOneColumnRun(source, from: local, count: count, next: next, into: &cells)
                if local == count { return }
            }
            try placeItem(local, data: source.item(at: local), next: next, into: &cells)
            local += 1
        }
    }

    /// Places items from `start` on while they are one column wide, each in the shortest
    /// column; returns the index of the first item it did not place (`count` when done).
    @inline(__always)
    private mutating func placeOneColumnRun<Source: WaterfallItemSource>(
        _ source: Source, from start: Int, count: Int, next: UnsafeMutableBufferPointer<CGFloat>,
        into cells: inout LayoutSnapshotBuilder.CellWriter
    ) throws -> Int {
        let n = next.count
        let width = metrics.columnWidth
        let spacing = metrics.itemSpacing
        let grid = self.grid
        var bottom = self.bottom
        defer { self.bottom = bottom }
        return try columnSpans.withUnsafeBufferPointer { columnSpans in
            var local = start
            while local < count {
                // Write straight into the leaf being filled, a run at a time.
                let slots = cells.freeSlots
                let runEnd = min(count, local + slots.count)
                var written = 0
                defer { cells.commit(written) }
                while local < runEnd {
                    // The height is known before the column is chosen, so its division stays
                    // off the chain from one item to the next.
                    guard let height = source.oneColumnHeight(at: local, width: width, columns: n) else { return local }
                    guard height >= 0, height < .infinity else { throw badHeight(height, width: width, item: local) }
                    var column = 0
                    var y = next[0]
                    for c in 1..<n where next[c] < y {
                        column = c
                        y = next[c]
                    }
                    let maxY = y + height
                    let xSpan = columnSpans[column]
                    let ySpan = grid.roundedSpan(from: y, to: maxY)
                    slots.initializeElement(at: written, to: CellRecord(frame: CGRect(x: xSpan.start, y: ySpan.start, width: xSpan.length, height: ySpan.length), zIndex: 0))
                    written += 1
                    next[column] = maxY + spacing
                    bottom = maxY > bottom ? maxY : bottom // a select, not a branch
                    local += 1
                }
            }
            return count
        }
    }

    /// Places one item of any span, in any order.
    private mutating func placeItem(
        _ local: Int, data item: ItemData, next: UnsafeMutableBufferPointer<CGFloat>, into cells: inout LayoutSnapshotBuilder.CellWriter
    ) throws {
        let n = next.count
        let index = firstIndex + local
        let span = item.isFullSpan ? n : min(max(item.columnSpan, 1), n)
        let width = metrics.width(ofSpan: span)
        let height = item.height(forWidth: width) ?? width
        guard height >= 0, height < .infinity else { throw badHeight(height, width: width, item: local) }
        let column: Int
        let y: CGFloat
        switch order {
        case .shortestFirst:
            (column, y) = WaterfallColumnCursor.shortestColumns(next, span: span)
        case .leftToRight:
            column = min(index % n, n - span)
            y = WaterfallColumnCursor.top(of: next, column: column, span: span)
        case .rightToLeft:
            column = max(0, n - 1 - index % n - (span - 1))
            y = WaterfallColumnCursor.top(of: next, column: column, span: span)
        }
        let maxY = y + height
        let (x0, x1) = metrics.edges(column: column, span: span)
        let xSpan = span == 1 ? columnSpans[column] : grid.roundedSpan(from: x0, to: x1)
        let ySpan = grid.roundedSpan(from: y, to: maxY)
        cells.addCell(frame: CGRect(x: xSpan.start, y: ySpan.start, width: xSpan.length, height: ySpan.length))
        let following = maxY + metrics.itemSpacing
        for c in column..<column + span { next[c] = following }
        if maxY > bottom { bottom = maxY }
    }

    /// The error for item `local` whose data gives no usable height.
    private func badHeight(_ height: CGFloat, width: CGFloat, item local: Int) -> LayoutError {
        LayoutError(
            height.isFinite ? .outOfRange(.atLeast(0), got: Double(height)) : .notFinite(got: Double(height)),
            at: ["sections", .index(section), "items", .index(firstIndex + local)]
        )
    }
}

/// Where a waterfall's inner loop reads its items: each way `SectionData` stores them gets a
/// loop of its own (the placer is generic over this), so reading an item costs only its load.
protocol WaterfallItemSource {
    /// The data of item `index`.
    func item(at index: Int) -> ItemData
    /// The height of item `index` at `width` if it is one column wide among `columns`
    /// (a square when it has no data), or nil when it spans more columns.
    func oneColumnHeight(at index: Int, width: CGFloat, columns: Int) -> CGFloat?
}

/// Items with full data.
struct WaterfallItemsSource: WaterfallItemSource {
    let data: UnsafeBufferPointer<ItemData>

    @inline(__always) func item(at index: Int) -> ItemData { data[index] }

    @inline(__always)
    func oneColumnHeight(at index: Int, width: CGFloat, columns: Int) -> CGFloat? {
        let item = data[index]
        if columns > 1, item.isFullSpan || item.columnSpan > 1 { return nil }
        return item.height(forWidth: width) ?? width
    }
}

/// Items stored as their aspect ratios alone.
struct WaterfallAspectRatioSource: WaterfallItemSource {
    let ratios: UnsafeBufferPointer<CGFloat>

    @inline(__always) func item(at index: Int) -> ItemData { .aspectRatio(ratios[index]) }

    @inline(__always)
    func oneColumnHeight(at index: Int, width: CGFloat, columns: Int) -> CGFloat? {
        // Exactly `ItemSizing.height(forWidth:)` for an aspect ratio.
        width / ratios[index]
    }
}

/// A bare count: square items with no data.
struct WaterfallBareCountSource: WaterfallItemSource {
    @inline(__always) func item(at index: Int) -> ItemData { ItemData() }
    @inline(__always) func oneColumnHeight(at index: Int, width: CGFloat, columns: Int) -> CGFloat? { width }
}
