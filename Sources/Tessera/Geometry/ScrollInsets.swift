import Foundation

/// How far bars and the safe area cover a scroll view's content on each physical edge: UIKit's
/// `UIScrollView.adjustedContentInset` (the app's `contentInset` plus the safe area the
/// `contentInsetAdjustmentBehavior` adds). Left and right are physical, as content offsets are,
/// whatever the layout direction.
///
/// With insets the content offset rests at `-top` (and `-left`) at the start, and reaches
/// `contentSize - bounds + bottom` (and `+ right`) at the end; pinned headers and footers stick
/// to the unobscured part of the viewport; snapping centres within it.
public struct ScrollInsets: Sendable, Hashable, Codable {
    /// The inset from the top edge (a navigation bar).
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge (a tab bar).
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets; missing edges are zero.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = ScrollInsets()

    /// The inset at the start of `axis` (top for vertical, left for horizontal).
    public func start(along axis: LayoutAxis) -> CGFloat { axis == .vertical ? top : left }

    /// The inset at the end of `axis` (bottom for vertical, right for horizontal).
    public func end(along axis: LayoutAxis) -> CGFloat { axis == .vertical ? bottom : right }

    /// The insets with every non-finite or negative edge replaced by 0 (UIKit's insets are
    /// never negative in practice; a negative one would let content rest past its end).
    var sanitized: ScrollInsets {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? min(v, CGFloat(LayoutLimits.maximumMagnitude)) : 0 }
        return ScrollInsets(top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    }
}

extension CGRect {
    /// The part of a viewport the bars of `insets` leave uncovered (never negative-sized).
    func unobscured(by insets: ScrollInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
