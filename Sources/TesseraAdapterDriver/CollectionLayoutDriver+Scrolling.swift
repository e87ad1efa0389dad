import Foundation
import Tessera

extension CollectionLayoutDriver {
    /// UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where a
    /// fling released now (where the viewport is: a drag prepares nothing) comes to rest, snapped by `snapPolicy` and on the
    /// pixel grid. `proposed` is UIScrollView's own projection; `velocity` is in points per
    /// millisecond, as UIKit passes it. A non-finite proposal is replaced by the driver's own
    /// deceleration from the current offset.
    public func targetContentOffset(forProposedContentOffset displayedProposal: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let axis = snapshot?.scrollDirection else { return displayedProposal }
        let proposed = display.engine(displayedProposal)
        let v = CGPoint(x: velocity.x.isFinite ? velocity.x * 1000 : 0, y: velocity.y.isFinite ? velocity.y * 1000 : 0)
        let projected = deceleration.restingOffset(from: viewportOrigin, velocity: v)
        let p = CGPoint(x: proposed.x.isFinite ? proposed.x : projected.x, y: proposed.y.isFinite ? proposed.y : projected.y)
        layOutPart { try $0.layOut(through: neededBoundary(in: $0.environment, through: p.coordinate(along: axis) + viewportLength)) }
        guard let snapshot else { return proposed }
        var target = snapPolicy.targetContentOffset(proposed: p, velocity: v, current: viewportOrigin, in: snapshot, contentInset: adjustedContentInset)
        if let limit = loopFlingLimit {
            // From its middle copy a looping carousel never reaches an end of its copies.
            let c = viewportOrigin.coordinate(along: axis), t = target.coordinate(along: axis)
            if abs(t - c) > limit {
                let limited = CGPoint(coordinate: c + (t > c ? limit : -limit), along: axis, across: target.coordinate(along: axis.other))
                target = snapPolicy.targetContentOffset(proposed: limited, velocity: .zero, current: limited, in: snapshot, contentInset: adjustedContentInset)
            }
        }
        let grid = snapshot.environment.pixelGrid
        return display.displayed(CGPoint(x: grid.round(target.x), y: grid.round(target.y)))
    }

    /// UIKit's `targetContentOffset(forProposedContentOffset:)`, asked after a relayout (a size
    /// change, a batch update): the offset that keeps the item that was first visible where it
    /// was on screen, inside the content; otherwise `proposed` kept inside the content. The
    /// anchor is used once.
    public func targetContentOffset(forProposedContentOffset displayedProposal: CGPoint) -> CGPoint {
        guard let axis = snapshot?.scrollDirection else { return displayedProposal }
        let anchor = viewportAnchor.takeRelayout()
        defer { followsEnd = false }
        if followsEnd {
            // Chat mode, the end was shown before the data changed: the new end.
            layOutPart { try $0.layOut(through: .infinity) }
            return CGPoint(coordinate: displayedEndOffset, along: axis, across: displayedProposal.coordinate(along: axis.other))
        }
        let target = internalTargetContentOffset(forProposedContentOffset: display.engine(displayedProposal), anchor: anchor, axis: axis)
        offsetGivenAfterRelayout = target
        screenRecord.placeViewportsAfterUpdate(at: target)
        return display.displayed(target)
    }

    /// `targetContentOffset(forProposedContentOffset:)` in the driver's coordinates, keeping `anchor`.
    private func internalTargetContentOffset(forProposedContentOffset proposed: CGPoint, anchor: ContentAnchor?, axis: LayoutAxis) -> CGPoint {
        let p = CGPoint(x: proposed.x.isFinite ? proposed.x : 0, y: proposed.y.isFinite ? proposed.y : 0)
        // A feed laid out a part at a time: far enough for the anchor and the proposal.
        if let anchored = anchor?.indexPath {
            layOutPart { try $0.layOut(toInclude: anchored) }
            if let item = snapshot?.layoutAttributesForItem(at: anchored) {
                layOutPart { try $0.layOut(through: neededBoundary(in: $0.environment, through: item.frame.maxCoordinate(along: axis) + viewportLength)) }
            }
        }
        layOutPart { try $0.layOut(through: neededBoundary(in: $0.environment, through: p.coordinate(along: axis) + viewportLength)) }
        guard let snapshot else { return proposed }
        guard let anchor else { return snapshot.clampedContentOffset(p, contentInset: adjustedContentInset) }
        // In lines, the edge of the anchor's line (`anchorEdge`).
        return anchor.contentOffset(in: snapshot, contentInset: adjustedContentInset, proposed: p) { self.anchorEdge(of: $0, in: snapshot)?.edge }
    }

    /// The viewport's length along the scroll axis.
    var viewportLength: CGFloat {
        guard let snapshot else { return 0 }
        let size = snapshot.environment.containerSize
        return snapshot.scrollDirection == .vertical ? size.height : size.width
    }
}
