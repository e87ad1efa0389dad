import Foundation
import Tessera

// Orthogonal (sideways) sections: each scrolls on its own, by a logical offset (0 shows its
// first group at the leading edge; it grows toward later groups in either layout direction:
// see `LayoutSnapshot.displayShift(ofOrthogonalSection:at:)`). A shell either gives each
// section a scroll view (`orthogonalScrollGeometry(ofSection:)`, UIKit's way) or routes its own
// pan (`beginOrthogonalPan(at:)`).

/// A sideways pan on an orthogonal section, from touch-down to release.
public struct OrthogonalPan: Sendable, Hashable {
    /// The section being scrolled.
    public var section: Int
    /// Its offset when the pan began.
    public var startOffset: CGFloat
}

/// Where a released orthogonal section goes, and how long it takes to get there.
public struct OrthogonalRelease: Sendable, Hashable {
    /// The section.
    public var section: Int
    /// The offset it comes to rest at (snapped by its behaviour).
    public var targetOffset: CGFloat
    /// The deceleration's time to get there (seconds), for the shell's animation.
    public var duration: TimeInterval
}

/// What a scroll view showing an orthogonal section needs (UIKit gives each such section a
/// nested `UIScrollView`): its frame in the collection view's content, its content size, and
/// its physical content offset (from the left or top of its content, as UIScrollView keeps it,
/// so that a right-to-left row at rest shows the right end of its content).
public struct OrthogonalScrollGeometry: Sendable, Hashable {
    /// The section.
    public var section: Int
    /// Whether it scrolls horizontally (else vertically).
    public var isHorizontal: Bool
    /// The band it shows through, in the collection view's content coordinates.
    public var frame: CGRect
    /// Its scrollable content's size (its content length along its axis, the band's thickness
    /// across it).
    public var contentSize: CGSize
    /// The scroll view's content offset for the section's current offset.
    public var contentOffset: CGPoint
}

extension CollectionLayoutDriver {
    // MARK: Offsets

    /// The offset orthogonal section `section` is scrolled to (its resting offset until moved),
    /// or nil when it does not scroll orthogonally.
    public func offset(ofOrthogonalSection section: Int) -> CGFloat? {
        guard let record = snapshot?.orthogonalSection(section) else { return nil }
        return orthogonalOffsets[section] ?? record.offset
    }

    /// Scrolls orthogonal section `section` to `offset` (kept inside its bounds unless
    /// `clamped` is false: a scroll view rubber-banding past an end shows the section past it)
    /// and returns the offset it took; nil when the section does not scroll orthogonally. No new
    /// snapshot: the next element queries show its items moved.
    @discardableResult
    public func setOffset(_ offset: CGFloat, ofOrthogonalSection section: Int, clamped: Bool = true) -> CGFloat? {
        guard let snapshot, let record = snapshot.orthogonalSection(section) else { return nil }
        let bounds = record.offsetBounds(along: snapshot.scrollDirection.other)
        let taken = clamped || !offset.isFinite ? bounds.clamping(offset) : offset
        orthogonalOffsets[section] = taken
        return taken
    }

    /// A batch update's map (`prepare(forCollectionViewUpdates:)`): each row's offset from
    /// before the data changed goes to its section's new index, inside its new bounds (a row
    /// the user scrolled keeps its place when a section is inserted, deleted or moved before
    /// it; an inserted row rests). The `prepare` that read the new data clamped the offsets by
    /// index, not knowing where the sections went.
    func carryOrthogonalOffsets(through map: UpdateMap) {
        guard let before = awaitingOrthogonalMap, let snapshot else { return }
        awaitingOrthogonalMap = nil
        var carried: [Int: CGFloat] = [:]
        for (s, offset) in before {
            guard let after = map.sectionAfterUpdate(s), let record = snapshot.orthogonalSection(after) else { continue }
            carried[after] = record.offsetBounds(along: snapshot.scrollDirection.other).clamping(offset)
        }
        orthogonalOffsets = carried
    }

