import Foundation
import Tessera

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

extension CollectionLayoutDriver {
    /// A pan began at `point` (content coordinates): the orthogonal section under it, if any,
    /// starts following the finger. Nil when the touch is not on an orthogonal section.
    public func beginOrthogonalPan(at point: CGPoint) -> OrthogonalPan? {
        guard let section = orthogonalSection(at: point), let offset = offset(ofOrthogonalSection: section) else { return nil }
        return OrthogonalPan(section: section, startOffset: offset)
    }

    /// The finger has moved `translation` (points along the section's axis, positive to the
    /// right or down) since the pan began: the content follows it, kept inside the section.
    /// Returns the section's new offset.
    @discardableResult
    public func updateOrthogonalPan(_ pan: OrthogonalPan, translation: CGFloat) -> CGFloat? {
        guard translation.isFinite else { return offset(ofOrthogonalSection: pan.section) }
        return setOffset(pan.startOffset - translation, ofOrthogonalSection: pan.section)
    }

    /// The finger lifted with `velocity` (points per second along the section's axis, as
    /// `UIPanGestureRecognizer.velocity(in:)` reports it; the content moves the other way):
    /// where the section comes to rest and how long the deceleration takes. The shell animates
    /// `setOffset(targetOffset, …)` over `duration`.
    public func endOrthogonalPan(_ pan: OrthogonalPan, velocity: CGFloat) -> OrthogonalRelease? {
        guard let current = offset(ofOrthogonalSection: pan.section) else { return nil }
        let contentVelocity = velocity.isFinite ? -velocity / 1000 : 0
        guard let target = targetOffset(ofOrthogonalSection: pan.section, withScrollingVelocity: contentVelocity) else { return nil }
        return OrthogonalRelease(section: pan.section, targetOffset: target, duration: deceleration.duration(from: current, to: target))
    }
}
