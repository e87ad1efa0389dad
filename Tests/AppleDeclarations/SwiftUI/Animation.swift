// SwiftUI's animatable data as a `Layout` has it (developer.apple.com/documentation/swiftui/animatable,
// developer.apple.com/documentation/swiftui/vectorarithmetic): in an animated change SwiftUI
// reads the old and new `animatableData`, then on each frame writes back the value part way
// between them and lays out again; the default is `EmptyAnimatableData` (nothing animated).

/// developer.apple.com/documentation/swiftui/vectorarithmetic
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// developer.apple.com/documentation/swiftui/vectorarithmetic/scaled(by:)
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// developer.apple.com/documentation/swiftui/emptyanimatabledata
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// developer.apple.com/documentation/swiftui/animatablepair
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    /// developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The default: nothing is animated.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension ModelLayoutHost {
    /// One frame, `progress` (0…1, under a linear curve: `Animation.linear`) of the way through
    /// an animated change of the layout from animatable data `start` to the layout `target`:
    /// SwiftUI writes the interpolated data into the layout (`animatableData`'s setter, on each
    /// frame) and lays out again. The model calls no `updateCache` for a frame (the pages say
    /// it is called when the layout changes, not how often in an animation: a container must
    /// notice a new value itself). Returns each subview's frame, laid out at `origin`.
    @discardableResult
    public func animationFrame(from start: L.AnimatableData, to target: L, progress: Double, proposal: ProposedViewSize, origin: CGPoint = .zero) -> [CGRect] {
        var frame = target
        frame.animatableData = start + (target.animatableData - start).scaled(by: progress)
        layout = frame
        return layoutPass(proposal, origin: origin)
    }
}
