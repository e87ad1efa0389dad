import Foundation

/// The transform of a displayed element: a scale about its centre, a rotation, then a
/// translation (the subset of `CGAffineTransform` that collection layouts use, kept as its
/// parts so it can be written to JSON and interpolated).
public struct LayoutTransform: Sendable, Hashable, Codable {
    /// Uniform scale about the element's centre.
    public var scale: CGFloat
    /// Horizontal translation in points.
    public var translateX: CGFloat
    /// Vertical translation in points.
    public var translateY: CGFloat
    /// Rotation in radians, clockwise on screen.
    public var rotation: CGFloat

    /// Creates a transform; the defaults are the identity.
    public init(scale: CGFloat = 1, translateX: CGFloat = 0, translateY: CGFloat = 0, rotation: CGFloat = 0) {
        self.scale = scale
        self.translateX = translateX
        self.translateY = translateY
        self.rotation = rotation
    }

    /// No transform.
    public static let identity = LayoutTransform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }
}
