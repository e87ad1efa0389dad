import Foundation
import Tessera

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
///
/// As in SwiftUI, each edge holds values by category: a value for any neighbour (`plain`), and
/// values that only meet a neighbour of a matching kind (text on the other side, or text on both
/// sides). The distance between two facing edges is the largest sum over the categories both
/// hold; when they share none, the larger plain value; when neither has one, the default 8.
/// So an ordinary view (`ViewSpacing()`) holds only text categories and is 8 from another
/// ordinary view; a `Spacer` holds plain zeros on its stack's edges and is 0 from everything;
/// two lines of text one above the other meet in their text-to-text category (0: SwiftUI puts
/// the lines' own leading there, and the system font's is 0).
public struct ViewSpacing: Sendable, Hashable {
    /// The system's default distance between two views.
    public static let defaultDistance: CGFloat = 8

    /// The values of one edge by category (nil: the edge does not hold the category).
    struct EdgeValues: Sendable, Hashable {
        /// For any neighbour.
        var plain: CGFloat?
        /// Held by a view that is not text: its distance to text on this side.
        var towardText: CGFloat?
        /// Held by text: its distance to a view that is not text on this side.
        var fromText: CGFloat?
        /// Held by text: its share of the distance to text on this side.
        var textToText: CGFloat?

        static func maximum(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }

        mutating func formUnion(_ o: EdgeValues) {
            plain = Self.maximum(plain, o.plain)
            towardText = Self.maximum(towardText, o.towardText)
            fromText = Self.maximum(fromText, o.fromText)
            textToText = Self.maximum(textToText, o.textToText)
        }

        /// The distance from an edge holding these values to a facing edge holding `next`'s,
        /// or nil when neither states one.
        func distance(to next: EdgeValues) -> CGFloat? {
            var best: CGFloat?
            func match(_ a: CGFloat?, _ b: CGFloat?) {
                if let a, let b { best = Self.maximum(best, a + b) }
            }
            match(towardText, next.fromText)
            match(fromText, next.towardText)
            if let a = textToText, let b = next.textToText { best = Self.maximum(best, max(a, b)) }
            if let best { return best }
            return Self.maximum(plain, next.plain)
        }
    }

    var top: EdgeValues
    var leading: EdgeValues
    var bottom: EdgeValues
    var trailing: EdgeValues
    /// The preferences as another layout system states them (a SwiftUI subview's, for a
    /// `ViewLayoutContainer`): two hosted spacings measure their distance with that system's
    /// own rule; with anything else the edge values stand in. A union keeps it only when both
    /// sides hold the same one.
    var hosted: HostedSpacing?

    init(top: EdgeValues, leading: EdgeValues, bottom: EdgeValues, trailing: EdgeValues) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The default spacing preferences of a view: 8 points from another view, the text
    /// distances from text.
    public init() {
        let edge = EdgeValues(towardText: 0)
        self.init(top: edge, leading: edge, bottom: edge, trailing: edge)
    }

    /// `value` from any neighbour on every edge.
    init(all value: CGFloat) {
        let edge = EdgeValues(plain: value)
        self.init(top: edge, leading: edge, bottom: edge, trailing: edge)
    }

    /// No spacing preference on any edge: 0 from any neighbour.
    public static let zero = ViewSpacing(all: 0)

    /// A `Spacer`'s preferences in a stack along `axis` (0 from its neighbours along it, no
    /// preference across it), or on every edge outside a stack.
    static func spacer(along axis: Axis?) -> ViewSpacing {
        guard let axis else { return .zero }
        let zero = EdgeValues(plain: 0), none = EdgeValues()
        return axis == .horizontal
            ? ViewSpacing(top: none, leading: zero, bottom: none, trailing: zero)
            : ViewSpacing(top: zero, leading: none, bottom: zero, trailing: none)
    }

    /// A line of text's preferences: to other text above and below, its leading (0 for the
    /// system font); to other views above and below, the default distance; along the line, no
    /// preference (so the default distance).
    static let text: ViewSpacing = {
        let vertical = EdgeValues(fromText: defaultDistance, textToText: 0)
        return ViewSpacing(top: vertical, leading: EdgeValues(), bottom: vertical, trailing: EdgeValues())
    }()

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger in each category.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top.formUnion(other.top) }
        if edges.contains(.leading) { leading.formUnion(other.leading) }
        if edges.contains(.bottom) { bottom.formUnion(other.bottom) }
        if edges.contains(.trailing) { trailing.formUnion(other.trailing) }
        if hosted !== other.hosted { hosted = nil }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The distance between a view with this spacing and `next`, which follows it along `axis`
    /// (to its trailing side, or below it).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if let hosted, let other = next.hosted, let d = hosted.distance(to: other, along: axis) { return d }
        let d = axis == .horizontal ? trailing.distance(to: next.leading) : bottom.distance(to: next.top)
        return d ?? Self.defaultDistance
    }
}
