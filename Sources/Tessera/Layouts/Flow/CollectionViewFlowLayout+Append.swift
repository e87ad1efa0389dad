import Foundation

/// What a flow-layout snapshot remembers so that items can be appended to it: the layout that
/// made it, the last section's cursor (its full lines placed, its last line open), how many of
/// the snapshot's cells come before that open line, and where the content ends. A sideways
/// right-to-left snapshot keeps its data too (an append lays it out again).
struct FlowAppendState: Sendable {
    let layout: CollectionViewFlowLayout
    let last: FlowSectionCursor?
    let cellsBeforeOpenLine: Int
    let end: CGFloat
    let sections: [SectionData]
}

extension CollectionViewFlowLayout {
    /// `snapshot` (made by this layout) with `items` appended to its last section and then
    /// `newSections` after it: exactly the snapshot `makeSnapshot` gives for all the data, in
    /// O(appended + the last line + log n). The last section's last line is laid out again (a
    /// last line spreads differently once it is full), and its footer moves down.
    public func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot {
        guard let state = snapshot.layoutState as? FlowAppendState, state.layout.hasSameKnobs(as: self) else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        let environment = snapshot.environment
        try LayoutLimits.checkElementBudget(
            cells: snapshot.numberOfCells + items.count + LayoutLimits.totalItems(newSections), maximum: LayoutLimits.absoluteMaximumElements
        )
        guard var cursor = state.last else {
            guard items.count == 0 else { throw LayoutError(.noSectionToAppendTo, at: ["items"]) }
            if Self.keepsData(environment, scrollDirection) { return try makeSnapshot(sections: newSections, environment: environment) }
            let builder = LayoutSnapshotBuilder(continuing: snapshot, droppingSupplementariesFromSection: snapshot.numberOfSections)
            let (placed, last) = try layOut(newSections[...], firstIndex: 0, environment: environment, from: state.end)
            return try finishSnapshot(builder, placed: placed, start: state.end, last: last, sections: [])
        }
        if Self.keepsData(environment, scrollDirection) {
            var sections = state.sections
            sections[sections.count - 1] = sections[sections.count - 1].appending(items)
            return try makeSnapshot(sections: sections + newSections, environment: environment)
        }
        let builder = LayoutSnapshotBuilder(continuing: snapshot, keepingCells: state.cellsBeforeOpenLine, droppingSupplementariesFromSection: cursor.section)
        var cells: [CGRect] = []
        cells.reserveCapacity(items.count)
        // This layout's kept starts, which may differ from those of the layout that made it.
        cursor.keptStarts = KeptLineStarts(keptLineStarts[cursor.section] ?? [], from: cursor.itemCount)
        cursor.add(try itemSizes(items, section: cursor.section, firstItem: cursor.itemCount), into: &cells)
        var continued = cursor.finish(cells: cells)
        continued.continuesSection = true
        let (placed, last) = try layOut(newSections[...], firstIndex: cursor.section + 1, environment: environment, from: continued.end)
        return try finishSnapshot(builder, placed: [continued] + placed, start: continued.end, last: last ?? cursor, sections: [])
    }

    /// Where the last section's open line starts, less a point for the rounding of edges to
    /// pixels: an append lays that line out again (its items move as it fills) and puts
    /// everything after it; the content's end when there is no section. A sideways
    /// right-to-left layout promises nothing (every append mirrors it anew).
    public func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat {
        guard let state = snapshot.layoutState as? FlowAppendState, state.layout.hasSameKnobs(as: self),
            !Self.keepsData(snapshot.environment, scrollDirection)
        else { return -.infinity }
        guard let last = state.last else { return state.end }
        return last.openLineStart - 1
    }

    /// Whether `other` has the same knobs (`sizeForItem`, a closure, cannot be compared).
    func hasSameKnobs(as other: CollectionViewFlowLayout) -> Bool {
        scrollDirection == other.scrollDirection && itemSize == other.itemSize && estimatedItemSize == other.estimatedItemSize
            && minimumLineSpacing == other.minimumLineSpacing && minimumInteritemSpacing == other.minimumInteritemSpacing
            && sectionInset == other.sectionInset && sectionInsetReference == other.sectionInsetReference
            && headerReferenceSize == other.headerReferenceSize && footerReferenceSize == other.footerReferenceSize
            && sectionHeadersPinToVisibleBounds == other.sectionHeadersPinToVisibleBounds
            && sectionFootersPinToVisibleBounds == other.sectionFootersPinToVisibleBounds && sectionOverrides == other.sectionOverrides
            && (sizeForItem == nil) == (other.sizeForItem == nil)
    }
}
