import Foundation

/// A Pinterest-style waterfall: items of varying heights in equal-width columns, each item
/// placed at the top of a column and as tall as its data says at the column's width.
///
/// Sections stack vertically; each is its header, its top inset, its items, its bottom inset
/// and its footer. Items with no data of their own are square. An item may span several
/// adjacent columns (`ItemData.columnSpan`, clamped to 1…columns) or all of them
/// (`isFullSpan`); its height is taken at the spanned width (the columns and the spacings
/// between them) and it starts below the tallest column it spans. There is no spacing after
/// the last item of a column.
///
/// **Why `shortestFirst` is the default.** Round-robin placement (`leftToRight`, item `i` in
/// column `i % columns`, the algorithm of the classic tutorials) ignores the heights: when
/// they vary, one column runs ahead of the others, and the expected gap at the bottom grows
/// with the number of items (it is a random walk, about √n item heights after n items). Putting
/// each item in the column that currently ends highest keeps the columns within one item of
/// each other however long the feed, so the page has no ragged bottom and no long empty
/// stretch beside a column that ran ahead. Ties go to the leading column, so equal heights
/// still read leading to trailing.
///
/// Frames are computed in exact floating point and then each edge is rounded to the display
/// scale's pixel grid (`PixelGrid.roundEdges`), so neighbours that share an edge keep sharing
/// it. In a right-to-left environment the whole layout is mirrored. Appending items
/// (`snapshot(_:appendingItems:newSections:)`) costs O(appended + log n) and gives exactly the
/// snapshot a full layout would.
public struct WaterfallLayout: IncrementalCollectionLayout, Hashable {
    /// The zIndex of a header or footer while it is pinned away from its resting place.
    public static let pinnedZIndex = PinningBehavior.pinnedZIndexBase

    /// The number of columns (per section unless overridden).
    public var columns: WaterfallColumns
    /// Horizontal space between columns.
    public var columnSpacing: CGFloat
    /// Vertical space between consecutive items of a column (and above a spanning item).
    public var itemSpacing: CGFloat
    /// Insets around each section's items, inside its header and footer.
    public var sectionInsets: DirectionalEdgeInsets
    /// Which column each next item goes to.
    public var itemOrder: WaterfallItemOrder
    /// The height of each section's header, a supplementary of kind `header` as wide as the
    /// container (0: no header).
    public var headerHeight: CGFloat
    /// The height of each section's footer, kind `footer` (0: no footer).
    public var footerHeight: CGFloat
    /// Whether headers stick to the top of the visible bounds while their section scrolls by
    /// (UICollectionViewFlowLayout's `sectionHeadersPinToVisibleBounds`).
    public var pinHeaders: Bool
    /// Whether footers stick to the bottom of the visible bounds while their section scrolls by
    /// (`sectionFootersPinToVisibleBounds`).
    public var pinFooters: Bool
    /// Knobs that differ per section, by section index.
    public var sectionOverrides: [Int: WaterfallSectionOverrides]
    /// How much higher a column must end than the leading ones for `shortestFirst` to skip
    /// them (CSS masonry's `item-tolerance`): an item goes to the leading column (or window of
    /// columns) that ends within this many points of the highest, so near-equal columns do not
    /// flip an item across the screen on a tiny height difference. An item with a recorded
    /// column (`ItemData.column`) goes there whatever the tolerance.
    ///
    /// nil (the default) is 0 until the section's first item measured by its cell (a
    /// `measuredSize` on an item that takes its cell's preferred size), and
    /// `selfSizingItemTolerance` (16 points, CSS's default of 1em) from that item on: measured
    /// heights differ from estimates by small amounts, and without a tolerance each would decide
    /// columns for the items after it. A waterfall whose data carries no measurement (known
    /// sizes, estimates not yet measured, a JSON spec without `measuredSize`) places exactly the
    /// shortest column, as it always has and as CHTCollectionViewWaterfallLayout does. A value
    /// applies to every item.
    public var itemTolerance: CGFloat?
    /// Per section, how far below their usual start the columns' first items start (points,
    /// finite, one a column; missing columns and sections: 0). A driver sets them
    /// (`ColumnStartAdjustableLayout`) so that a change above the viewport in one column moves
    /// no column on screen: the content above what is shown is then laid out from it upward,
    /// and the columns' starts meet again as the top comes into view. Empty by default.
    public var columnStartOffsets: [Int: [CGFloat]] = [:]
    /// Per section, extra space after some of its one-column items, each in its own column
    /// (missing: none). A driver puts there what a column's start would otherwise move by: the
    /// items just above the first one the user saw in a column are laid out from it upward, and
    /// the columns still start in line at the top.
    public var itemGaps: [Int: ItemGaps] = [:]

