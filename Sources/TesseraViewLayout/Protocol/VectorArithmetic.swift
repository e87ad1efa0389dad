import Foundation

/// A value a layout's animation interpolates (SwiftUI's `VectorArithmetic`): it adds,
/// subtracts and scales, so the value part way from `a` to `b` is `a + (b − a) · t`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The value's dot product with itself.
    var magnitudeSquared: Double { get }
}

// The floating-point conformances take their members from this protocol extension rather
// than declaring them on `Double`: SwiftUI declares `scale(by:)` and `magnitudeSquared` on
// `Double` and `CGFloat` itself, and a type's own member outranks a protocol's default, so a
// file that sees both modules still reads `x.scale(by:)` as SwiftUI's (not ambiguous). For the
// same reason this module adds no `scaled(by:)` or `interpolated(towards:amount:)`.
extension VectorArithmetic where Self: BinaryFloatingPoint {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Self(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: VectorArithmetic {}

extension Float: VectorArithmetic {}

extension CGFloat: VectorArithmetic {}

/// Nothing to animate (SwiftUI's `EmptyAnimatableData`): the animatable data of a layout with
/// no animatable parameter.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value.
    @inlinable public init() {}
    /// The only value.
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The only value.
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The only value.
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    @inlinable public mutating func scale(by rhs: Double) {}
    /// Zero.
    @inlinable public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together (SwiftUI's `AnimatablePair`): a layout with two
/// animatable parameters (a radius and an angle) gives both as one pair.
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// The pair of `first` and `second`.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    @inlinable public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The sums of the two components.
    @inlinable public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The differences of the two components.
    @inlinable public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both components.
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of the components' squared magnitudes.
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
