import Foundation
import Tessera

extension CollectionLayoutDriver {
    /// UIKit's `prepare(forCollectionViewUpdates:)`, called after the `prepare()` that laid out
    /// the data after the update: records the index-path map and keeps the item that was first
    /// visible (followed through the map) as the anchor for `targetContentOffset(forProposedContentOffset:)`.
    ///
    /// Cells measured before the update keep their sizes: each measurement follows its item
    /// to its after-update index path (a reloaded item keeps its size until its new cell
    /// measures), and the data is laid out again with them (the `prepare` before could not know
    /// where the items went); the snapshot before the update stays the one animated from.
    public func prepare(forCollectionViewUpdates updates: [CollectionUpdate]) {
        let map = UpdateMap(updates)
        updateMap = map
        let columnsSeen = columnsSeenBeforeUpdate()
        keepLinesSeenBeforeUpdate()
        screenRecord.carry(through: map)
        defer {
            keepLinesStill(through: map)
            keepColumnsStill(through: map, seen: columnsSeen)
        }
        let startsMoved = carryColumnStarts(through: map)
        carryMeasurements(through: map, relayingOutAnyway: startsMoved)
        guard let old = previousSnapshot else { return }
        let axis = old.scrollDirection
        let visible = old.visibleBounds(at: contentOffset)
        // The first visible cell in index-path order that survives the update.
        let cells = old.elements(in: visible).filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) }.sorted { $0.indexPath < $1.indexPath }
        // In lines: the start of its line (`anchorEdge`); in slots: the slot it was in (`keptSlot`).
        let survivor = ViewportAnchor.firstSurviving(
            of: cells, through: map, axis: axis, lead: contentOffset.coordinate(along: axis),
            line: { self.anchorEdge(of: $0, in: old) }, slot: { self.keptSlot(of: $0, movedTo: $1) })
        if let survivor { viewportAnchor.keepForRelayout(survivor) }
    }

    /// Under a slot-placed layout (a mosaic), the slot `before` was in when items going in or
    /// out before it in its section moved its item by slots: the row the user saw stays (the
    /// one exception to "the item stays", docs/no-jump.md); else `after`.
    func keptSlot(of before: IndexPath, movedTo after: IndexPath) -> IndexPath {
        guard layout is any SlotPlacedLayout, after.itemIndex != before.itemIndex, after.sectionIndex < sourceSections.count,
            before.itemIndex < sourceSections[after.sectionIndex].count
        else { return after }
        return .item(before.itemIndex, section: after.sectionIndex)
    }

    /// Carries the measurements of the data read before the update to the items' after-update
    /// paths and, unless that is what the `prepare` before laid out with (appends) and
    /// `relayingOutAnyway` is false (the column starts carried did not move), lays the data out
    /// again with them, keeping `previousSnapshot`.
    func carryMeasurements(through map: UpdateMap, relayingOutAnyway: Bool = false) {
        payAllOwedPins()
        let carried = measurements.carry(through: map)
        guard carried || relayingOutAnyway, let environment = snapshot?.environment else { return }
        let before = previousSnapshot
        do {
            try layOutAll(measuredData(sourceSections), environment: environment)
        } catch {
            measurements.dropSizesAndColumns()
            lastError = error
        }
        previousSnapshot = before
    }

    /// UIKit's `finalizeCollectionViewUpdates()`: the update is over.
    public func finalizeCollectionViewUpdates() {
        updateMap = nil
    }

    /// UIKit's `initialLayoutAttributesForAppearingItem(at:)` (an after-update path): an item
    /// that appears (inserted, reloaded) fades in at its new frame; one that was there before
    /// starts at its previous frame. Nil outside an update or for an unknown item.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let map = updateMap, var a = layoutAttributesForItem(at: indexPath) else { return nil }
        if map.appears(after: indexPath) {
            a.alpha = 0
        } else if let before = map.indexPathBeforeUpdate(indexPath), let old = previousSnapshot?.layoutAttributesForItem(at: before) {
            a.frame = display.displayed(old.frame)
        }
        return a
    }

    /// UIKit's `finalLayoutAttributesForDisappearingItem(at:)` (a before-update path): an item
    /// that goes away (deleted, reloaded) fades out at its old frame; one that stays ends at its
    /// new frame. Nil outside an update or for an unknown item.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let map = updateMap, let old = previousSnapshot, var a = old.layoutAttributesForItem(at: indexPath) else { return nil }
        a = display.displayed(a)
        if map.disappears(before: indexPath) {
            a.alpha = 0
        } else if let after = map.indexPathAfterUpdate(indexPath), let new = snapshot?.layoutAttributesForItem(at: after) {
            a.frame = display.displayed(new.frame)
        }
        return a
    }
}
