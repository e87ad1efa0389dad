import Foundation
import Tessera

/// A size that a parent proposes to a child view (SwiftUI's `ProposedViewSize`). Each dimension
/// may be unspecified (`nil`): "tell me your ideal size along this axis".
public struct ProposedViewSize: Sendable, Hashable {
    /// The proposed width, or nil for "unspecified".
    public var width: CGFloat?
    /// The proposed height, or nil for "unspecified".
    public var height: CGFloat?

    /// A proposal of the given dimensions (nil = unspecified).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of 0×0: asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of ∞×∞: asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// A proposal with both dimensions unspecified: asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// This proposal with unspecified dimensions replaced by those of `size` (10×10 by default,
    /// as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal from its dimension along `axis` and the one across it.
    public init(_ length: CGFloat?, along axis: Axis, across: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: length, height: across) : ProposedViewSize(width: across, height: length)
    }
}
