import Foundation

/// Insets on the four edges of a rectangle, named by leading and trailing so they follow the
/// layout direction: UIKit's `NSDirectionalEdgeInsets` (SwiftUI's `EdgeInsets`, the name
/// `TesseraViewLayout` gives it).
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Creates insets; missing edges are zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// `leading + trailing`.
    public var horizontal: CGFloat { leading + trailing }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// The sum of the two insets that lie across `axis` (leading + trailing for horizontal).
    public func total(along axis: LayoutAxis) -> CGFloat {
        axis == .horizontal ? horizontal : vertical
    }

    /// The inset at the start of `axis` (leading for horizontal, top for vertical).
    public func start(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? leading : top }
    /// The inset at the end of `axis` (trailing for horizontal, bottom for vertical).
    public func end(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? trailing : bottom }

    /// Whether every inset is a finite number.
    public var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}

extension CGRect {
    /// This rectangle shrunk by `insets` (leading taken as the left edge: frames are laid out
    /// left-to-right and mirrored afterwards for right-to-left layouts). Never negative in size.
    public func inset(by insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading,
            y: minY + insets.top,
            width: max(0, width - insets.horizontal),
            height: max(0, height - insets.vertical)
        )
    }
}
