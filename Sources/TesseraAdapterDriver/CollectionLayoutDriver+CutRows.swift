import Foundation
import Tessera

/// Rows cut by the viewport's leading edge (docs/no-jump.md, "Cut rows"). A row (a
/// compositional horizontal group, a flow's line) whose tall cell reaches into the screen is on
/// screen only through that cell; a cell of the row never measured whose estimated frame ends
/// before the viewport is not displayed (UIKit displays only cells whose frames meet the
/// visible bounds). When a later scroll brings it in and it measures taller, its row grows:
/// that cell's sliver and the rows after it cannot both stay under one content offset. So
/// the driver gives such a cell a frame that reaches as far as its row does: UIKit displays
/// it, and it measures in the layout pass that brings its row in, before the user sees it.
extension CollectionLayoutDriver {
    /// `elements` (answering UIKit for `rect`, displayed as at the current offset) with every
    /// never-measured self-sizing cell of a row that the viewport's leading edge cuts given a
    /// frame reaching the row's end (`rowReachingFrame`), added when `rect` did not hold it.
    func withCutRowMates(_ elements: [LayoutAttributes], in rect: CGRect, snapshot: LayoutSnapshot) -> [LayoutAttributes] {
        let axis = snapshot.scrollDirection
        let visible = snapshot.visibleBounds(at: viewportOrigin)
        let lead = visible.minCoordinate(along: axis)
        // An answer that covers the viewport says afresh which cells reach their row's end.
        if rect.minX <= visible.minX + 0.5, rect.minY <= visible.minY + 0.5, rect.maxX >= visible.maxX - 0.5, rect.maxY >= visible.maxY - 0.5,
            !screenRecord.reachingRowEnd.isEmpty
        {
            screenRecord.reachingRowEnd = []
        }
        // Where the cells cut by the leading edge start (they start before it, reach into the screen).
        var start = CGFloat.infinity
        for a in elements where a.representedElementCategory == .cell && a.frame.minCoordinate(along: axis) < lead - 1e-9 && a.frame.overlaps(visible) {
            start = min(start, a.frame.minCoordinate(along: axis))
        }
        guard start < lead, !(layout is any ColumnPlacedLayout) else { return elements }
        let band = CGRect(
            along: axis, start: start, length: lead - start,
            crossStart: visible.minCoordinate(along: axis.other), crossLength: visible.length(along: axis.other))
        var result = elements
        // Cells alone (no attributes built, no supplementaries): a query of every layout pass.
        var whollyBefore: [IndexPath] = []
        snapshot.forEachCell(overlapping: band) { p, frame in
            if frame.maxCoordinate(along: axis) <= lead + 1e-9 { whollyBefore.append(p) }
        }
        for p in whollyBefore {
            guard let reachingFrame = rowReachingFrame(of: p, in: snapshot, at: viewportOrigin), reachingFrame.overlaps(rect),
                let a = snapshot.layoutAttributesForItem(at: p)
            else { continue }
            var reaching = snapshot.displayedAttributes(a, at: scrollState)
            reaching.frame = reachingFrame
            screenRecord.reachingRowEnd.insert(p)
            if let i = result.firstIndex(where: { $0.representedElementCategory == .cell && $0.indexPath == p }) {
                result[i] = reaching
            } else {
                result.append(reaching)
            }
        }
        return result
    }

    /// The frame the cell at `p` is displayed at when the viewport is at `offset` in
    /// `snapshot`: reaching as far along the scroll axis as its row does, when it is a
    /// never-measured cell that takes its cell's preferred size, lying wholly before the
    /// viewport, and a cell of its row reaches into the viewport (a row is the cells whose
    /// extent along the axis holds `p`'s: a grid's row, top-aligned; a flow's line, its thinner
    /// cells centred), so long as that frame overlaps no other cell; nil otherwise (the cell is
    /// displayed at its frame). A cell that cannot size itself, displayed so, keeps the frame
    /// it is given (its preferred size is that frame: no measurement), until its row leaves
    /// the leading edge or its own frame comes into view.
    func rowReachingFrame(of p: IndexPath, in snapshot: LayoutSnapshot, at offset: CGPoint) -> CGRect? {
        guard p.count == 2, !(layout is any ColumnPlacedLayout), isNeverMeasured(p), let frame = snapshot.layoutAttributesForItem(at: p)?.frame else { return nil }
        let axis = snapshot.scrollDirection
        let visible = snapshot.visibleBounds(at: offset)
        let lead = visible.minCoordinate(along: axis)
        let halfPixel = 0.5 / snapshot.environment.displayScale
        guard frame.maxCoordinate(along: axis) <= lead + 1e-9 else { return nil }
        // The cells of its row that reach into the viewport, across the viewport's breadth.
        let edge = CGRect(
            along: axis, start: frame.minCoordinate(along: axis), length: lead - frame.minCoordinate(along: axis) + halfPixel,
            crossStart: visible.minCoordinate(along: axis.other), crossLength: visible.length(along: axis.other))
        var end: CGFloat?
        snapshot.forEachCell(overlapping: edge) { q, other in
            guard q != p, other.overlaps(visible), other.minCoordinate(along: axis) <= frame.minCoordinate(along: axis) + halfPixel,
                other.maxCoordinate(along: axis) >= frame.maxCoordinate(along: axis) - halfPixel
            else { return }
            end = max(end ?? -.greatestFiniteMagnitude, other.maxCoordinate(along: axis))
        }
        guard let end else { return nil }
        let reaching = CGRect(
            along: axis, start: frame.minCoordinate(along: axis), length: end - frame.minCoordinate(along: axis),
            crossStart: frame.minCoordinate(along: axis.other), crossLength: frame.length(along: axis.other))
        // Never over another cell (a column's next cell, a nested group's); the next row's
        // cells touch it (by less than half a pixel: the row's end is a sum of lengths).
        var clear = true
        snapshot.forEachCell(overlapping: reaching) { q, other in
            let covered = other.intersection(reaching)
            if q != p, !covered.isNull, covered.width >= halfPixel, covered.height >= halfPixel { clear = false }
        }
        return clear ? reaching : nil
    }

    /// Whether the item at `p` takes its cell's preferred size and has none of its cell's yet:
    /// no size recorded (or only an estimate: one measured at another width, a reloaded item's
    /// old content's), none in its data, not given up on.
    private func isNeverMeasured(_ p: IndexPath) -> Bool {
        let estimate = measurements.unconfirmedSizes.contains(p)
        guard estimate || measurements.sizes[p] == nil, !measurements.nonConverging.contains(p) else { return false }
        let data = sections
        guard p.sectionIndex < data.count, p.itemIndex < data[p.sectionIndex].count else { return false }
        let item = data[p.sectionIndex][p.itemIndex]
        return item.selfSizing == .takesCellPreferredSize && (estimate || item.measuredSize == nil)
    }
}
