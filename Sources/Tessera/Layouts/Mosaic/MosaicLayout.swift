import Foundation

/// An Instagram-Explore-style mosaic: a grid of square unit cells, `pattern.columns` wide, whose
/// items fill the tiles of a repeating pattern of groups.
///
/// The unit is `u = (width − (columns − 1)·spacing) / columns`; a tile spanning k cells is
/// `k·u + (k − 1)·spacing` long, so it covers the spacings between its cells. A group `rows`
/// tall takes `rows·(u + spacing)` of height, its trailing spacing included as in Instagram's
/// original, and groups stack vertically. A partial last group keeps the positions of a full
/// one and takes its whole height. Sections stack one after another, each starting its
/// pattern at group 0.
///
/// Frames are computed exactly and then each edge is rounded to the display scale's pixel grid;
/// in a right-to-left environment the layout is mirrored. Appending items costs O(appended + log n).
public struct MosaicLayout: IncrementalCollectionLayout, SlotPlacedLayout, Hashable {
    /// The repeating pattern of tiles.
    public var pattern: MosaicPattern
    /// The space between cells, horizontally and vertically.
    public var spacing: CGFloat

    /// Creates a mosaic of `pattern` with `spacing` between cells.
    public init(pattern: MosaicPattern, spacing: CGFloat = 0) {
        self.pattern = pattern
        self.spacing = spacing
    }

    /// Instagram Explore's mosaic (`MosaicPattern.explore`) with `spacing` between cells.
    public static func explore(spacing: CGFloat = 1) -> MosaicLayout {
        MosaicLayout(pattern: .explore, spacing: spacing)
    }

    /// Lays out `sections` in `environment`. Throws a `LayoutError` naming `spacing` when it is
    /// negative, not finite, or leaves no room for the columns.
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        try LayoutLimits.checkElementBudget(cells: LayoutLimits.totalItems(sections), maximum: LayoutLimits.absoluteMaximumElements)
        let geometry = try self.geometry(width: environment.containerSize.width)
        var builder = LayoutSnapshotBuilder(environment: environment)
        let end = layOut(sections[...], geometry: geometry, from: 0, into: &builder)
        return finishSnapshot(builder, geometry: geometry, end: end.end, lastTop: end.lastTop)
    }

    /// The pattern resolved for a container `width` wide, after checking the spacing.
    package func geometry(width: CGFloat) throws -> MosaicGeometry {
        guard spacing.isFinite, spacing >= 0 else {
            throw LayoutError(spacing.isFinite ? .outOfRange(.atLeast(0), got: Double(spacing)) : .notFinite(got: Double(spacing)), at: ["spacing"])
        }
        return try MosaicGeometry(pattern: pattern, width: width, spacing: spacing)
    }

    /// Lays out whole sections from `y`; returns where they end and the top of the last one.
    func layOut(_ sections: ArraySlice<SectionData>, geometry: MosaicGeometry, from y: CGFloat, into builder: inout LayoutSnapshotBuilder) -> (end: CGFloat, lastTop: CGFloat?) {
        var y = y
        var lastTop: CGFloat?
        for items in sections {
            builder.startSection()
            place(items.count, after: 0, geometry: geometry, top: y, into: &builder)
            lastTop = y
            y = geometry.sectionEnd(top: y, count: items.count)
        }
        return (y, lastTop)
    }

    /// Adds `count` cells to the builder's current section, after its first `existing` ones.
    func place(_ count: Int, after existing: Int, geometry: MosaicGeometry, top: CGFloat, into builder: inout LayoutSnapshotBuilder) {
        let grid = builder.environment.pixelGrid
        builder.reserveCapacity(cells: count)
        builder.withCellWriter { cells in
            geometry.addFrames(ofItems: existing..<existing + count, top: top, grid: grid, into: &cells)
        }
    }

    func finishSnapshot(_ builder: LayoutSnapshotBuilder, geometry: MosaicGeometry, end: CGFloat, lastTop: CGFloat?) -> LayoutSnapshot {
        let environment = builder.environment
        let size = CGSize(width: environment.containerSize.width, height: environment.pixelGrid.round(end))
        return builder.build(contentSize: size, layoutState: MosaicAppendState(layout: self, lastTop: lastTop, end: end))
    }
}
