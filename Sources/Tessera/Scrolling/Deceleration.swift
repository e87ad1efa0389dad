import Foundation

/// Which formula turns a release velocity into a distance travelled.
///
/// Against the published measurements of a real UIScrollView (rate 0.998; velocity in points per
/// millisecond → distance: 4.61994 → 2300.5, 1.398724 → 693, −2.389578 → −1187.5,
/// 2.279252 → 1132.5) the three land:
///
/// | model | formula (v in pt/s, r the rate) | vs. measured |
/// | --- | --- | --- |
/// | `uiScrollView` (default) | (|v| − 10)·r / (1000·(1 − r)), signed | within 0.15 pt; exact after rounding to the 2× pixel grid |
/// | `projection` | v·r / (1000·(1 − r)) (WWDC18 "Designing Fluid Interfaces") | overshoots by 4.85–4.97 pt |
/// | `continuous` | −v / (1000·ln r) | overshoots by 5.6–7.2 pt |
///
/// `projection` is the sum of UIScrollView's per-millisecond decay steps to infinity;
/// `continuous` integrates the same decay as a smooth exponential. A real scroll view stops
/// once its speed falls below about 10 pt/s (0.01 pt/ms), which the 4 measurements pin down
/// (a straight-line fit gives distance = 499.0·v − 4.99 at 0.998, i.e. r/(1 − r)·(v − 0.01));
/// `uiScrollView` is the projection with that stop. It is the default.
public enum DecelerationModel: String, Sendable, Hashable, CaseIterable {
    /// The per-millisecond decay, stopped below `Deceleration.stopSpeed`: what UIScrollView does.
    case uiScrollView
    /// The WWDC18 projection: v·r / (1000·(1 − r)).
    case projection
    /// The exact continuous exponential: −v / (1000·ln r).
    case continuous
}

/// The physics of a fling: where a scroll that is released with a velocity comes to rest, and
/// where it is at each moment on the way. Velocities are in points per second (as UIKit's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` documents them).
public struct Deceleration: Sendable, Hashable {
    /// The speed below which a scroll view stops: 10 pt/s.
    public static let stopSpeed: CGFloat = 10

    /// How quickly the velocity decays.
    public var rate: DecelerationRate
    /// Which formula gives the distance (see `DecelerationModel` for how each compares with UIKit).
    public var model: DecelerationModel

    /// A deceleration at `rate` using `model`.
    public init(rate: DecelerationRate = .normal, model: DecelerationModel = .uiScrollView) {
        self.rate = rate
        self.model = model
    }

    /// The signed distance a fling released at `velocity` (pt/s) travels before it stops.
    public func distance(forVelocity velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        let r = rate.rawValue
        switch model {
        case .projection:
            return velocity / 1000 * r / (1 - r)
        case .continuous:
            return -velocity / (1000 * log(r))
        case .uiScrollView:
            let speed = max(abs(velocity) - Self.stopSpeed, 0)
            return (velocity < 0 ? -speed : speed) / 1000 * r / (1 - r)
        }
    }

    /// Where a fling released at `offset` with `velocity` (pt/s) comes to rest, unbounded.
    public func restingOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        offset + distance(forVelocity: velocity)
    }

    /// Where a two-dimensional fling comes to rest, unbounded (each axis decays on its own).
    public func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        CGPoint(x: restingOffset(from: offset.x, velocity: velocity.x), y: restingOffset(from: offset.y, velocity: velocity.y))
    }

    /// The release velocity (pt/s) that makes a `uiScrollView` fling travel `distance`: the
    /// inverse of `distance(forVelocity:)` for that model.
    func velocity(forDistance distance: CGFloat) -> CGFloat {
        guard distance != 0 else { return 0 }
        let r = rate.rawValue
        let speed = abs(distance) * 1000 * (1 - r) / r + Self.stopSpeed
        return distance < 0 ? -speed : speed
    }

    /// How long (seconds) a deceleration that travels from `start` to `end` takes: until its
    /// speed falls below `stopSpeed`.
    public func duration(from start: CGFloat, to end: CGFloat) -> TimeInterval {
        let v = abs(velocity(forDistance: end - start))
        guard v > Self.stopSpeed else { return 0 }
        return TimeInterval(log(Self.stopSpeed / v) / log(rate.rawValue)) / 1000
    }

    /// The offset `time` seconds into a deceleration from `start` that comes to rest at `end`:
    /// the exponential decay curve start + (end − start)·(1 − r^t)/(1 − r^T), t and T (the
    /// duration) in milliseconds. Before 0 it is `start`, from T on exactly `end`. The same
    /// curve animates a fling and a snap to a target (UIKit retargets the deceleration).
    public func offset(from start: CGFloat, to end: CGFloat, at time: TimeInterval) -> CGFloat {
        let total = duration(from: start, to: end)
        guard time > 0 else { return start }
        guard time < total, total > 0 else { return end }
        let r = rate.rawValue
        let progress = (1 - pow(r, CGFloat(time * 1000))) / (1 - pow(r, CGFloat(total * 1000)))
        return start + (end - start) * progress
    }

    /// `frameCount` offsets along the way from `start` to `end`, evenly spaced in time; the last
    /// one is `end`. Empty when `frameCount` is 0 or less; at most `LayoutLimits.maximumFrames`
    /// frames (a larger count is clamped). NaN coordinates count as 0.
    public func frames(from start: CGPoint, to end: CGPoint, count frameCount: Int) -> [CGPoint] {
        guard frameCount > 0 else { return [] }
        let frameCount = Swift.min(frameCount, LayoutLimits.maximumFrames)
        let start = start.sanitized, end = end.sanitized
        let total = max(duration(from: start.x, to: end.x), duration(from: start.y, to: end.y))
        return (1...frameCount).map { i in
            let t = total * TimeInterval(i) / TimeInterval(frameCount)
            return i == frameCount ? end : CGPoint(x: offset(from: start.x, to: end.x, at: t), y: offset(from: start.y, to: end.y, at: t))
        }
    }
}
