import Foundation
import Tessera

/// Exact scrolling to an item of estimated sizes. The offset is worked out from the item's
/// frame now (its neighbours still estimated); as the cells around it measure, each
/// measurement's `contentOffsetAdjustment` keeps the item exactly where it was asked to be, so
/// the scroll is one motion with no second jump. The item stays the anchor until the user
/// scrolls (a bounds change the driver did not ask for) or the data or the size changes.
extension CollectionLayoutDriver {
    /// The content offset (UIKit's) that shows item `indexPath` at `position` within the
    /// adjusted content inset, inside the content; the item becomes the anchor that
    /// measurements keep in place. Nil for an item that does not exist.
    public func contentOffset(forScrollingTo indexPath: IndexPath, at position: ItemScrollPosition) -> CGPoint? {
        guard let offset = scrollOffset(to: indexPath, at: position, across: contentOffset) else { return nil }
        viewportAnchor.aim(at: indexPath, position)
        return display.displayed(offset)
    }

    /// The offset (the driver's coordinates) that shows `indexPath` at `position`, clamped to
    /// the content as laid out now; `across` gives the other coordinate.
    func scrollOffset(to indexPath: IndexPath, at position: ItemScrollPosition, across: CGPoint) -> CGPoint? {
        guard indexPath.count == 2, let axis = snapshot?.scrollDirection, let item = itemAttributes(at: indexPath) else { return nil }
        // What a screen around the item needs, so that the frames near it are final.
        layOutPart { try $0.layOut(through: item.frame.maxCoordinate(along: axis) + 2 * viewportLength) }
        guard let snapshot, let frame = snapshot.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let along = scrollCoordinate(showing: frame, at: position, axis: axis, contentLength: laidOutContentSize.length(along: axis))
        return CGPoint(coordinate: along, along: axis, across: across.coordinate(along: axis.other))
    }

    /// The offset along `axis` (the driver's coordinates) that puts `frame` at `position`,
    /// clamped to the offsets a content of `contentLength` allows (UIKit's `scrollToItem`
    /// arithmetic, within the adjusted content inset).
    func scrollCoordinate(showing frame: CGRect, at position: ItemScrollPosition, axis: LayoutAxis, contentLength: CGFloat) -> CGFloat {
        scrollArithmetic(axis).coordinate(showing: frame, at: position, contentLength: contentLength)
    }

    /// `scrollCoordinate(showing:at:axis:contentLength:)` before it is clamped to the content.
    func unclampedScrollCoordinate(showing frame: CGRect, at position: ItemScrollPosition, axis: LayoutAxis) -> CGFloat {
        scrollArithmetic(axis).unclampedCoordinate(showing: frame, at: position)
    }

    /// UIKit's `scrollToItem` arithmetic along `axis` in the viewport now (its length, the
    /// adjusted content inset, a short chat's padding).
    func scrollArithmetic(_ axis: LayoutAxis) -> ScrollToItemArithmetic {
        ScrollToItemArithmetic(axis: axis, viewportLength: viewportLength, contentInset: adjustedContentInset, leadPadding: display.leadPadding)
    }

    /// How far an offset may be from one that shows an item at a position and still be that
    /// scroll: half a pixel (an offset UIKit set on the pixel grid, an item centred on a half
    /// pixel), a hundredth of a point at least.
    var offsetTolerance: CGFloat { max(0.01, 0.5 / (snapshot?.environment.displayScale ?? 1) + 0.001) }

