import Foundation
import Tessera

/// The anchor of a measurement (issue 38, docs/no-jump.md): the first cell shown, in
/// index-path order, that is not itself changing in the current frame (the layout passes
/// between two scrolls by the user). A cell that has not measured yet and takes its cell's
/// preferred size will measure now (UIKit asks every cell it displays), and one that measured
/// in an earlier pass of this frame was never on screen at its size: neither is the anchor
/// while a settled cell is shown. Were the offset to follow one of them, a cell measuring
/// between it and the settled cells after it — or, in a waterfall, in another column — would
/// move what the user already saw.
extension CollectionLayoutDriver {
    /// How far the anchor moved along `axis` from `before` to `after` (a measurement of `p`):
    /// what the offset must follow so that what the user reads stays still.
    ///
    /// The anchor is the frame's (`frameAnchor`): the first settled cell shown (`isSettled`)
    /// at the frame's first measurement, kept through the frame's layout passes even when an
    /// adjustment brings another settled cell into view. A measurement of a cell that was not
    /// shown in this layout pass begins a new frame (`isShownInThisPass`): the user has seen
    /// the screen since, and its first settled cell may now be in another column. The offset follows it wherever `p`
    /// is: a change after it in a single track does not move it, so nothing is adjusted then.
    /// With no settled cell shown (the first cells of a screen never seen), the anchor is the
    /// first cell shown not measured in this pass, and a measured cell that starts before the
    /// viewport's leading edge changed the length of content above what is read; after a scroll
    /// back toward the start so did every cell measured at the top. Otherwise the measured cell
    /// is itself what stays (its leading edge does not move): no adjustment.
    func anchorShift(measured p: IndexPath, before base: LayoutSnapshot, after updated: LayoutSnapshot, at offset: CGPoint, axis: LayoutAxis) -> CGFloat {
        guard let measured = base.layoutAttributesForItem(at: p)?.frame else { return 0 }
        if !isShownInThisPass(p, in: base, at: offset, axis: axis) { startFrame() }
        let anchor: IndexPath
        if let kept = frameAnchor, kept != p, base.layoutAttributesForItem(at: kept) != nil {
            anchor = kept
        } else if let settled = firstVisibleCell(in: base, at: offset, excluding: p, settledOnly: true) {
            frameAnchor = settled
            anchor = settled
        } else {
            let lead = offset.coordinate(along: axis)
            // Back toward the start of where the last `prepare` and the adjustments since left it.
            let scrolledBack = lead < contentOffset.coordinate(along: axis) + adjustmentSincePrepare - 0.5
            guard measured.minCoordinate(along: axis) < lead - 1e-9 || scrolledBack,
                let first = firstVisibleCell(in: base, at: offset, excluding: p, settledOnly: false)
            else { return 0 }
            anchor = first
        }
        guard let before = base.layoutAttributesForItem(at: anchor), let after = updated.layoutAttributesForItem(at: anchor) else { return 0 }
        return after.frame.minCoordinate(along: axis) - before.frame.minCoordinate(along: axis)
    }

    /// Whether the cell at `p` is shown in the layout pass under way: in the viewport at UIKit's
    /// offset now (`offset`, with `base`, the layout as this pass's measurements left it), or
    /// where the pass began (before the adjustments given since the last `prepare`, with the
    /// snapshot that `prepare` adopted). UIKit measures a cell as it displays it, so a
    /// measurement of a cell shown in neither is no part of the frame's passes: the app changed
    /// the cell (an image loaded, a reconfigured cell) after the user saw the screen, and the
    /// anchor is chosen anew from what the user sees now.
    func isShownInThisPass(_ p: IndexPath, in base: LayoutSnapshot, at offset: CGPoint, axis: LayoutAxis) -> Bool {
        if let frame = base.layoutAttributesForItem(at: p)?.frame, frame.intersects(base.visibleBounds(at: offset)) { return true }
        guard let snapshot, let frame = snapshot.layoutAttributesForItem(at: p)?.frame else { return false }
        let passStart = CGPoint(coordinate: offset.coordinate(along: axis) - adjustmentSincePrepare, along: axis, across: offset.coordinate(along: axis.other))
        return frame.intersects(snapshot.visibleBounds(at: passStart))
    }

    /// A new frame (the user scrolled, or the data or the size changed, or a cell not shown
    /// measured): no cell measured in it yet, no anchor chosen.
    func startFrame() {
        measuredSinceScroll = []
        frameAnchor = nil
    }

    /// The first cell (index-path order) visible at `offset`, other than `p` and the cells
    /// measured since the last `prepare`; with `settledOnly`, only a cell that will not measure
    /// in this pass (`isSettled`).
    func firstVisibleCell(in snapshot: LayoutSnapshot, at offset: CGPoint, excluding p: IndexPath, settledOnly: Bool) -> IndexPath? {
        let visible = snapshot.visibleBounds(at: offset)
        return snapshot.elements(in: visible)
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) && $0.indexPath != p && !measuredSincePrepare.contains($0.indexPath) }
            .map(\.indexPath).filter { !settledOnly || isSettled($0) }.min()
    }

    /// Whether the cell at `p` was on screen at its size before this frame: it measured before
    /// the user last scrolled, it stopped being asked (`nonConvergingItems`), or its item does
    /// not take its cell's preferred size.
    func isSettled(_ p: IndexPath) -> Bool {
        if measuredSinceScroll.contains(p) { return false }
        if measuredSizes[p] != nil || nonConvergingItems.contains(p) { return true }
        let data = sections
        guard p.count == 2, p.sectionIndex >= 0, p.sectionIndex < data.count, p.itemIndex >= 0, p.itemIndex < data[p.sectionIndex].count else { return false }
        let item = data[p.sectionIndex][p.itemIndex]
        return item.selfSizing != .takesCellPreferredSize || item.measuredSize != nil
    }
}
