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
              preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0 else { return false }
        let halfPixel = 0.5 / snapshot.environment.displayScale
        guard abs(preferred.width - original.frame.width) >= halfPixel || abs(preferred.height - original.frame.height) >= halfPixel else { return false }
        let p = original.indexPath
        guard p.count == 2, p.sectionIndex < sections.count, p.itemIndex < sections[p.sectionIndex].count else { return false }
        // An item that keeps its own size or ratio (a photo) ignores what its cell prefers.
        let item = sections[p.sectionIndex][p.itemIndex]
        guard item.selfSizing == .takesCellPreferredSize else { return false }
        return item.measuredSize != preferred
    }

    /// UIKit's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the
    /// measured size, and a `contentOffsetAdjustment` that keeps the first visible item where
    /// it is on screen when content above it changes length. The new snapshot is computed here
    /// (a compositional layout re-lays out only the item's section) and adopted by `prepare`.
    ///
    /// `contentOffset` is the collection view's offset now (UIKit may have moved it since the
    /// last `prepare`: a scroll that did not invalidate, an earlier adjustment in this pass);
    /// nil means the offset of the last `prepare`.
    public func invalidationContext(forPreferredSize preferred: CGSize, withOriginalAttributes original: LayoutAttributes,
                                    contentOffset now: CGPoint? = nil) -> LayoutInvalidation {
        var c = LayoutInvalidation()
        let p = original.indexPath
        guard let base = precomputed ?? snapshot, p.count == 2 else { return c }
        applyRecordedColumns()  // before anything is laid out again: shown items keep their columns
        let oldSize = prefix?.estimatedContentSize ?? base.contentSize
        c.measuredSizes[p] = preferred
        let updated: LayoutSnapshot
        do {
            if let compositional = layout as? CompositionalLayout {
                updated = try compositional.snapshot(base, updatingMeasuredSize: preferred, at: p)
                sectionsLaidOut = applyMeasured([p: preferred], to: sectionsLaidOut)
            } else if let incremental = layout as? any IncrementalCollectionLayout {
                // Laid out a part at a time from the first measurement on (LaidOutPrefix): this
                // cell's size moves every later item, but only those up to a screen past the
                // viewport are laid out again now.
                let boundary = neededBoundary(in: base.environment)
                var part: LaidOutPrefix
                if let existing = prefix {
                    part = existing
                } else {
                    part = try LaidOutPrefix(incremental, sections: sectionsLaidOut, environment: base.environment, through: boundary)
                    sectionsLaidOut = []
                }
                prefix = nil  // alone, so that recording the size copies no section
                defer { prefix = part }
                try part.setMeasuredSize(preferred, at: p, through: boundary)
                updated = part.snapshot
            } else {
                sectionsLaidOut = applyMeasured([p: preferred], to: sectionsLaidOut)
                updated = try layout.makeSnapshot(sections: sectionsLaidOut, environment: base.environment)
            }
        } catch {
            lastError = error
            return c
        }
        measuredSizes[p] = preferred
        let axis = base.scrollDirection
        // What the user reads stays still. A cell that starts above the viewport changed the
        // length of content above what is read; after a scroll back toward the start (new
        // cells appear at the leading edge and measure before the user sees them) so did every
        // cell measured at the top. Then the first visible cell after the measured one (in its
        // column when there is one), not itself measured since the last prepare, keeps its
        // place on screen and the offset follows. Otherwise nothing before the measured cell
        // moves: no adjustment.
        let offset = now ?? contentOffset
        let lead = offset.coordinate(along: axis)
        let scrolledBack = lead < contentOffset.coordinate(along: axis) - 0.5
        if let measured = base.layoutAttributesForItem(at: p)?.frame,
           measured.minCoordinate(along: axis) < lead - 1e-9 || scrolledBack,
           let anchor = firstVisibleCell(in: base, at: offset, after: measured, axis: axis),
           let before = base.layoutAttributesForItem(at: anchor), let after = updated.layoutAttributesForItem(at: anchor) {
            let shift = after.frame.minCoordinate(along: axis) - before.frame.minCoordinate(along: axis)
            c.contentOffsetAdjustment = CGPoint(coordinate: shift, along: axis, across: 0)
        }
        measuredSincePrepare.insert(p)
        let newSize = prefix?.estimatedContentSize ?? updated.contentSize
        c.contentSizeAdjustment = CGSize(width: newSize.width - oldSize.width, height: newSize.height - oldSize.height)
        precomputed = updated
        return c
    }

    /// The first cell visible at `offset` that starts after `measured` along `axis`,
    /// preferring one in the same column (same cross-axis start).
    private func firstVisibleCell(in snapshot: LayoutSnapshot, at offset: CGPoint, after measured: CGRect, axis: LayoutAxis) -> IndexPath? {
        let cells = snapshot.elements(in: snapshot.visibleBounds(at: offset)).filter {
            $0.representedElementCategory == .cell && $0.frame.minCoordinate(along: axis) > measured.minCoordinate(along: axis) + 1e-9
                && !measuredSincePrepare.contains($0.indexPath)
        }
        let column = measured.minCoordinate(along: axis.other)
        return (cells.first { abs($0.frame.minCoordinate(along: axis.other) - column) < 0.5 } ?? cells.first)?.indexPath
    }
}
