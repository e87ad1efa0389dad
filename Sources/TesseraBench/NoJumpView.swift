import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// A scripted collection view for `tessera-bench nojump`: makes the calls UIKit makes on a
/// layout, in UIKit's order — `prepare` only after an invalidation, a measurement's
/// `contentOffsetAdjustment` added to the offset at once, the offset after a batch update
/// asked of the layout — so that the driver is timed and checked as a device would run it.
final class NoJumpView {
    let driver: CollectionLayoutDriver
    var bounds: CGRect
    var sections: [SectionData]
    let environment: LayoutEnvironment
    private var needsPrepare = true
    /// What each item measures, as a factor of its frame's height (fixed per index path).
    let factor: (IndexPath) -> CGFloat
    /// Settling loops that never settled (a measurement loop): `nonconverging_loops`.
    private(set) var nonConvergingLoops = 0

    init(_ layout: any CollectionLayout, sections: [SectionData], factor: @escaping (IndexPath) -> CGFloat) {
        driver = CollectionLayoutDriver(layout)
        driver.diagnosticHandler = { _ in }
        environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        bounds = CGRect(origin: .zero, size: environment.containerSize)
        self.sections = sections
        self.factor = factor
    }

    func invalidate(_ context: LayoutInvalidation) {
        driver.invalidate(context)
        needsPrepare = true
    }

    /// One layout pass: `prepare` when invalidated, then the cells shown.
    @discardableResult
    func pass() -> [LayoutAttributes] {
        if needsPrepare {
            needsPrepare = false
            driver.prepare(environment: environment, contentOffset: bounds.origin) { sections }
            if let o = driver.takeContentOffsetToApply() { bounds.origin = o }
        }
        _ = driver.collectionViewContentSize
        return driver.layoutAttributesForElements(in: bounds).filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) }
    }

    func scroll(to offset: CGPoint) {
        let new = CGRect(origin: offset, size: bounds.size)
        if driver.shouldInvalidateLayout(forBoundsChange: new) { invalidate(driver.invalidationContext(forBoundsChange: new)) }
        bounds = new
    }

    /// The cell at `p` measured `size`: invalidation and adjustment as UIKit applies them.
    func measure(_ p: IndexPath, original: LayoutAttributes) {
        let size = CGSize(width: original.frame.width, height: max(8, (original.frame.height * factor(p)).rounded()))
        guard driver.shouldInvalidateLayout(forPreferredSize: size, withOriginalAttributes: original) else { return }
        let c = driver.invalidationContext(forPreferredSize: size, withOriginalAttributes: original, contentOffset: bounds.origin)
        invalidate(c)
        bounds.origin.x += c.contentOffsetAdjustment.x
        bounds.origin.y += c.contentOffsetAdjustment.y
    }

    /// Layout passes until no cell shown is new: each new cell measures (in a random order),
    /// as UIKit asks every cell it displays. A loop that has not settled after 30 passes counts.
    func settle(_ rng: inout SplitMix) {
        // A cell is asked once per settling unless its frame changes (UIKit asks again then);
        // one whose size already fits (within half a pixel) records nothing and is done.
        var asked: [IndexPath: CGSize] = [:]
        for _ in 0..<30 {
            let fresh = pass().filter { driver.measuredSizes[$0.indexPath] == nil && asked[$0.indexPath] != $0.frame.size }
            if fresh.isEmpty { return }
            for a in fresh.shuffled(using: &rng) {
                asked[a.indexPath] = a.frame.size
                measure(a.indexPath, original: a)
            }
        }
        nonConvergingLoops += 1
    }

    /// `performBatchUpdates`: the new data, `prepare`, the update items, the offset after it.
    func batchUpdate(_ updates: [CollectionUpdate], newSections: [SectionData]) {
        sections = newSections
        invalidate(.dataSourceCounts)
        pass()
        driver.prepare(forCollectionViewUpdates: updates)
        driver.finalizeCollectionViewUpdates()
        scroll(to: driver.targetContentOffset(forProposedContentOffset: bounds.origin))
    }
}
