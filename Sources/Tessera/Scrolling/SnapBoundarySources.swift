import Foundation

/// Page boundaries: every multiple of the page length.
struct PageBoundaries: SnapBoundaries {
    let bounds: ClosedRange<CGFloat>
    let pageLength: CGFloat
    var searchWindow: CGFloat { pageLength }

    func forEachCandidate(in range: ClosedRange<CGFloat>, _ body: (CGFloat) -> Void) {
        guard pageLength > 0 else { return }
        var k = (range.lowerBound / pageLength).rounded(.up)
        while k * pageLength <= range.upperBound {
            body(k * pageLength)
            k += 1
        }
    }
}

/// Item boundaries of a snapshot along its scroll axis: each cell's leading edge, or the offset
/// that centres it in the viewport. Found through the snapshot's spatial index. With a content
/// inset, `viewportLength` is the uncovered part and `leadingInset` what covers its start: the
/// boundary puts the edge (or centre) there.
struct SnapshotItemBoundaries: SnapBoundaries {
    let snapshot: LayoutSnapshot
    let axis: LayoutAxis
    let centered: Bool
    let viewportLength: CGFloat
    var leadingInset: CGFloat = 0
    let bounds: ClosedRange<CGFloat>
    var searchWindow: CGFloat { max(viewportLength, 1) }

    func forEachCandidate(in range: ClosedRange<CGFloat>, _ body: (CGFloat) -> Void) {
        // A cell's boundary is its leading edge (or its centre less half the viewport), which
        // lies within the cell: query the cells overlapping the range shifted by that anchor.
        let shift = (centered ? viewportLength / 2 : 0) + leadingInset
        let all = snapshot.cells.bounds
        guard !all.isNull else { return }
        let query = CGRect(
            along: axis, start: range.lowerBound + shift - 1, length: range.upperBound - range.lowerBound + 2,
            crossStart: all.minCoordinate(along: axis.other) - 1, crossLength: all.length(along: axis.other) + 2
        )
        snapshot.cells.forEach(overlapping: query) { _, cell in
            let f = cell.frame
            let b = (centered ? f.minCoordinate(along: axis) + f.length(along: axis) / 2 : f.minCoordinate(along: axis)) - shift
            if range.contains(b) { body(b) }
        }
    }
}

/// Group boundaries of an orthogonal section, in its own offsets (0 is its resting start).
struct OrthogonalGroupBoundaries: SnapBoundaries {
    let section: OrthogonalSection
    let centered: Bool
    let viewportLength: CGFloat
    let bounds: ClosedRange<CGFloat>
    var searchWindow: CGFloat { max(viewportLength, 1) }

    func forEachCandidate(in range: ClosedRange<CGFloat>, _ body: (CGFloat) -> Void) {
        let first = section.groupStarts.first ?? 0
        for (i, start) in section.groupStarts.enumerated() {
            let length = i < section.groupLengths.count ? section.groupLengths[i] : 0
            // Leading: the group rests where the first group rests at offset 0 (after the
            // section's leading content inset). Centred: the group's centre at the viewport's.
            let b = centered ? start + length / 2 - viewportLength / 2 : start - first
            if range.contains(b) { body(b) }
        }
    }
}