    /// Where orthogonal section `section`, released at its current offset with `velocity`
    /// (points per millisecond along its axis, toward larger offsets), comes to rest: the
    /// driver's deceleration, snapped by the section's `orthogonalScrollingBehavior`, on the
    /// pixel grid.
    public func targetOffset(ofOrthogonalSection section: Int, withScrollingVelocity velocity: CGFloat) -> CGFloat? {
        guard let snapshot, let current = offset(ofOrthogonalSection: section) else { return nil }
        let v = velocity.isFinite ? velocity * 1000 : 0
        guard let target = snapshot.targetOffset(ofOrthogonalSection: section, current: current, velocity: v, deceleration: deceleration) else { return nil }
        return snapshot.environment.pixelGrid.round(target)
    }

    /// The orthogonal section whose viewport contains `point` (content coordinates), if any:
    /// where the shell routes a sideways pan.
    public func orthogonalSection(at point: CGPoint) -> Int? {
        snapshot?.orthogonalSections.first { $0.viewport.contains(point) }?.section
    }

    // MARK: A scroll view per section

    /// Every orthogonal section of the current snapshot, as its scroll view shows it.
    public var orthogonalScrollGeometries: [OrthogonalScrollGeometry] {
        snapshot?.orthogonalSections.compactMap { orthogonalScrollGeometry(ofSection: $0.section) } ?? []
    }

    /// Orthogonal section `section` as a scroll view shows it, or nil when it does not scroll
    /// orthogonally.
    public func orthogonalScrollGeometry(ofSection section: Int) -> OrthogonalScrollGeometry? {
        guard let snapshot, let record = snapshot.orthogonalSection(section), let offset = offset(ofOrthogonalSection: section) else { return nil }
        let horizontal = snapshot.scrollDirection == .vertical
        let viewport = record.viewport
        let physical = DisplayCoordinates.orthogonalOffset(offset, of: record, in: snapshot)
        let content = max(record.contentLength, horizontal ? viewport.width : viewport.height)
        return OrthogonalScrollGeometry(
            section: section, isHorizontal: horizontal, frame: viewport,
            contentSize: horizontal ? CGSize(width: content, height: viewport.height) : CGSize(width: viewport.width, height: content),
            contentOffset: DisplayCoordinates.orthogonalPoint(physical, across: .zero, in: snapshot)
        )
    }

    /// The section's scroll view scrolled to `contentOffset` (its `scrollViewDidScroll`): the
    /// section follows, unclamped (past an end while the scroll view rubber-bands). Returns the
    /// section's logical offset, nil when it does not scroll orthogonally.
    @discardableResult
    public func scrollViewDidScroll(toContentOffset contentOffset: CGPoint, ofOrthogonalSection section: Int) -> CGFloat? {
        guard let snapshot, let record = snapshot.orthogonalSection(section) else { return nil }
        let physical = DisplayCoordinates.orthogonalCoordinate(of: contentOffset, in: snapshot)
        return setOffset(DisplayCoordinates.orthogonalOffset(physical, of: record, in: snapshot), ofOrthogonalSection: section, clamped: false)
    }

