import Foundation
import Tessera
import TesseraAdapterDriver

/// A scripted collection view: makes the calls UIKit makes on a layout, in UIKit's order, so
/// that tests read as what a user does (show, scroll, rotate, fling, self-size, batch update).
final class CollectionViewSession {
    let driver: CollectionLayoutDriver
    var bounds: CGRect
    var sections: [SectionData]
    var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    var displayScale: CGFloat = 1
    /// How often `prepare` read the data source.
    private(set) var dataSourceReads = 0
    private(set) var lastOutcome: PrepareOutcome = .unchanged

    init(_ layout: any CollectionLayout, size: CGSize, sections: [SectionData], snapPolicy: SnapPolicy? = nil) {
        driver = CollectionLayoutDriver(layout, snapPolicy: snapPolicy)
        bounds = CGRect(origin: .zero, size: size)
        self.sections = sections
    }

    var environment: LayoutEnvironment {
        LayoutEnvironment(containerSize: bounds.size, displayScale: displayScale, layoutDirection: layoutDirection)
    }

    /// `layoutSubviews`: prepare, content size, the elements in the visible rect.
    @discardableResult
    func layoutPass() -> [LayoutAttributes] {
        lastOutcome = driver.prepare(environment: environment, contentOffset: bounds.origin) { [self] in
            dataSourceReads += 1
            return sections
        }
        _ = driver.collectionViewContentSize
        return driver.layoutAttributesForElements(in: bounds)
    }

    /// The user scrolls to `offset` (a bounds-origin change).
    @discardableResult
    func scroll(to offset: CGPoint) -> [LayoutAttributes] {
        let newBounds = CGRect(origin: offset, size: bounds.size)
        if driver.shouldInvalidateLayout(forBoundsChange: newBounds) {
            driver.invalidate(driver.invalidationContext(forBoundsChange: newBounds))
        }
        bounds = newBounds
        return layoutPass()
    }

    /// The device rotates (a bounds-size change), then UIKit asks where to put the content.
    func resize(to size: CGSize) {
        let newBounds = CGRect(origin: bounds.origin, size: size)
        if driver.shouldInvalidateLayout(forBoundsChange: newBounds) {
            driver.invalidate(driver.invalidationContext(forBoundsChange: newBounds))
        }
        bounds = newBounds
        layoutPass()
        bounds.origin = driver.targetContentOffset(forProposedContentOffset: bounds.origin)
        layoutPass()
    }

    /// The user lifts a finger: UIScrollView projects `proposed` and asks the layout.
    func release(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        driver.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// A cell's `preferredLayoutAttributesFitting` returned `size`. Returns whether the layout
    /// invalidated, and the content-offset adjustment UIKit applied.
    @discardableResult
    func cellMeasured(_ indexPath: IndexPath, size: CGSize) -> (invalidated: Bool, adjustment: CGPoint) {
        guard let original = driver.layoutAttributesForItem(at: indexPath),
            driver.shouldInvalidateLayout(forPreferredSize: size, withOriginalAttributes: original)
        else { return (false, .zero) }
        let context = driver.invalidationContext(forPreferredSize: size, withOriginalAttributes: original)
        driver.invalidate(context)
        bounds.origin.x += context.contentOffsetAdjustment.x
        bounds.origin.y += context.contentOffsetAdjustment.y
        layoutPass()
        return (true, context.contentOffsetAdjustment)
    }

    /// `performBatchUpdates`: the data source changes to `newSections`, UIKit invalidates the
    /// counts, prepares, hands the update items over, then `animations` queries the
    /// appearing/disappearing attributes, and the update is finalized.
    func batchUpdate(_ updates: [CollectionUpdate], newSections: [SectionData], animations: (CollectionLayoutDriver) -> Void = { _ in }) {
        sections = newSections
        driver.invalidate(.dataSourceCounts)
        layoutPass()
        driver.prepare(forCollectionViewUpdates: updates)
        animations(driver)
        driver.finalizeCollectionViewUpdates()
        bounds.origin = driver.targetContentOffset(forProposedContentOffset: bounds.origin)
        layoutPass()
    }

    /// `reloadData` or a count change without animation.
    func dataChanged(_ newSections: [SectionData]) {
        sections = newSections
        driver.invalidate(.dataSourceCounts)
        layoutPass()
    }
}

/// The cells of `elements`, by index path.
func cellFrames(_ elements: [LayoutAttributes]) -> [IndexPath: CGRect] {
    Dictionary(elements.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0.frame) }) { a, _ in a }
}

/// `n` items of fixed height `h`.
func fixedHeights(_ n: Int, _ h: CGFloat) -> SectionData { SectionData(items: Array(repeating: .height(h), count: n)) }

/// `n` items estimated `h` high that take their cells' preferred sizes.
func estimatedHeights(_ n: Int, _ h: CGFloat) -> SectionData { SectionData(items: Array(repeating: .estimatedHeight(h), count: n)) }

/// A session of a waterfall with `columns` columns and no spacing, `width` wide and 300 high,
/// over `section`, after its first layout pass.
func columnsSession(_ columns: Int, width: CGFloat, _ section: SectionData) -> CollectionViewSession {
    let s = CollectionViewSession(
        WaterfallLayout(columns: .fixed(columns), columnSpacing: 0, itemSpacing: 0),
        size: CGSize(width: width, height: 300), sections: [section])
    s.layoutPass()
    return s
}
