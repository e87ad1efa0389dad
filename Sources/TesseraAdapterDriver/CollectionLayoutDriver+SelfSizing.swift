import Foundation
import Tessera

extension CollectionLayoutDriver {
    /// UIKit's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`:
    /// true when a cell whose item takes its cell's preferred size (`ItemData.selfSizing`)
    /// measured itself at a size that differs from its frame by half a pixel or more and that
    /// size is news (a size already recorded never invalidates again, so a
    /// layout that ignores measurements cannot loop).
    public func shouldInvalidateLayout(forPreferredSize preferred: CGSize, withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard original.representedElementCategory == .cell, let snapshot,
            preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0
        else { return false }
        let halfPixel = 0.5 / snapshot.environment.displayScale
        let p = original.indexPath
        guard p.count == 2, p.sectionIndex < sections.count, p.itemIndex < sections[p.sectionIndex].count else { return false }
        let item = sections[p.sectionIndex][p.itemIndex]
        // A size that was an estimate (measured at another width, a reloaded item's old
        // content's) measured again is no news, but no longer an estimate.
        if let recorded = item.measuredSize, abs(preferred.width - recorded.width) < halfPixel, abs(preferred.height - recorded.height) < halfPixel {
            measurements.confirm(p)
        }
        guard abs(preferred.width - original.frame.width) >= halfPixel || abs(preferred.height - original.frame.height) >= halfPixel else { return false }
        // An item that keeps its own size or ratio (a photo) ignores what its cell prefers.
        guard item.selfSizing == .takesCellPreferredSize, item.measuredSize != preferred else { return false }
        if let ratios = layout as? any AspectRatioMeasuringLayout, let recorded = item.measuredSize,
            ratios.measurement(preferred, hasTheRatioOf: recorded, displayScale: snapshot.environment.displayScale)
        {
            measurements.confirm(p)
            return false
        }
        // A cell that never settles stops here (CollectionLayoutDriver+Convergence.swift).
        return acceptsMeasurement(at: p, size: preferred)
    }

    /// UIKit's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the
    /// measured size, and a `contentOffsetAdjustment` that keeps the first visible item where
    /// it is on screen when content above it changes length. The new snapshot is computed here
    /// (a compositional layout re-lays out only the item's section) and adopted by `prepare`.
    ///
    /// A measurement that comes after every cell the user saw, whose adjustment is 0 by the rules
    /// below whatever it measures, is recorded and returned at once (no content-size adjustment
    /// either: UIKit reads the content size after `prepare`); its relayout waits for the next
    /// reader of the layout, with the pass's others (CollectionLayoutDriver+DeferredMeasurements.swift).
    ///
    /// `contentOffset` is the collection view's offset now (UIKit may have moved it since the
    /// last `prepare`: a scroll that did not invalidate, an earlier adjustment in this pass);
    /// nil means the offset of the last `prepare`.
    public func invalidationContext(
        forPreferredSize preferred: CGSize, withOriginalAttributes original: LayoutAttributes,
        contentOffset now: CGPoint? = nil
    ) -> LayoutInvalidation {
        let p = original.indexPath
        if let waiting = deferringMeasurement(preferred, at: p, contentOffset: now) { return waiting }
        var c = LayoutInvalidation()
        guard let base = precomputed ?? snapshot, p.count == 2 else { return c }
        applyRecordedColumns()  // before anything is laid out again: shown items keep their columns
        let oldSize = prefix?.estimatedContentSize ?? base.contentSize
        // UIKit's offset now, and in the driver's coordinates, before the layout changes.
        let displayedNow = now ?? display.displayed(contentOffset)
        let offset = display.engine(displayedNow)
        // The cells shown before the measurement, read once (`base` and `offset` stay until the
        // anchor is chosen).
        let shown = cellsShown(in: base, at: offset)
        // Chat mode keeps the end edge still when the user saw the end (or saw nothing yet:
        // a chat opens at its end); an end that a scroll brings into view keeps what was seen.
        let endShown =
            anchorsAtEnd && isShowingEnd(displayedNow, contentLength: oldSize.length(along: base.scrollDirection))
            && (screenRecord.sawEnd || firstSeenCell(in: base, at: offset, shown: shown) == nil)
        c.measuredSizes[p] = preferred
        keepSeenLines(in: base, at: offset, shown: shown)  // the lines the user saw keep their items
        var updated: LayoutSnapshot
        do {
            updated = try snapshot(base, measuring: preferred, at: p, through: offset)
        } catch {
            lastError = error
            return c
        }
        measurements.record(preferred, at: p)
        let axis = base.scrollDirection
        let lengthAfter = (prefix?.estimatedContentSize ?? updated.contentSize).length(along: axis)
        let shift: CGFloat
        if endShown, let keepEnd = endKeepingAdjustment(lengthBefore: oldSize.length(along: axis), lengthAfter: lengthAfter) {
            // Chat mode with the end shown: the end edge stays still.
            shift = keepEnd
        } else if let toTarget = scrollTargetAdjustment(in: updated, contentLength: lengthAfter, lead: offset.coordinate(along: axis)) {
            // A scroll to an index: the item stays exactly where it was asked to be.
            shift = toTarget
        } else {
            let followed = anchorShift(measured: p, before: base, after: updated, at: offset, axis: axis, shown: shown)
            // A waterfall: every column's first cell the user saw stays, what is above it moves.
            if let kept = keepingColumnsStill(from: base, to: updated, shift: followed, at: offset) {
                updated = kept.snapshot
                shift = kept.shift
            } else {
                shift = followed
            }
        }
        if shift != 0 { c.contentOffsetAdjustment = CGPoint(coordinate: shift, along: axis, across: 0) }
        adjustmentSincePrepare += shift
        measuredSincePrepare.insert(p)
        measuredSinceScroll.insert(p)
        let newSize = prefix?.estimatedContentSize ?? updated.contentSize
        c.contentSizeAdjustment = CGSize(width: newSize.width - oldSize.width, height: newSize.height - oldSize.height)
        precomputed = updated
        return c
    }