    /// The section's scroll view is about to decelerate (its
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): `velocity` is the
    /// scroll view's, in points per millisecond toward larger content offsets, and `proposed`
    /// its own projection. Returns the content offset to rest at instead: physics from the
    /// section's current offset snapped by its `orthogonalScrollingBehavior`, inside its
    /// bounds, on the pixel grid; `proposed` when the section does not scroll orthogonally.
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint, ofOrthogonalSection section: Int) -> CGPoint {
        guard let snapshot, let record = snapshot.orthogonalSection(section) else { return proposed }
        // Toward larger physical offsets is toward smaller logical ones when mirrored.
        let v = DisplayCoordinates.orthogonalLogicalDistance(DisplayCoordinates.orthogonalCoordinate(of: velocity, in: snapshot), of: record, in: snapshot)
        guard let target = targetOffset(ofOrthogonalSection: section, withScrollingVelocity: v) else { return proposed }
        return DisplayCoordinates.orthogonalPoint(DisplayCoordinates.orthogonalOffset(target, of: record, in: snapshot), across: proposed, in: snapshot)
    }

    /// Where a page of VoiceOver scrolling (a three-finger swipe) takes orthogonal section
    /// `section`: its viewport's length toward its later groups (`forward`) or its earlier
    /// ones, snapped by its `orthogonalScrollingBehavior` (one group for group paging), inside
    /// its bounds, on the pixel grid, as a logical offset. Nil when it does not scroll
    /// orthogonally.
    public func accessibilityPageOffset(ofOrthogonalSection section: Int, forward: Bool) -> CGFloat? {
        guard let snapshot, let record = snapshot.orthogonalSection(section), let current = offset(ofOrthogonalSection: section) else { return nil }
        let axis = snapshot.scrollDirection.other
        let sign: CGFloat = forward ? 1 : -1
        let proposed = current + sign * record.viewport.length(along: axis)
        // A fling's worth of velocity (pt/s) in that direction, so that group paging pages.
        let target = SnapPolicy(record.behavior).targetOffset(proposed: proposed, velocity: sign * 1000, current: current, in: record, axis: axis)
        return snapshot.environment.pixelGrid.round(target)
    }

    // MARK: A pan the shell routes itself

    /// A pan began at `point` (content coordinates): the orthogonal section under it, if any,
    /// starts following the finger. Nil when the touch is not on an orthogonal section.
    public func beginOrthogonalPan(at point: CGPoint) -> OrthogonalPan? {
        guard let section = orthogonalSection(at: point), let offset = offset(ofOrthogonalSection: section) else { return nil }
        return OrthogonalPan(section: section, startOffset: offset)
    }

    /// The finger has moved `translation` (points along the section's axis, positive to the
    /// right or down) since the pan began: the content follows it, kept inside the section.
    /// Right to left, a horizontal section's later groups lie to the left, so a finger moving
    /// right scrolls toward them (the offset grows). Returns the section's new offset.
    @discardableResult
    public func updateOrthogonalPan(_ pan: OrthogonalPan, translation: CGFloat) -> CGFloat? {
        guard translation.isFinite else { return offset(ofOrthogonalSection: pan.section) }
        return setOffset(pan.startOffset - logicalDistance(translation, ofOrthogonalSection: pan.section), ofOrthogonalSection: pan.section)
    }

    /// The finger lifted with `velocity` (points per second along the section's axis, as
    /// `UIPanGestureRecognizer.velocity(in:)` reports it; the content moves with the finger):
    /// where the section comes to rest and how long the deceleration takes. The shell animates
    /// `setOffset(targetOffset, …)` over `duration`.
    public func endOrthogonalPan(_ pan: OrthogonalPan, velocity: CGFloat) -> OrthogonalRelease? {
        guard let current = offset(ofOrthogonalSection: pan.section) else { return nil }
        let contentVelocity = velocity.isFinite ? -logicalDistance(velocity, ofOrthogonalSection: pan.section) / 1000 : 0
        guard let target = targetOffset(ofOrthogonalSection: pan.section, withScrollingVelocity: contentVelocity) else { return nil }
        return OrthogonalRelease(section: pan.section, targetOffset: target, duration: deceleration.duration(from: current, to: target))
    }

    /// A screen distance along a section's axis (positive right or down) as a change of its
    /// logical offset's opposite: negated when the section scrolls mirrored.
    private func logicalDistance(_ screen: CGFloat, ofOrthogonalSection section: Int) -> CGFloat {
        guard let snapshot, let record = snapshot.orthogonalSection(section) else { return screen }
        return DisplayCoordinates.orthogonalLogicalDistance(screen, of: record, in: snapshot)
    }
}
