import Foundation
import Tessera

/// The anchor of a measurement (docs/no-jump.md): the first cell, in
/// index-path order, that the user saw in the last frame (the layout passes between two scrolls
/// by the user) and that is still in the viewport. A cell is never the anchor because it has a
/// measurement: one measured long ago that scrolls in above a never-measured one was not on
/// screen, and following it would let the new cell's growth push down what the user reads
/// (`ScreenRecord`).
extension CollectionLayoutDriver {
    /// How far the anchor moved along `axis` from `before` to `after` (a measurement of `p`):
    /// what the offset must follow so that what the user reads stays still.
    ///
    /// The anchor is the first cell the user saw in the last frame (`ScreenRecord.seen`) that is
    /// shown now — the measured cell itself included, whose leading edge its own size does not
    /// move: in a single track every change of a cell shown is then at or after the anchor, and
    /// only what follows it moves. After a size change it is the first cell fully shown before
    /// (`ViewportAnchor.sizeChange`), kept until the user scrolls. A measurement of a cell that was not shown in this
    /// layout pass begins a new frame (`isShownInThisPass`): the user has seen the screen since.
    /// The offset follows the anchor wherever `p` is: a change after it in a single track does
    /// not move it, so nothing is adjusted then. With no cell the user saw in view (the first
    /// screen, a jump far away: the screen measures before it is ever shown), the anchor is the
    /// first cell shown not measured in this pass, and a measured cell that starts before the
    /// viewport's leading edge changed the length of content above what is read; after a scroll
    /// back toward the start so did every cell measured at the top. Otherwise the measured cell
    /// is itself what stays: no adjustment.
    ///
    /// `shown` is what `cellsShown(in:at:)` gives for `base` at `offset` (one scan of the
    /// viewport serves every question of the measurement).
    func anchorShift(
        measured p: IndexPath, before base: LayoutSnapshot, after updated: LayoutSnapshot, at offset: CGPoint, axis: LayoutAxis, shown: [ShownCell]
    ) -> CGFloat {
        guard let measured = base.layoutAttributesForItem(at: p)?.frame else { return 0 }
        if !isShownInThisPass(p, in: base, at: offset, axis: axis) {
            startFrame()
        }
        screenRecord.noteMeasurement()
        let anchor: IndexPath
        if let kept = viewportAnchor.sizeChangeShift(from: base, to: updated, at: offset, contentInset: adjustedContentInset) {
            // After a size change: the first cell fully shown at its distance, where the content
            // now allows it (an offset clamped at the content's end comes back as it grows).
            return kept
        } else if let seen = firstSeenCell(in: base, at: offset, measuring: p, shown: shown) {
            anchor = seen
        } else {
            let lead = offset.coordinate(along: axis)
            // Back toward the start of where the last `prepare` and the adjustments since left it.
            let scrolledBack = lead < contentOffset.coordinate(along: axis) + adjustmentSincePrepare - 0.5
            // At the content's start (a jump to the top) the start is what stays: cells grow down.
            let start = base.clampedContentOffset(CGPoint(coordinate: -.greatestFiniteMagnitude, along: axis, across: 0), contentInset: adjustedContentInset)
            guard lead > start.coordinate(along: axis) + 0.5 else { return 0 }
            guard measured.minCoordinate(along: axis) < lead - 1e-9 || scrolledBack,
                let first = firstVisibleCell(among: shown, excluding: p)
            else { return 0 }
            anchor = first
        }
        guard let before = anchorEdge(of: anchor, in: base), let after = anchorEdge(of: before.item, in: updated) else { return 0 }
        return after.edge - before.edge
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
        // A cell of a row cut by the leading edge, displayed reaching its row's end (+CutRows.swift).
        if screenRecord.reachingRowEnd.contains(p) { return true }
        guard let snapshot, let frame = snapshot.layoutAttributesForItem(at: p)?.frame else { return false }
        let passStart = CGPoint(coordinate: offset.coordinate(along: axis) - adjustmentSincePrepare, along: axis, across: offset.coordinate(along: axis.other))
        return frame.intersects(snapshot.visibleBounds(at: passStart))
    }

    /// A new frame (the user scrolled, or the data or the size changed, or a cell not shown
    /// measured): what the screen showed last is what the user saw; no cell measured in the
    /// frame yet, no anchor chosen.
    func startFrame() {
        screenRecord.beginFrame()
        measuredSinceScroll = []
        deferred.linesKeptAt = nil
        viewportAnchor.frameBegan()
    }

    /// The first cell (index-path order) of `shown` (the cells visible at an offset), other
    /// than `p` and the cells measured since the last `prepare`.
    func firstVisibleCell(among shown: [ShownCell], excluding p: IndexPath) -> IndexPath? {
        var first: IndexPath?
        for cell in shown {
            let q = cell.indexPath
            guard first.map({ q < $0 }) ?? true, q != p, !measuredSincePrepare.contains(q) else { continue }
            first = q
        }
        return first
    }

