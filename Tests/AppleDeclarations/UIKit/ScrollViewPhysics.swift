// UIScrollView's physics as a user drives it: a drag (with rubber-banding past the ends), a
// release with a velocity (the delegate may change where it stops), a deceleration over
// frames, a bounce back to the edge, a grab that stops a moving scroll view where it is, and
// VoiceOver's page scrolling. Sessions drive it with `modelTouchDown()`, `modelDrag(translation:)`,
// `modelEndDragging(velocity:)` and `modelStep()` / `modelSettle()`; the delegate hears what
// UIKit tells it.

/// developer.apple.com/documentation/uikit/uiscrollviewdelegate (every method optional there;
/// here each has an empty default).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:):
    /// "Tells the delegate when the user scrolls the content view within the scroll view" —
    /// called for every change of `contentOffset` (drag, deceleration, bounce, or set in code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:):
    /// `velocity` "in points per millisecond"; `targetContentOffset` "the expected offset when
    /// the scrolling action decelerates to a stop", which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:):
    /// true (the default) lets a tap on the status bar scroll it to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:):
    /// sent when a scroll to the top (the status-bar tap) arrives.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:):
    /// "Tells the delegate when the scroll view's inset values change" (after the scroll view's
    /// own `adjustedContentInsetDidChange()`).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left, up, down, next, previous
}

/// What a scroll view is doing (the model's state).
struct ScrollViewMotion {
    enum Phase { case idle, touched, dragging, decelerating, animating }
    var phase: Phase = .idle
    /// The content offset when the finger landed (drags are measured from it).
    var touchOffset: CGPoint = .zero
    /// Where the deceleration, bounce or animation ends.
    var target: CGPoint = .zero
    /// The fraction of the remaining distance kept per frame.
    var keep: CGFloat = 1
    /// Frames run (for sessions).
    var frames = 0
    /// Whether the animation running is a scroll to the top (the status-bar tap).
    var scrollingToTop = false
}

extension UIScrollView {
    /// The model's frame: 60 per second.
    public static let modelFrameDuration: TimeInterval = 1.0 / 60

    /// developer.apple.com/documentation/uikit/uiscrollview/isdragging: "whether the user has
    /// begun scrolling the content" (the finger has moved and is still down).
    public var isDragging: Bool { modelMotion.phase == .dragging }
    /// developer.apple.com/documentation/uikit/uiscrollview/istracking: the finger is down.
    public var isTracking: Bool { modelMotion.phase == .touched || modelMotion.phase == .dragging }
    /// developer.apple.com/documentation/uikit/uiscrollview/isdecelerating: "whether the
    /// content is moving in the scroll view after the user lifted their finger" (the bounce back
    /// from past an end included).
    public var isDecelerating: Bool { modelMotion.phase == .decelerating }
    /// Whether it decelerates, bounces or animates (frames will move it).
    public var modelIsMoving: Bool { modelMotion.phase == .decelerating || modelMotion.phase == .animating }
    /// Frames the model has run on this scroll view.
    public var modelFramesRun: Int { modelMotion.frames }

    /// The offsets the content rests within: those the adjusted content inset allows (a
    /// finger let go over the keyboard's inset rests there, as UIScrollView does).
    public var modelOffsetRange: (min: CGPoint, max: CGPoint) { modelContentOffsetRange }

    /// Whether the content may be pulled past its ends along x (y): developer.apple.com/documentation/uikit/uiscrollview/bounces
    /// ("If the value of this property is true, the scroll view bounces when it encounters a
    /// boundary of the content") and …/alwaysbouncehorizontal ("bouncing always occurs when
    /// horizontal scrolling reaches the end of the content view" even when it is not wider
    /// than the bounds).
    func modelBounces(horizontally: Bool) -> Bool {
        guard bounces else { return false }
        return horizontally ? (contentSize.width > bounds.width || alwaysBounceHorizontal) : (contentSize.height > bounds.height || alwaysBounceVertical)
    }

    /// Every change of `contentOffset` tells the delegate (scrollViewDidScroll(_:)).
    func modelDidScroll() { delegate?.scrollViewDidScroll(self) }

    // MARK: The user's finger

    /// The finger lands on the scroll view. A decelerating, bouncing or animating scroll view
    /// stops where it is on screen (developer.apple.com/documentation/uikit/uiscrollview: "the
    /// user can touch … to stop the scrolling"; Assumed: without scrollViewDidEndDecelerating(_:)).
    public func modelTouchDown() {
        modelMotion.phase = .touched
        modelMotion.touchOffset = contentOffset
    }

