// Issue 49, defect 4: data that arrives after the first layout pass (a network load: the
// collection view is laid out empty, then the app calls `reloadData()` or inserts the items).
// A right-to-left carousel then still opens on its first card (at the right, centred): the
// starting offset waits for a pass with items (rdar://25698641 files a horizontal collection
// view that opens on its last item right to left as a bug; docs/apple-model.md).
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// A carousel's cards, none until they load.
@MainActor
final class LoadingCards: NSObject, UICollectionViewDataSource {
    var count = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

/// A 390-wide right-to-left carousel (or `layout`) laid out once with no cards.
@MainActor
func emptyRightToLeftCarousel(_ layout: any CollectionLayout = CarouselLayout(sideItemScale: 0.8), height: CGFloat = 844) -> (UICollectionView, LoadingCards) {
    let cards = LoadingCards()
    keepAlive.append(cards)
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
    window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .rightToLeft))
    keepAlive.append(window)
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: TesseraCollectionViewLayout(layout))
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    cv.dataSource = cards
    window.addSubview(cv)
    window.layoutIfNeeded()
    return (cv, cards)
}

@MainActor
let lateDataSessions: [Session] = [
    Session(name: "late data: a right-to-left carousel loaded by reloadData opens on its first card, and keeps the card the user chose") { log in
        let (cv, cards) = emptyRightToLeftCarousel()
        log.expect(cv.modelVisibleCells.isEmpty, "nothing to show before the load")
        cards.count = 12
        cv.reloadData()
        cv.layoutIfNeeded()
        let mid = cv.bounds.width / 2
        let centred = cellCentred(in: cv, at: cv.contentOffset.x + mid)
        log.expect(centred?.item == 0, "card 0 centred once loaded: \(String(describing: centred)) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        // A flick toward the left brings card 1; a later reload (new content for the same
        // cards) leaves it there: the start is the first layout's with cards, once.
        let target = cv.modelRelease(velocity: CGPoint(x: -600, y: 0))
        log.expect(cellCentred(in: cv, at: target.x + mid)?.item == 1, "a flick brings card 1: \(target)")
        cv.reloadData()
        cv.layoutIfNeeded()
        log.expect(cellCentred(in: cv, at: cv.contentOffset.x + mid)?.item == 1, "a reload keeps card 1 centred: \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
    },
    Session(name: "late data: a right-to-left carousel whose cards are inserted opens on its first card") { log in
        let (cv, cards) = emptyRightToLeftCarousel()
        cards.count = 12
        cv.performBatchUpdates({ cv.insertItems(at: (0..<12).map { IndexPath(item: $0, section: 0) }) })
        let centred = cellCentred(in: cv, at: cv.contentOffset.x + cv.bounds.width / 2)
        log.expect(centred?.item == 0, "card 0 centred once inserted: \(String(describing: centred)) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
    },
    // A sideways list (a horizontal flow of 100 × 100 items, one row in a 100-high view):
    // right to left it opens with item 0 against the right edge.
    Session(name: "late data: a right-to-left sideways list loaded by reloadData opens on its first item") { log in
        let (cv, cards) = emptyRightToLeftCarousel(CollectionViewFlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100)), height: 100)
        cards.count = 20
        cv.reloadData()
        cv.layoutIfNeeded()
        let first = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(first.map { abs($0.maxX - (cv.contentOffset.x + 390)) < 0.01 } ?? false, "item 0 against the right edge: \(String(describing: first)) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
    },
]
