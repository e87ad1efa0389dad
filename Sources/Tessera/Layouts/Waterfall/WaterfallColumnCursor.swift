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

    init(metrics: WaterfallSectionMetrics, section: Int, sectionStart: CGFloat) {
        self.metrics = metrics
        self.section = section
        self.sectionStart = sectionStart
        itemsTop = sectionStart + metrics.headerHeight + metrics.insets.top
        nextY = Array(repeating: itemsTop, count: metrics.columnCount)
        itemsBottom = itemsTop
    }

    /// Places every item of `items` after those already placed, writing their pixel-aligned
    /// frames into `builder`'s current section. One pass; no allocation per item.
    mutating func place(_ items: SectionData, order: WaterfallItemOrder, grid: PixelGrid, into builder: inout LayoutSnapshotBuilder) throws {
        let n = metrics.columnCount
        let spacing = metrics.itemSpacing
        let hasData = items.hasItemData
        let first = itemCount
        var bottom = itemsBottom
        let m = metrics
        let section = self.section
        // Work on a local copy (left unique by emptying the stored one) so the loop touches no
        // property of `self` while the buffer is borrowed.
        var columns = nextY
        nextY = []
        // A one-column item's horizontal edges depend only on its column: round them once.
        let columnSpans = (0..<n).map { c in
            let (x0, x1) = m.edges(column: c, span: 1)
            return grid.roundedSpan(from: x0, to: x1)
        }
        try columns.withUnsafeMutableBufferPointer { next in
            for local in 0..<items.count {
                let index = first + local
                let data = hasData ? items[local] : ItemData()
                let span = data.isFullSpan ? n : min(max(data.columnSpan, 1), n)
                let column: Int
                switch order {
                case .shortestFirst:
                    column = Self.shortestColumns(next, span: span)
                case .leftToRight:
                    column = min(index % n, n - span)
                case .rightToLeft:
                    column = max(0, n - 1 - index % n - (span - 1))
                }
                var y = next[column]
                if span > 1 { for c in column + 1..<column + span { y = max(y, next[c]) } }
                let (x0, x1) = m.edges(column: column, span: span)
                let width = x1 - x0
                let height = data.height(forWidth: width) ?? width
                guard height >= 0, height < .infinity else {
                    throw LayoutError(
                        path: "sections[\(section)].items[\(index)]",
                        "height at width \(width) must be a finite number >= 0, got \(height)"
                    )
                }
                let maxY = y + height
                let xSpan = span == 1 ? columnSpans[column] : grid.roundedSpan(from: x0, to: x1)
                let ySpan = grid.roundedSpan(from: y, to: maxY)
                builder.addCell(frame: CGRect(x: xSpan.start, y: ySpan.start, width: xSpan.length, height: ySpan.length))
                let following = maxY + spacing
                for c in column..<column + span { next[c] = following }
                bottom = max(bottom, maxY)
            }
        }
        nextY = columns
        itemsBottom = bottom
        itemCount = first + items.count
    }

    /// The leading column of the `span` adjacent columns whose next item would start highest
    /// (the tallest of them decides); ties go to the leading window.
    @inline(__always)
    static func shortestColumns(_ next: UnsafeMutableBufferPointer<CGFloat>, span: Int) -> Int {
        let n = next.count
        if span == 1 {
            var best = 0
            var bestY = next[0]
            for c in 1..<n where next[c] < bestY {
                best = c
                bestY = next[c]
            }
            return best
        }
        var best = 0
        var bestY = CGFloat.infinity
        for start in 0...(n - span) {
            var y = next[start]
            for c in start + 1..<start + span { y = max(y, next[c]) }
            if y < bestY {
                best = start
                bestY = y
            }
        }
        return best
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