extension SnapPolicy {
    /// Where a fling on `snapshot` released at `current` with `velocity` (pt/s) comes to rest
    /// when physics alone would put it at `proposed`. Snaps along the snapshot's scroll axis
    /// (its boundaries are its cells' leading edges or centres; pages are the container's
    /// length); the other axis is clamped to the content. NaN coordinates count as 0.
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint, in snapshot: LayoutSnapshot) -> CGPoint {
        targetContentOffset(proposed: proposed, velocity: velocity, current: current, in: snapshot, contentInset: .zero)
    }

    /// `targetContentOffset(proposed:velocity:current:in:)` for a scroll view whose bars cover
    /// `contentInset` (UIKit's `adjustedContentInset`): offsets range over
    /// `contentOffsetBounds(contentInset:)`, items are centred in (or aligned to the leading
    /// edge of) the part of the viewport the bars leave uncovered.
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint, in snapshot: LayoutSnapshot, contentInset: ScrollInsets) -> CGPoint {
        let proposed = proposed.sanitized, velocity = velocity.sanitized, current = current.sanitized
        let insets = contentInset.sanitized
        let axis = snapshot.scrollDirection
        let offsetBounds = snapshot.contentOffsetBounds(contentInset: insets)
        let bounds = offsetBounds.minCoordinate(along: axis)...offsetBounds.maxCoordinate(along: axis)
        let viewport = snapshot.environment.containerSize.length(along: axis)
        let unobscured = max(0, viewport - insets.start(along: axis) - insets.end(along: axis))
        let along: CGFloat
        let p = proposed.coordinate(along: axis), v = velocity.coordinate(along: axis), c = current.coordinate(along: axis)
        if kind == .paging {
            along = target(proposed: p, velocity: v, current: c, boundaries: PageBoundaries(bounds: bounds, pageLength: viewport))
        } else {
            let items = SnapshotItemBoundaries(
                snapshot: snapshot, axis: axis, centered: centersItems, viewportLength: unobscured,
                leadingInset: insets.start(along: axis), bounds: bounds)
            along = target(proposed: p, velocity: v, current: c, boundaries: items)
        }
        let clamped = snapshot.clampedContentOffset(proposed, contentInset: insets)
        return CGPoint(coordinate: along, along: axis, across: clamped.coordinate(along: axis.other))
    }

    /// Where a fling on `section` (an orthogonal section; offsets in its own coordinates)
    /// released at `current` with `velocity` (pt/s, along the section's scroll axis) comes to
    /// rest when physics would put it at `proposed`. Boundaries are its groups' leading edges
    /// (relative to the first group's) or the offsets that centre them; pages are its
    /// viewport's length. `axis` is the section's scroll axis (the other one than its snapshot's).
    /// NaN arguments count as 0.
    public func targetOffset(proposed: CGFloat, velocity: CGFloat, current: CGFloat, in section: OrthogonalSection, axis: LayoutAxis) -> CGFloat {
        let proposed = proposed.sanitizedCoordinate, velocity = velocity.sanitizedCoordinate, current = current.sanitizedCoordinate
        let bounds = section.offsetBounds(along: axis)
        let viewport = section.viewport.length(along: axis)
        if kind == .paging {
            return target(proposed: proposed, velocity: velocity, current: current, boundaries: PageBoundaries(bounds: bounds, pageLength: viewport))
        }
        let groups = OrthogonalGroupBoundaries(section: section, centered: centersItems, viewportLength: viewport, bounds: bounds)
        return target(proposed: proposed, velocity: velocity, current: current, boundaries: groups)
    }
}

extension OrthogonalSection {
    /// The offsets the section can rest at when it scrolls along `axis`: 0 to its content
    /// length less its viewport's length.
    public func offsetBounds(along axis: LayoutAxis) -> ClosedRange<CGFloat> {
        0...max(0, contentLength - viewport.length(along: axis))
    }
}

extension LayoutSnapshot {
    /// The orthogonal section record of `section`, or nil when it does not scroll orthogonally.
    public func orthogonalSection(_ section: Int) -> OrthogonalSection? {
        let lo = partitioningIndex(in: orthogonalSections.indices) { orthogonalSections[$0].section >= section }
        return lo < orthogonalSections.count && orthogonalSections[lo].section == section ? orthogonalSections[lo] : nil
    }

    /// Where a fling of orthogonal section `section` comes to rest, snapped by its
    /// `orthogonalScrollingBehavior`: released at its own offset `current` with `velocity`
    /// (pt/s along its scroll axis), decelerating by `deceleration`. Nil when the section does
    /// not scroll orthogonally. NaN arguments count as 0.
    public func targetOffset(ofOrthogonalSection section: Int, current: CGFloat, velocity: CGFloat, deceleration: Deceleration = Deceleration()) -> CGFloat? {
        guard let record = orthogonalSection(section) else { return nil }
        let current = current.sanitizedCoordinate, velocity = velocity.sanitizedCoordinate
        let proposed = deceleration.restingOffset(from: current, velocity: velocity)
        return SnapPolicy(record.behavior).targetOffset(proposed: proposed, velocity: velocity, current: current, in: record, axis: scrollDirection.other)
    }
}
