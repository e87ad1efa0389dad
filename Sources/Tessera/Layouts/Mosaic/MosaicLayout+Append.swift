import Foundation

/// What a mosaic snapshot remembers to append to it: the layout that made it, the top of its
/// last section (nil when it has none) and where its content ends.
struct MosaicAppendState: Sendable {
    let layout: MosaicLayout
    let lastTop: CGFloat?
    let end: CGFloat
}

extension MosaicLayout {
    /// `snapshot` (made by this layout) with `items` appended to its last section and then
    /// `newSections` after it: exactly the snapshot `makeSnapshot` gives for all the data, in
    /// O(appended + log n).
    public func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot {
        guard let state = snapshot.layoutState as? MosaicAppendState, state.layout == self else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        let geometry = try self.geometry(width: snapshot.environment.containerSize.width)
        var builder = LayoutSnapshotBuilder(continuing: snapshot, droppingSupplementariesFromSection: snapshot.numberOfSections)
        var y = state.end
        var lastTop = state.lastTop
        if let top = state.lastTop {
            let existing = builder.itemsInCurrentSection
            place(items.count, after: existing, geometry: geometry, top: top, into: &builder)
            y = geometry.sectionEnd(top: top, count: existing + items.count)
        } else if items.count > 0 {
            throw LayoutError(.noSectionToAppendTo, at: ["items"])
        }
        let (end, newLastTop) = layOut(newSections[...], geometry: geometry, from: y, into: &builder)
        lastTop = newLastTop ?? lastTop
        return finishSnapshot(builder, geometry: geometry, end: end, lastTop: lastTop)
    }

    /// The highest row top among the tiles still to fill in the current cycle of the pattern
    /// (a group may fill a lower row before a higher one: a tall tile after the squares beside
    /// it; later cycles and sections start lower), less a point for the rounding to pixels.
    public func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat {
        guard let state = snapshot.layoutState as? MosaicAppendState, state.layout == self,
            let geometry = try? geometry(width: snapshot.environment.containerSize.width)
        else { return -.infinity }
        guard let top = state.lastTop else { return state.end }
        let next = snapshot.numberOfItems(inSection: snapshot.numberOfSections - 1)
        let (cycle, k) = next.quotientAndRemainder(dividingBy: geometry.tiles.count)
        let row = cycle * geometry.cycleRows + (geometry.tiles[k...].map(\.row).min() ?? 0)
        return top + CGFloat(Double(row)) * geometry.step - 1
    }
}
