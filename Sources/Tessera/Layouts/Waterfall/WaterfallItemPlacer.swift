import Foundation

/// The inner loop of a waterfall section: places a run of items into the columns and writes
/// their pixel-aligned frames. A million-item feed spends nearly all its layout time here, so
/// the common case (one-column items, shortest column first, whether or not a driver recorded
/// their column) has a loop of its own; every other item takes the general path. Arrays and their spans only: every read
/// and write is bounds-checked (strict memory safety, SE-0458).
struct WaterfallItemPlacer {
    let metrics: WaterfallSectionMetrics
    let section: Int
    let order: WaterfallItemOrder
    let grid: PixelGrid
    /// The tolerance for items of known size, and for every item when the layout sets one.
    let tolerance: CGFloat
    /// The tolerance for items whose height comes from their cell, when it differs from
    /// `tolerance` (nil: the same).
    let selfSizingTolerance: CGFloat?
    /// The index (in its section) of the first item this placer places.
    let firstIndex: Int
    /// The bottom of the lowest item so far.
    var bottom: CGFloat
    /// Whether an item of the section measured by its cell has been placed: from then on items
    /// take `selfSizingTolerance`.
    var sawMeasurement: Bool
    /// Per column, a one-column item's rounded horizontal span: it depends only on the column.
    private let columnSpans: [(start: CGFloat, length: CGFloat)]
    /// Extra space after some items, in their column (`WaterfallColumnCursor.gaps`), and the
    /// index in it of the first item at or after the next one placed.
    var gaps = ItemGaps()
    var nextGap = 0

    init(
        metrics: WaterfallSectionMetrics, section: Int, order: WaterfallItemOrder, grid: PixelGrid,
        tolerance: WaterfallTolerance, firstIndex: Int, bottom: CGFloat, sawMeasurement: Bool
    ) {
        self.metrics = metrics
        self.section = section
        self.order = order
        self.grid = grid
        self.tolerance = tolerance.knownSize
        selfSizingTolerance = tolerance.selfSizing == tolerance.knownSize ? nil : tolerance.selfSizing
        self.firstIndex = firstIndex
        self.bottom = bottom
        self.sawMeasurement = sawMeasurement
        columnSpans = (0..<metrics.columnCount).map { c in
            let (x0, x1) = metrics.edges(column: c, span: 1)
            return grid.roundedSpan(from: x0, to: x1)
        }
    }

    /// The local index of the next item with a gap after it (`count` when none before it):
    /// the one-column loop stops there, and the general path adds the gap.
    private func nextGapped(before count: Int) -> Int {
        nextGap < gaps.items.count ? min(count, gaps.items[nextGap] - firstIndex) : count
    }

    /// Places items `0..<count` of `source` below the columns' `next` tops, which it moves down.
    @inline(__always)
    mutating func place<Source: WaterfallItemSource>(
        _ source: Source, count: Int, next: inout [CGFloat], into cells: inout LayoutSnapshotBuilder.CellWriter
    ) throws {
        var local = 0
        while local < count {
            // An item with a gap after it takes the general path, which adds it.
            if order == .shortestFirst {
                local = try placeOneColumnRun(source, from: local, count: nextGapped(before: count), next: &next, into: &cells)
                if local == count { return }
            }
            try placeItem(local, data: source.item(at: local), next: &next, into: &cells)
            local += 1
        }
    }

    /// Places items from `start` on while the one-column loop may (see
    /// `WaterfallItemSource.oneColumnItem`), each in its recorded column, else in the leading
    /// column within `tolerance` of the shortest; returns the index of the first item it did not place (`count` when done).
    /// It writes a leaf's run at a time (`fillRun`), through spans: checked, but with no
    /// uniqueness check per write.
    @inline(__always)
    private mutating func placeOneColumnRun<Source: WaterfallItemSource>(
        _ source: Source, from start: Int, count: Int, next: inout [CGFloat],
        into cells: inout LayoutSnapshotBuilder.CellWriter
    ) throws -> Int {
        let n = next.count
        let width = metrics.columnWidth
        let spacing = metrics.itemSpacing
        let grid = self.grid
        let columnSpans = self.columnSpans
        let tolerance = sawMeasurement ? selfSizingTolerance ?? self.tolerance : self.tolerance
        // Until the first measurement, a measured item leaves the run (it changes the tolerance).
        let apart = selfSizingTolerance != nil && !sawMeasurement
        var bottom = self.bottom
        defer { self.bottom = bottom }
        var local = start
        var stopped = false
        while local < count, !stopped {
            try cells.fillRun { run in
                var tops = next.mutableSpan
                let xSpans = columnSpans.span
                let runEnd = min(count, local + run.capacity)
                while local < runEnd {
                    // The height is known before the column is chosen, so its division stays off
                    // the chain from one item to the next.
                    guard let (height, recorded) = source.oneColumnItem(at: local, width: width, columns: n, selfSizingApart: apart) else {
                        stopped = true
                        return
                    }
                    guard height >= 0, height < .infinity else { throw badHeight(height, width: width, item: local) }
                    var column: Int, y: CGFloat
                    if recorded >= 0 {
                        (column, y) = (recorded, tops[recorded])
                    } else {
                        (column, y) = Self.shortest(in: tops)
                        if tolerance > 0 { (column, y) = Self.leadingWithin(tolerance, of: y, before: column, in: tops) }
                    }
                    let maxY = y + height
                    let xSpan = xSpans[column]
                    let ySpan = grid.roundedSpan(from: y, to: maxY)
                    run.append(CellRecord(frame: CGRect(x: xSpan.start, y: ySpan.start, width: xSpan.length, height: ySpan.length), zIndex: 0))
                    tops[column] = maxY + spacing
                    bottom = maxY > bottom ? maxY : bottom  // a select, not a branch
                    local += 1
                }
            }
        }
        return local
    }