    /// How many measurements a layout pass takes before the next ones lay a part laid out a
    /// part at a time out again in steps (`LaidOutPrefix.setMeasuredSize(_:at:through:inSteps:)`).
    /// One: the first lays out whole chunks (a pass of one owes nothing); the mosaic, whose
    /// 32-cell step cost nearly a chunk and kept this at three, lays nothing out again now.
    static var measurementsBeforeSteps: Int { 1 }

    /// `base` with the item at `p` measured `preferred`: a layout that updates one measurement
    /// (`MeasurementUpdatingLayout`, the compositional layout) lays out the item's group again; a layout that appends lays out a part at a time from here on (as far as a
    /// screen past the viewport at `offset`); any other lays everything out again.
    private func snapshot(_ base: LayoutSnapshot, measuring preferred: CGSize, at p: IndexPath, through offset: CGPoint) throws -> LayoutSnapshot {
        if let updating = layout as? any MeasurementUpdatingLayout {
            let updated = try updating.snapshot(base, updatingMeasuredSize: preferred, at: p)
            // In place: the driver's copy of the data is its own after the first measurement
            // (the layout keeps the size apart from the data it shares), so this costs O(1),
            // not a copy of a section (a compositional layout records no columns).
            if measurements.columns.isEmpty, p.sectionIndex < sectionsLaidOut.count, p.itemIndex < sectionsLaidOut[p.sectionIndex].count {
                sectionsLaidOut[p.sectionIndex].setMeasuredSize(preferred, ofItem: p.itemIndex)
            } else {
                sectionsLaidOut = measuredData(sectionsLaidOut, sizes: [p: preferred])
            }
            return updated
        } else if let incremental = placedLayout as? any IncrementalCollectionLayout {
            // Laid out a part at a time from the first measurement on (LaidOutPrefix): this
            // cell's size moves every later item, but only those up to a screen past the
            // viewport are laid out again now — the viewport at UIKit's offset now: a scroll
            // that did not invalidate may have moved it far from the last `prepare`'s.
            let boundary = neededBoundary(in: base.environment, through: offset.coordinate(along: base.scrollDirection) + viewportLength)
            payOwedPins(beforeRelayingOutFrom: p)
            var part: LaidOutPrefix
            let existingPlaced = prefix?.cellsPlaced
            if let existing = prefix {
                part = existing
            } else {
                part = try LaidOutPrefix(incremental, sections: sectionsLaidOut, environment: base.environment, through: boundary)
                sectionsLaidOut = []
            }
            prefix = nil  // alone, so that recording the size copies no section
            // Counted as laid out: every cell placed again from the checkpoint before `p` (and
            // a new part's first cells).
            defer {
                elementsLaidOut += part.cellsPlaced - (existingPlaced ?? 0)
                prefix = part
            }
            if layout is any SlotPlacedLayout {
                // Items in slots fixed by their index (a mosaic): the size moves no frame, so
                // nothing is laid out again (a screen of new cells laid out again per cell cost
                // a fling frame 20 times a chunk).
                try part.recordMeasuredSize(preferred, at: p, through: boundary)
                return part.snapshot
            }
            // A pass of several measurements (a screen of new cells) lays out again in steps
            // from its second on, each from the steps made before. Not when what follows reads
            // the content's length or lays out past the screen: a chat's end, a scroll target,
            // a size change's anchor, the columns kept still.
            let wholeChunks = anchorsAtEnd || viewportAnchor.holdsUntilScroll || layout is any ColumnStartAdjustableLayout
            let inSteps = !wholeChunks && measuredSincePrepare.count >= Self.measurementsBeforeSteps
            try part.setMeasuredSize(preferred, at: p, through: boundary, inSteps: inSteps)
            return part.snapshot
        } else {
            sectionsLaidOut = measuredData(sectionsLaidOut, sizes: [p: preferred])
            let whole = try placedLayout.makeSnapshot(sections: sectionsLaidOut, environment: base.environment)
            elementsLaidOut += Self.elementCount(whole)
            return whole
        }
    }
}
