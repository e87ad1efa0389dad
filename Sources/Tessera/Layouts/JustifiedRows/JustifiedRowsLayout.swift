import Foundation

/// Justified rows, the photo grid of Flickr and Google Photos: items keep their aspect ratios
/// (width ÷ height) and are packed into rows, leading to trailing, each row scaled to the one
/// height at which its items fill the width exactly.
///
/// Rows break where Flickr's justified-layout breaks them, with heights in place of aspect
/// ratios: items join the open row while the height that would fill the width is above
/// `maximumRowHeight` (`targetRowHeight · (1 + targetRowHeightTolerance)`); the first item that
/// brings it to `maximumRowHeight` or below closes the row — with that item when the height is
/// at least `minimumRowHeight` (`targetRowHeight · (1 − targetRowHeightTolerance)`) or is no
/// farther from the target than the row's height without it, else without it (it starts the
/// next row). An item that alone is wider than the width allows at the minimum height (a
/// panorama) is a row of its own, lower than the minimum. A section's last row, still open when
/// its items run out, is not stretched: its items keep `targetRowHeight` and start at the
/// leading edge.
///
/// An item's aspect ratio is its `ItemSizing` (`.aspectRatio`, or an intrinsic size's width ÷
/// height); an item that takes its cell's preferred size (`ItemData.selfSizing`) and has been
/// measured takes its measured size's ratio (clamped to `aspectRatioRange`; a measurement with a
/// side of 0 is ignored). Items with no ratio of their own (no data, or a height alone) are square.
///
/// Sections stack vertically; each is its header, its top inset, its rows, its bottom inset and
/// its footer. Frames are on the display's pixel grid: a full row's item widths, in whole pixels,
/// add up exactly to the row's width less its spacings, so rows have no gaps and no overlaps;
/// each item's width is within a pixel of its height times its ratio. Rows are whole pixels
/// high, and so is `lineSpacing`: every row's top is the first's plus whole pixels, and a change
/// above moves every row below by one same whole number of pixels. In a right-to-left
/// environment the whole layout is mirrored. Appending items costs O(appended + the last row +
/// log n) and gives exactly the snapshot a full layout would.
public struct JustifiedRowsLayout: LineStartKeepingLayout, AspectRatioMeasuringLayout, Hashable {
    /// The zIndex of a header or footer while it is pinned away from its resting place.
    public static let pinnedZIndex = PinningBehavior.pinnedZIndexBase
    /// The aspect ratios an item may have (width ÷ height): 1/10,000 to 10,000.
    public static let aspectRatioRange: ClosedRange<CGFloat> = 0.0001...10_000

    /// The height rows aim for, in points (Flickr's `targetRowHeight`); a section's last row has
    /// exactly this height.
    public var targetRowHeight: CGFloat
    /// How far, as a fraction of `targetRowHeight` (0 … 1), a full row's height may stray from
    /// the target before the rows break differently (Flickr's `targetRowHeightTolerance`).
    public var targetRowHeightTolerance: CGFloat
    /// Horizontal space between neighbouring items of a row.
    public var interitemSpacing: CGFloat
    /// Vertical space between rows.
    public var lineSpacing: CGFloat
    /// Insets around each section's rows, inside its header and footer.
    public var sectionInsets: DirectionalEdgeInsets
    /// The height of each section's header, a supplementary of kind `header` as wide as the
    /// container (0: no header).
    public var headerHeight: CGFloat
    /// The height of each section's footer, kind `footer` (0: no footer).
    public var footerHeight: CGFloat
    /// Whether headers stick to the top of the visible bounds while their section scrolls by.
    public var pinHeaders: Bool
    /// Whether footers stick to the bottom of the visible bounds while their section scrolls by.
    public var pinFooters: Bool
    /// Per section, items that start a row whatever fits before them: what a driver keeps so
    /// that the rows the user sees keep their items (`LineStartKeepingLayout`). Empty for the
    /// rows as Flickr's rule breaks them.
    public var keptLineStarts: [Int: [Int]] = [:]

    /// Creates a justified-rows layout.
    public init(
        targetRowHeight: CGFloat = 180, targetRowHeightTolerance: CGFloat = 0.25, interitemSpacing: CGFloat = 4,
        lineSpacing: CGFloat = 4, sectionInsets: DirectionalEdgeInsets = .zero, headerHeight: CGFloat = 0,
        footerHeight: CGFloat = 0, pinHeaders: Bool = false, pinFooters: Bool = false
    ) {
        self.targetRowHeight = targetRowHeight
        self.targetRowHeightTolerance = targetRowHeightTolerance
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInsets = sectionInsets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
    }

    /// The tallest a full row may be before it takes another item:
    /// `targetRowHeight · (1 + targetRowHeightTolerance)`.
    public var maximumRowHeight: CGFloat { targetRowHeight * (1 + targetRowHeightTolerance) }
    /// The lowest a full row aims to be: `targetRowHeight · (1 − targetRowHeightTolerance)`.
    public var minimumRowHeight: CGFloat { targetRowHeight * (1 - targetRowHeightTolerance) }

    /// Lays out `sections` in `environment` (see the type's documentation). Throws a
    /// `LayoutError` naming the bad property, or the item (`sections[0].items[7]`) whose aspect
    /// ratio is not a finite number in `aspectRatioRange`.
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        try LayoutLimits.checkElementBudget(cells: LayoutLimits.totalItems(sections), maximum: LayoutLimits.absoluteMaximumElements)
        let metrics = try self.metrics(in: environment)
        var builder = LayoutSnapshotBuilder(environment: environment)
        let (end, last) = try layOut(sections[...], metrics: metrics, from: 0, into: &builder)
        return try finishSnapshot(builder, end: end, last: last)
    }

    /// Lays out whole sections, numbered from the builder's next section, stacked from `y`.
    /// Returns where the last one ends and its cursor before its last row (nil when none).
    func layOut(
        _ sections: ArraySlice<SectionData>, metrics: JustifiedRowMetrics, from y: CGFloat, into builder: inout LayoutSnapshotBuilder
    ) throws -> (end: CGFloat, last: JustifiedSectionCursor?) {
        var y = y
        var last: JustifiedSectionCursor?
        for items in sections {
            let section = builder.startSection()
            var cursor = JustifiedSectionCursor(metrics: metrics, section: section, sectionStart: y)
            cursor.keptStarts = KeptLineStarts(keptLineStarts[section] ?? [])
            builder.reserveCapacity(cells: items.count)
            try cursor.place(items, into: &builder)
            y = cursor.finish(pinHeaders: pinHeaders, pinFooters: pinFooters, into: &builder)
            last = cursor
        }
        return (y, last)
    }

    /// The snapshot of `builder` with content ending at `end`, remembering `last` (the last
    /// section's cursor before its last row) for appends.
    func finishSnapshot(_ builder: LayoutSnapshotBuilder, end: CGFloat, last: JustifiedSectionCursor?) throws -> LayoutSnapshot {
        guard end.isFinite else { throw LayoutError(.overflows(got: Double(end)), at: ["sections"]) }
        let environment = builder.environment
        let size = CGSize(width: environment.containerSize.width, height: environment.pixelGrid.round(end))
        let state = JustifiedRowsAppendState(
            layout: self, last: last, cellsBeforeOpenRow: builder.numberOfCells - (last?.openRow.count ?? 0), end: end)
        return builder.build(contentSize: size, layoutState: state)
    }
}
