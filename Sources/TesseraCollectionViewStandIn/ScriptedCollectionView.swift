import Foundation
import Tessera
import TesseraAdapterDriver

/// A scripted collection view over a `CollectionLayoutDriver`: the calls UIKit makes on a
/// layout, in UIKit's order (`CollectionViewCallOrder`, the same code the model of UIKit runs in
/// the shell sessions), with the live offset, so that the driver's tests and the no-jump bench
/// read as what a user does (show, scroll, rotate, fling, self-size, batch update).
///
/// Not a product: the bench and the tests use it; no app links it.
public final class ScriptedCollectionView: CollectionViewCallOrder {
    /// The driver: the layout object.
    public let driver: CollectionLayoutDriver
    /// The bounds; the origin is the content offset. Setting them makes no call on the layout
    /// (`setContentOffset(_:)`, `scroll(to:)` and `resize(to:)` do).
    public var bounds: CGRect
    /// The data source's sections, read by `prepare()`.
    public var sections: [SectionData]
    /// The layout direction given to the layout.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    /// The display scale given to the layout.
    public var displayScale: CGFloat = 1
    /// How often `prepare()` read the data source.
    public internal(set) var dataSourceReads = 0
    /// How often the layout was prepared.
    public internal(set) var prepares = 0
    /// What the last `prepare()` did.
    public internal(set) var lastOutcome: PrepareOutcome = .unchanged
    /// Whether the layout was invalidated since its last `prepare()`.
    public var layoutNeedsPrepare = true
    /// Whether the size changed since the last layout pass.
    public var sizeChangedSinceLayout = false

    /// A collection view `size` large at offset zero over `sections`, laid out by `layout`
    /// (flings snap by `snapPolicy`); nothing is laid out until the first pass.
    public init(_ layout: any CollectionLayout, size: CGSize, sections: [SectionData], snapPolicy: SnapPolicy? = nil) {
        driver = CollectionLayoutDriver(layout, snapPolicy: snapPolicy)
        bounds = CGRect(origin: .zero, size: size)
        self.sections = sections
    }

    /// The environment given to the layout: the bounds' size, the scale and the direction.
    public var environment: LayoutEnvironment {
        LayoutEnvironment(containerSize: bounds.size, displayScale: displayScale, layoutDirection: layoutDirection)
    }

    /// The driver, as the layout object UIKit calls.
    public var layoutCalls: DriverLayoutCalls { DriverLayoutCalls(view: self) }
    /// The bounds.
    public var callOrderBounds: CGRect { bounds }
    /// Stores the bounds.
    public func storeBounds(_ bounds: CGRect) { self.bounds = bounds }
    /// A bounds change with the new origin.
    public func setContentOffset(_ offset: CGPoint) { changeBounds(to: CGRect(origin: offset, size: bounds.size)) }

    /// `layoutSubviews`: a layout pass (prepare when invalidated, content size, the offset after
    /// a size change, the elements in the bounds), again while the layout was invalidated during
    /// it (an offset set in `prepare` or after a size change), as the model of UIKit does.
    @discardableResult
    public func layoutPass() -> [LayoutAttributes] {
        var elements: [LayoutAttributes] = []
        for _ in 0..<20 {
            elements = layoutElements() ?? []
            if !layoutNeedsPrepare { break }
        }
        return elements
    }

    /// The user scrolls to `offset` (a bounds-origin change), then a layout pass.
    @discardableResult
    public func scroll(to offset: CGPoint) -> [LayoutAttributes] {
        setContentOffset(offset)
        return layoutPass()
    }

    /// The window resizes the view (rotation, split view), then a layout pass, which asks the
    /// layout where the offset goes.
    public func resize(to size: CGSize) {
        changeBounds(to: CGRect(origin: bounds.origin, size: size))
        layoutPass()
    }

    /// One display frame while the scroll view rests, as the UIKit shell's update link runs it
    /// (`TesseraCollectionViewLayout`): the layout invalidates itself for a frame at rest when
    /// the driver gives one (`invalidationContextForSettleFrame()`), then a layout pass. Returns
    /// whether the link was running (`wantsSettleFrames`), as the shell keeps it running.
    @discardableResult
    public func frameAtRest() -> Bool {
        guard driver.wantsSettleFrames else { return false }
        if let context = driver.invalidationContextForSettleFrame() {
            invalidateLayout(with: context)
            layoutPass()
        }
        return true
    }

    /// The user lifts a finger: UIScrollView projects `proposed` and asks the layout.
    public func release(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        driver.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// The cell at `original` prefers `size` (its `preferredLayoutAttributesFitting`): see
    /// `selfSize(preferred:original:)`. Returns the context, nil when the layout declined.
    @discardableResult
    public func measure(_ original: LayoutAttributes, size: CGSize) -> LayoutInvalidation? {
        var preferred = original
        preferred.frame.size = size
        return selfSize(preferred: preferred, original: original)
    }

    /// The cell of `indexPath`, displayed as the layout places it now, prefers `size`; then a
    /// layout pass. Returns whether the layout invalidated, and the content-offset adjustment
    /// added to the offset.
    @discardableResult
    public func cellMeasured(_ indexPath: IndexPath, size: CGSize) -> (invalidated: Bool, adjustment: CGPoint) {
        guard let original = driver.layoutAttributesForItem(at: indexPath), let context = measure(original, size: size) else { return (false, .zero) }
        layoutPass()
        return (true, context.contentOffsetAdjustment)
    }

    /// `performBatchUpdates` (animated): the data source changes to `newSections`, then
    /// `performBatchUpdates(_:countsContext:animated:animations:)`, where `animations` queries
    /// the appearing and disappearing attributes; then a layout pass.
    public func batchUpdate(_ updates: [CollectionUpdate], newSections: [SectionData], animations: (CollectionLayoutDriver) -> Void = { _ in }) {
        sections = newSections
        performBatchUpdates(updates, countsContext: .dataSourceCounts, animated: true) { animations(driver) }
        layoutPass()
    }

    /// `reloadData` or a count change without animation: the counts invalidated, a layout pass.
    public func dataChanged(_ newSections: [SectionData]) {
        sections = newSections
        invalidateLayout(with: .dataSourceCounts)
        layoutPass()
    }
}
