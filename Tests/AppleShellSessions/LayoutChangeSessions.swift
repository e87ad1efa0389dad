// Issue 49, defect 5: a new layout set on a collection view that shows items (an app switching
// layouts; SwiftUI's `TesseraCollectionView` sets the layout whenever it changes). The card in
// the middle stays in the middle (UIKit lets the layout it transitions to choose the offset:
// the page of `targetContentOffset(forProposedContentOffset:)` names layout transitions), and
// flings follow the new layout's snapping and deceleration, not the old one's.
//
// A 390-wide carousel of 12 cards: a flick of 600 pt/s moves it one card (DeviceSessions.swift).
// UIScrollView projects a release at v pt/s to offset + v/1000 · rate/(1 − rate): at the normal
// rate (0.998) 200 pt/s travel 200 · 0.499 = 99.8 pt, at the fast one (0.99) 19.8 pt.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit
import UIKit

/// The card centred in `cv` (its centre at the bounds' centre), if any.
@MainActor
func centredCard(_ cv: UICollectionView) -> Int? {
    cellCentred(in: cv, at: cv.contentOffset.x + cv.bounds.width / 2)?.item
}

@MainActor
let layoutChangeSessions: [Session] = [
    Session(name: "new layout: a carousel keeps its card, and flings take the new layout's snapping and deceleration") { log in
        let layout = TesseraCollectionViewLayout(CarouselLayout(sideItemScale: 0.8))
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        keepAlive.append(window)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let cards = LoadingCards()
        cards.count = 12
        keepAlive.append(cards)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cv.dataSource = cards
        window.addSubview(cv)
        window.layoutIfNeeded()
        for _ in 0..<3 { cv.modelRelease(velocity: CGPoint(x: 600, y: 0)) }
        log.expect(centredCard(cv) == 3, "three flicks bring card 3: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        // The same carousel with larger side cards: card 3 stays centred.
        layout.layout = CarouselLayout(sideItemScale: 0.9)
        cv.layoutIfNeeded()
        log.expect(centredCard(cv) == 3, "card 3 still centred: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        // A carousel that neither snaps nor decelerates fast: the scroll view's rate is the
        // normal one and a slow release rests where UIScrollView projects it (99.8 on).
        layout.layout = CarouselLayout(sideItemScale: 0.9, snapPolicy: .none, decelerationRate: .normal)
        cv.layoutIfNeeded()
        log.expect(centredCard(cv) == 3, "card 3 still centred: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        log.expect(cv.decelerationRate.rawValue == UIScrollView.DecelerationRate.normal.rawValue, "the normal deceleration rate: \(cv.decelerationRate.rawValue)")
        let before = cv.contentOffset.x
        let target = cv.modelRelease(velocity: CGPoint(x: 200, y: 0))
        log.expect(abs(target.x - before - 99.8) <= 0.34, "no snapping: 99.8 on, on the pixel grid: \(target.x - before)")
        // Back to a snapping carousel: the fast rate, a flick centres a card.
        layout.layout = CarouselLayout(sideItemScale: 0.8)
        cv.layoutIfNeeded()
        log.expect(cv.decelerationRate.rawValue == UIScrollView.DecelerationRate.fast.rawValue, "the fast deceleration rate again: \(cv.decelerationRate.rawValue)")
        // Cards are 0.7 · 390 = 273 wide, 40 apart: 313 from centre to centre, so 99.8 on from
        // card 3 the nearest card is still card 3.
        log.expect(centredCard(cv) == 3, "card 3, the nearest, centred: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        cv.modelRelease(velocity: CGPoint(x: 600, y: 0))
        log.expect(centredCard(cv) == 4, "a flick brings card 4, centred: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
    },
    // SwiftUI: the body builds a carousel whose side scale follows state; each change of it
    // sets a new layout (an unequal one) through `updateUIView`.
    Session(name: "new layout: SwiftUI's TesseraCollectionView keeps the carousel's card when its layout changes") { log in
        @MainActor func carousel(_ scale: CGFloat) -> TesseraCollectionView<Text> {
            TesseraCollectionView(CarouselLayout(sideItemScale: scale), sections: [SectionData(itemCount: 12)]) { p in Text("card \(p.item)") }
        }
        let host = ModelRepresentableHost(carousel(0.8), size: CGSize(width: 390, height: 844))
        let cv = host.view
        for _ in 0..<2 { cv.modelRelease(velocity: CGPoint(x: 600, y: 0)) }
        log.expect(centredCard(cv) == 2, "two flicks bring card 2: \(String(describing: centredCard(cv)))")
        host.update(carousel(0.85))
        log.expect(centredCard(cv) == 2, "card 2 still centred after the layout changed: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        host.update(carousel(0.9))
        log.expect(centredCard(cv) == 2, "and after another change: \(String(describing: centredCard(cv))) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
    },
]