    /// The shortest column (the leading one of equals) and its top; two columns, the common
    /// case, without a loop.
    @inline(__always)
    static func shortest(in tops: borrowing MutableSpan<CGFloat>) -> (column: Int, top: CGFloat) {
        if tops.count == 2 {
            let y0 = tops[0], y1 = tops[1]
            return y1 < y0 ? (1, y1) : (0, y0)
        }
        var column = 0
        var y = tops[0]
        for c in 1..<tops.count where tops[c] < y {
            column = c
            y = tops[c]
        }
        return (column, y)
    }

    /// The leading column before `shortest` whose top is within `tolerance` of `top` (the
    /// shortest's), else the shortest itself.
    @inline(__always)
    static func leadingWithin(
        _ tolerance: CGFloat, of top: CGFloat, before shortest: Int, in tops: borrowing MutableSpan<CGFloat>
    ) -> (column: Int, top: CGFloat) {
        let limit = top + tolerance
        for c in 0..<shortest where tops[c] <= limit { return (c, tops[c]) }
        return (shortest, top)
    }

    /// Places one item of any span, in any order, in its recorded column if it has one.
    private mutating func placeItem(
        _ local: Int, data item: ItemData, next: inout [CGFloat], into cells: inout LayoutSnapshotBuilder.CellWriter
    ) throws {
        let n = next.count
        let index = firstIndex + local
        let span = item.isFullSpan ? n : min(max(item.columnSpan, 1), n)
        let width = metrics.width(ofSpan: span)
        let height = item.height(forWidth: width) ?? width
        guard height >= 0, height < .infinity else { throw badHeight(height, width: width, item: local) }
        if item.isMeasuredByItsCell { sawMeasurement = true }
        let column: Int
        let y: CGFloat
        if let recorded = item.column {
            column = min(recorded, n - span)
            y = WaterfallColumnCursor.top(of: next, column: column, span: span)
        } else {
            switch order {
            case .shortestFirst:
                let tolerance = sawMeasurement ? selfSizingTolerance ?? self.tolerance : self.tolerance
                (column, y) = WaterfallColumnCursor.shortestColumns(next, span: span, tolerance: tolerance)
            case .leftToRight:
                column = min(index % n, n - span)
                y = WaterfallColumnCursor.top(of: next, column: column, span: span)
            case .rightToLeft:
                column = max(0, n - 1 - index % n - (span - 1))
                y = WaterfallColumnCursor.top(of: next, column: column, span: span)
            }
        }
        let maxY = y + height
        let (x0, x1) = metrics.edges(column: column, span: span)
        let xSpan = span == 1 ? columnSpans[column] : grid.roundedSpan(from: x0, to: x1)
        let ySpan = grid.roundedSpan(from: y, to: maxY)
        cells.addCell(frame: CGRect(x: xSpan.start, y: ySpan.start, width: xSpan.length, height: ySpan.length))
        let following = maxY + metrics.itemSpacing
        for c in column..<column + span { next[c] = following }
        var end = maxY
        while nextGap < gaps.items.count, gaps.items[nextGap] <= index {
            if gaps.items[nextGap] == index, span == 1 {
                next[column] += gaps.gaps[nextGap]
                // After the column's last item, the gap moves the section's end.
                end += gaps.gaps[nextGap]
            }
            nextGap += 1
        }
        if end > bottom { bottom = end }
    }

    /// The error for item `local` whose data gives no usable height.
    private func badHeight(_ height: CGFloat, width: CGFloat, item local: Int) -> LayoutError {
        LayoutError(
            height.isFinite ? .outOfRange(.atLeast(0), got: Double(height)) : .notFinite(got: Double(height)),
            at: ["sections", .index(section), "items", .index(firstIndex + local)]
        )
    }
}
