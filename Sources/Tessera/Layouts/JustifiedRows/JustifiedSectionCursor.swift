import Foundation

/// The state of one justified-rows section while its items are placed: where its open row
/// starts and what it holds. Full rows are written as they close; the open row is written as the
/// section's last row when the section finishes, and kept here (unwritten) so that appending
/// continues exactly where the full layout would.
struct JustifiedSectionCursor: Sendable, Hashable {
    let metrics: JustifiedRowMetrics
    let section: Int
    /// The top of the section (its header's top).
    let sectionStart: CGFloat
    /// The top of the section's rows (below the header and the top inset).
    let itemsTop: CGFloat
    /// Where the open row starts: `itemsTop`, or the bottom of the last full row plus the line
    /// spacing.
    private(set) var rowTop: CGFloat
    /// The bottom of the last full row (`itemsTop` while there is none).
    private(set) var fullRowsBottom: CGFloat
    /// The number of items placed, the open row's included.
    private(set) var itemCount = 0
    /// The row being filled.
    private(set) var openRow = JustifiedOpenRow()
    /// Items that start a row whatever fits before them (`LineStartKeepingLayout`).
    var keptStarts = KeptLineStarts([])

    init(metrics: JustifiedRowMetrics, section: Int, sectionStart: CGFloat) {
        self.metrics = metrics
        self.section = section
        self.sectionStart = sectionStart
        // On the grid (where the first row is drawn anyway): every row's top is then on it, its
        // rows being whole pixels high (`JustifiedRowMetrics.rowHeight`), never at a half pixel
        // that a rounding error could send either way.
        itemsTop = metrics.grid.round(sectionStart + metrics.headerHeight + metrics.insets.top)
        rowTop = itemsTop
        fullRowsBottom = itemsTop
    }

    /// Places every item of `items` after those already placed, writing the rows they fill into
    /// `builder`'s current section. Throws at the item whose aspect ratio is unusable. Reads
    /// each way `SectionData` stores items in place: a bare count or stored ratios cost no copy.
    mutating func place(_ items: SectionData, into builder: inout LayoutSnapshotBuilder) throws {
        switch items.storedItems {
        case .bareCount:
            for _ in 0..<items.count { place(ratio: 1, into: &builder) }
        case .aspectRatios(let ratios):
            for ratio in ratios { place(ratio: try checked(ratio), into: &builder) }
        case .items(let data):
            for item in data { place(ratio: try checked(item.justifiedAspectRatio), into: &builder) }
        }
    }

    /// `ratio` of the next item, after checking it (`JustifiedRowsLayout.checkAspectRatio`).
    private func checked(_ ratio: CGFloat) throws -> CGFloat {
        try JustifiedRowsLayout.checkAspectRatio(ratio, path: ["sections", .index(section), "items", .index(itemCount)])
        return ratio
    }

    /// Places the next item, of aspect ratio `ratio`: it joins the open row, which it may close.
    private mutating func place(ratio: CGFloat, into builder: inout LayoutSnapshotBuilder) {
        if keptStarts.startsLine(itemCount), openRow.count > 0 {
            // Where the rule closes the row before this item anyway, as it would.
            if case .closeBefore(let height) = openRow.step(adding: ratio, metrics: metrics) {
                closeRow(height: height, into: &builder)
            } else {
                closeRowEarly(into: &builder)
            }
        }
        switch openRow.step(adding: ratio, metrics: metrics) {
        case .keepOpen:
            openRow.append(ratio)
        case .closeWith(let height):
            openRow.append(ratio)
            closeRow(height: height, into: &builder)
        case .closeBefore(let height):
            closeRow(height: height, into: &builder)
            // Alone in a new row: it either stays open or fills the row by itself.
            openRow.append(ratio)
            if case .closeWith(let alone) = JustifiedOpenRow().step(adding: ratio, metrics: metrics) {
                closeRow(height: alone, into: &builder)
            }
        }
        itemCount += 1
    }

    /// Writes the open row as a full row `height` high and starts the next one below it.
    private mutating func closeRow(height: CGFloat, into builder: inout LayoutSnapshotBuilder) {
        metrics.addRow(openRow.ratios, top: rowTop, height: height, fills: true, into: &builder)
        fullRowsBottom = rowTop + metrics.rowHeight(height)
        rowTop = fullRowsBottom + metrics.lineSpacing
        openRow.removeAll()
    }

    /// Writes the open row, ended before a kept start: stretched to fill the width, as a full
    /// row, unless that would make it more than twice as tall as a row may be (a remainder of
    /// a row pushed over a kept start): then at the target height from the leading edge.
    private mutating func closeRowEarly(into builder: inout LayoutSnapshotBuilder) {
        let filling = metrics.fillingHeight(count: openRow.count, ratioSum: openRow.ratioSum)
        let fills = filling > 0 && filling <= 2 * metrics.maximumHeight
        let height = fills ? filling : metrics.targetHeight
        metrics.addRow(openRow.ratios, top: rowTop, height: height, fills: fills, into: &builder)
        fullRowsBottom = rowTop + metrics.rowHeight(height)
        rowTop = fullRowsBottom + metrics.lineSpacing
        openRow.removeAll()
    }

    /// The bottom of the section's rows once the open row is written at the target height.
    var itemsBottom: CGFloat { openRow.count == 0 ? fullRowsBottom : rowTop + metrics.rowHeight(metrics.targetHeight) }

    /// Writes the open row as the section's last row (not stretched), adds the section's header
    /// and footer (pinned if asked) and returns where the section ends: below its rows, its
    /// bottom inset and its footer.
    func finish(pinHeaders: Bool, pinFooters: Bool, into builder: inout LayoutSnapshotBuilder) -> CGFloat {
        if openRow.count > 0 {
            metrics.addRow(openRow.ratios, top: rowTop, height: metrics.targetHeight, fills: false, into: &builder)
        }
        let grid = metrics.grid
        let footerTop = itemsBottom + metrics.insets.bottom
        let sectionEnd = footerTop + metrics.footerHeight
        // Pinned elements slide within the section's aligned extent, so they stay on the grid.
        let range = grid.round(sectionStart)...grid.round(sectionEnd)
        let indexPath = IndexPath.item(0, section: section)
        if metrics.headerHeight > 0 {
            let frame = grid.roundEdges(minX: 0, minY: sectionStart, maxX: metrics.width, maxY: sectionStart + metrics.headerHeight)
            let pin = pinHeaders ? PinningBehavior(edge: .leading, range: range, pinnedZIndex: JustifiedRowsLayout.pinnedZIndex) : nil
            builder.addSupplementary(kind: ElementKind.header, at: indexPath, frame: frame, pinning: pin)
        }
        if metrics.footerHeight > 0 {
            let frame = grid.roundEdges(minX: 0, minY: footerTop, maxX: metrics.width, maxY: sectionEnd)
            let pin = pinFooters ? PinningBehavior(edge: .trailing, range: range, pinnedZIndex: JustifiedRowsLayout.pinnedZIndex) : nil
            builder.addSupplementary(kind: ElementKind.footer, at: indexPath, frame: frame, pinning: pin)
        }
        return sectionEnd
    }

    /// The least y at which anything laid out after this cursor can start: the open row's top
    /// (an append lays it out again), or, with no open row, the bottom of the last full row
    /// (where the bottom inset, and so what follows, starts when no item comes).
    var appendBoundary: CGFloat { openRow.count == 0 ? fullRowsBottom : rowTop }
}
