import Foundation
import Tessera

/// A layout pass's measurements laid out once. UIKit asks for one invalidation per cell it
/// displays, one after another, and calls `prepare` before it next asks the layout anything. In
/// a frame that scrolls toward the end, a screen of never-measured cells comes in after every
/// cell the user saw: each one's adjustment is 0 whatever it measures (under a compositional
/// layout or a layout of lines a size moves only what follows it, and what the user read is
/// before). Such a measurement is recorded and its context returned at once, without the
/// anchor's work; the relayout waits and is done for all of them together when anything next
/// reads the layout (`precomputed`: `prepare`, a query, a measurement that cannot wait): a part
/// laid out a part at a time once, from the earliest. Where the driver's own
/// rules (CollectionLayoutDriver+MeasurementAnchor.swift) could give another adjustment, the
/// measurement does not wait.
extension CollectionLayoutDriver {
    /// The invalidation for `p` measuring `preferred` when its relayout can wait (its
    /// adjustment is 0 by the anchor rules, whatever the sizes), the measurement recorded;
    /// nil when it must be laid out now.
    func deferringMeasurement(_ preferred: CGSize, at p: IndexPath, contentOffset now: CGPoint?) -> LayoutInvalidation? {
        // The cheap refusals first (chat mode asks for every measurement): no offset worked out.
        guard p.count == 2, !anchorsAtEnd, !viewportAnchor.holdsUntilScroll, measurementDeferral != .none, measurements.columns.isEmpty,
            let adopted = snapshot, let base = precomputedSnapshot ?? snapshot
        else { return nil }
        let offset = display.engine(now ?? display.displayed(contentOffset))
        guard let region = deferrableRegion(of: p, in: base, adopted: adopted, at: offset) else { return nil }
        // The lines the user saw keep their items, as before any measurement (the cells seen
        // come before every size waiting, so `base` shows them as laid out).
        if deferred.linesKeptAt != offset {
            keepSeenLines(in: base, at: offset)
            deferred.linesKeptAt = offset
        }
        if measurementDeferral == .groups {
            // In place, as a measurement laid out at once records it (no columns recorded).
            sectionsLaidOut[p.sectionIndex].setMeasuredSize(preferred, ofItem: p.itemIndex)
        } else if var part = prefix {
            prefix = nil  // alone, so that recording the size copies no section
            part.noteMeasuredSize(preferred, at: p)
            prefix = part
        }
        measurements.record(preferred, at: p)
        screenRecord.noteMeasurement()
        measuredSincePrepare.insert(p)
        measuredSinceScroll.insert(p)
        let axis = base.scrollDirection
        deferred.add(preferred, at: p, region: region, boundary: neededBoundary(in: base.environment, through: offset.coordinate(along: axis) + viewportLength))
        var c = LayoutInvalidation()
        c.measuredSizes[p] = preferred
        return c
    }

    /// Where the relayout of a measurement of `p` would start (`DeferredMeasurements.region`)
    /// when it can wait: not in chat mode, nor while a size change's or a scroll target's anchor
    /// holds, nor under columns or slots; `p` shown where the layout pass began (no new frame);
    /// every cell the user saw before the first item laid out again (the anchor, whichever the
    /// rules pick, keeps its frame); that item's instance or line starting at or after the
    /// viewport's leading edge, and no scroll back (else the first cell shown may be the anchor).
    private func deferrableRegion(of p: IndexPath, in base: LayoutSnapshot, adopted: LayoutSnapshot, at offset: CGPoint) -> (first: IndexPath, edge: CGFloat)? {
        guard !anchorsAtEnd, !viewportAnchor.holdsUntilScroll, measurementDeferral != .none, measurements.columns.isEmpty,
            p.sectionIndex < base.numberOfSections, p.itemIndex < base.numberOfItems(inSection: p.sectionIndex)
        else { return nil }
        let axis = base.scrollDirection
        let lead = offset.coordinate(along: axis)
        guard lead >= contentOffset.coordinate(along: axis) + adjustmentSincePrepare - 0.5 else { return nil }
        let passStart = CGPoint(coordinate: lead - adjustmentSincePrepare, along: axis, across: offset.coordinate(along: axis.other))
        guard let frame = adopted.layoutAttributesForItem(at: p)?.frame, frame.intersects(adopted.visibleBounds(at: passStart)) else { return nil }
        let region: (first: IndexPath, edge: CGFloat)
        if let held = deferred.region, held.first <= p {
            region = held
        } else if let own = relaidOutRegion(of: p, in: base) {
            region = own
        } else {
            return nil
        }
        guard region.edge >= lead, screenRecord.seen.allSatisfy({ $0 < region.first }) else { return nil }
        return region
    }

