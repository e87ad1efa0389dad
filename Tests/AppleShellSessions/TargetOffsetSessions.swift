// Sessions on when UIKit asks `targetContentOffset(forProposedContentOffset:)`: after an
// animated update only, so an update without animation (SwiftUI's default transaction, a
// diffable apply without animating differences) must keep the screen still by other means.
import Foundation
import Tessera
import TesseraUIKit
import UIKit

@MainActor
let targetOffsetSessions: [Session] = [
    Session(name: "target offset: updates above the viewport without animation leave the screen as it was") { log in
        let rows = IdentifiedRows([60, 60])
        let ds = CountsDataSource(rows.counts)
        ds.preferredHeight = { p, _ in rows.height(p) }
        let cv = mounted(TesseraCollectionViewLayout(estimatedList(100)), ds)
        guard let layout = cv.collectionViewLayout as? TesseraCollectionViewLayout,
            let start = layout.driver.layoutAttributesForItem(at: IndexPath(item: 20, section: 1))?.frame.minY
        else { return log.expect(false, "no row") }
        cv.modelScroll(to: CGPoint(x: 0, y: start + 15))
        cv.layoutIfNeeded()
        for (step, animated) in [false, true, false, false].enumerated() {
            guard let (anchor, place) = anchorCell(cv) else { return log.expect(false, "nothing shown") }
            let asked = UIKitModel.layoutCalls["targetContentOffset(forProposedContentOffset:)"] ?? 0
            let insert = {
                rows.ids[0].insert(contentsOf: rows.fresh(3), at: 2); ds.counts = rows.counts
                cv.insertItems(at: (2..<5).map { IndexPath(item: $0, section: 0) })
            }
            if animated { insert() } else { UIView.performWithoutAnimation(insert) }
            cv.layoutIfNeeded()
            let askedNow = UIKitModel.layoutCalls["targetContentOffset(forProposedContentOffset:)"] ?? 0
            log.expect((askedNow > asked) == animated, "step \(step): UIKit asks for the target offset only after an animated update (\(asked) → \(askedNow))")
            let now = screenFrames(cv)[anchor]
            log.expect(now == place, "step \(step) (animated: \(animated)): the first row shown \(anchor) was at \(place), now \(String(describing: now))")
            log.expectFramesMatchEngine(cv)
        }
    }
]
