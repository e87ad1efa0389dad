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

    /// Chat mode (`CollectionLayoutDriver.anchorsAtEnd`): a feed shorter than the view rests at
    /// its bottom, measurements keep the bottom edge still while the end shows, and items
    /// inserted at the end scroll into view only when the end was shown. An inset that changes
    /// while the end shows (the keyboard's `contentInset.bottom`, a refresh control, a large
    /// title collapsing) keeps the end shown above it: UIKit does not tell a custom layout, so
    /// call `invalidateLayoutIfEnvironmentChanged()` from the collection view's
    /// `adjustedContentInsetDidChange()` or the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`.
    /// Setting it invalidates the layout.
    public var anchorsAtEnd: Bool {
        get { driver.anchorsAtEnd }
        set { driver.anchorsAtEnd = newValue; invalidateLayout() }
    }

    /// What VoiceOver says after a page scroll of a sideways row (posted as
    /// `UIAccessibility.Notification.pageScrolled`), from the row's section, the page it shows
    /// and how many pages it has: by default "Page 2 of 5". Give a localized one.
    public var orthogonalPageAnnouncement: @MainActor (_ section: Int, _ page: Int, _ pages: Int) -> String = { _, page, pages in "Page \(page) of \(pages)" }

    /// A layout running `layout`; flings snap by `snapPolicy` (default: the layout's own, e.g. a
    /// carousel's nearest item centred).
    public init(_ layout: any CollectionLayout, snapPolicy: SnapPolicy? = nil, sectionsProvider: ((UICollectionView) -> [SectionData])? = nil) {
        driver = CollectionLayoutDriver(layout, snapPolicy: snapPolicy)
        self.sectionsProvider = sectionsProvider
        super.init()
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) { driver.settlesColumnsAtRest = true }
    }

    /// Not supported: create the layout in code with a Tessera layout.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: Layout

    open override class var invalidationContextClass: AnyClass { TesseraInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        offsetPlacedByUpdate = false
        guard let collectionView else { return }
        if attached !== collectionView { attach(to: collectionView) }
        syncInsets()
        driver.prepare(environment: UIKitConversions.environment(of: collectionView), contentOffset: collectionView.contentOffset) {
            self.sectionsProvider?(collectionView)
                ?? (0..<collectionView.numberOfSections).map { SectionData(itemCount: collectionView.numberOfItems(inSection: $0)) }
        }
        // A layout cannot scroll: where the content starts (a carousel's first item, the
        // trailing end in right-to-left) and a looping carousel's return to its middle copy are
        // given to the scroll view here.
        if let offset = driver.takeContentOffsetToApply() { collectionView.contentOffset = offset }
        applyDecelerationRate(to: collectionView)
        if driver.anchorsAtEnd { bounceAlongScrollAxis(collectionView) }
        syncOrthogonalScrollViews(in: collectionView)
        syncFramesAtRest(in: collectionView)
    }

    /// A chat's scroll axis always bounces: `.automatic` and `.scrollableAxes` add the safe area
    /// (a keyboard's, the home indicator's) only along an axis that scrolls, and a short chat's
    /// content is no longer than the view, so the keyboard would cover it.
    private func bounceAlongScrollAxis(_ collectionView: UICollectionView) {
        guard let axis = driver.snapshot?.scrollDirection else { return }
        if axis == .vertical, !collectionView.alwaysBounceVertical { collectionView.alwaysBounceVertical = true }
        if axis == .horizontal, !collectionView.alwaysBounceHorizontal { collectionView.alwaysBounceHorizontal = true }
    }

    /// The layout's deceleration (a carousel's fast rate) is given to the scroll view once per
    /// collection view and whenever the layout's changes, and never over a rate the app set
    /// itself (one that is neither UIKit's default nor the one given last).
    private func applyDecelerationRate(to collectionView: UICollectionView) {
        let rate = driver.deceleration.rate.rawValue
        guard appliedDecelerationRate != rate else { return }
        let current = collectionView.decelerationRate.rawValue
        let appChose = current != UIScrollView.DecelerationRate.normal.rawValue && current != appliedDecelerationRate
        appliedDecelerationRate = rate
        if !appChose { collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate) }
    }

    /// Gives the driver the collection view's `adjustedContentInset` (bars, safe area, the
    /// app's `contentInset`), which can change without an invalidation.
    private func syncInsets() {
        guard let collectionView else { return }
        driver.adjustedContentInset = UIKitConversions.insets(collectionView.adjustedContentInset)
    }

    /// The collection view the layout last prepared for, and the deceleration rate given to it.
    private weak var attached: UICollectionView?
    private var appliedDecelerationRate: CGFloat?
    /// Whether the last batch update placed the offset itself (until the next `prepare`).
    private var offsetPlacedByUpdate = false
    /// Decoration kinds with a registered view class (the app's, or the shell's plain one).
    private var registeredDecorationKinds: Set<String> = []
    /// Each orthogonal section's scroll view, by section (TesseraCollectionViewLayout+OrthogonalSections.swift).
    var orthogonalScrollViews: [Int: OrthogonalSectionScrollView] = [:]
    /// The display-synced link that runs the driver's frames at rest, and the collection view
    /// it runs for (TesseraCollectionViewLayout+FramesAtRest.swift; a `UIUpdateLink`).
    var framesAtRestLink: (link: AnyObject, view: UICollectionView)?

    /// First prepare in `collectionView`: a change of display scale or layout direction lays
    /// out again (UIKit does not invalidate a custom layout for trait changes). Before iOS 17
    /// (no `registerForTraitChanges`) the next bounds change notices it, or the app calls
    /// `invalidateLayoutIfTraitsChanged()` from `traitCollectionDidChange(_:)`.
    private func attach(to collectionView: UICollectionView) {
        attached = collectionView
        appliedDecelerationRate = nil
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
            collectionView.registerForTraitChanges([UITraitDisplayScale.self, UITraitLayoutDirection.self]) { [weak self] (_: UICollectionView, _: UITraitCollection) in
                self?.invalidateLayoutIfEnvironmentChanged()
            }
        }
    }

    /// Registers `viewClass` for decoration views of `elementKind` (UIKit's); kinds the app
    /// does not register get a plain `UICollectionReusableView` when the layout first shows them.
    open override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds.insert(elementKind)
        super.register(viewClass, forDecorationViewOfKind: elementKind)
    }

    open override var collectionViewContentSize: CGSize { driver.collectionViewContentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        syncInsets()
        let elements = driver.layoutAttributesForElements(in: rect)
        // UIKit raises when it cannot dequeue a decoration view of a kind the layout returns.
        for e in elements where e.representedElementCategory == .decoration {
            let kind = e.representedElementKind ?? ""
            if !registeredDecorationKinds.contains(kind) {
                registeredDecorationKinds.insert(kind)
                super.register(UICollectionReusableView.self, forDecorationViewOfKind: kind)
            }
        }
        // Listed in the order a person reads them (rows of the screen, not index paths): the
        // order VoiceOver reads the cells in.
        return driver.readingOrdered(elements).map(UIKitConversions.uiAttributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.layoutAttributesForItem(at: indexPath).map(UIKitConversions.uiAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        syncInsets()
        return driver.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(UIKitConversions.uiAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath).map(UIKitConversions.uiAttributes)
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { driver.flipsHorizontallyInOppositeLayoutDirection }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        syncInsets()
        return environmentChanged || driver.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// Makes the next layout pass compare the collection view's display scale, layout
    /// direction, safe area and layout margins with the last layout's, and lay out again only if
    /// one changed (otherwise the pass costs nothing). UIKit does not tell a custom layout of a
    /// safe-area or margin change without a size change (a 180° landscape turn moves the notch):
    /// call this from your view controller's `viewSafeAreaInsetsDidChange()` and
    /// `viewLayoutMarginsDidChange()` — there the collection view's own safe area may not be
    /// updated yet, which is why the comparison waits for the pass. Before iOS 17 (no trait
    /// registration) call it from `traitCollectionDidChange(_:)` too; in chat mode
    /// (`anchorsAtEnd`) from `adjustedContentInsetDidChange()` as well. Call it after setting the
    /// collection view's `semanticContentAttribute` (no trait changes with it, so UIKit tells the
    /// layout nothing). Without a call the layout notices at the next scroll.
    public func invalidateLayoutIfEnvironmentChanged() {
        invalidateLayout(with: TesseraInvalidationContext())
    }

    /// `invalidateLayoutIfEnvironmentChanged()`, under the name it had when it looked at traits
    /// alone.
    public func invalidateLayoutIfTraitsChanged() {
        invalidateLayoutIfEnvironmentChanged()
    }

    /// Whether the display scale, layout direction, safe area or margins differ from the last
    /// layout's (the container size is handled by the bounds change itself).
    private var environmentChanged: Bool {
        guard let collectionView, let laidOut = driver.snapshot?.environment else { return false }
        var now = UIKitConversions.environment(of: collectionView)
        now.containerSize = laidOut.containerSize
        return now != laidOut
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

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        driver.shouldInvalidateLayout(forPreferredSize: preferredAttributes.size, withOriginalAttributes: UIKitConversions.attributes(originalAttributes))
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let tessera = driver.invalidationContext(
            forPreferredSize: preferredAttributes.size, withOriginalAttributes: UIKitConversions.attributes(originalAttributes),
            contentOffset: collectionView?.contentOffset)
        (context as? TesseraInvalidationContext)?.tessera = tessera
        context.contentOffsetAdjustment = tessera.contentOffsetAdjustment
        context.contentSizeAdjustment = tessera.contentSizeAdjustment
        return context
    }

    // MARK: Scrolling

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        syncInsets()
        return driver.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        // After an animated update the offset was placed in `finalizeCollectionViewUpdates`
        // already (a chat's end, which may lie outside the content's range, included).
        if offsetPlacedByUpdate {
            offsetPlacedByUpdate = false
            return proposedContentOffset
        }
        syncInsets()
        return driver.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Batch updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        driver.prepare(forCollectionViewUpdates: updateItems.compactMap(UIKitConversions.update))
        // Sideways rows keep their offsets and scroll views through the update, by section.
        guard let collectionView, let map = driver.updateMap else { return }
        carryOrthogonalScrollViews(through: map)
        syncOrthogonalScrollViews(in: collectionView)
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        // UIKit asks `targetContentOffset(forProposedContentOffset:)` after an animated update
        // only: the offset that keeps the first visible item in place (or a chat's end shown)
        // is set here, for updates without animation too. The driver's anchor is used once, so
        // UIKit's later question after an animated update finds the offset already right.
        if let collectionView {
            keepVisibleItemInPlace(collectionView)
            offsetPlacedByUpdate = true
        }
        driver.finalizeCollectionViewUpdates()
    }

    private func keepVisibleItemInPlace(_ collectionView: UICollectionView) {
        syncInsets()
        let target = driver.targetContentOffset(forProposedContentOffset: collectionView.contentOffset)
        if target != collectionView.contentOffset { collectionView.contentOffset = target }
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.initialLayoutAttributesForAppearingItem(at: itemIndexPath).map(UIKitConversions.uiAttributes)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.finalLayoutAttributesForDisappearingItem(at: itemIndexPath).map(UIKitConversions.uiAttributes)
    }

    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        driver.indexPathsToInsert(ofKind: elementKind, category: .supplementary)
    }

    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        driver.indexPathsToDelete(ofKind: elementKind, category: .supplementary)
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        driver.indexPathsToInsert(ofKind: elementKind, category: .decoration)
    }

    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        driver.indexPathsToDelete(ofKind: elementKind, category: .decoration)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.initialLayoutAttributesForAppearingElement(ofKind: elementKind, category: .supplementary, at: elementIndexPath).map(UIKitConversions.uiAttributes)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.finalLayoutAttributesForDisappearingElement(ofKind: elementKind, category: .supplementary, at: elementIndexPath).map(UIKitConversions.uiAttributes)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.initialLayoutAttributesForAppearingElement(ofKind: elementKind, category: .decoration, at: decorationIndexPath).map(UIKitConversions.uiAttributes)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.finalLayoutAttributesForDisappearingElement(ofKind: elementKind, category: .decoration, at: decorationIndexPath).map(UIKitConversions.uiAttributes)
    }
}

/// UIKit's invalidation context carrying the driver's (what changed, as Tessera sees it).
@MainActor
open class TesseraInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// The driver's part of the invalidation.
    public var tessera = LayoutInvalidation()
}
#endif
