// The scroll-to-top gesture: a tap on the status bar scrolls one scroll view to the top.

extension UIView {
    /// The user taps the status bar over this view (the window). developer.apple.com/documentation/uikit/uiscrollview/scrollstotop:
    /// the scroll view asked is the one nearest the status bar; nothing happens when its
    /// `scrollsToTop` is false, when its delegate's `scrollViewShouldScrollToTop(_:)` says no, or
    /// when its content is at the top already; on iPhone the gesture does nothing at all when more
    /// than one scroll view on screen has `scrollsToTop` set (that page's special
    /// considerations). Otherwise the scroll view animates to the top of its content
    /// (`-adjustedContentInset.top`, Assumed: its horizontal offset kept) and its delegate hears
    /// `scrollViewDidScrollToTop(_:)` when it arrives (frames run by `modelStep()`). On screen:
    /// a frame meeting this view's bounds. Returns the scroll view that scrolls, if any.
    @discardableResult
    public func modelTapStatusBar() -> UIScrollView? {
        var candidates: [UIScrollView] = []
        modelCollectScrollsToTop(into: &candidates, shift: CGPoint(x: -bounds.minX, y: -bounds.minY), screen: CGRect(origin: .zero, size: bounds.size))
        guard candidates.count == 1, let scrollView = candidates.first else { return nil }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        guard scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true, abs(scrollView.contentOffset.y - top.y) > 0.001 else { return nil }
        scrollView.setContentOffset(top, animated: true)
        scrollView.modelMotion.scrollingToTop = true
        return scrollView
    }

    /// Every scroll view with `scrollsToTop` among this view and its subviews whose frame, moved
    /// into the screen's coordinates by `shift` (its superview's bounds origin taken off), meets
    /// `screen`.
    func modelCollectScrollsToTop(into found: inout [UIScrollView], shift: CGPoint, screen: CGRect) {
        for v in subviews {
            let onScreen = v.frame.offsetBy(dx: shift.x, dy: shift.y)
            if let s = v as? UIScrollView, s.scrollsToTop, onScreen.intersects(screen) { found.append(s) }
            v.modelCollectScrollsToTop(into: &found, shift: CGPoint(x: onScreen.minX - v.bounds.minX, y: onScreen.minY - v.bounds.minY), screen: screen)
        }
    }
}
