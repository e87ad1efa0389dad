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
    public func invalidationContext(forPreferredSize preferred: CGSize, withOriginalAttributes original: LayoutAttributes) -> LayoutInvalidation {
        var c = LayoutInvalidation()
        let p = original.indexPath
        guard let base = precomputed ?? snapshot, p.count == 2 else { return c }
        c.measuredSizes[p] = preferred
        let updated: LayoutSnapshot
        do {
            if let compositional = layout as? CompositionalLayout {
                updated = try compositional.snapshot(base, updatingMeasuredSize: preferred, at: p)
            } else {
                updated = try layout.makeSnapshot(sections: applyMeasured([p: preferred], to: sections), environment: base.environment)
            }
        } catch {
            lastError = error
            return c
        }
        sections = applyMeasured([p: preferred], to: sections)
        measuredSizes[p] = preferred
        let axis = base.scrollDirection
        // The first cell on screen, other than the measured one when that starts above the
        // viewport (its own growth is below its leading edge and moves nothing above).
        if let anchor = firstVisibleAnchor(in: base),
           let before = base.layoutAttributesForItem(at: anchor), let after = updated.layoutAttributesForItem(at: anchor) {
            let shift = after.frame.minCoordinate(along: axis) - before.frame.minCoordinate(along: axis)
            c.contentOffsetAdjustment = CGPoint(coordinate: shift, along: axis, across: 0)
        }
        c.contentSizeAdjustment = CGSize(width: updated.contentSize.width - base.contentSize.width,
                                         height: updated.contentSize.height - base.contentSize.height)
        precomputed = updated
        return c
    }

    private func firstVisibleAnchor(in snapshot: LayoutSnapshot) -> IndexPath? {
        let visible = snapshot.visibleBounds(at: contentOffset)
        return snapshot.elements(in: visible).first { $0.representedElementCategory == .cell }?.indexPath
    }
}
