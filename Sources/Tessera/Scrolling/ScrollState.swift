import Foundation

/// Everything about a scroll position that displayed attributes depend on: the content offset,
/// each orthogonal section's own offset, the velocity (for effects that use it) and the
/// scroll view's adjusted content inset (pinned elements stick below a navigation bar).
public struct ScrollState: Sendable, Hashable {
    /// The collection view's content offset.
    public var contentOffset: CGPoint
    /// Orthogonal sections' offsets along their own scroll axis, by section index. A section not
    /// listed is at the offset its `OrthogonalSection` record gives.
    public var orthogonalOffsets: [Int: CGFloat]
    /// The scrolling velocity in points per second.
    public var velocity: CGPoint
    /// What bars cover of the viewport (UIKit's `adjustedContentInset`): pinned headers and
    /// footers stick to the part they leave uncovered.
    public var contentInset: ScrollInsets

    /// Creates a scroll state.
    public init(contentOffset: CGPoint = .zero, orthogonalOffsets: [Int: CGFloat] = [:], velocity: CGPoint = .zero, contentInset: ScrollInsets = .zero) {
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
        self.velocity = velocity
        self.contentInset = contentInset
    }
}
