// Gesture recognizers that compete: a finger lands on the screen and, of the pans that see it,
// one scrolls. A sideways row's pan (attached to the collection view) and the page's pan both
// see a touch on the row.

extension UIView {
    /// The finger lands at `point` (in this view's bounds coordinates) moving with `velocity`
    /// (pt/s) and the pans compete (developer.apple.com/documentation/uikit/uigesturerecognizer).
    /// The pans attached to the view under the finger (touches pass through a scroll view whose
    /// `isUserInteractionEnabled` is off) and to its superviews see it; each asks its scroll
    /// view `gestureRecognizerShouldBegin(_:)` (false: the pan fails); a pan that requires
    /// another to fail (developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:),
    /// a dependency between the two) waits, and fails when that one begins; no two recognize at
    /// once (`UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`,
    /// false by default). Assumed where UIKit leaves the order open: of pans that may all begin,
    /// the deepest view's wins, and on one view a scroll view's own pan comes before those added
    /// to it — so a pan added to a collection view wins over the collection view's own only
    /// through `require(toFail:)`. Returns the scroll view whose drag began (`modelTouchDown()`).
    @discardableResult
    public func modelPan(at point: CGPoint, velocity: CGPoint) -> UIScrollView? {
        var candidates: [UIPanGestureRecognizer] = []
        for (view, location) in modelTouchChain(at: point).reversed() {
            for pan in view.modelAttachedPans {
                pan.modelLocation = location
                pan.modelVelocity = velocity
                candidates.append(pan)
            }
        }
        let begin = candidates.filter { pan in pan.modelScrollView.map { $0.gestureRecognizerShouldBegin(pan) } ?? false }
        let winner = begin.first { pan in !pan.modelRequiredToFail.contains { other in begin.contains { $0 === other } } }
        guard let scrollView = winner?.modelScrollView else { return nil }
        scrollView.modelTouchDown()
        return scrollView
    }

    /// This view and the views under `point` down to the deepest that takes touches, each with
    /// the point in its bounds coordinates.
    func modelTouchChain(at point: CGPoint) -> [(UIView, CGPoint)] {
        var chain: [(UIView, CGPoint)] = [(self, point)]
        var current: UIView = self, p = point
        while let child = current.subviews.last(where: { ($0 as? UIScrollView)?.isUserInteractionEnabled ?? true && $0.frame.contains(p) }) {
            p = CGPoint(x: p.x - child.frame.minX + child.bounds.minX, y: p.y - child.frame.minY + child.bounds.minY)
            chain.append((child, p))
            current = child
        }
        return chain
    }

    /// The pans attached to this view: a scroll view's own first, then those added to it.
    var modelAttachedPans: [UIPanGestureRecognizer] {
        var pans: [UIPanGestureRecognizer] = []
        if let scrollView = self as? UIScrollView, scrollView.panGestureRecognizer.view === self { pans.append(scrollView.panGestureRecognizer) }
        for case let pan as UIPanGestureRecognizer in modelGestureRecognizers where !pans.contains(where: { $0 === pan }) { pans.append(pan) }
        return pans
    }
}
