import Foundation

/// What a justified-rows snapshot remembers so that items can be appended to it: the layout
/// that made it, the last section's cursor (its full rows written, its open row kept), how many
/// of the snapshot's cells come before that open row, and where the content ends.
struct JustifiedRowsAppendState: Sendable {
    let layout: JustifiedRowsLayout
    let last: JustifiedSectionCursor?
    let cellsBeforeOpenRow: Int
    let end: CGFloat
}

extension JustifiedRowsLayout {
    /// `snapshot` (made by this layout) with `items` appended to its last section and then
    /// `newSections` after it: exactly the snapshot `makeSnapshot` gives for all the data, in
    /// O(appended + the last row + log n). The last section's last row is laid out again (it
    /// fills, or takes more items, as items arrive), and its footer moves down.
    public func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot {
        guard let state = snapshot.layoutState as? JustifiedRowsAppendState, state.layout.isSameLayout(as: self) else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        try LayoutLimits.checkElementBudget(
            cells: snapshot.numberOfCells + items.count + LayoutLimits.totalItems(newSections), maximum: LayoutLimits.absoluteMaximumElements
        )
        let metrics = try self.metrics(in: snapshot.environment)
        guard var cursor = state.last else {
            guard items.count == 0 else { throw LayoutError(.noSectionToAppendTo, at: ["items"]) }
            var builder = LayoutSnapshotBuilder(continuing: snapshot, droppingSupplementariesFromSection: snapshot.numberOfSections)
            let (end, last) = try layOut(newSections[...], metrics: metrics, from: state.end, into: &builder)
            return try finishSnapshot(builder, end: end, last: last)
        }
        var builder = LayoutSnapshotBuilder(continuing: snapshot, keepingCells: state.cellsBeforeOpenRow, droppingSupplementariesFromSection: cursor.section)
        builder.reserveCapacity(cells: items.count + cursor.openRow.count)
        // This layout's kept starts, which may differ from those of the layout that made it.
        cursor.keptStarts = KeptLineStarts(keptLineStarts[cursor.section] ?? [], from: cursor.itemCount)
        try cursor.place(items, into: &builder)
        let y = cursor.finish(pinHeaders: pinHeaders, pinFooters: pinFooters, into: &builder)
        let (end, last) = try layOut(newSections[...], metrics: metrics, from: y, into: &builder)
        return try finishSnapshot(builder, end: end, last: last ?? cursor)
    }

    /// Where the last section's open row starts (an append lays it out again) or, when it has
    /// none, where its last full row ends (its bottom inset, footer and the sections after it
    /// follow from there), less a point for the rounding of edges to pixels; the content's end
    /// when there is no section.
    public func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat {
        guard let state = snapshot.layoutState as? JustifiedRowsAppendState, state.layout.isSameLayout(as: self) else { return -.infinity }
        guard let last = state.last else { return state.end }
        return last.appendBoundary - 1
    }
}

extension JustifiedRowsLayout {
    /// Whether `other` lays out as this layout does but for kept row starts: a snapshot of one
    /// may be continued by the other (a driver keeps the starts of rows already laid out).
    func isSameLayout(as other: JustifiedRowsLayout) -> Bool {
        var a = self, b = other
        a.keptLineStarts = [:]
        b.keptLineStarts = [:]
        return a == b
    }
}
