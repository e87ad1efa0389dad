import Foundation

/// UIKit's call order on a layout, written once: a bounds change asked of the layout, `prepare`
/// only after an invalidation, the content size right after it, the offset asked of the layout
/// after a size change before any element, a self-sizing cell's `contentOffsetAdjustment` added
/// to the live offset at once, and a batch update's `prepare` → content size →
/// `prepare(forCollectionViewUpdates:)` → the animation's queries →
/// `finalizeCollectionViewUpdates()` → `targetContentOffset(forProposedContentOffset:)`.
///
/// The one stand-in for `UICollectionView`: `ScriptedCollectionView` (the bench and the
/// driver's tests) and the model of UIKit's `UICollectionView` (the shell sessions) adopt it and
/// make these calls only through the methods below. What they do besides (cells, reuse, the
/// bench's true sizes) is theirs.
public protocol CollectionViewCallOrder: AnyObject {
    /// The layout driven.
    associatedtype Layout: CollectionViewLayoutCalls
    /// The layout, as it is now.
    var layoutCalls: Layout { get }
    /// The bounds: the origin is the content offset.
    var callOrderBounds: CGRect { get }
    /// Stores `bounds` without a call on the layout.
    func storeBounds(_ bounds: CGRect)
    /// Sets the content offset as the app or UIKit does (`contentOffset = …`): at least
    /// `changeBounds(to:)` with the new origin.
    func setContentOffset(_ offset: CGPoint)
    /// Whether the layout was invalidated since its last `prepare()`.
    var layoutNeedsPrepare: Bool { get set }
    /// Whether the size changed since the last layout pass.
    var sizeChangedSinceLayout: Bool { get set }
    /// Whether a bounds change is asked of the layout now (the model of UIKit asks nothing of a
    /// layout it has not laid out yet).
    var asksLayoutForBoundsChanges: Bool { get }
    /// The content size read after `prepare()` (a scroll view stores it).
    func contentSizeRead(_ size: CGSize)
    /// The rect the elements are asked in for `bounds` (the model mirrors it right to left).
    func elementsRect(for bounds: CGRect) -> CGRect
}

extension CollectionViewCallOrder {
    /// Asks everything of a layout it laid out.
    public var asksLayoutForBoundsChanges: Bool { true }
    /// Stores nothing.
    public func contentSizeRead(_ size: CGSize) {}
    /// The bounds themselves.
    public func elementsRect(for bounds: CGRect) -> CGRect { bounds }

    /// A bounds change (a scroll, a resize): the layout is asked whether it invalidates, and
    /// invalidated with its context when it says so; then the bounds are stored. Setting the
    /// bounds they already have makes no call.
    public func changeBounds(to newBounds: CGRect) {
        let old = callOrderBounds
        guard newBounds != old else { return }
        if asksLayoutForBoundsChanges, layoutCalls.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layoutCalls.invalidateLayout(forBoundsChangeWith: layoutCalls.invalidationContext(forBoundsChange: newBounds))
            layoutNeedsPrepare = true
        }
        if newBounds.size != old.size { sizeChangedSinceLayout = true }
        storeBounds(newBounds)
    }

    /// `invalidateLayout(with:)`: the layout is prepared again at the next pass.
    public func invalidateLayout(with context: Layout.InvalidationContext) {
        layoutCalls.invalidateLayout(with: context)
        layoutNeedsPrepare = true
    }

    /// `prepare()` when the layout was invalidated since the last one.
    public func prepareIfNeeded() {
        guard layoutNeedsPrepare else { return }
        layoutNeedsPrepare = false
        layoutCalls.prepare()
    }

    /// One layout pass up to the elements: `prepare()` when invalidated, the content size, after
    /// a size change the offset asked of the layout (and set when it differs), then the elements
    /// in the bounds. Nil when setting that offset invalidated the layout: UIKit lays out again.
    public func layoutElements() -> [Layout.Attributes]? {
        prepareIfNeeded()
        contentSizeRead(layoutCalls.collectionViewContentSize)
        if sizeChangedSinceLayout {
            sizeChangedSinceLayout = false
            let offset = callOrderBounds.origin
            let target = layoutCalls.targetContentOffset(forProposedContentOffset: offset)
            if target != offset {
                setContentOffset(target)
                if layoutNeedsPrepare { return nil }
            }
        }
        return layoutCalls.layoutAttributesForElements(in: elementsRect(for: callOrderBounds))
    }

    /// A cell displayed with `original` prefers `preferred`: the layout is asked, invalidated
    /// with its context, and the context's `contentOffsetAdjustment` is added to the offset at
    /// once (without a bounds-change call). Returns the context, nil when the layout declined.
    @discardableResult
    public func selfSize(preferred: Layout.Attributes, original: Layout.Attributes) -> Layout.InvalidationContext? {
        guard layoutCalls.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        let context = layoutCalls.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        invalidateLayout(with: context)
        let adjust = layoutCalls.contentOffsetAdjustment(of: context)
        if adjust != .zero {
            var bounds = callOrderBounds
            bounds.origin = CGPoint(x: bounds.origin.x + adjust.x, y: bounds.origin.y + adjust.y)
            storeBounds(bounds)
        }
        return context
    }

    /// `performBatchUpdates` once the data source has its new counts: the layout is invalidated
    /// with `countsContext`, prepared, its content size read, handed the update items, then
    /// `animations` makes the animation's queries, the update is finalized and, when it
    /// animates, the layout is asked where the offset goes. The layout pass that follows is the
    /// caller's.
    public func performBatchUpdates(_ items: [Layout.UpdateItem], countsContext: Layout.InvalidationContext, animated: Bool, animations: () -> Void = {}) {
        invalidateLayout(with: countsContext)
        layoutNeedsPrepare = false
        layoutCalls.prepare()
        contentSizeRead(layoutCalls.collectionViewContentSize)
        layoutCalls.prepare(forCollectionViewUpdates: items)
        animations()
        layoutCalls.finalizeCollectionViewUpdates()
        guard animated else { return }
        let offset = callOrderBounds.origin
        let target = layoutCalls.targetContentOffset(forProposedContentOffset: offset)
        if target != offset { setContentOffset(target) }
    }
}