    /// Of the positions that put `frame` at `at` (within a content `contentLength` long):
    /// `first` when it does (the position already asked for), else the one it is exactly at,
    /// else (the offset clamped at an end of the content, where several do) the one furthest
    /// past that end: the one an item moving as cells measure keeps clamped longest. Nil when
    /// none does.
    func position(putting frame: CGRect, at: CGFloat, axis: LayoutAxis, contentLength: CGFloat, preferring first: ItemScrollPosition? = nil) -> ItemScrollPosition? {
        let tolerance = offsetTolerance
        let matching = ItemScrollPosition.allCases.filter { abs(scrollCoordinate(showing: frame, at: $0, axis: axis, contentLength: contentLength) - at) < tolerance }
        if let first, matching.contains(first) { return first }
        if let exact = matching.first(where: { abs(unclampedScrollCoordinate(showing: frame, at: $0, axis: axis) - at) < tolerance }) { return exact }
        return matching.max { abs(unclampedScrollCoordinate(showing: frame, at: $0, axis: axis) - at) < abs(unclampedScrollCoordinate(showing: frame, at: $1, axis: axis) - at) }
    }

    /// Records a query of `indexPath` (its frame `frame`) wholly off screen as a scroll to it that
    /// may follow: UIKit's animated `scrollToItem(at:at:animated:)` asks for the item once, then
    /// moves over frames toward the offset it worked out (cells on screen are asked for in
    /// layout passes too, never this way).
    func noteScrollRequest(to indexPath: IndexPath, frame: CGRect) {
        guard let snapshot else { return }
        let axis = snapshot.scrollDirection
        guard !frame.intersects(CGRect(origin: viewportOrigin, size: snapshot.environment.containerSize)) else { return }
        scrollRequest = ScrollRequest(
            indexPath: indexPath, frame: frame, contentLength: laidOutContentSize.length(along: axis), origin: viewportOrigin.coordinate(along: axis))
    }

    /// Follows an animated scroll to the item last asked for off screen, frame by frame: kept
    /// while the viewport moves toward the offsets that would show the item (from its frame when
    /// it was asked for), dropped when it moves another way. Arrived at one of them, the item
    /// becomes the scroll target; where cells measured on the way and moved it, the offset that
    /// shows it there now is scheduled (`contentOffsetToApply`). Returns whether it arrived.
    func followScrollRequest(to at: CGFloat, axis: LayoutAxis) -> Bool {
        guard var request = scrollRequest else { return false }
        // An animated scroll lasts a fraction of a second; a query followed by a longer scroll
        // toward its item is the user's own (the query was for something else), not a scroll
        // to it: after `ScrollRequest.frameLimit` frames it is forgotten.
        request.frames += 1
        guard request.frames <= ScrollRequest.frameLimit else {
            scrollRequest = nil
            return false
        }
        scrollRequest = request
        if let position = position(putting: request.frame, at: at, axis: axis, contentLength: request.contentLength) {
            scrollRequest = nil
            viewportAnchor.aim(at: request.indexPath, position)
            let across = viewportOrigin
            if let wanted = scrollOffset(to: request.indexPath, at: position, across: across), abs(wanted.coordinate(along: axis) - at) > 0.01 {
                contentOffsetToApply = wanted
            }
            return true
        }
        let targets = ItemScrollPosition.allCases.map { scrollCoordinate(showing: request.frame, at: $0, axis: axis, contentLength: request.contentLength) }
        let far = at > request.origin ? targets.max() ?? at : targets.min() ?? at
        // Toward the item and not past it (an animation moves one way; a drag back ends it).
        if at != request.origin, (at - request.origin) * (far - at) > 0 {
            scrollRequest?.origin = at
        } else {
            scrollRequest = nil
        }
        return false
    }

