// UIKit's animated scrollToItem(at:at:animated:) over display frames: UIKit works out the
// offset once, from the item's frame as it is then (its neighbours estimated), and animates
// there; the rows passing by show and measure on the way, which moves the item (Open Radar
// 21859811, docs/apple-model.md). The item must still end where it was asked to be.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// Where row `p` shows on screen against where `position` puts it (nil: not shown).
@MainActor
func rowPlacement(_ cv: UICollectionView, _ p: IndexPath, _ position: UICollectionView.ScrollPosition) -> (at: CGFloat, wanted: CGFloat)? {
    guard let f = cv.modelVisibleCells[p]?.modelAppliedAttributes?.frame else { return nil }
    let wanted: CGFloat = position == .top ? 0 : position == .bottom ? cv.bounds.height - f.height : (cv.bounds.height - f.height) / 2
    return (f.minY - cv.contentOffset.y, wanted)
}

@MainActor
let scrollToItemSessions: [Session] = [
    // 10,000 rows estimated 390 that measure 40–160 (NoJumpSessions.swift's rows): to row 5,000
    // centred, 9,999 at the bottom, 0 at the top, 7,321 at the top, then 7,310 centred (a short
    // way up over rows that measure as they pass). Each scroll takes frames; at every frame the
    // collection view shows the engine's frames; the row ends exactly where asked, and a pass
    // after moves nothing.
    Session(name: "scroll to item animated: 10,000 self-sizing rows, cells measuring on the way") { log in
        let ds = CountsDataSource([10_000])
        ds.preferredHeight = { p, _ in rowHeight(p) }
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0))
        let cv = mounted(layout, ds)
        let steps: [(Int, UICollectionView.ScrollPosition)] = [(5_000, .centeredVertically), (9_999, .bottom), (0, .top), (7_321, .top), (7_310, .centeredVertically)]
        for (item, position) in steps {
            let p = IndexPath(item: item, section: 0)
            cv.scrollToItem(at: p, at: position, animated: true)
            var frames = 0
            while cv.modelIsMoving, frames < 2_000 {
                cv.modelStep()
                cv.layoutIfNeeded()
                frames += 1
                if frames % 5 == 0 { log.expectFramesMatchEngine(cv) }
            }
            log.expect(frames > 5, "row \(item): the scroll took \(frames) frames")
            guard let placed = rowPlacement(cv, p, position) else { log.expect(false, "row \(item) is not shown at \(cv.contentOffset.y)"); continue }
            log.expect(abs(placed.at - placed.wanted) <= 0.001, "row \(item) at \(placed.at) on screen, asked \(placed.wanted)")
            let offset = cv.contentOffset
            cv.setNeedsLayout()
            cv.layoutIfNeeded()
            log.expect(cv.contentOffset == offset, "row \(item): a second pass moved the view from \(offset) to \(cv.contentOffset)")
            log.expectFramesMatchEngine(cv)
        }
        log.expectNoViolations()
    }
]