    /// The cell the user saw in the last frame, shown at `offset`, that keeps the screen when the
    /// cell at `p` changes (nil `p`: any change). A change at or after a cell the user saw moves
    /// only what follows it: the anchor is the last such cell not after `p` (the measured cell
    /// itself when the user saw it: its own size does not move its leading edge). A cell never
    /// seen that changes above every cell the user saw (one scrolling in at the top) is no part
    /// of what the user reads: the anchor is the first cell the user saw whole, else the first
    /// seen —
    /// in rows (a grid's, a flow's line) a sliver of a tall cell sharing the new cell's row
    /// then moves with its row rather than pushing down the rows the user reads. So too when
    /// the new cell comes after that sliver in its row (`isCutRowMate`): the row grows toward
    /// the start around it.
    ///
    /// Under a layout of lines (`LineStartKeepingLayout`) a cell never seen may lie between
    /// cells seen: a thin one centred in a line that the viewport's leading edge cut (its tall
    /// neighbour reached into the screen, it did not), or one pushed out of that line onto a
    /// line of its own. When a scroll toward the start brings it in (it lay wholly before the
    /// viewport the user saw) and it measures, its line thickens or breaks in two: the lines
    /// after it or that cut line must move. When the last cell seen before it was cut by the
    /// leading edge, the anchor is the first cell seen whole after it: the cut line grows
    /// toward the start, as content scrolling in there does, and what the user reads stays.
    /// `shown`, when given, is what `cellsShown(in:at:)` gives for `snapshot` at `offset`.
    func firstSeenCell(in snapshot: LayoutSnapshot, at offset: CGPoint, measuring p: IndexPath? = nil, shown: [ShownCell]? = nil) -> IndexPath? {
        let seen = seenCells(among: shown ?? cellsShown(in: snapshot, at: offset))
        let fully = seen.filter { screenRecord.wasSeenFully($0.indexPath) }
        if let p, let before = seen.filter({ $0.indexPath <= p }).max(by: { $0.indexPath < $1.indexPath }) ?? seenCellMovedOff(before: p, in: snapshot, at: offset) {
            if layout is any LineStartKeepingLayout, !screenRecord.wasSeen(p), !screenRecord.wasSeenFully(before.indexPath),
                scrolledInAtLeadingEdge(p, in: snapshot, at: offset), let below = fully.map(\.indexPath).filter({ $0 > p }).min()
            {
                return below
            }
            if !isCutRowMate(before, of: p, in: snapshot) { return before.indexPath }
        }
        if let p, let mate = seenRowMate(of: p, among: seen, in: snapshot) { return mate }
        return (fully.isEmpty ? seen : fully).map(\.indexPath).min()
    }

    /// The last cell the user saw at or before `p` when a change since moved it off the screen:
    /// the user has not scrolled since the frame that saw it (the viewport the user saw is where
    /// the layout pass began, at UIKit's offset: a scroll needing no relayout moves it ahead of
    /// the last `prepare`'s), so what took it off is a change — an update that thinned its line,
    /// an earlier measurement of the pass. It is still what the user read up to, and `p` comes
    /// after it: a change there moves what follows. Without it, `p` looked like a cell above
    /// every cell seen, and the first cell seen whole after it stayed while the lines before that
    /// moved (quick justified seeds 37 and 48, 162.3 and 189 pt: two items inserted into a line
    /// cut by the screen's top, which their estimates thinned).
    private func seenCellMovedOff(before p: IndexPath, in snapshot: LayoutSnapshot, at offset: CGPoint) -> ShownCell? {
        guard passBeganWhereTheUserSaw(in: snapshot, at: offset),
            let q = screenRecord.seen.filter({ $0 <= p }).max(), let frame = snapshot.layoutAttributesForItem(at: q)?.frame
        else { return nil }
        return ShownCell(indexPath: q, frame: frame)
    }

    /// Whether the layout pass under way began where the viewport the user saw last is (to half a
    /// pixel): the user has not scrolled since that frame, so what changed since is a change
    /// (an update, an earlier measurement of the pass), not content a scroll brought in. Where
    /// the pass began: UIKit's offset now (`offset`) less the adjustments given since `prepare`.
    private func passBeganWhereTheUserSaw(in snapshot: LayoutSnapshot, at offset: CGPoint) -> Bool {
        let axis = snapshot.scrollDirection
        let viewport = screenRecord.seenViewport
        let passStart = offset.coordinate(along: axis) - adjustmentSincePrepare
        return !viewport.isNull && abs(viewport.minCoordinate(along: axis) - passStart) < 0.5 / snapshot.environment.displayScale
    }

