// CoreGraphics values UIKit re-exports (developer.apple.com/documentation/corefoundation/cgaffinetransform).

/// An affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Apple's CGAffineTransform).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// `concatenating(_:)` order as CoreGraphics defines it: `t1.concatenating(t2)` applies t1 then t2.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// CGAffineTransformRotate: the rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        let r = CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        return r.concatenating(self)
    }
    /// CGAffineTransformScale: the scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0).concatenating(self)
    }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public var isIdentity: Bool { self == .identity }
}

/// UIEdgeInsets (developer.apple.com/documentation/uikit/uiedgeinsets): left/right are physical.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// NSDirectionalEdgeInsets (developer.apple.com/documentation/uikit/nsdirectionaledgeinsets):
/// leading/trailing follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// UITraitCollection (developer.apple.com/documentation/uikit/uitraitcollection): immutable;
/// the model's collections are made by `modelTraits`.
@MainActor open class UITraitCollection: NSObject {
    let storedScale: CGFloat
    let storedDirection: UITraitEnvironmentLayoutDirection
    init(scale: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        storedScale = scale
        storedDirection = direction
    }
    open var displayScale: CGFloat { storedScale }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { storedDirection }
    /// The model's trait collection with `displayScale` and `layoutDirection`.
    public static func modelTraits(displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        UITraitCollection(scale: displayScale, direction: layoutDirection)
    }
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A trait a view can observe (developer.apple.com/documentation/uikit/uitraitdefinition).
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
/// developer.apple.com/documentation/uikit/uitraitdisplayscale
public struct UITraitDisplayScale: UITraitDefinition {}
/// developer.apple.com/documentation/uikit/uitraitlayoutdirection
public struct UITraitLayoutDirection: UITraitDefinition {}
/// developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration {}
struct TraitRegistration: UITraitChangeRegistration {}

/// UIKit's IndexPath additions (developer.apple.com/documentation/foundation/indexpath/init(item:section:)).
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}

extension UITraitCollection {
    /// developer.apple.com/documentation/uikit/uitraitcollection/current: the traits of the view
    /// being drawn or laid out. Assumed for the model: the model screen's (scale 3, left-to-right)
    /// unless a session sets `modelCurrent`.
    public static var current: UITraitCollection {
        get { modelCurrent }
        set { modelCurrent = newValue }
    }
    public static var modelCurrent = UITraitCollection.modelTraits(displayScale: 3, layoutDirection: .leftToRight)
}
