import Foundation

/// Where a fling may come to rest: UIKit's `targetContentOffset(forProposedContentOffset:
/// withScrollingVelocity:)` as a value. The same policies drive a compositional orthogonal
/// section's `orthogonalScrollingBehavior` (see `init(_:)`).
///
/// Every policy but `none` picks one of its *boundaries* (the offsets it allows, clamped to the
/// content's offset bounds; the two ends of the bounds are always boundaries):
///
/// - Policies that travel freely (`continuousGroupLeadingBoundary`, `nearestItemCentered`,
///   `nearestItemLeading`) snap to the boundary nearest the projected resting point, so a
///   strong flick travels several items and a slow release snaps to the nearest. A release at
///   `minimumFlickVelocity` or faster always ends at least one boundary beyond the release
///   point in the direction of the velocity, never back against it (UPCarouselFlowLayout
///   snaps back there, which users see as a jerk, and cannot be flicked past one item).
/// - Paging policies (`paging`, `groupPaging`, `groupPagingCentered`) move one page at a time,
///   as UIScrollView's paging does: a flick at `minimumFlickVelocity` or faster goes to the
///   next boundary past the release point in its direction; a slower release to the boundary
///   nearest the projected point among the two around the release point.
public struct SnapPolicy: Sendable, Hashable {
    /// The kinds of policy.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// No snapping: the fling rests where physics puts it (clamped to the content).
        case none
        /// One viewport length per page (UIScrollView's `isPagingEnabled`).
        case paging
        /// One group (for a whole snapshot: one item) per page, leading edges aligned.
        case groupPaging
        /// One group per page, each centred in the viewport.
        case groupPagingCentered
        /// Free scrolling that rests with a group's leading edge where the first group's is.
        case continuousGroupLeadingBoundary
        /// Free scrolling that rests with an item centred in the viewport (a carousel).
        case nearestItemCentered
        /// Free scrolling that rests with an item's leading edge at the viewport's leading edge.
        case nearestItemLeading
    }

    /// The default flick speed: 300 pt/s, about the slowest deliberate swipe.
    public static let defaultMinimumFlickVelocity: CGFloat = 300

    /// The kind of policy.
    public var kind: Kind
    /// The release speed (pt/s) from which a release counts as a flick that must move on.
    public var minimumFlickVelocity: CGFloat

    /// A policy of `kind`.
    public init(_ kind: Kind, minimumFlickVelocity: CGFloat = SnapPolicy.defaultMinimumFlickVelocity) {
        self.kind = kind
        self.minimumFlickVelocity = minimumFlickVelocity
    }

    /// The policy that drives an orthogonal section with `behavior` (`continuous` and `none`
    /// do not snap).
    public init(_ behavior: OrthogonalScrollingBehavior) {
        switch behavior {
        case .none, .continuous: self.init(Kind.none)
        case .continuousGroupLeadingBoundary: self.init(Kind.continuousGroupLeadingBoundary)
        case .paging: self.init(Kind.paging)
        case .groupPaging: self.init(Kind.groupPaging)
        case .groupPagingCentered: self.init(Kind.groupPagingCentered)
        }
    }

    /// No snapping.
    public static let none = SnapPolicy(Kind.none)
    /// Pages of one viewport length.
    public static let paging = SnapPolicy(.paging)
    /// One group (item) per page, leading edges aligned.
    public static let groupPaging = SnapPolicy(.groupPaging)
    /// One group (item) per page, centred.
    public static let groupPagingCentered = SnapPolicy(.groupPagingCentered)
    /// Free scrolling resting on a group's leading boundary.
    public static let continuousGroupLeadingBoundary = SnapPolicy(.continuousGroupLeadingBoundary)
    /// Free scrolling resting with an item centred (a carousel).
    public static let nearestItemCentered = SnapPolicy(.nearestItemCentered)
    /// Free scrolling resting with an item's leading edge at the viewport's.
    public static let nearestItemLeading = SnapPolicy(.nearestItemLeading)

    /// Whether the policy moves at most one page per release.
    public var pagesOneAtATime: Bool {
        kind == .paging || kind == .groupPaging || kind == .groupPagingCentered
    }

    /// Whether the policy's boundaries are item (or group) centres rather than leading edges.
    var centersItems: Bool { kind == .groupPagingCentered || kind == .nearestItemCentered }

    // MARK: The one-axis rule

    /// Tolerance (points) below which two offsets count as the same boundary.
    static let epsilon: CGFloat = 1e-3
    /// Boundaries closer than this (points) to the release point count as where the content
    /// already rests, for a free-travelling flick that must move on (paging policies move to the
    /// very next boundary, however close): a carousel's offset bound and its first
    /// item's centre can differ by a pixel rounding (0.17 pt at 3x), which a flick from rest must
    /// not stop at (found by the scripted carousel session in `scripts/run-apple-shells`).
    static let restingTolerance: CGFloat = 0.5

    /// The rest point along one axis: `proposed` is where physics would put the fling,
    /// `current` the offset at release, `velocity` in pt/s.
    func target<B: SnapBoundaries>(proposed: CGFloat, velocity: CGFloat, current: CGFloat, boundaries: B) -> CGFloat {
        let bounds = boundaries.bounds
        let p = bounds.clamp(proposed.isFinite ? proposed : current)
        guard kind != .none else { return p }
        let c = bounds.clamp(current)
        let direction: CGFloat = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
        let isFlick = direction != 0 && abs(velocity) >= minimumFlickVelocity
        if pagesOneAtATime {
            if isFlick, let next = boundaries.next(beyond: c, direction: direction) { return next }
            let before = boundaries.next(beyond: c + 2 * Self.epsilon, direction: -1) ?? bounds.lowerBound
            let after = boundaries.next(beyond: c - 2 * Self.epsilon, direction: 1) ?? bounds.upperBound
            return min(max(boundaries.nearest(to: p, preferring: direction), before), after)
        }
        var t = boundaries.nearest(to: p, preferring: direction)
        if isFlick, (t - c) * direction <= Self.restingTolerance,
            let next = boundaries.next(beyond: c + direction * Self.restingTolerance, direction: direction)
        {
            t = next
        }
        return t
    }
}

