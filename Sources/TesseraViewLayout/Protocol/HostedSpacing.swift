import Foundation
import Tessera

/// Spacing preferences held in another layout system's own type (SwiftUI's opaque
/// `ViewSpacing`, for the subviews of a `ViewLayoutContainer`), so that the distance between two
/// such views is the one that system computes, categories and all (text to text, text to
/// other views), which its public API does not spell out value by value.
public final class HostedSpacing: Sendable, Hashable {
    private let value: any Sendable
    private let measure: @Sendable (any Sendable, any Sendable, Axis) -> CGFloat?

    /// Preferences `value`; `distance(a, b, axis)` is the host's distance from a view holding
    /// `a` to one holding `b` that follows it along `axis`.
    public init<Value: Sendable>(_ value: Value, distance: @escaping @Sendable (Value, Value, Axis) -> CGFloat) {
        self.value = value
        measure = { a, b, axis in
            guard let a = a as? Value, let b = b as? Value else { return nil }
            return distance(a, b, axis)
        }
    }

    /// The host's distance to a view holding `next` that follows along `axis`; nil when the two
    /// come from different hosts.
    func distance(to next: HostedSpacing, along axis: Axis) -> CGFloat? { measure(value, next.value, axis) }

    /// The same preferences object.
    public static func == (a: HostedSpacing, b: HostedSpacing) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ViewSpacing {
    /// Preferences a host states in its own type: `hosted` measures against another hosted
    /// spacing; against any other view each edge counts `edgeDistances` (the host's distance
    /// from that edge to an ordinary view) as a plain value.
    public init(hosted: HostedSpacing, edgeDistances: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)) {
        self.init(
            top: EdgeValues(plain: edgeDistances.top), leading: EdgeValues(plain: edgeDistances.leading),
            bottom: EdgeValues(plain: edgeDistances.bottom), trailing: EdgeValues(plain: edgeDistances.trailing))
        self.hosted = hosted
    }
}