    /// Creates a waterfall layout.
    public init(
        columns: WaterfallColumns = .fixed(2), columnSpacing: CGFloat = 8, itemSpacing: CGFloat = 8,
        sectionInsets: DirectionalEdgeInsets = .zero, itemOrder: WaterfallItemOrder = .shortestFirst,
        headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, pinHeaders: Bool = false, pinFooters: Bool = false,
        sectionOverrides: [Int: WaterfallSectionOverrides] = [:], itemTolerance: CGFloat? = nil
    ) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.sectionInsets = sectionInsets
        self.itemOrder = itemOrder
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
        self.sectionOverrides = sectionOverrides
        self.itemTolerance = itemTolerance
    }

    /// Lays out `sections` in `environment` (see the type's documentation). Throws a
    /// `LayoutError` naming the bad property, or the item (`sections[0].items[7]`) whose height
    /// is not a finite number >= 0.
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        try LayoutLimits.checkElementBudget(cells: LayoutLimits.totalItems(sections), maximum: LayoutLimits.absoluteMaximumElements)
        try validateKnobs()
        var builder = LayoutSnapshotBuilder(environment: environment)
        let (end, last) = try layOut(sections[...], from: 0, into: &builder)
        return try finishSnapshot(builder, end: end, last: last)
    }

    /// Lays out whole sections, numbered from the builder's next section, stacked from `y`.
    /// Returns where the last one ends and its cursor (nil when there were none).
    func layOut(_ sections: ArraySlice<SectionData>, from y: CGFloat, into builder: inout LayoutSnapshotBuilder) throws -> (end: CGFloat, last: WaterfallColumnCursor?) {
        let width = builder.environment.containerSize.width
        let grid = builder.environment.pixelGrid
        var y = y
        var last: WaterfallColumnCursor?
        var sharedMetrics: WaterfallSectionMetrics?
        for items in sections {
            let section = builder.startSection()
            let metrics: WaterfallSectionMetrics
            if sectionOverrides[section] != nil {
                metrics = try self.metrics(forSection: section, width: width)
            } else if let sharedMetrics {
                metrics = sharedMetrics
            } else {
                metrics = try self.metrics(forSection: section, width: width)
                sharedMetrics = metrics
            }
            var cursor = WaterfallColumnCursor(metrics: metrics, section: section, sectionStart: y)
            if let offsets = columnStartOffsets[section] {
                try cursor.moveColumnStarts(by: offsets)
            }
            if let gaps = itemGaps[section] {
                try cursor.takeItemGaps(gaps)
            }
            builder.reserveCapacity(cells: items.count)
            try cursor.place(items, order: itemOrder, tolerance: tolerance, grid: grid, into: &builder)
            y = cursor.finish(width: width, pinHeaders: pinHeaders, pinFooters: pinFooters, grid: grid, into: &builder)
            last = cursor
        }
        return (y, last)
    }

    /// The snapshot of `builder` with content ending at `end`, remembering `last` for appends.
    func finishSnapshot(_ builder: LayoutSnapshotBuilder, end: CGFloat, last: WaterfallColumnCursor?) throws -> LayoutSnapshot {
        guard end.isFinite else { throw LayoutError(.overflows(got: Double(end)), at: ["sections"]) }
        let environment = builder.environment
        let size = CGSize(width: environment.containerSize.width, height: environment.pixelGrid.round(end))
        return builder.build(contentSize: size, layoutState: WaterfallAppendState(layout: self, last: last, end: end))
    }
}
