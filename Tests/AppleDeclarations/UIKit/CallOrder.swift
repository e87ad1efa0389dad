// The model's UICollectionView makes its calls on the layout through the one stand-in for
// UICollectionView shared with the bench and the driver's tests: `CollectionViewCallOrder`
// (Sources/TesseraCollectionViewStandIn/CallOrder, compiled into this module by the scripts).
// Here: UICollectionViewLayout as the layout it drives (each call counted as the model counts
// it), and the collection view's state as the order reads and writes it.

/// A `UICollectionViewLayout` as the layout `CollectionViewCallOrder` drives.
@MainActor struct ModelLayoutCalls: @MainActor CollectionViewLayoutCalls {
    let layout: UICollectionViewLayout

    func prepare() {
        UIKitModel.count("prepare")
        layout.modelPrepare()
    }
    var collectionViewContentSize: CGSize { layout.collectionViewContentSize }
    func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        UIKitModel.count("layoutAttributesForElements(in:)")
        return layout.layoutAttributesForElements(in: rect) ?? []
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        UIKitModel.count("shouldInvalidateLayout(forBoundsChange:)")
        return layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        layout.invalidationContext(forBoundsChange: newBounds)
    }
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: UICollectionViewLayoutAttributes, withOriginalAttributes original: UICollectionViewLayoutAttributes) -> Bool {
        UIKitModel.count("shouldInvalidateLayout(forPreferredLayoutAttributes:)")
        return layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }
    func invalidationContext(forPreferredLayoutAttributes preferred: UICollectionViewLayoutAttributes, withOriginalAttributes original: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext
    {
        layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }
    func contentOffsetAdjustment(of context: UICollectionViewLayoutInvalidationContext) -> CGPoint { context.contentOffsetAdjustment }
    func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { layout.invalidateLayout(with: context) }
    /// The scroll view's own bounds change: an invalidation inside `prepare()` for it is UIKit's,
    /// not the layout's (UICollectionViewLayout.modelBoundsChanging).
    func invalidateLayout(forBoundsChangeWith context: UICollectionViewLayoutInvalidationContext) {
        layout.modelBoundsChanging = true
        defer { layout.modelBoundsChanging = false }
        layout.invalidateLayout(with: context)
    }
    func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        UIKitModel.count("prepare(forCollectionViewUpdates:)")
        layout.prepare(forCollectionViewUpdates: updateItems)
    }
    func finalizeCollectionViewUpdates() { layout.finalizeCollectionViewUpdates() }
    func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        UIKitModel.count("targetContentOffset(forProposedContentOffset:)")
        return layout.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
}

/// A `UICollectionView`'s state as `CollectionViewCallOrder` reads and writes it.
@MainActor final class ModelCallOrder: @MainActor CollectionViewCallOrder {
    unowned let view: UICollectionView

    init(_ view: UICollectionView) { self.view = view }

    var layoutCalls: ModelLayoutCalls { ModelLayoutCalls(layout: view.layout) }
    var callOrderBounds: CGRect { view.bounds }
    func storeBounds(_ bounds: CGRect) { view.modelStoreBounds(bounds) }
    /// `contentOffset = …`: through the bounds (which ask the layout) and the delegate's
    /// `scrollViewDidScroll(_:)`.
    func setContentOffset(_ offset: CGPoint) { view.contentOffset = offset }
    var layoutNeedsPrepare: Bool {
        get { view.layout.modelNeedsPrepare }
        set { view.layout.modelNeedsPrepare = newValue }
    }
    var sizeChangedSinceLayout: Bool {
        get { view.sizeChangedSinceLayout }
        set { view.sizeChangedSinceLayout = newValue }
    }
    /// A layout not laid out yet (to be prepared, nothing shown) is not asked.
    var asksLayoutForBoundsChanges: Bool { !view.layout.modelNeedsPrepare || !view.modelDisplayed.isEmpty }
    /// Stored; in a layout pass the content size decides which axes scroll, and so which insets
    /// are adjusted.
    func contentSizeRead(_ size: CGSize) {
        view.contentSize = size
        if view.modelInLayoutPass { view.modelRefreshAdjustedContentInset() }
    }
    /// Mirrored when UIKit mirrors the layout.
    func elementsRect(for bounds: CGRect) -> CGRect { view.mirrored(bounds) }
}