    /// The finger has moved `translation` since it landed (the pan's translation, positive
    /// right and down; the content follows it, so the offset moves the other way). The first
    /// move begins dragging (scrollViewWillBeginDragging(_:)). Past an end the content is
    /// rubber-banded when the scroll view bounces along that axis: an overshoot x shows as
    /// (1 − 1/(x·0.55/d + 1))·d, d the bounds' size (UIScrollView's curve as developers
    /// measured it: squareb.wordpress.com/2013/01/06/31, gist.github.com/originell/6961057);
    /// otherwise it stops at the end.
    public func modelDrag(translation: CGPoint) {
        if modelMotion.phase != .touched && modelMotion.phase != .dragging { modelTouchDown() }
        if modelMotion.phase == .touched {
            modelMotion.phase = .dragging
            delegate?.scrollViewWillBeginDragging(self)
        }
        let range = modelOffsetRange
        let raw = CGPoint(x: modelMotion.touchOffset.x - translation.x, y: modelMotion.touchOffset.y - translation.y)
        let x = Self.modelBanded(raw.x, min: range.min.x, max: range.max.x, dimension: bounds.width, bounces: contentSize.width > 0 && modelBounces(horizontally: true))
        let y = Self.modelBanded(raw.y, min: range.min.y, max: range.max.y, dimension: bounds.height, bounces: contentSize.height > 0 && modelBounces(horizontally: false))
        contentOffset = CGPoint(x: x, y: y)
    }

    /// The finger lifts with `velocity` (points per second of the content offset, positive
    /// toward larger offsets: a finger moving left on a horizontal scroll view). UIScrollView
    /// projects where deceleration would stop (Assumed, as in `UICollectionView.modelRelease`:
    /// `offset + v/1000 · rate/(1 − rate)`, kept within the ends) and asks the delegate
    /// (scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), velocity in points per
    /// millisecond), then scrollViewDidEndDragging(_:willDecelerate:). It then decelerates to the
    /// target, or bounces back to the nearer end when released past one. Frames run by `modelStep()`.
    public func modelEndDragging(velocity: CGPoint) {
        guard isTracking else { return }
        let range = modelOffsetRange
        let rate = decelerationRate.rawValue
        let k = rate / (1 - rate) / 1000
        let v = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        var target = CGPoint(
            x: min(max(range.min.x, contentOffset.x + v.x * k), range.max.x),
            y: min(max(range.min.y, contentOffset.y + v.y * k), range.max.y))
        let wasDragging = isDragging
        if wasDragging {
            withUnsafeMutablePointer(to: &target) { delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: $0) }
        }
        // Outside the ends the scroll view bounces back whatever the target.
        let clamped = CGPoint(x: min(max(range.min.x, target.x), range.max.x), y: min(max(range.min.y, target.y), range.max.y))
        let outside = contentOffset.x < range.min.x || contentOffset.x > range.max.x || contentOffset.y < range.min.y || contentOffset.y > range.max.y
        let willMove = abs(clamped.x - contentOffset.x) > 0.25 || abs(clamped.y - contentOffset.y) > 0.25
        modelMotion.phase = willMove ? .decelerating : .idle
        modelMotion.target = clamped
        // Deceleration keeps `rate` of the velocity per millisecond, so the remaining distance
        // shrinks by rate^(ms per frame); a bounce back settles in about a third of a second.
        modelMotion.keep = outside && abs(v.x) + abs(v.y) < 1 ? 0.8 : CGFloat(pow(Double(rate), 1000 * Self.modelFrameDuration))
        if wasDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove) }
        if !willMove && contentOffset != clamped { contentOffset = clamped }
    }

    /// developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:):
    /// animated, the offset moves over frames and the delegate hears
    /// scrollViewDidEndScrollingAnimation(_:) at the end (Assumed: the same curve as a bounce).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        modelMotion.scrollingToTop = false
        guard animated else {
            modelMotion.phase = .idle
            self.contentOffset = contentOffset
            return
        }
        modelMotion.phase = .animating
        modelMotion.target = contentOffset
        modelMotion.keep = 0.8
    }

    /// Runs one frame (1/60 s): a decelerating or animating scroll view moves toward its target
    /// and stops within a quarter point of it, telling the delegate
    /// (scrollViewDidEndDecelerating(_:) or scrollViewDidEndScrollingAnimation(_:)).
    public func modelStep() {
        guard modelMotion.phase == .decelerating || modelMotion.phase == .animating else { return }
        modelMotion.frames += 1
        let t = modelMotion.target, keep = modelMotion.keep
        var next = CGPoint(x: t.x + (contentOffset.x - t.x) * keep, y: t.y + (contentOffset.y - t.y) * keep)
        let done = abs(next.x - t.x) <= 0.25 && abs(next.y - t.y) <= 0.25
        if done { next = t }
        let phase = modelMotion.phase
        if done { modelMotion.phase = .idle }
        contentOffset = next
        if done { phase == .decelerating ? delegate?.scrollViewDidEndDecelerating(self) : delegate?.scrollViewDidEndScrollingAnimation(self) }
        if done, modelMotion.scrollingToTop {
            modelMotion.scrollingToTop = false
            delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Runs frames until the scroll view stops (at most `limit`); returns how many ran.
    @discardableResult
    public func modelSettle(limit: Int = 2_000) -> Int {
        var n = 0
        while modelIsMoving && n < limit { modelStep(); n += 1 }
        return n
    }

    /// UIScrollView's own VoiceOver scrolling (a three-finger swipe; Assumed: by the bounds'
    /// size, kept within the ends, animated; `.left`/`.up`/`.next` show what lies right or
    /// below). Returns whether it moved (developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:):
    /// "YES if the scrolling action succeeds").
    func modelAccessibilityPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let range = modelOffsetRange
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        var target = contentOffset
        switch direction {
        case .left: target.x += bounds.width
        case .right: target.x -= bounds.width
        case .up: target.y += bounds.height
        case .down: target.y -= bounds.height
        case .next: if horizontal { target.x += bounds.width } else { target.y += bounds.height }
        case .previous: if horizontal { target.x -= bounds.width } else { target.y -= bounds.height }
        }
        target = CGPoint(x: min(max(range.min.x, target.x), range.max.x), y: min(max(range.min.y, target.y), range.max.y))
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: true)
        return true
    }

    static func modelBanded(_ value: CGFloat, min lo: CGFloat, max hi: CGFloat, dimension d: CGFloat, bounces: Bool) -> CGFloat {
        guard value < lo || value > hi else { return value }
        guard bounces, d > 0 else { return Swift.min(Swift.max(lo, value), hi) }
        func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }
        return value < lo ? lo - band(lo - value) : hi + band(value - hi)
    }
}

