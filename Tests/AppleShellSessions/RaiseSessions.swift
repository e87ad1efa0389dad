// Sessions on what UIKit raises on although the counts add up: one item named by two changes
// that cannot both happen to it in one batch update, and a layout pass started or invalidated
// from inside another. The model records each as a violation, which fails the session.
import Foundation
import SwiftUI
import Tessera
import TesseraSwiftUI
import TesseraUIKit

@MainActor
let raiseSessions: [Session] = [
    // Photo 10 moves to the top and changes its ratio, photo 5 changes in place, photo 7 goes:
    // one batch update in which no index path is named twice (a moved and changed photo is
    // deleted and inserted, as UIKit asks).
    Session(name: "raises: SwiftUI photos moved and changed at once make one valid batch update") { log in
        let photos = (0..<40).map { Photo(id: $0, ratio: [0.75, 1, 1.5, 0.66][$0 % 4]) }
        var edited = photos
        edited[10] = Photo(id: 10, ratio: 2)
        edited[5] = Photo(id: 5, ratio: 0.5)
        edited.insert(edited.remove(at: 10), at: 0)
        edited.removeAll { $0.id == 7 }
        guard let feed = FeedView(photos: photos).body as? TesseraCollectionView<Text>,
            let updated = FeedView(photos: edited).body as? TesseraCollectionView<Text>
        else { return log.expect(false, "FeedView's body is not a TesseraCollectionView<Text>") }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        let cv = host.view
        let batches = calls("performBatchUpdates"), reloads = calls("reloadData")
        host.update(updated)
        log.expect(calls("performBatchUpdates") == batches + 1 && calls("reloadData") == reloads, "one batch update, no reload")
        log.expect(UIKitModel.violations.isEmpty, "UIKit raised: \(UIKitModel.violations)")
        let top = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        log.expect(hostedText(top) == "photo 10", "photo 10 shows at the top: \(String(describing: hostedText(top)))")
        let ratio = driver(of: cv)?.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map { $0.frame.width / $0.frame.height }
        log.expect(ratio.map { abs($0 - 2) < 0.01 } ?? false, "photo 10 has its new ratio: \(String(describing: ratio))")
        log.expectFramesMatchEngine(cv)
    },
    // A carousel gives the scroll view its starting offset from prepare(), and sideways rows
    // give their scroll views theirs: neither may start a layout pass or invalidate the layout
    // from there (UIKit: "stuck in its update/layout loop").
    Session(name: "raises: offsets given from prepare() start no pass inside the pass") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        vc.view.layoutIfNeeded()
        guard let carousel = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        log.expect(UIKitModel.violations.isEmpty, "the carousel's first layout: \(UIKitModel.violations)")
        carousel.modelRelease(velocity: CGPoint(x: 2_000, y: 0))
        carousel.modelResize(to: CGSize(width: 844, height: 390))
        log.expect(UIKitModel.violations.isEmpty, "a fling and a rotation: \(UIKitModel.violations)")
        let (cv, layout, _) = sidewaysRows(.continuous)
        guard let ds = cv.dataSource as? CountsDataSource else { return log.expect(false, "the fixture's data source") }
        dragRow(cv, layout, section: 0, by: 250)
        dragRow(cv, layout, section: 1, by: 100)
        ds.counts.insert(10, at: 0)
        cv.performBatchUpdates({ cv.insertSections(IndexSet(integer: 0)) })
        cv.modelResize(to: CGSize(width: 300, height: 400))
        log.expect(UIKitModel.violations.isEmpty, "sideways rows dragged, a row inserted above, rotated: \(UIKitModel.violations)")
        log.expectFramesMatchEngine(cv)
    },
]
