import Foundation

/// The calls a collection view makes on its layout object, with UIKit's names
/// (developer.apple.com/documentation/uikit/uicollectionviewlayout): what
/// `CollectionViewCallOrder` makes, in UIKit's order, on a layout that adopts this protocol.
///
/// Foundation only: this file and `CollectionViewCallOrder.swift` are compiled into
/// `TesseraCollectionViewStandIn` (where `CollectionLayoutDriver` adopts it, for the bench and
/// the driver's tests) and into the model of UIKit (Tests/AppleDeclarations, where
/// `UICollectionViewLayout` adopts it, for the shell sessions), so all three drive a layout in
/// the same order.
public protocol CollectionViewLayoutCalls {
    /// A cell's, supplementary view's or decoration view's attributes (`UICollectionViewLayoutAttributes`).
    associatedtype Attributes
    /// `UICollectionViewLayoutInvalidationContext`.
    associatedtype InvalidationContext
    /// `UICollectionViewUpdateItem`.
    associatedtype UpdateItem

    /// `prepare()`: made only after an invalidation. The layout reads the collection view's
    /// live `contentOffset` itself (through the collection view it belongs to).
    func prepare()
    /// `collectionViewContentSize`, read right after `prepare()`.
    var collectionViewContentSize: CGSize { get }
    /// `layoutAttributesForElements(in:)`: the elements in the visible rect.
    func layoutAttributesForElements(in rect: CGRect) -> [Attributes]
    /// `shouldInvalidateLayout(forBoundsChange:)`.
    func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool
    /// `invalidationContext(forBoundsChange:)`, asked when the answer above is true.
    func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: Attributes, withOriginalAttributes original: Attributes) -> Bool
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, asked when
    /// the answer above is true.
    func invalidationContext(forPreferredLayoutAttributes preferred: Attributes, withOriginalAttributes original: Attributes) -> InvalidationContext
    /// The context's `contentOffsetAdjustment`, which the collection view adds to its offset.
    func contentOffsetAdjustment(of context: InvalidationContext) -> CGPoint
    /// `invalidateLayout(with:)`.
    func invalidateLayout(with context: InvalidationContext)
    /// `invalidateLayout(with:)` for a context from `invalidationContext(forBoundsChange:)`
    /// (by default the same call; the model of UIKit notes that the scroll view is changing
    /// its bounds).
    func invalidateLayout(forBoundsChangeWith context: InvalidationContext)
    /// `prepare(forCollectionViewUpdates:)`.
    func prepare(forCollectionViewUpdates updateItems: [UpdateItem])
    /// `finalizeCollectionViewUpdates()`.
    func finalizeCollectionViewUpdates()
    /// `targetContentOffset(forProposedContentOffset:)`: where the offset goes after a size
    /// change or an animated batch update.
    func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
}

extension CollectionViewLayoutCalls {
    /// The same call as any invalidation.
    public func invalidateLayout(forBoundsChangeWith context: InvalidationContext) {
        invalidateLayout(with: context)
    }
}
