import Foundation

/// A collection layout: a pure function from an environment and sections of items to a
/// `LayoutSnapshot` (UIKit's `prepare()`). Every built-in layout is a small value type that
/// conforms to it.
public protocol CollectionLayout: Sendable {
    /// Lays out `sections` in `environment`. Throws a `LayoutError` naming the bad value when
    /// the layout or the data cannot be laid out; never returns a partial or NaN layout.
    func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot

    /// The cells this layout would lay out for `sections`, checked against the element budget
    /// before any work starts. The default is one an item; a layout that lays out more cells
    /// than items (a looping carousel) answers its own count.
    func estimatedCellCount(sections: [SectionData]) -> Int
}

/// A layout that can append items to a snapshot it made at a cost proportional to what is
/// appended, with the same result as laying out everything again.
public protocol IncrementalCollectionLayout: CollectionLayout {
    /// `snapshot` (made by this layout) with `items` appended to its last section and then
    /// `newSections` after it.
    func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot

    /// The least coordinate along the scroll axis at which anything appended to `snapshot`
    /// (made by this layout) can start, cells and the supplementaries of sections after it:
    /// what lies before it is final, so a driver can lay out a long feed a part at a time
    /// (after self-sizing, only as far as the viewport). The default, `-infinity`, promises nothing.
    func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat
}

extension IncrementalCollectionLayout {
    /// Promises nothing: a driver lays out everything before it trusts any part.
    public func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat { -.infinity }
}

extension CollectionLayout {
    /// One cell an item: every layout's count but a looping carousel's.
    public func estimatedCellCount(sections: [SectionData]) -> Int {
        LayoutLimits.totalItems(sections)
    }
}

/// A layout that places each item of a section in a slot fixed by its index alone (a mosaic's
/// pattern, a grid of fixed tiles), whatever the items' sizes. Items that go in or out before
/// an item move it by slots, as in every grid: a driver keeping the screen still across such an
/// update keeps the slot the first shown item was in (its row), not the item.
public protocol SlotPlacedLayout: CollectionLayout {}

/// A layout that reads only the aspect ratio of the size a cell measures (justified rows: a row's
/// items are scaled to one height, so a photo's cell reports how wide it is at the height it is
/// shown). A cell that rounds its width to pixels reports a ratio a little different at each
/// height; a driver takes a measurement that the recorded one's ratio could have given, both
/// rounded to pixels, as no news (else a row changing height by a pixel would re-measure its
/// cells, which change the row by a pixel, on and on).
public protocol AspectRatioMeasuringLayout: CollectionLayout {}

extension AspectRatioMeasuringLayout {
    /// Whether `measured` can be `recorded`'s aspect ratio again, each width rounded to a pixel of
    /// `displayScale`: at `measured`'s height, `recorded`'s ratio gives `measured`'s width to
    /// within half a pixel for `measured`'s rounding plus half a pixel for `recorded`'s, scaled by
    /// the heights' ratio (a photo measured 128⅔ high and shown 271⅓ high carries its first
    /// rounding 2.1 times over).
    public func measurement(_ measured: CGSize, hasTheRatioOf recorded: CGSize, displayScale: CGFloat) -> Bool {
        guard recorded.width > 0, recorded.height > 0, measured.height > 0, displayScale > 0 else { return false }
        let halfPixel = 0.5 / displayScale
        let tolerance = halfPixel * (1 + measured.height / recorded.height)
        return abs(measured.height * recorded.width / recorded.height - measured.width) < tolerance
    }
}

/// A layout that lays out again only what one cell's measured size changes (a compositional
/// layout: the item's group), where every other layout lays out from the measured item on: what
/// a driver calls for each self-sizing cell.
public protocol MeasurementUpdatingLayout: CollectionLayout {
    /// `snapshot` (made by this layout) after item `indexPath` measured `measuredSize`: what
    /// laying out again with that size in the data gives.
    func snapshot(_ snapshot: LayoutSnapshot, updatingMeasuredSize measuredSize: CGSize, at indexPath: IndexPath) throws -> LayoutSnapshot
    /// `snapshot` after every item in `measuredSizes` measured its size: what laying out again
    /// with those sizes in the data gives (a screen of new cells measured in one layout pass).
    func snapshot(_ snapshot: LayoutSnapshot, updatingMeasuredSizes measuredSizes: [IndexPath: CGSize]) throws -> LayoutSnapshot
    /// The items of `indexPath`'s section that a measurement of that item lays out again in
    /// `snapshot` (the item's among them); every item after them moves along the scroll axis
    /// by one translation and every item before them keeps its frame. Nil when unknown.
    func itemsLaidOutAgain(measuring indexPath: IndexPath, in snapshot: LayoutSnapshot) -> Range<Int>?
}

extension MeasurementUpdatingLayout {
    /// One measurement after another, in index-path order.
    public func snapshot(_ snapshot: LayoutSnapshot, updatingMeasuredSizes measuredSizes: [IndexPath: CGSize]) throws -> LayoutSnapshot {
        try measuredSizes.sorted { $0.key < $1.key }.reduce(snapshot) { try self.snapshot($0, updatingMeasuredSize: $1.value, at: $1.key) }
    }

    /// Unknown.
    public func itemsLaidOutAgain(measuring indexPath: IndexPath, in snapshot: LayoutSnapshot) -> Range<Int>? { nil }
}

/// A layout that places each item in a column and takes it from the item's data when given
/// (`ItemData.column`, a waterfall): a driver records the column of each cell the user has seen
/// so that no later measurement sends it to another.
public protocol ColumnPlacedLayout: CollectionLayout {
    /// The column (the leading one of its span) `item` of section `section` is in, read back from
    /// its `frame` in a snapshot this layout made in `environment`; nil when the section's knobs
    /// do not resolve.
    func column(ofFrame frame: CGRect, item: ItemData, section: Int, environment: LayoutEnvironment) -> Int?
}

/// A layout that lays its items out several times over so that scrolling reaches no end (a
/// looping carousel): a driver keeps the offset in the middle copy and a fling within it.
public protocol LoopingLayout: CollectionLayout {
    /// Whether the layout loops (it may be set not to).
    var isLooping: Bool { get }
    /// `offset` moved by whole copies of `itemCount` items into the middle copy, in `environment`.
    func normalizedContentOffset(_ offset: CGPoint, itemCount: Int, environment: LayoutEnvironment) throws -> CGPoint
    /// The distance along the scroll axis from one item to the next in `environment`.
    func itemPitch(in environment: LayoutEnvironment) throws -> CGFloat
}
