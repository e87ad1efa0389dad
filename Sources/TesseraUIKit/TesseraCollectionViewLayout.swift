#if canImport(UIKit) && !os(watchOS)
import Tessera
import TesseraAdapterDriver
import UIKit

/// A `UICollectionViewLayout` that runs any Tessera `CollectionLayout`. Every decision is made
/// by a `CollectionLayoutDriver` (tested on any platform); each override here converts UIKit's
/// types and forwards one call: appends at the end cost what they append, carousels snap,
/// cells self-size, batch updates animate, pinned headers and effects follow the offset.
///
/// Sections come from the collection view's data source counts, or from `sectionsProvider`
/// when items carry data (photo sizes, aspect ratios).
@MainActor
open class TesseraCollectionViewLayout: UICollectionViewLayout {
    /// The driver that makes every decision.
    public let driver: CollectionLayoutDriver

    /// The Tessera layout to run. Setting it invalidates the layout.
    public var layout: any CollectionLayout {
        get { driver.layout }
        set { driver.layout = newValue; invalidateLayout() }
    }

    /// Supplies the sections' item data; when nil, each section is a bare item count read from
    /// the collection view.
    public var sectionsProvider: ((UICollectionView) -> [SectionData])? {
        didSet { invalidateLayout() }
    }

    /// The snapshot computed by the last `prepare()`.
    public var snapshot: LayoutSnapshot? { driver.snapshot }

    /// A layout running `layout`; flings snap by `snapPolicy` (default: the layout's own, e.g. a
    /// carousel's nearest item centred).
    public init(_ layout: any CollectionLayout, snapPolicy: SnapPolicy? = nil, sectionsProvider: ((UICollectionView) -> [SectionData])? = nil) {
        driver = CollectionLayoutDriver(layout, snapPolicy: snapPolicy)
        self.sectionsProvider = sectionsProvider
        super.init()
    }

    /// Not supported: create the layout in code with a Tessera layout.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: Layout

    open override class var invalidationContextClass: AnyClass { TesseraInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        driver.prepare(environment: UIKitConversions.environment(of: collectionView), contentOffset: collectionView.contentOffset) {
            self.sectionsProvider?(collectionView)
                ?? (0..<collectionView.numberOfSections).map { SectionData(itemCount: collectionView.numberOfItems(inSection: $0)) }
        }
        collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: driver.deceleration.rate.rawValue)
    }

    open override var collectionViewContentSize: CGSize { driver.collectionViewContentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        driver.layoutAttributesForElements(in: rect).map(UIKitConversions.uiAttributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.layoutAttributesForItem(at: indexPath).map(UIKitConversions.uiAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(UIKitConversions.uiAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath).map(UIKitConversions.uiAttributes)
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { driver.flipsHorizontallyInOppositeLayoutDirection }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        driver.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? TesseraInvalidationContext)?.tessera = driver.invalidationContext(forBoundsChange: newBounds)
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        driver.invalidate(UIKitConversions.invalidation(context))
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        driver.shouldInvalidateLayout(forPreferredSize: preferredAttributes.size, withOriginalAttributes: UIKitConversions.attributes(originalAttributes))
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let tessera = driver.invalidationContext(forPreferredSize: preferredAttributes.size, withOriginalAttributes: UIKitConversions.attributes(originalAttributes))
        (context as? TesseraInvalidationContext)?.tessera = tessera
        context.contentOffsetAdjustment = tessera.contentOffsetAdjustment
        context.contentSizeAdjustment = tessera.contentSizeAdjustment
        return context
    }

    // MARK: Scrolling

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        driver.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        driver.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// Scrolls orthogonal section `section` to its own `offset` (see `CollectionLayoutDriver`)
    /// and refreshes the displayed attributes without a new snapshot.
    public func setOffset(_ offset: CGFloat, ofOrthogonalSection section: Int) {
        guard driver.setOffset(offset, ofOrthogonalSection: section) != nil else { return }
        invalidateLayout(with: TesseraInvalidationContext())
    }

    /// Orthogonal sections scroll under a pan gesture the app installs (UIKit's target–action
    /// needs `@objc`, which is why the shell does not install it): forward the recognizer's
    /// location at `.began`, translation at `.changed` and velocity at `.ended`.
    public func beginOrthogonalPan(at point: CGPoint) -> OrthogonalPan? {
        driver.beginOrthogonalPan(at: point)
    }

    /// The finger moved `translation` along the section's axis since the pan began.
    public func updateOrthogonalPan(_ pan: OrthogonalPan, translation: CGFloat) {
        guard driver.updateOrthogonalPan(pan, translation: translation) != nil else { return }
        invalidateLayout(with: TesseraInvalidationContext())
    }

    /// The finger lifted with `velocity` (pt/s along the section's axis): the section
    /// decelerates to its snapped offset.
    public func endOrthogonalPan(_ pan: OrthogonalPan, velocity: CGFloat) {
        guard let release = driver.endOrthogonalPan(pan, velocity: velocity), let collectionView else { return }
        UIView.animate(withDuration: release.duration) {
            self.setOffset(release.targetOffset, ofOrthogonalSection: release.section)
            collectionView.layoutIfNeeded()
        }
    }

    // MARK: Batch updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        driver.prepare(forCollectionViewUpdates: updateItems.compactMap(UIKitConversions.update))
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        driver.finalizeCollectionViewUpdates()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.initialLayoutAttributesForAppearingItem(at: itemIndexPath).map(UIKitConversions.uiAttributes)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.finalLayoutAttributesForDisappearingItem(at: itemIndexPath).map(UIKitConversions.uiAttributes)
    }
}

/// UIKit's invalidation context carrying the driver's (what changed, as Tessera sees it).
@MainActor
open class TesseraInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// The driver's part of the invalidation.
    public var tessera = LayoutInvalidation()
}
#endif
