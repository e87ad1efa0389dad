#if canImport(UIKit) && !os(watchOS)
import TesseraAdapterDriver
import UIKit

/// Frames at rest: a waterfall's columns that start out of line at the top of the content come
/// back in line a point a frame while the scroll view rests (`CollectionLayoutDriver.wantsSettleFrames`),
/// so that a drag that reaches the top in a few frames does not leave them apart, and the
/// user's own scroll moves every cell by exactly the distance scrolled. The frames come from a
/// display-synced `UIUpdateLink` asking for continuous updates (the scroll view at rest makes
/// none), enabled only while the driver wants frames. Before iOS 18 (tvOS 18, visionOS 2) there
/// is no such link without Objective-C selectors: the columns rise a point in each frame the
/// user scrolls near the top instead (`settlesColumnsAtRest` false).
extension TesseraCollectionViewLayout {
    /// After each `prepare`: the link runs while the driver wants frames at rest.
    func syncFramesAtRest(in collectionView: UICollectionView) {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return }
        let wanted = driver.wantsSettleFrames
        if wanted, framesAtRestLink?.view !== collectionView {
            let link = UIUpdateLink(view: collectionView) { [weak self] _, _ in self?.frameAtRest() }
            link.requiresContinuousUpdates = true
            framesAtRestLink = (link, collectionView)
        }
        (framesAtRestLink?.link as? UIUpdateLink)?.isEnabled = wanted
    }

    /// One display frame at rest: the layout invalidates itself for the driver's step; the
    /// frame's layout pass then shows the columns a point closer. The link stops when the driver
    /// wants no more frames.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    private func frameAtRest() {
        guard let step = driver.invalidationContextForSettleFrame() else {
            (framesAtRestLink?.link as? UIUpdateLink)?.isEnabled = false
            return
        }
        let context = TesseraInvalidationContext()
        context.tessera = step
        invalidateLayout(with: context)
    }
}
#endif
