// The safe area and a scroll view's adjusted content inset: how bars (a navigation bar, a tab
// bar) and the notch reach a collection view, and what they do to its offsets.

extension UIScrollView {
    /// developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// ".automatic: Content is always adjusted vertically when the scroll view is the content
        /// view of a view controller that is currently displayed by a navigation or tab bar
        /// controller. If the scroll view is horizontally scrollable, the horizontal content
        /// offset is also adjusted when there are nonzero safe area insets."
        case automatic
        /// Adjusted only along the axes the content scrolls.
        case scrollableAxes
        /// Never adjusted.
        case never
        /// Always adjusted on every edge.
        case always
    }

    /// developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset: the
    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` adds.
    /// Assumed (the pages give no formula): an axis "scrolls" when its content is longer than the
    /// bounds or the scroll view always bounces along it.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (scrollsVertically || modelIsShownByBarController, scrollsHorizontally)
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Whether a navigation or tab bar controller shows this view's controller.
    var modelIsShownByBarController: Bool {
        var v: UIView? = self
        while let view = v {
            if let shown = view.modelShownByBarController { return shown }
            v = view.superview
        }
        return false
    }

    /// Publishes a new adjusted inset: `adjustedContentInsetDidChange()` runs, then the
    /// delegate's `scrollViewDidChangeAdjustedContentInset(_:)`, and a scroll view resting at
    /// the start (at `-top`, or `-left`) stays at the new start, as UIKit keeps content at rest
    /// below a bar that appears (Airbnb's MagazineLayout #136: "We get this behavior for free at
    /// the top edge"). Any other offset stays: an inset alone moves no content (the keyboard
    /// recipe developers follow sets `contentInset.bottom` to the keyboard's height and then
    /// scrolls what must show with `scrollRectToVisible(_:animated:)` — Cocoanetics, "Calculating
    /// Area Covered by Keyboard", 2011: the inset "does not affect the contents, but permits for
    /// additional scroll distance"; the same two steps in Apple's Text Programming Guide,
    /// "Moving Content That Is Located Under the Keyboard"). Assumed: a collection view does not
    /// invalidate a custom layout for it, nor lay out (as for the safe area, the worst case).
    func modelRefreshAdjustedContentInset() {
        let new = adjustedContentInset, old = modelPublishedAdjustedInset
        guard new != old else { return }
        modelPublishedAdjustedInset = new
        var offset = contentOffset
        if abs(offset.y + old.top) < 0.001 { offset.y = -new.top }
        if abs(offset.x + old.left) < 0.001, new.left != old.left { offset.x = -new.left }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset { contentOffset = offset }
    }

    /// The offsets the scroll view can rest at with its adjusted inset: from `(-left, -top)` to
    /// the content size less the bounds plus `(right, bottom)` (developers' code computes the
    /// same range, e.g. `minY = -adjustedContentInset.top`, `maxY = contentSize.height -
    /// bounds.height + adjustedContentInset.bottom`).
    public var modelContentOffsetRange: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset
        let minimum = CGPoint(x: -i.left, y: -i.top)
        return (
            minimum,
            CGPoint(
                x: max(minimum.x, contentSize.width - bounds.width + i.right),
                y: max(minimum.y, contentSize.height - bounds.height + i.bottom))
        )
    }
}

extension UIView {
    /// The window's safe area changes (a bar appears, the device turns and the notch moves):
    /// this view and every subview get `insets` (the model's views fill their superviews), each
    /// is told through `safeAreaInsetsDidChange()`, scroll views republish their adjusted inset,
    /// the view's controller gets `viewSafeAreaInsetsDidChange()`, and a layout pass is due.
    /// The controller hears before the subviews are updated (Open Radar 34491993: in
    /// `viewSafeAreaInsetsDidChange` "the new safeAreaInsets values have been set on self.view,
    /// but they have not yet propagated to self.collectionView"). Assumed: UIKit does not
    /// invalidate a custom collection view layout for it (the shell must notice itself).
    public func modelSetSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != modelSafeAreaInsets else { return }
        modelSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        (self as? UIScrollView)?.modelRefreshAdjustedContentInset()
        modelViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        for v in subviews { v.modelSetSafeAreaInsets(insets) }
    }
}
