import Foundation
import Tessera
import TesseraAdapterDriver

/// `CollectionLayoutDriver` as the layout object of a `ScriptedCollectionView`: each call
/// forwarded as `TesseraCollectionViewLayout` forwards it, with the collection view's live
/// offset and data.
public struct DriverLayoutCalls: CollectionViewLayoutCalls {
    /// The collection view whose layout this is (read for the offset, the environment, the data).
    let view: ScriptedCollectionView

    /// The driver.
    var driver: CollectionLayoutDriver { view.driver }

    /// Prepares with the collection view's environment, live offset and sections; the offset
    /// the driver asks for (where the content starts, a looping carousel's return) is set as the
    /// shell sets it (`collectionView.contentOffset = …`).
    public func prepare() {
        let view = view
        view.lastOutcome = driver.prepare(environment: view.environment, contentOffset: view.bounds.origin) {
            view.dataSourceReads += 1
            return view.sections
        }
        view.prepares += 1
        if let offset = driver.takeContentOffsetToApply() { view.setContentOffset(offset) }
    }

    /// The driver's content size.
    public var collectionViewContentSize: CGSize { driver.collectionViewContentSize }

    /// The driver's elements in `rect`.
    public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { driver.layoutAttributesForElements(in: rect) }

    /// The driver's answer.
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { driver.shouldInvalidateLayout(forBoundsChange: newBounds) }

    /// The driver's context.
    public func invalidationContext(forBoundsChange newBounds: CGRect) -> LayoutInvalidation { driver.invalidationContext(forBoundsChange: newBounds) }

    /// The driver's answer for the preferred size.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes) -> Bool {
        driver.shouldInvalidateLayout(forPreferredSize: preferred.frame.size, withOriginalAttributes: original)
    }

    /// The driver's context for the preferred size, with the live offset (as the shell passes it).
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes, withOriginalAttributes original: LayoutAttributes) -> LayoutInvalidation {
        driver.invalidationContext(forPreferredSize: preferred.frame.size, withOriginalAttributes: original, contentOffset: view.bounds.origin)
    }

    /// The context's adjustment.
    public func contentOffsetAdjustment(of context: LayoutInvalidation) -> CGPoint { context.contentOffsetAdjustment }

    /// `driver.invalidate(_:)`.
    public func invalidateLayout(with context: LayoutInvalidation) { driver.invalidate(context) }

    /// The driver's update map.
    public func prepare(forCollectionViewUpdates updateItems: [CollectionUpdate]) { driver.prepare(forCollectionViewUpdates: updateItems) }

    /// The driver's end of an update.
    public func finalizeCollectionViewUpdates() { driver.finalizeCollectionViewUpdates() }

    /// The driver's offset.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        driver.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
}