/// The boundaries a policy may rest on along one axis, found by range queries so that a
/// million-item snapshot is searched in O(log n) per query.
protocol SnapBoundaries {
    /// The offsets the scroll can rest at.
    var bounds: ClosedRange<CGFloat> { get }
    /// A first search window: about the spacing of boundaries (a viewport length will do).
    var searchWindow: CGFloat { get }
    /// Calls `body` with every candidate boundary in `range` (a subrange of `bounds`), in any order.
    func forEachCandidate(in range: ClosedRange<CGFloat>, _ body: (CGFloat) -> Void)
}

extension SnapBoundaries {
    /// Candidates in `range` plus the ends of the bounds that lie in it.
    func forEachBoundary(in unclamped: ClosedRange<CGFloat>, _ body: (CGFloat) -> Void) {
        let lower = max(unclamped.lowerBound, bounds.lowerBound), upper = min(unclamped.upperBound, bounds.upperBound)
        guard lower <= upper else { return }
        let range = lower...upper
        if range.contains(bounds.lowerBound) { body(bounds.lowerBound) }
        if range.contains(bounds.upperBound) { body(bounds.upperBound) }
        forEachCandidate(in: range, body)
    }

    /// The boundary nearest `x` (ties go toward `direction`, else down).
    func nearest(to x: CGFloat, preferring direction: CGFloat) -> CGFloat {
        var window = max(searchWindow, 1)
        while true {
            let range = max(x - window, bounds.lowerBound)...min(x + window, bounds.upperBound)
            var best: CGFloat?
            var bestDistance = CGFloat.infinity
            forEachBoundary(in: range) { b in
                let d = abs(b - x)
                if d < bestDistance - SnapPolicy.epsilon
                    || (abs(d - bestDistance) <= SnapPolicy.epsilon && (b - best!) * (direction == 0 ? -1 : direction) > 0)
                {
                    best = b
                    bestDistance = d
                }
            }
            // Everything within `window` of x was searched, so the nearest found is the nearest.
            if let best, bestDistance <= window { return best }
            if range == bounds { return best ?? x }
            window *= 2
        }
    }

    /// The first boundary more than `epsilon` beyond `x` in `direction` (±1), or nil.
    func next(beyond x: CGFloat, direction: CGFloat) -> CGFloat? {
        var window = max(searchWindow, 1)
        while true {
            let range =
                direction > 0
                ? min(x, bounds.upperBound)...min(x + window, bounds.upperBound)
                : max(x - window, bounds.lowerBound)...max(x, bounds.lowerBound)
            var best: CGFloat?
            forEachBoundary(in: range) { b in
                let d = (b - x) * direction
                if d > SnapPolicy.epsilon, d < ((best.map { ($0 - x) * direction }) ?? .infinity) { best = b }
            }
            if let best { return best }
            if direction > 0 ? range.upperBound >= bounds.upperBound : range.lowerBound <= bounds.lowerBound { return nil }
            window *= 2
        }
    }
}
