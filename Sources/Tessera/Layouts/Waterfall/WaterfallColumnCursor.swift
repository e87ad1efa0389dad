import Foundation

/// The state of one waterfall section while its items are placed: where the next item of each
/// column would start. Kept in the snapshot so that appending continues exactly where the full
/// layout would.
struct WaterfallColumnCursor: Sendable, Hashable {
    let metrics: WaterfallSectionMetrics
    let section: Int
    /// The top of the section (its header's top).
    let sectionStart: CGFloat
    /// The top of the section's items (below the header and the top inset).
    let itemsTop: CGFloat
    /// Per column: the y where its next item starts (`itemsTop` while empty, else the bottom of
    /// its last item plus the item spacing).
    var nextY: [CGFloat]
    /// The bottom of the lowest item so far (`itemsTop` while empty): kept exactly rather than
    /// derived from `nextY - itemSpacing`, which need not round-trip in floating point.
    var itemsBottom: CGFloat
    /// The number of items placed.
    var itemCount = 0
    /// Whether an item measured by its cell has been placed (see `WaterfallLayout.itemTolerance`).
    var sawMeasurement = false

    init(metrics: WaterfallSectionMetrics, section: Int, sectionStart: CGFloat) {
        self.metrics = metrics
        self.section = section
        self.sectionStart = sectionStart
        itemsTop = sectionStart + metrics.headerHeight + metrics.insets.top
        nextY = Array(repeating: itemsTop, count: metrics.columnCount)
        itemsBottom = itemsTop
    }

    /// Extra space after some items, in their column (`WaterfallLayout.itemGaps`).
    var gaps = ItemGaps()

    /// Moves each column's start down by its offset (`WaterfallLayout.columnStartOffsets`),
    /// before any item is placed.
    mutating func moveColumnStarts(by offsets: [CGFloat]) throws {
        for (c, offset) in offsets.enumerated() where c < nextY.count {
            guard offset.isFinite else {
                throw LayoutError(.notFinite(got: Double(offset)), at: ["columnStartOffsets", .index(section), .index(c)])
            }
            nextY[c] += offset
        }
    }

    /// Takes the extra space after items (each finite, at least 0) for the items not placed yet.
    mutating func takeItemGaps(_ itemGaps: ItemGaps) throws {
        if let item = itemGaps.firstInvalidItem {
            let gap = Double(itemGaps[item])
            let reason: LayoutError.Reason = gap.isFinite ? .outOfRange(.atLeast(0), got: item < 0 ? Double(item) : gap) : .notFinite(got: gap)
            throw LayoutError(reason, at: ["itemGaps", .index(section), .index(item)])
        }
        gaps = itemGaps
    }

    /// Places every item of `items` after those already placed, writing their pixel-aligned
    /// frames into `builder`'s current section. One pass; no allocation per item.
    mutating func place(
        _ items: SectionData, order: WaterfallItemOrder, tolerance: WaterfallTolerance, grid: PixelGrid,
        into builder: inout LayoutSnapshotBuilder
    ) throws {
        var placer = WaterfallItemPlacer(
            metrics: metrics, section: section, order: order, grid: grid, tolerance: tolerance,
            firstIndex: itemCount, bottom: itemsBottom, sawMeasurement: sawMeasurement)
        placer.gaps = gaps
        placer.nextGap = gaps.position(of: itemCount)
        // Work on a local copy (left unique by emptying the stored one), so that writing a
        // column's top copies nothing.
        var columns = nextY
        nextY = []
        defer {
            nextY = columns
            itemsBottom = placer.bottom
            sawMeasurement = placer.sawMeasurement
        }
        try builder.withCellWriter { cells in
            // A loop specialized for each way the items are stored.
            switch items.storedItems {
            case .items(let data):
                try placer.place(WaterfallItemsSource(data: data), count: items.count, next: &columns, into: &cells)
            case .aspectRatios(let ratios):
                try placer.place(WaterfallAspectRatioSource(ratios: ratios), count: items.count, next: &columns, into: &cells)
            case .bareCount:
                try placer.place(WaterfallBareCountSource(), count: items.count, next: &columns, into: &cells)
            }
        }
        itemCount += items.count
    }

    /// The leading column of the `span` adjacent columns whose next item would start highest
    /// (the tallest of them decides), and that start. Windows whose start is within
    /// `tolerance` of the highest count as equal: the leading one of them wins (with 0, ties go
    /// to the leading window).
    @inline(__always)
    static func shortestColumns(_ next: [CGFloat], span: Int, tolerance: CGFloat) -> (column: Int, top: CGFloat) {
        let n = next.count
        var best = 0
        var bestY = span == 1 ? next[0] : CGFloat.infinity
        for start in (span == 1 ? 1 : 0)..<(n - span + 1) {
            let y = top(of: next, column: start, span: span)
            if y < bestY {
                best = start
                bestY = y
            }
        }
        guard tolerance > 0 else { return (best, bestY) }
        let limit = bestY + tolerance
        for start in 0..<best {
            let y = top(of: next, column: start, span: span)
            if y <= limit { return (start, y) }
        }
        return (best, bestY)
    }

    /// Where an item `span` columns wide starting at `column` starts: below the tallest of them.
    @inline(__always)
    static func top(of next: [CGFloat], column: Int, span: Int) -> CGFloat {
        var y = next[column]
        for c in column + 1..<column + span { y = max(y, next[c]) }
        return y
    }

    /// Adds the section's header and footer (pinned if asked) and returns where the section
    /// ends: below its items, its bottom inset and its footer.
    func finish(width: CGFloat, pinHeaders: Bool, pinFooters: Bool, grid: PixelGrid, into builder: inout LayoutSnapshotBuilder) -> CGFloat {
        let footerTop = itemsBottom + metrics.insets.bottom
        let sectionEnd = footerTop + metrics.footerHeight
        // Pinned elements slide within the section's aligned extent, so they stay on the grid.
        let range = grid.round(sectionStart)...grid.round(sectionEnd)
        let indexPath = IndexPath.item(0, section: section)
        if metrics.headerHeight > 0 {
            let frame = grid.roundEdges(minX: 0, minY: sectionStart, maxX: width, maxY: sectionStart + metrics.headerHeight)
            let pin = pinHeaders ? PinningBehavior(edge: .leading, range: range, pinnedZIndex: WaterfallLayout.pinnedZIndex) : nil
            builder.addSupplementary(kind: ElementKind.header, at: indexPath, frame: frame, pinning: pin)
        }
        if metrics.footerHeight > 0 {
            let frame = grid.roundEdges(minX: 0, minY: footerTop, maxX: width, maxY: sectionEnd)
            let pin = pinFooters ? PinningBehavior(edge: .trailing, range: range, pinnedZIndex: WaterfallLayout.pinnedZIndex) : nil
            builder.addSupplementary(kind: ElementKind.footer, at: indexPath, frame: frame, pinning: pin)
        }
        return sectionEnd
    }
}