// MARK: The scroll view's pan

/// developer.apple.com/documentation/uikit/uigesturerecognizer: the model's recognizers are
/// not fed touches; sessions move the finger through the scroll view (`modelTouchDown(at:)`).
@MainActor open class UIGestureRecognizer: NSObject {
    /// developer.apple.com/documentation/uikit/uigesturerecognizer/view: the view it is
    /// attached to (`addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    /// Recognizers this one waits for (require(toFail:)).
    public internal(set) var modelRequiredToFail: [UIGestureRecognizer] = []
    /// The scroll view whose pan this is (UIScrollView is its pan's delegate and target).
    weak var modelScrollView: UIScrollView?
    /// Where the finger is, in the attached view's coordinates (set by the model).
    var modelLocation: CGPoint = .zero
    var modelVelocity: CGPoint = .zero

    public override init() { super.init() }

    /// developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:): Assumed:
    /// `view` is the attached view or one sharing its coordinates.
    open func location(in view: UIView?) -> CGPoint { modelLocation }

    /// developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        modelRequiredToFail.append(otherGestureRecognizer)
    }
}

/// developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:) (points per second).
    open func velocity(in view: UIView?) -> CGPoint { modelVelocity }
}

extension UIView {
    /// developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:): a recognizer
    /// belongs to one view; adding it elsewhere moves it (a scroll view's pan may be added to
    /// another view: WWDC 2014 session 235, "Advanced Scrolling and Touch Handling Techniques").
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.modelGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = self
        modelGestureRecognizers.append(gestureRecognizer)
    }

    /// developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
        modelGestureRecognizers.removeAll { $0 === gestureRecognizer }
    }
}

extension UIScrollView {
    /// developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer: the scroll
    /// view's own pan, attached to it until added to another view.
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let modelPan { return modelPan }
        let pan = UIPanGestureRecognizer()
        pan.view = self
        pan.modelScrollView = self
        modelGestureRecognizers.append(pan)
        modelPan = pan
        return pan
    }

    /// The finger lands at `location` (in the coordinates of the view the scroll view's pan is
    /// attached to; default: the scroll view's centre in its superview) moving with `velocity`
    /// (pt/s, for the recognizer's `velocity(in:)` as the pan begins). The drag begins only when
    /// touches can reach the pan (the scroll view takes touches, or its pan is attached to
    /// another view) and `gestureRecognizerShouldBegin(_:)` agrees; returns whether it did.
    /// A moving scroll view stops where it is (see `modelTouchDown()`).
    @discardableResult
    public func modelTouchDown(at location: CGPoint? = nil, velocity: CGPoint = .zero) -> Bool {
        let pan = panGestureRecognizer
        guard isUserInteractionEnabled || pan.view !== self, pan.view != nil else {
            UIKitModel.violate("a touch cannot reach the scroll view's pan: user interaction is off and the pan is attached to no other view")
            return false
        }
        pan.modelLocation = location ?? CGPoint(x: frame.midX, y: frame.midY)
        pan.modelVelocity = velocity
        guard gestureRecognizerShouldBegin(pan) else { return false }
        modelTouchDown()
        return true
    }
}
