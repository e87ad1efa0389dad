import Foundation

/// Where a fling goes: where physics brings it to rest, where the snap policy puts it, and the
/// offsets along the way.
public struct FlingResult: Sendable, Hashable {
    /// Where the deceleration alone brings the content to rest, on the display's pixel grid and
    /// inside the content bounds (a fling that ends outside them bounces back to this).
    public var restingOffset: CGPoint
    /// Where the deceleration would end if nothing stopped it (before bouncing back).
    public var unboundedRestingOffset: CGPoint
    /// Whether the fling ends outside the content bounds and bounces back.
    public var bouncesBack: Bool { unboundedRestingOffset != restingOffset }
    /// Where the snap policy makes it come to rest.
    public var targetOffset: CGPoint
    /// Offsets along the way to `targetOffset`, evenly spaced in time (the last is the target);
    /// empty unless asked for.
    public var frames: [CGPoint]

    /// Creates a result.
    public init(restingOffset: CGPoint, unboundedRestingOffset: CGPoint, targetOffset: CGPoint, frames: [CGPoint]) {
        self.restingOffset = restingOffset
        self.unboundedRestingOffset = unboundedRestingOffset
        self.targetOffset = targetOffset
        self.frames = frames
    }
}

extension LayoutSnapshot {
    /// A fling released at `offset` with `velocity` (pt/s): where `deceleration` brings it to
    /// rest, where `snapPolicy` puts it, and (when `frameCount` > 0) the offsets on the way
    /// there along the deceleration curve.
    ///
    /// Accepts any input and never returns NaN: a NaN offset or velocity coordinate counts as 0,
    /// infinite ones as ±`LayoutLimits.maximumMagnitude`, and `frameCount` is clamped to
    /// 0...`LayoutLimits.maximumFrames`.
    public func fling(from offset: CGPoint, velocity: CGPoint, deceleration: Deceleration, snapPolicy: SnapPolicy, frameCount: Int = 0) -> FlingResult {
        let offset = offset.sanitized, velocity = velocity.sanitized
        let grid = environment.pixelGrid
        let unbounded = deceleration.restingOffset(from: offset, velocity: velocity)
        let rounded = CGPoint(x: grid.round(unbounded.x), y: grid.round(unbounded.y))
        let resting = clampedContentOffset(rounded)
        var target = snapPolicy.targetContentOffset(proposed: unbounded, velocity: velocity, current: offset, in: self)
        target = CGPoint(x: grid.round(target.x), y: grid.round(target.y))
        return FlingResult(
            restingOffset: resting, unboundedRestingOffset: rounded, targetOffset: target,
            frames: deceleration.frames(from: offset, to: target, count: max(0, frameCount))
        )
    }
}

extension LayoutSnapshot {
    /// A fling of orthogonal section `section` released at its own offset `offset` with
    /// `velocity` (pt/s), both along the section's scroll axis: where `deceleration` brings it to
    /// rest within the section's offset bounds, where its `orthogonalScrollingBehavior` snaps
    /// it, and the offsets on the way. Offsets are reported as points along that axis (x for a
    /// horizontal section). Nil when the section does not scroll orthogonally. Inputs are taken
    /// as `fling(from:velocity:deceleration:snapPolicy:frameCount:)` takes them (NaN counts as 0).
    public func fling(ofOrthogonalSection section: Int, from offset: CGFloat, velocity: CGFloat, deceleration: Deceleration, frameCount: Int = 0) -> FlingResult? {
        let offset = offset.sanitizedCoordinate, velocity = velocity.sanitizedCoordinate
        guard let record = orthogonalSection(section) else { return nil }
        let axis = scrollDirection.other
        let grid = environment.pixelGrid
        let unbounded = grid.round(deceleration.restingOffset(from: offset, velocity: velocity))
        let resting = record.offsetBounds(along: axis).clamp(unbounded)
        let proposed = deceleration.restingOffset(from: offset, velocity: velocity)
        let target = grid.round(SnapPolicy(record.behavior).targetOffset(proposed: proposed, velocity: velocity, current: offset, in: record, axis: axis))
        func point(_ v: CGFloat) -> CGPoint { CGPoint(coordinate: v, along: axis, across: 0) }
        return FlingResult(
            restingOffset: point(resting), unboundedRestingOffset: point(unbounded), targetOffset: point(target),
            frames: deceleration.frames(from: point(offset), to: point(target), count: max(0, frameCount))
        )
    }
}