    /// The first cell the user saw in the row of `p` (the same leading edge along the scroll
    /// axis, to half a pixel: a grid's row, top-aligned), when `p` is a cell never seen that lies
    /// in the viewport the user saw, or is shown reaching the end of a row cut by its leading
    /// edge (an update put it there: a change inside the viewport), before every cell seen: its
    /// row keeps its place, and what it grows or shrinks moves the rows after it — as a grid's
    /// row keeps its place when items go in before it (docs/no-jump.md).
    func seenRowMate(of p: IndexPath, among seen: [ShownCell], in snapshot: LayoutSnapshot) -> IndexPath? {
        guard !screenRecord.wasSeen(p), let frame = snapshot.layoutAttributesForItem(at: p)?.frame,
            frame.overlaps(screenRecord.seenViewport) || screenRecord.reachingRowEnd.contains(p)
        else { return nil }
        let axis = snapshot.scrollDirection
        let halfPixel = 0.5 / snapshot.environment.displayScale
        return seen.filter { abs($0.frame.minCoordinate(along: axis) - frame.minCoordinate(along: axis)) <= halfPixel }.map(\.indexPath).min()
    }

    /// Whether `seen`, a cell the user saw, is one that the measurement of another cell `p`
    /// must not anchor: `p` came into view by the user's scroll (outside the viewport the user
    /// saw, never seen), `seen` was seen only in part (a sliver of a tall cell whose row
    /// starts before the viewport) and shares `p`'s row (the same leading edge along the scroll
    /// axis, to half a pixel: a grid's row, top-aligned). A row is as long as its longest cell,
    /// so `p` growing moves every row after it; kept still, that sliver would push down the
    /// whole rows the user reads. A cell that comes in inside the viewport the user saw (an
    /// insert into a row shown) is a change inside it: the rows after it move. A cell never
    /// measured is shown with the sliver (CollectionLayoutDriver+CutRows.swift) and measures
    /// before the user sees its row: one that comes in so was measured before and changed since.
    func isCutRowMate(_ seen: ShownCell, of p: IndexPath, in snapshot: LayoutSnapshot) -> Bool {
        guard seen.indexPath != p, !screenRecord.wasSeen(p), !screenRecord.wasSeenFully(seen.indexPath),
            let frame = snapshot.layoutAttributesForItem(at: p)?.frame, !frame.intersects(screenRecord.seenViewport)
        else { return false }
        let axis = snapshot.scrollDirection
        let halfPixel = 0.5 / snapshot.environment.displayScale
        return abs(frame.minCoordinate(along: axis) - seen.frame.minCoordinate(along: axis)) <= halfPixel
    }

    /// Whether the cell at `p` lay wholly before the leading edge of the viewport the user saw
    /// last and a scroll brought it in (the pass began elsewhere): not an item inserted into the
    /// screen, nor one an update put before it in a line the viewport's edge cut, with no scroll
    /// since (a change inside the viewport: the lines after it move, 118.3 pt at a quick flow
    /// session of seed 42 before, the cut line pushed up by the new item's line).
    private func scrolledInAtLeadingEdge(_ p: IndexPath, in snapshot: LayoutSnapshot, at offset: CGPoint) -> Bool {
        let viewport = screenRecord.seenViewport
        guard !viewport.isNull, !passBeganWhereTheUserSaw(in: snapshot, at: offset), let frame = snapshot.layoutAttributesForItem(at: p)?.frame else { return false }
        let axis = snapshot.scrollDirection
        return frame.maxCoordinate(along: axis) <= viewport.minCoordinate(along: axis) + 0.001
    }

    /// The cells the user saw in the last frame that are shown at `offset` in `snapshot`.
    func seenCellsShown(in snapshot: LayoutSnapshot, at offset: CGPoint) -> [ShownCell] {
        seenCells(among: cellsShown(in: snapshot, at: offset))
    }

    /// Every cell shown at `offset` in `snapshot` (in index-path order): one scan of the
    /// viewport, which a measurement reads several times (the lines seen, the anchor, the first
    /// cell visible) while the snapshot and the offset stay.
    func cellsShown(in snapshot: LayoutSnapshot, at offset: CGPoint) -> [ShownCell] {
        let visible = snapshot.visibleBounds(at: offset)
        var shown: [ShownCell] = []
        shown.reserveCapacity(32)  // a screen's cells, in one allocation
        snapshot.forEachCell(overlapping: visible) { p, frame in
            if frame.intersects(visible) { shown.append(ShownCell(indexPath: p, frame: frame)) }
        }
        return shown
    }

    /// The cells of `shown` the user saw in the last frame (what the user saw is read now: a
    /// new frame may have begun since `shown` was taken).
    func seenCells(among shown: [ShownCell]) -> [ShownCell] {
        shown.filter { screenRecord.wasSeen($0.indexPath) }
    }
}
