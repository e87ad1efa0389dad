/// A value whose parameters an animation interpolates (SwiftUI's `Animatable`, which SwiftUI's
/// `Layout` refines): during an animated change, the host reads the old and new
/// `animatableData` and, on each frame, writes back the value part way between them, then
/// lays out again. A layout with an animatable parameter (a radius) exposes it here; the
/// default is `EmptyAnimatableData`: nothing is interpolated, the layout jumps to its new
/// parameters and only its subviews' frames are animated.
public protocol Animatable {
    /// The type of the interpolated data.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to interpolate: read for the animation's ends, written on each frame.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // Nothing to write.
        set {}
    }
}