    /// A bounds origin (the driver's coordinates) the user or the collection view scrolled to:
    /// a scroll to an index when it puts the item last asked for at one of the positions
    /// (UIKit's `scrollToItem(at:at:animated:)` asks for the item, then moves there), else the
    /// end of the anchoring of the last one.
    ///
    /// The item last asked for must be where the offset puts it both by the frame and content
    /// length UIKit got when it asked and by its frame now. The first is checked first: a
    /// measurement since may have cut the laid-out part back before the item, and laying out to
    /// it at every scroll frame cost O(n) a frame (the flow grid's 8.7 ms median frame at
    /// 100,000 items in `tessera-bench nojump`). The current target is judged where it is now,
    /// where it is laid out.
    func noteScroll(to origin: CGPoint, givenAfterRelayout: Bool = false) {
        guard let axis = snapshot?.scrollDirection else { return }
        let at = origin.coordinate(along: axis)
        // The item last asked for counts for this bounds change only: UIKit's `scrollToItem`
        // asks, then sets the offset at once; a query before an earlier change (a cell on
        // screen asked for, a scroll already made to it) says nothing of this one.
        let lastQueried = lastItemQueried
        lastItemQueried = nil
        // The current target first (an adjustment UIKit applies as a bounds change keeps it).
        if let target = viewportAnchor.scrollTarget, let frame = snapshot?.layoutAttributesForItem(at: target.indexPath)?.frame,
            position(putting: frame, at: at, axis: axis, contentLength: laidOutContentSize.length(along: axis), preferring: target.position) == target.position
        {
            // A scroll to the target's item on its way has arrived (the app scrolled by the
            // driver's offset after asking for the item): a later drag is not it.
            if scrollRequest?.indexPath == target.indexPath { scrollRequest = nil }
            return
        }
        // The offset the driver gave after a relayout (a rotation's, clamped at the content's
        // end) may put the item last asked for where a scroll to it would: it is no such scroll.
        guard !givenAfterRelayout else {
            viewportAnchor.dropScrollTarget()
            return
        }
        if followScrollRequest(to: at, axis: axis) { return }
        // The item last asked for: where UIKit put it (from what it got when it asked), and
        // still where it is now (laid out to it only then: such a scroll is rare, a frame is not).
        // Where only the clamp at an end puts it there, only when it was asked for off screen:
        // UIKit asks for cells on screen too (a drag to the top is where every cell of the
        // first screen shown at the bottom would be, clamped), and a scroll goes to one asked
        // for once.
        if let queried = lastQueried, let position = position(putting: queried.frame, at: at, axis: axis, contentLength: queried.contentLength),
            queried.offScreen || abs(unclampedScrollCoordinate(showing: queried.frame, at: position, axis: axis) - at) < offsetTolerance,
            let frame = snapshot?.layoutAttributesForItem(at: queried.indexPath)?.frame ?? itemAttributes(at: queried.indexPath)?.frame,
            abs(scrollCoordinate(showing: frame, at: position, axis: axis, contentLength: laidOutContentSize.length(along: axis)) - at) < offsetTolerance
        {
            viewportAnchor.aim(at: queried.indexPath, position)
            return
        }
        viewportAnchor.dropScrollTarget()
    }

    /// The adjustment along the axis that keeps the scroll target where it was asked to be in
    /// `updated` (nil without a target).
    func scrollTargetAdjustment(in updated: LayoutSnapshot, contentLength: CGFloat, lead: CGFloat) -> CGFloat? {
        // (the arithmetic worked out only when a target holds: a measurement's common case has none)
        guard viewportAnchor.scrollTarget != nil else { return nil }
        return viewportAnchor.scrollTargetShift(in: updated, scroll: scrollArithmetic(updated.scrollDirection), contentLength: contentLength, lead: lead)
    }
}

/// A query of an item off screen that an animated scroll to it may follow: the item, its frame
/// and the content length UIKit worked the scroll's offset out from, and where the viewport
/// was last seen on the way (the driver's coordinates, along the scroll axis).
struct ScrollRequest {
    let indexPath: IndexPath
    let frame: CGRect
    let contentLength: CGFloat
    var origin: CGFloat
    /// The bounds changes (display frames) followed since the query.
    var frames = 0
    /// The most frames an animated scroll to an item is followed for: a second at 120 Hz, three
    /// times UIKit's animated scroll (about 0.3 s, whatever the distance) and more than the
    /// model's slowest (an exponential approach keeping 0.8 of the distance a frame: some 60
    /// frames across 100,000 points).
    static let frameLimit = 120
}
