import Foundation
import Tessera

/// What the driver keeps still on screen, where, and until when: one value the driver owns
/// (MagazineLayout's `TargetContentOffsetAnchor` is the model; docs/no-jump.md). Three kinds,
/// each with its own lifetime:
///
/// - `relayout`: what one relayout keeps still (a size change's first cell fully shown, a batch
///   update's first cell shown that survives it, at its distance from the viewport's leading
///   edge; `ContentAnchor`). Used once, by the offset asked for after the relayout
///   (`takeRelayout()`).
/// - `sizeChange`: after a size change, until a new frame begins (the user scrolls, the data
///   changes, a cell not shown measures): that same cell at that same distance, where each of
///   the cells' measurements at the new size puts it back (`sizeChangeShift`).
/// - `scrollTarget`: after a scroll to an item, until the user scrolls elsewhere or the data or
///   the size changes: the item at its position in the viewport, where each measurement puts it
///   back (`scrollTargetShift`). It wins over `sizeChange` while both hold.
///
/// A value of the driver's coordinates; the driver decides when the user scrolled.
struct ViewportAnchor {
    /// An item kept at a position in the viewport by a scroll to it.
    struct ScrollTarget: Hashable {
        /// The item scrolled to.
        var indexPath: IndexPath
        /// Where in the viewport it was asked to be.
        var position: ItemScrollPosition
    }

    /// What the next relayout keeps still, used once (`takeRelayout()`).
    private(set) var relayout: ContentAnchor?
    /// After a size change, until a new frame: the first cell fully shown before it, at its
    /// distance (always `.item`).
    private(set) var sizeChange: ContentAnchor?
    /// After a scroll to an item, until the user scrolls elsewhere or the data or the size changes.
    private(set) var scrollTarget: ScrollTarget?

    /// The item a size change keeps still, while it holds.
    var sizeChangeItem: IndexPath? { sizeChange?.indexPath }

    /// Whether an anchor that lasts beyond one relayout holds (a size change's or a scroll
    /// target): the screen is landing, not being read.
    var holdsUntilScroll: Bool { sizeChange != nil || scrollTarget != nil }

    // MARK: Picking

    /// Before a size change: keeps what a reader is reading at `offset` in `snapshot` (the first
    /// cell fully shown below the insets, `ContentAnchor.firstShown`) for the relayout; returns it.
    @discardableResult
    mutating func pickFirstShown(in snapshot: LayoutSnapshot, at offset: CGPoint, contentInset: ScrollInsets) -> ContentAnchor? {
        relayout = .firstShown(in: snapshot, at: offset, contentInset: contentInset)
        return relayout
    }

    /// Before a batch update: keeps `anchor` (`firstSurviving(of:through:axis:lead:line:slot:)`)
    /// for the relayout.
    mutating func keepForRelayout(_ anchor: ContentAnchor) {
        relayout = anchor
    }

    /// What a batch update (`map`) keeps still: the first of `shown` (the cells shown before it,
    /// in index-path order) that survives the update, at its distance from `lead` (the viewport's
    /// leading coordinate then). `line(p)` gives, under a layout of lines, the item that starts
    /// `p`'s line and the line's edge (nil: `p`'s own frame); `slot(before, after)` the item a
    /// slot-placed layout keeps in `before`'s slot. Nil when nothing shown survives.
    static func firstSurviving(
        of shown: [LayoutAttributes], through map: UpdateMap, axis: LayoutAxis, lead: CGFloat,
        line: (IndexPath) -> (item: IndexPath, edge: CGFloat)? = { _ in nil }, slot: (IndexPath, IndexPath) -> IndexPath = { $1 }
    ) -> ContentAnchor? {
        for a in shown {
            guard let after = map.indexPathAfterUpdate(a.indexPath) else { continue }
            // In lines: the start of its line, which stays a start, and the line's edge.
            if let l = line(a.indexPath), l.item != a.indexPath || l.edge != a.frame.minCoordinate(along: axis), let start = map.indexPathAfterUpdate(l.item) {
                return .item(start, distance: l.edge - lead)
            }
            return .item(slot(a.indexPath, after), distance: a.frame.minCoordinate(along: axis) - lead)
        }
        return nil
    }

    /// The relayout's anchor, used once: nil after.
    mutating func takeRelayout() -> ContentAnchor? {
        defer { relayout = nil }
        return relayout
    }

    /// A scroll to `indexPath` at `position`: kept there until the user scrolls elsewhere.
    mutating func aim(at indexPath: IndexPath, _ position: ItemScrollPosition) {
        scrollTarget = ScrollTarget(indexPath: indexPath, position: position)
    }

    // MARK: Lifetimes

    /// The layout was laid out again (new data, a new size): no scroll target; after a size
    /// change (`sizeChanged`) the relayout's item is kept at its distance through the cells'
    /// measurements, else nothing is.
    mutating func relaidOut(sizeChanged: Bool) {
        scrollTarget = nil
        sizeChange = nil
        if sizeChanged, case .item? = relayout { sizeChange = relayout }
    }

    /// A new frame (the user scrolled, the data or the size changed, a cell not shown measured):
    /// the size change's anchor no longer holds. A scroll target does: the scroll that lands on
    /// it begins a frame.
    mutating func frameBegan() {
        sizeChange = nil
    }

    /// The user scrolled somewhere the scroll target does not hold (or the offset the driver
    /// gave after a relayout, which is no scroll to an item): no scroll target.
    mutating func dropScrollTarget() {
        scrollTarget = nil
    }

    // MARK: Offsets

    /// Under a size change's anchor, how far the offset (`offset`) must move along the axis for
    /// a change from `base` to `updated`: to where `updated` puts the item back at its distance,
    /// inside the offsets `contentInset` allows (an offset clamped at the content's end comes
    /// back as the content grows); 0 when `updated` no longer has it. Nil when no size change's
    /// anchor holds or `base` does not have its item.
    func sizeChangeShift(from base: LayoutSnapshot, to updated: LayoutSnapshot, at offset: CGPoint, contentInset: ScrollInsets) -> CGFloat? {
        guard let sizeChange, let kept = sizeChange.indexPath, base.layoutAttributesForItem(at: kept) != nil else { return nil }
        guard updated.layoutAttributesForItem(at: kept) != nil else { return 0 }
        let axis = updated.scrollDirection
        return sizeChange.contentOffset(in: updated, contentInset: contentInset, proposed: offset).coordinate(along: axis) - offset.coordinate(along: axis)
    }

    /// Under a scroll target, how far the offset at `lead` must move along the axis so that
    /// `updated` shows the target's item at its position (by `scroll`, within a content
    /// `contentLength` long). Nil without a target, or when `updated` does not have its item.
    func scrollTargetShift(in updated: LayoutSnapshot, scroll: ScrollToItemArithmetic, contentLength: CGFloat, lead: CGFloat) -> CGFloat? {
        guard let scrollTarget, let frame = updated.layoutAttributesForItem(at: scrollTarget.indexPath)?.frame else { return nil }
        return scroll.coordinate(showing: frame, at: scrollTarget.position, contentLength: contentLength) - lead
    }
}
