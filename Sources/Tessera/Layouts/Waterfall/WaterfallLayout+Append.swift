import Foundation

/// What a waterfall snapshot remembers so that items can be appended to it: the layout that
/// made it, the last section's column cursor (its items' positions before its bottom inset and
/// footer) and where the content ends.
struct WaterfallAppendState: Sendable {
    let layout: WaterfallLayout
    let last: WaterfallColumnCursor?
    let end: CGFloat
}

extension WaterfallLayout {
    /// `snapshot` (made by this layout) with `items` appended to its last section and then
    /// `newSections` after it: exactly the snapshot `makeSnapshot` gives for all the data, in
    /// O(appended + log n). The last section's header and footer are laid out again (its
    /// footer moves down and its pinned header's range grows).
    public func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot {
        guard let state = snapshot.layoutState as? WaterfallAppendState, state.layout.isSameLayout(as: self) else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        guard var cursor = state.last else {
            guard items.count == 0 else { throw LayoutError(.noSectionToAppendTo, at: ["items"]) }
            var builder = LayoutSnapshotBuilder(continuing: snapshot, droppingSupplementariesFromSection: snapshot.numberOfSections)
            let (end, last) = try layOut(newSections[...], from: state.end, into: &builder)
            return try finishSnapshot(builder, end: end, last: last)
        }
        let environment = snapshot.environment
        // This layout's gaps for the items still to come (a driver changes only those).
        try cursor.takeItemGaps(itemGaps[cursor.section] ?? ItemGaps())
        var builder = LayoutSnapshotBuilder(continuing: snapshot, droppingSupplementariesFromSection: cursor.section)
        builder.reserveCapacity(cells: items.count)
        try cursor.place(items, order: itemOrder, tolerance: tolerance, grid: environment.pixelGrid, into: &builder)
        let y = cursor.finish(
            width: environment.containerSize.width, pinHeaders: pinHeaders, pinFooters: pinFooters,
            grid: environment.pixelGrid, into: &builder
        )
        let (end, last) = try layOut(newSections[...], from: y, into: &builder)
        return try finishSnapshot(builder, end: end, last: last ?? cursor)
    }

    /// Where the last section's next item could start (the top of its shortest column: every
    /// later item starts at a column's top or below the tallest it spans) or, if it has no more
    /// items, where its bottom inset starts (the bottom of its lowest item: no spacing follows a
    /// column's last item, so with columns of nearly equal length this comes first), less a
    /// point for the rounding of edges to pixels; the content's end when there is no section.
    public func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat {
        guard let state = snapshot.layoutState as? WaterfallAppendState, state.layout.isSameLayout(as: self) else { return -.infinity }
        guard let last = state.last, let shortest = last.nextY.min() else { return state.end }
        return min(shortest, last.itemsBottom) - 1
    }
}

extension WaterfallLayout {
    /// Whether `other` lays out as this layout does but for the column starts of sections not
    /// begun yet and the gaps of items not placed yet: a snapshot of one may be continued by the
    /// other (a driver moving a section's column starts lays it out again from before that
    /// section; one changing gaps, from before their items). The starts and gaps are not
    /// compared (that would cost O(gaps) an append).
    func isSameLayout(as other: WaterfallLayout) -> Bool {
        var a = self, b = other
        a.columnStartOffsets = [:]
        b.columnStartOffsets = [:]
        a.itemGaps = [:]
        b.itemGaps = [:]
        return a == b
    }
}

extension WaterfallLayout: ColumnStartAdjustableLayout {
    /// The column `frame` (an item of section `section` laid out by this layout in
    /// `environment`) is in: the leading one of its span.
    public func column(ofItemFrame frame: CGRect, section: Int, environment: LayoutEnvironment) -> Int? {
        column(ofFrame: frame, item: ItemData(), section: section, environment: environment)
    }

    /// The number of columns of section `section` in a container `width` wide.
    public func columnCount(inSection section: Int, width: CGFloat) -> Int? {
        (try? metrics(forSection: section, width: width))?.columnCount
    }

    /// The column of a one-column item of section `section` at a frame in `environment`, the
    /// section's metrics computed once (see `column(ofFrame:item:section:environment:)`).
    public func columnReader(inSection section: Int, environment: LayoutEnvironment) -> ((CGRect) -> Int)? {
        let width = environment.containerSize.width
        guard let metrics = try? metrics(forSection: section, width: width) else { return nil }
        let rightToLeft = environment.layoutDirection == .rightToLeft
        return { frame in Self.nearestColumn(toLeading: rightToLeft ? width - frame.maxX : frame.minX, metrics: metrics, span: 1) }
    }
}