    /// The first item a measurement of `p` may move in `base` and the least leading edge of the
    /// items from it through `p`'s instance or line: its group instance
    /// (`MeasurementUpdatingLayout`), or under a layout of lines laid out a part at a time the
    /// line before `p`'s and `p`'s (no item from there on starts before that least edge
    /// however the sizes come out: the line before's start depends only on the items before it).
    private func relaidOutRegion(of p: IndexPath, in base: LayoutSnapshot) -> (first: IndexPath, edge: CGFloat)? {
        let s = p.sectionIndex
        let items: Range<Int>
        switch measurementDeferral {
        case .groups:
            guard let updating = layout as? any MeasurementUpdatingLayout, let instance = updating.itemsLaidOutAgain(measuring: p, in: base),
                s < sectionsLaidOut.count, p.itemIndex < sectionsLaidOut[s].count
            else { return nil }
            items = instance
        case .lines:
            // From the line before `p`'s: whether an item starts a line depends on its own size
            // too (it may fit at the end of the line before), so a measured item that starts a
            // line may join the one before it; no further (that line's start depends only on
            // items before it).
            guard let lines = layout as? any LineStartKeepingLayout, prefix != nil, let start = lines.lineStart(ofItem: p, in: base), start > 0,
                let before = lines.lineStart(ofItem: .item(start - 1, section: s), in: base)
            else { return nil }
            items = before..<(lines.nextLineStart(after: p, in: base) ?? base.numberOfItems(inSection: s))
        case .none:
            return nil
        }
        let axis = base.scrollDirection
        var edge = CGFloat.greatestFiniteMagnitude
        for i in items {
            guard let frame = base.layoutAttributesForItem(at: .item(i, section: s))?.frame else { return nil }
            edge = min(edge, frame.minCoordinate(along: axis))
        }
        return items.isEmpty ? nil : (.item(items.lowerBound, section: s), edge)
    }

    /// Which measurements `layout` lets wait (`deferralKind`, worked out on first use): none
    /// under columns (`ColumnStartAdjustableLayout`, `ColumnPlacedLayout`: a measurement moves
    /// the columns' starts and gaps) or slots (`SlotPlacedLayout`: nothing is laid out again).
    var measurementDeferral: DeferredMeasurements.Kind {
        if let kind = deferralKind { return kind }
        let kind: DeferredMeasurements.Kind
        if layout is any ColumnStartAdjustableLayout || layout is any ColumnPlacedLayout || layout is any SlotPlacedLayout {
            kind = .none
        } else if layout is any MeasurementUpdatingLayout {
            kind = .groups
        } else if layout is any LineStartKeepingLayout, placedLayout is any IncrementalCollectionLayout {
            kind = .lines
        } else {
            kind = .none
        }
        deferralKind = kind
        return kind
    }

    /// Lays out the measurements that wait into `precomputed`: under a compositional layout the
    /// group instances holding them again, together (`snapshot(_:updatingMeasuredSizes:)`: the
    /// frames measuring them one at a time gives, up to floating-point rounding), without the
    /// anchor's work; a part laid
    /// out a part at a time once, from the checkpoint before the earliest, as far as the
    /// furthest asked for (a line's breaks depend only on the items before it: the frames a
    /// relayout from each in turn would leave).
    func layOutDeferredMeasurements() {
        guard !deferred.isEmpty else { return }
        let waiting = deferred
        deferred = DeferredMeasurements()
        deferred.linesKeptAt = waiting.linesKeptAt
        guard let base = precomputedSnapshot ?? snapshot else { return }
        do {
            if measurementDeferral == .groups, let updating = layout as? any MeasurementUpdatingLayout {
                // Each size the last measured for its item (`sizes` is in the order measured).
                let sizes = Dictionary(waiting.sizes.map { ($0.indexPath, $0.size) }, uniquingKeysWith: { $1 })
                precomputedSnapshot = try updating.snapshot(base, updatingMeasuredSizes: sizes)
            } else if var part = prefix, let earliest = waiting.earliest {
                prefix = nil  // alone, so that laying out copies no section
                let placed = part.cellsPlaced
                defer {
                    elementsLaidOut += part.cellsPlaced - placed
                    prefix = part
                }
                // In steps as the last of them would have been: the pass's second measurement on.
                let inSteps = measuredSincePrepare.count > Self.measurementsBeforeSteps
                try part.setMeasuredSize(earliest.size, at: earliest.indexPath, through: waiting.boundary, inSteps: inSteps)
                precomputedSnapshot = part.snapshot
            }
        } catch {
            lastError = error
        }
    }
}
