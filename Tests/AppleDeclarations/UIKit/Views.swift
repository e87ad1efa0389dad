// UIResponder, UIView, UIScrollView, UIViewController: geometry, hierarchy, autoresizing,
// traits and layout passes, as far as the shells and samples rely on them.

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    /// developer.apple.com/documentation/uikit/uiview/autoresizingmask
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    var storedFrame: CGRect
    var storedBoundsOrigin: CGPoint = .zero
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    var modelNeedsLayout = true
    var storedTraits: UITraitCollection?
    var traitHandlers: [(UITraitCollection) -> Void] = []
    /// The safe-area insets the model's window gives this view (set by sessions; to change
    /// them as a device does, with the notifications, use `modelSetSafeAreaInsets(_:)`).
    public var modelSafeAreaInsets: UIEdgeInsets = .zero
    /// Whether this view's controller is shown by a navigation or tab bar controller (inherited
    /// from the superview when unset): `.automatic` content-inset adjustment depends on it.
    public var modelShownByBarController: Bool?
    /// The view controller whose `view` this is (for its safe-area callbacks).
    weak var modelViewController: UIViewController?
    /// developer.apple.com/documentation/uikit/uiview/alpha: the view's opacity as drawn.
    open var alpha: CGFloat = 1
    /// developer.apple.com/documentation/uikit/uiview/transform: scale, rotation and
    /// translation about the view's centre, as drawn.
    open var transform: CGAffineTransform = .identity
    /// The layer's `zPosition` (developer.apple.com/documentation/quartzcore/calayer/zposition):
    /// a collection view sets it from the attributes' `zIndex`; higher draws in front.
    public internal(set) var modelZPosition: CGFloat = 0
    /// The gesture recognizers attached to this view (`addGestureRecognizer(_:)`), in order.
    var modelGestureRecognizers: [UIGestureRecognizer] = []

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }
    public required init?(coder: NSCoder) { fatalError("UIKit model: views are made in code") }

    /// developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { storedFrame }
        set { let old = storedFrame.size; storedFrame = newValue; sizeChanged(from: old) }
    }

    /// developer.apple.com/documentation/uikit/uiview/bounds — the origin is where the content
    /// shows (a scroll view's content offset), the size is the frame's.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            let old = storedFrame.size
            storedBoundsOrigin = newValue.origin
            storedFrame.size = newValue.size
            sizeChanged(from: old)
        }
    }

    /// A size change resizes flexible subviews (developer.apple.com/documentation/uikit/uiview/autoresizingmask:
    /// the flexible dimensions grow or shrink with the superview) and asks for a layout pass.
    func sizeChanged(from old: CGSize) {
        guard old != storedFrame.size else { return }
        setNeedsLayout()
        let dw = storedFrame.width - old.width, dh = storedFrame.height - old.height
        for v in subviews {
            var f = v.frame
            if v.autoresizingMask.contains(.flexibleWidth) { f.size.width += dw }
            if v.autoresizingMask.contains(.flexibleHeight) { f.size.height += dh }
            if f != v.frame { v.frame = f }
        }
    }

    open var autoresizingMask: AutoresizingMask = []
    /// developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    /// (the UIAccessibilityContainer informal protocol, on NSObject in UIKit): the elements
    /// VoiceOver reaches inside this view, in order; nil: its accessible subviews.
    open var accessibilityElements: [Any]?
    /// developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange() (see
    /// `modelSetSafeAreaInsets(_:)`).
    open func safeAreaInsetsDidChange() {}
    /// Assumed: the model's window gives the insets sessions set (`modelSafeAreaInsets`).
    open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero

    /// developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection: inherited
    /// from the superview unless the model set the view's own.
    open var traitCollection: UITraitCollection {
        storedTraits ?? superview?.traitCollection ?? .modelTraits(displayScale: 3, layoutDirection: .leftToRight)
    }
    /// developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection:
    /// "The user interface layout direction appropriate for arranging the immediate content of
    /// the view": the semantic content attribute forces a direction, else the traits' applies.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// developer.apple.com/documentation/uikit/uiview/semanticcontentattribute: decides whether
    /// the view's content flips between left-to-right and right-to-left. Assumed: setting it
    /// asks for a layout pass but changes no trait (the trait collection's `layoutDirection`
    /// stays the screen's, so no `registerForTraitChanges` handler runs) and invalidates no
    /// collection view layout: an app that flips it in place (an in-app language switch) gets
    /// the new direction from `effectiveUserInterfaceLayoutDirection` only.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
    }

    /// Changes the traits (rotation to another screen, a language with the other direction):
    /// registered handlers run (developer.apple.com/documentation/uikit/uitraitchangeobservable/registerfortraitchanges(_:handler:)).
    /// Assumed: a trait change alone does not invalidate a custom collection view layout.
    public func modelSetTraits(_ traits: UITraitCollection) {
        let previous = traitCollection
        storedTraits = traits
        notifyTraitChange(previous)
    }

    func notifyTraitChange(_ previous: UITraitCollection) {
        for h in traitHandlers { h(previous) }
        for v in subviews where v.storedTraits == nil { v.notifyTraitChange(previous) }
    }

    /// developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<V: UIView>(_ traits: [UITrait], handler: @escaping (V, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        traitHandlers.append { [weak self] previous in
            guard let self, UIKitModel.deliversTraitChangeRegistrations else { return }
            guard let v = self as? V else { UIKitModel.violate("trait handler's view type does not match the view it was registered on"); return }
            handler(v, previous)
        }
        return TraitRegistration()
    }

    open func addSubview(_ view: UIView) {
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
        view.setNeedsLayout()
    }

    /// developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { modelNeedsLayout = true }

    /// developer.apple.com/documentation/uikit/uiview/layoutifneeded(): lays out this view and
    /// its subviews when a layout is pending.
    open func layoutIfNeeded() {
        if modelNeedsLayout {
            modelNeedsLayout = false
            layoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }

    open func layoutSubviews() {}

    /// developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:).
    /// Assumed for the model: animations run at once (the end state is what sessions check).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// developer.apple.com/documentation/uikit/uiview/areanimationsenabled: "A Boolean value
    /// that indicates whether animations are enabled" (false inside `performWithoutAnimation`).
    public private(set) static var areAnimationsEnabled = true

    /// developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:): runs the
    /// block with animations disabled (a batch update inside it moves its cells at once).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = areAnimationsEnabled
        areAnimationsEnabled = false
        defer { areAnimationsEnabled = enabled }
        actionsWithoutAnimation()
    }
}

/// developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

@MainActor open class UIScrollView: UIView {
    /// developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// developer.apple.com/documentation/uikit/uiscrollview/contentoffset: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size); modelDidScroll() }
    }
    open var contentSize: CGSize = .zero
    /// developer.apple.com/documentation/uikit/uiscrollview/scrollstotop: whether a tap on the
    /// status bar may scroll it to the top (true by default; see ScrollsToTop.swift).
    open var scrollsToTop = true
    /// developer.apple.com/documentation/uikit/uiscrollview/contentinset: the app's own insets
    /// (see ScrollViewInsets.swift for the adjusted ones).
    open var contentInset: UIEdgeInsets = .zero { didSet { modelRefreshAdjustedContentInset() } }
    /// developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { modelRefreshAdjustedContentInset() } }
    /// The adjusted inset last published (`adjustedContentInsetDidChange()` ran for it).
    var modelPublishedAdjustedInset: UIEdgeInsets = .zero
    /// developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    open func adjustedContentInsetDidChange() {}
    open var decelerationRate: UIScrollView.DecelerationRate = .normal {
        didSet { modelDecelerationRateWrites += 1 }
    }
    /// How often `decelerationRate` was set (the model's counter).
    public var modelDecelerationRateWrites = 0

    // Scroll-view physics (ScrollViewPhysics.swift): stored here because extensions cannot
    // store. developer.apple.com/documentation/uikit/uiscrollview/delegate, …/bounces,
    // …/alwaysbouncehorizontal, …/alwaysbouncevertical.
    weak open var delegate: (any UIScrollViewDelegate)?
    open var bounces = true
    open var alwaysBounceHorizontal = false
    open var alwaysBounceVertical = false
    var modelMotion = ScrollViewMotion()
    var modelPan: UIPanGestureRecognizer?
    /// developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled (UIView's in
    /// UIKit; the model needs it on scroll views only): false, touches pass through the view.
    open var isUserInteractionEnabled = true
    /// developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:): a
    /// subclass may refuse its pan (UIScrollView is its pan's delegate).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)
    /// (declared on NSObject in UIKit): the model's UIScrollView pages (see ScrollViewPhysics.swift).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { modelAccessibilityPage(direction) }
}

@MainActor open class UIViewController: UIResponder {
    var storedView: UIView?
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { fatalError("UIKit model: view controllers are made in code") }

    /// developer.apple.com/documentation/uikit/uiviewcontroller/view: loaded on first access
    /// (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if storedView == nil {
                loadView()
                viewDidLoad()
            }
            return storedView
        }
        set { storedView = newValue }
    }

    /// The screen the model's window shows view controllers on (an iPhone in portrait).
    public static var modelScreenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// developer.apple.com/documentation/uikit/uiviewcontroller/loadview(): a plain view.
    /// Assumed: the root view fills the window and resizes with it.
    open func loadView() {
        let v = UIView(frame: Self.modelScreenBounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedView = v
        v.modelViewController = self
    }

    /// developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange():
    /// called when the safe area of the controller's root view changes.
    open func viewSafeAreaInsetsDidChange() {}

    open func viewDidLoad() {}
}
