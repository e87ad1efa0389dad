import Foundation

/// Space between elements (UIKit's `NSCollectionLayoutSpacing`).
public enum LayoutSpacing: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// At least this many points; the space left over in a group is shared among its flexible
    /// spacings.
    case flexible(CGFloat)

    /// The minimum (for `.fixed`, the only) number of points.
    public var minimum: CGFloat {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// Whether this is `.flexible`.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    package func validate(path: LayoutPath) throws {
        guard minimum.isFinite, minimum >= 0 else {
            throw LayoutError(minimum.isFinite ? .outOfRange(.atLeast(0), got: Double(minimum)) : .notFinite(got: Double(minimum)), at: path)
        }
    }
}

/// Spacing outside an item or group on each edge, taking room in its group (UIKit's
/// `NSCollectionLayoutEdgeSpacing`). A nil edge has none.
public struct LayoutEdgeSpacing: Sendable, Hashable {
    /// Space before the leading edge.
    public var leading: LayoutSpacing?
    /// Space above the top edge.
    public var top: LayoutSpacing?
    /// Space after the trailing edge.
    public var trailing: LayoutSpacing?
    /// Space below the bottom edge.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; missing edges have none.
    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the element along `axis` (leading or top).
    func start(along axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing after the element along `axis` (trailing or bottom).
    func end(along axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }

    package func validate(path: LayoutPath) throws {
        try leading?.validate(path: path.appending("leading"))
        try top?.validate(path: path.appending("top"))
        try trailing?.validate(path: path.appending("trailing"))
        try bottom?.validate(path: path.appending("bottom"))
    }
}

extension DirectionalEdgeInsets {
    func validateForLayout(path: LayoutPath) throws {
        guard isFinite else { throw LayoutError(.notFinite(got: nil), at: path) }
        guard top >= 0, leading >= 0, bottom >= 0, trailing >= 0 else { throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: path) }
    }
}
