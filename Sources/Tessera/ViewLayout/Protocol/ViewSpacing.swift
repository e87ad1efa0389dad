import Foundation

/// An edge of a rectangle, named by leading and trailing (SwiftUI's `Edge`).
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges (SwiftUI's `Edge.Set`).
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A view's preferred spacing to its neighbours on each edge (SwiftUI's `ViewSpacing`). Stacks
/// with no explicit spacing put `distance(to:along:)` between adjacent views.
public struct ViewSpacing: Sendable, Hashable {
    /// The system's default distance between two views.
    public static let defaultDistance: CGFloat = 8

    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The default spacing preferences: 8 points on every edge.
    public init() {
        self.init(all: Self.defaultDistance)
    }

    init(all value: CGFloat) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// No spacing preference on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The distance between a view with this spacing and `next`, which follows it along `axis`
    /// (to its trailing side, or below it): the larger of the two facing preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
