import Foundation

extension LayoutSnapshot {
    /// The content offsets the scroll view can rest at: from (0, 0) to the content size less the
    /// container size on each axis (never negative).
    public var contentOffsetBounds: CGRect {
        CGRect(
            x: 0, y: 0,
            width: max(0, contentSize.width - environment.containerSize.width),
            height: max(0, contentSize.height - environment.containerSize.height)
        )
    }

    /// The content offsets a scroll view whose bars cover `contentInset` can rest at (UIKit's
    /// range with `adjustedContentInset`): from `(-left, -top)` at the start to the content
    /// size less the container size plus `(right, bottom)` at the end, never before the start.
    public func contentOffsetBounds(contentInset: ScrollInsets) -> CGRect {
        let i = contentInset.sanitized
        return CGRect(
            x: -i.left, y: -i.top,
            width: max(0, contentSize.width + i.left + i.right - environment.containerSize.width),
            height: max(0, contentSize.height + i.top + i.bottom - environment.containerSize.height)
        )
    }

    /// `offset` moved into `contentOffsetBounds`: where a scroll view that came to rest at
    /// `offset` bounces back to. Equal to `offset` when it is inside.
    /// A NaN coordinate counts as 0.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        clampedContentOffset(offset, contentInset: .zero)
    }

    /// `offset` moved into `contentOffsetBounds(contentInset:)`: where a scroll view with
    /// those insets bounces back to. A NaN coordinate counts as 0.
    public func clampedContentOffset(_ offset: CGPoint, contentInset: ScrollInsets) -> CGPoint {
        let offset = offset.sanitized
        let b = contentOffsetBounds(contentInset: contentInset)
        return CGPoint(x: min(max(offset.x, b.minX), b.maxX), y: min(max(offset.y, b.minY), b.maxY))
    }

    /// Where a fling that ends at `offset` outside the content bounds bounces back to, or nil
    /// when it ends inside them.
    public func bounceBackTarget(for offset: CGPoint) -> CGPoint? {
        let clamped = clampedContentOffset(offset)
        return clamped == offset ? nil : clamped
    }
}

extension ClosedRange where Bound == CGFloat {
    /// `value` moved into the range.
    func clamp(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
