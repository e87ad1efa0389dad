// Declarations only: the UIKit (and CoreGraphics) API the Tessera shells and samples use, each
// with the signature Apple documents (developer.apple.com/documentation/uikit), and no
// behaviour. `scripts/check-apple-shells` compiles this as a module named `UIKit` so that the
// shells type-check on Linux exactly as they are written for iOS. Never shipped, never run.
// Adding a declaration: copy its Swift declaration from Apple's page, body `fatalError()`.
@_exported import Foundation

private func shim() -> Never { fatalError("UIKit declaration shim: compile-checking only") }

// MARK: CoreGraphics (re-exported by UIKit on Apple platforms)

public struct CGAffineTransform: Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(translationX tx: CGFloat, y ty: CGFloat) { shim() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { shim() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { shim() }
    public static var identity: CGAffineTransform { shim() }
}

// MARK: Geometry values

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { shim() }
}

public struct NSDirectionalEdgeInsets: Equatable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { shim() }
}

public enum UIUserInterfaceLayoutDirection: Int {
    case leftToRight = 0
    case rightToLeft = 1
}

@MainActor open class UITraitCollection: NSObject {
    open var displayScale: CGFloat { shim() }
}

// MARK: Views

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { shim() }
    public required init?(coder: NSCoder) { shim() }
    open var bounds: CGRect { get { shim() } set { shim() } }
    open var safeAreaInsets: UIEdgeInsets { shim() }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { shim() } set { shim() } }
    open var traitCollection: UITraitCollection { shim() }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { shim() }
    open func addSubview(_ view: UIView) { shim() }
    open func layoutIfNeeded() { shim() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { shim() }
}

@MainActor open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { shim() }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    open var contentOffset: CGPoint { get { shim() } set { shim() } }
    open var decelerationRate: UIScrollView.DecelerationRate { get { shim() } set { shim() } }
}

@MainActor public protocol UIContentConfiguration {}

@MainActor open class UICollectionReusableView: UIView {
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { shim() }
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
    open var contentConfiguration: (any UIContentConfiguration)? { get { shim() } set { shim() } }
}

@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional in UIKit (an `@objc optional` requirement); the shells always implement it.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

@MainActor open class UICollectionView: UIScrollView {
    public enum ElementCategory: UInt {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { shim() }
    public required init?(coder: NSCoder) { shim() }
    open var collectionViewLayout: UICollectionViewLayout { get { shim() } set { shim() } }
    weak open var dataSource: (any UICollectionViewDataSource)? { get { shim() } set { shim() } }
    open var numberOfSections: Int { shim() }
    open func numberOfItems(inSection section: Int) -> Int { shim() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { shim() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { shim() }
    open func reloadData() { shim() }
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { shim() }
    public required init?(coder: NSCoder) { shim() }
    open var view: UIView! { get { shim() } set { shim() } }
    open func viewDidLoad() { shim() }
}

// MARK: Collection view layout

@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    public convenience init(forCellWith indexPath: IndexPath) { shim() }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { shim() }
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) { shim() }
    open var frame: CGRect { get { shim() } set { shim() } }
    open var size: CGSize { get { shim() } set { shim() } }
    open var transform: CGAffineTransform { get { shim() } set { shim() } }
    open var alpha: CGFloat { get { shim() } set { shim() } }
    open var zIndex: Int { get { shim() } set { shim() } }
    open var isHidden: Bool { get { shim() } set { shim() } }
    open var indexPath: IndexPath { get { shim() } set { shim() } }
    open var representedElementCategory: UICollectionView.ElementCategory { shim() }
    open var representedElementKind: String? { shim() }
}

@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { shim() }
    open var invalidateDataSourceCounts: Bool { shim() }
    open var contentOffsetAdjustment: CGPoint { get { shim() } set { shim() } }
    open var contentSizeAdjustment: CGSize { get { shim() } set { shim() } }
}

@MainActor open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }
    open var indexPathBeforeUpdate: IndexPath? { shim() }
    open var indexPathAfterUpdate: IndexPath? { shim() }
    open var updateAction: UICollectionViewUpdateItem.Action { shim() }
}

@MainActor open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    public override init() { shim() }
    public required init?(coder: NSCoder) { shim() }
    nonisolated open func encode(with coder: NSCoder) { shim() }
    open var collectionView: UICollectionView? { shim() }
    open func invalidateLayout() { shim() }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { shim() }
    open class var invalidationContextClass: AnyClass { shim() }
    open func prepare() { shim() }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { shim() }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { shim() }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { shim() }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { shim() }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { shim() }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { shim() }
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { shim() }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext { shim() }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { shim() }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { shim() }
    open var collectionViewContentSize: CGSize { shim() }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { shim() }
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { shim() }
    open func finalizeCollectionViewUpdates() { shim() }
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { shim() }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { shim() }
}
