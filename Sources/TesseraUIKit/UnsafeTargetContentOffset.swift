#if canImport(UIKit) && !os(watchOS)
import Tessera
import TesseraAdapterDriver
import UIKit

// UNSAFE CODE (docs/architecture.md, "Unsafe code"): UIKit hands a scroll's resting offset
// through a pointer (`UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
// UIKit's own signature).
//
// What is owned: nothing; the pointer is UIKit's, to a `CGPoint` it reads back when the call
// returns. Lifetime: valid for this call only; read once and written once here, never stored
// nor passed on. Threads: UIKit calls it on the main thread (the class is `@MainActor`).

extension OrthogonalSectionScrollView {
    /// Where the section comes to rest after a drag: the offset UIKit proposes, snapped by the
    /// section's `orthogonalScrollingBehavior` (`CollectionLayoutDriver.targetContentOffset`).
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let layout else { return }
        let proposed = unsafe targetContentOffset.pointee
        let resting = layout.driver.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity, ofOrthogonalSection: section)
        unsafe targetContentOffset.pointee = resting
    }
}
#endif
