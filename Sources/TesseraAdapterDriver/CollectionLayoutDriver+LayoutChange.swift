import Foundation
import Tessera

// A new layout set on a driver that is showing items (SwiftUI sets the layout whenever it
// changes; an app switches a grid to a carousel): the new layout's snapping and deceleration
// apply, and the item at the viewport's centre stays there, snapped by the new layout, as
// UIKit lets a layout it transitions to choose the offset (the page of
// `targetContentOffset(forProposedContentOffset:)` names layout transitions among the times it
// is asked). The starting offset is for a first layout only.
extension CollectionLayoutDriver {
    /// `layout` was set: everything is laid out again at the next `prepare`.
    func layoutDidChange() {
        deferralKind = nil  // which measurements may wait is the new layout's to say
        pending = pending.merged(with: .everything)
        adoptScrollBehaviour()
        if let centre = itemAtViewportCentre() {
            itemKeptAcrossLayoutChange = centre
        } else if itemKeptAcrossLayoutChange == nil {
            needsStartingOffset = true
        }
    }

    /// The layout's snapping and deceleration (`ScrollBehaviorProviding`; none and normal
    /// otherwise), unless the app chose its own.
    private func adoptScrollBehaviour() {
        adoptingLayoutBehaviour = true
        defer { adoptingLayoutBehaviour = false }
        let behaviour = layout as? any ScrollBehaviorProviding
        if !snapPolicyChosen { snapPolicy = behaviour?.snapPolicy ?? .none }
        if !decelerationChosen { deceleration = Deceleration(rate: behaviour?.decelerationRate ?? .normal) }
    }

    /// The cell whose centre is nearest the centre of the part of the viewport the insets leave
    /// uncovered, along the scroll axis; nil when none is shown.
    func itemAtViewportCentre() -> IndexPath? {
        guard let snapshot else { return nil }
        let axis = snapshot.scrollDirection
        let visible = snapshot.visibleBounds(at: contentOffset)
        let centre = viewportCentre(at: contentOffset, axis: axis, length: visible.length(along: axis))
        let cells = snapshot.elements(in: visible).filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) }
        return cells.min { abs(middle($0.frame, axis) - centre) < abs(middle($1.frame, axis) - centre) }?.indexPath
    }

    /// After the first layout since the layout changed: the offset that puts the kept item's
    /// centre at the viewport's centre, snapped by the new layout, inside the content, on the
    /// pixel grid (given to the scroll view by the shell, as the starting offset is).
    func scheduleKeptItemOffset() {
        guard let kept = itemKeptAcrossLayoutChange, let snapshot else { return }
        itemKeptAcrossLayoutChange = nil
        needsStartingOffset = false
        guard let item = snapshot.layoutAttributesForItem(at: kept) else { return }
        let axis = snapshot.scrollDirection, insets = adjustedContentInset
        let length = snapshot.environment.containerSize.length(along: axis)
        let along = middle(item.frame, axis) - (length + insets.start(along: axis) - insets.end(along: axis)) / 2
        let across = snapshot.clampedContentOffset(contentOffset, contentInset: insets).coordinate(along: axis.other)
        let proposed = snapshot.clampedContentOffset(CGPoint(coordinate: along, along: axis, across: across), contentInset: insets)
        let snapped = snapPolicy.targetContentOffset(proposed: proposed, velocity: .zero, current: proposed, in: snapshot, contentInset: insets)
        let grid = snapshot.environment.pixelGrid, clamped = snapshot.clampedContentOffset(snapped, contentInset: insets)
        contentOffsetToApply = CGPoint(x: grid.round(clamped.x), y: grid.round(clamped.y))
    }

    /// The centre of `frame` along `axis`.
    private func middle(_ frame: CGRect, _ axis: LayoutAxis) -> CGFloat {
        (frame.minCoordinate(along: axis) + frame.maxCoordinate(along: axis)) / 2
    }

    /// The centre, along `axis`, of the part of a viewport at `offset` the insets leave uncovered.
    private func viewportCentre(at offset: CGPoint, axis: LayoutAxis, length: CGFloat) -> CGFloat {
        let insets = adjustedContentInset
        return offset.coordinate(along: axis) + (length + insets.start(along: axis) - insets.end(along: axis)) / 2
    }
}
