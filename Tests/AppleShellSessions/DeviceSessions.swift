// Sessions for what a device has and a bare model did not: bars and the safe area (adjusted
// content insets), right-to-left carousels, a looping carousel, a safe area that moves without a
// size change, the release velocity's unit, the work a scroll frame does, an app's deceleration
// rate, a layout that outlives its view controller.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// An iPhone in portrait under a navigation bar (47 pt status bar + 44 pt bar) and over a tab
/// bar (49 pt + 34 pt home indicator): the safe area UIKit gives the controller's view.
let barsSafeArea = UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0)

/// The feed sample shown by a navigation controller inside a tab bar controller.
@MainActor
func feedUnderBars() -> (FeedViewController, UICollectionView?) {
    let vc = FeedViewController(nibName: nil, bundle: nil)
    let root: UIView = vc.view
    root.modelShownByBarController = true
    root.modelSetSafeAreaInsets(barsSafeArea)
    root.layoutIfNeeded()
    keepAlive.append(vc)  // the collection view's data source is the controller (weak, as in UIKit)
    return (vc, collectionView(in: root))
}

/// The cell whose centre is at `position` along x (content coordinates), if any.
@MainActor
func cellCentred(in cv: UICollectionView, at position: CGFloat) -> IndexPath? {
    cv.modelVisibleCells.first { _, c in c.modelAppliedAttributes.map { abs($0.frame.midX - position) <= 0.5 } ?? false }?.key
}

@MainActor
let deviceSessions: [Session] = [
    // Point 1: UIScrollView.contentInsetAdjustmentBehavior .automatic adjusts a bar
    // controller's content vertically; the resting offset at the top is -adjustedContentInset.top.
    Session(name: "bars: a feed rests below the navigation bar, appends without moving, ends above the tab bar") { log in
        let (vc, cv) = feedUnderBars()
        guard let cv else { return log.expect(false, "no collection view") }
        log.expect(cv.adjustedContentInset.top == 91 && cv.adjustedContentInset.bottom == 83, "adjusted insets \(cv.adjustedContentInset)")
        log.expect(cv.contentOffset.y == -91, "rests below the bar at launch: \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        vc.append([1, 1.5, 0.75, 0.66, 1, 1])
        cv.layoutIfNeeded()
        log.expect(cv.contentOffset.y == -91, "an append at the top leaves the feed below the bar: \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        // A fling to the end: UIScrollView's range ends at contentSize - bounds + bottom inset.
        let end = cv.contentSize.height - cv.bounds.height + 83
        let target = cv.modelRelease(velocity: CGPoint(x: 0, y: 60_000))
        log.expect(abs(target.y - end) < 0.5, "the fling rests at the end of the range \(end), above the tab bar: \(target)")
        let last = IndexPath(item: cv.numberOfItems(inSection: 0) - 1, section: 0)
        let lastFrame = cv.modelVisibleCells[last]?.modelAppliedAttributes?.frame
        log.expect(
            lastFrame.map { $0.maxY <= cv.contentOffset.y + cv.bounds.height - 83 + 0.5 } ?? false,
            "the last item is shown above the tab bar: \(String(describing: lastFrame)) at \(cv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        // Rotation keeps a resting feed resting (targetContentOffset within the insets).
        cv.modelScroll(to: CGPoint(x: 0, y: -91))
        log.expect(cv.contentOffset.y == -91, "back at the top")
    },
    // Point 1: pinned headers stick below the bar, not under it (UITableView's sticky headers and
    // UICollectionViewFlowLayout's pinned ones start where the content inset ends; see
    // docs/apple-model.md).
    Session(name: "bars: a pinned header sticks below the navigation bar") { log in
        let (_, cv) = feedUnderBars()
        guard let cv else { return log.expect(false, "no collection view") }
        cv.modelScroll(to: CGPoint(x: 0, y: 1_500))
        let header = cv.modelVisibleSupplementaries.values.compactMap(\.modelAppliedAttributes).first?.frame
        log.expect(header.map { abs($0.minY - (1_500 + 91)) < 0.5 } ?? false, "the header is pinned 91 pt down, below the bar: \(String(describing: header))")
        cv.modelScroll(to: CGPoint(x: 0, y: -91))
        let resting = cv.modelVisibleSupplementaries.values.compactMap(\.modelAppliedAttributes).first?.frame
        log.expect(resting.map { abs($0.minY) < 0.5 } ?? false, "at rest it is where the layout put it: \(String(describing: resting))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 1: a carousel with a leading content inset centres its items in what is left.
    Session(name: "bars: a carousel centres its items within its content insets") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        cv.contentInset = UIEdgeInsets(top: 0, left: 80, bottom: 0, right: 0)
        vc.view.layoutIfNeeded()
        // Uncovered: x from 80 to 390, centre 235 on screen.
        let centre = cv.contentOffset.x + 235
        log.expect(cellCentred(in: cv, at: centre)?.item == 0, "item 0 centred in the uncovered part at launch (offset \(cv.contentOffset.x))")
        let target = cv.modelRelease(velocity: CGPoint(x: 600, y: 0))
        log.expect(cellCentred(in: cv, at: target.x + 235)?.item == 1, "a flick centres item 1 there: \(target)")
        log.expectFramesMatchEngine(cv)
    },
    // Point 2: a right-to-left carousel opens on its first item (on the right) and moves on
    // toward the left.
    Session(name: "right-to-left: a carousel opens on its first item") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        vc.view.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .rightToLeft))
        vc.view.layoutIfNeeded()
        guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        let centred = cellCentred(in: cv, at: cv.contentOffset.x + cv.bounds.width / 2)
        log.expect(centred?.item == 0, "item 0 is centred at launch: \(String(describing: centred)) at \(cv.contentOffset)")
        let target = cv.modelRelease(velocity: CGPoint(x: -600, y: 0))
        log.expect(cellCentred(in: cv, at: target.x + cv.bounds.width / 2)?.item == 1, "a flick toward the left brings item 1: \(target)")
        log.expectFramesMatchEngine(cv)
        log.expectNoViolations()
    },
    // Point 2: a looping carousel starts in its middle copy and, after any number of flings the
    // same way, is moved back by whole copies (invisibly) so it never reaches an end.
    Session(name: "looping carousel: starts in the middle copy, loops after 40 flings") { log in
        final class Cards: NSObject, UICollectionViewDataSource {
            // The usual UIKit loop: the data source reports every copy; cell k shows card k mod 5.
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 * CarouselLayout.loopCopies }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            }
        }
        let cards = Cards()
        keepAlive.append(cards)
        let layout = TesseraCollectionViewLayout(CarouselLayout(isLooping: true)) { _ in [SectionData(itemCount: 5)] }
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cv.dataSource = cards
        window.addSubview(cv)
        window.layoutIfNeeded()
        let mid = cv.bounds.width / 2
        let home = cv.contentOffset.x
        log.expect(cellCentred(in: cv, at: home + mid)?.item == 5, "cell 5 (card 0 of the middle copy) centred at launch, offset \(home)")
        guard let a = layout.snapshot?.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)),
            let b = layout.snapshot?.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))
        else { return log.expect(false, "no cells") }
        let period = 5 * (b.frame.midX - a.frame.midX)
        var card = 0
        for i in 0..<40 {
            let direction: CGFloat = i < 30 ? 1 : -1
            let before = cv.contentOffset.x
            // The scroll view decelerates to the target and lays out there; the shell then moves
            // it back by whole copies in the same pass.
            let target = cv.modelRelease(velocity: CGPoint(x: direction * 9_000, y: 0))
            let range = cv.modelContentOffsetRange
            log.expect(target.x > range.min.x + 0.5 && target.x < range.max.x - 0.5, "fling \(i) stays clear of the ends: \(target.x) in \(range)")
            log.expect((target.x - before) * direction > 0, "fling \(i) moves the way it was flung: \(before) → \(target.x)")
            let moved = Int(((target.x - before) / (period / 5)).rounded())
            let expected = ((card + moved) % 5 + 5) % 5
            guard let shown = cellCentred(in: cv, at: cv.contentOffset.x + mid) else { return log.expect(false, "after fling \(i) no card is centred at \(cv.contentOffset)") }
            log.expect(shown.item % 5 == expected, "fling \(i) moved \(moved) cards: card \(expected) centred, shows cell \(shown.item)")
            card = shown.item % 5
            log.expect(abs(cv.contentOffset.x - home) <= period / 2 + 0.5, "back within half a copy of the middle one: \(cv.contentOffset.x), home \(home)")
        }
        log.expectFramesMatchEngine(cv)
    },
    // Point 8: the safe area moves from the left to the right without a size change.
    Session(name: "safe area: moves sides without a size change, the grid follows") { log in
        let vc = GridViewController(nibName: nil, bundle: nil)
        let root: UIView = vc.view
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0))
        root.layoutIfNeeded()
        guard let cv = collectionView(in: root) else { return log.expect(false, "no collection view") }
        let first = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(first.map { abs($0.minX - 47) < 0.5 } ?? false, "item 0 starts after the left safe area: \(String(describing: first))")
        root.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 47))
        root.layoutIfNeeded()
        let turned = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(turned.map { abs($0.minX) < 0.5 } ?? false, "after the turn item 0 starts at the left edge: \(String(describing: turned))")
        let rightmost = cv.modelVisibleCells.values.compactMap { $0.modelAppliedAttributes?.frame.maxX }.max() ?? .infinity
        log.expect(rightmost <= 844 - 47 + 0.5, "and no item reaches into the right safe area: \(rightmost)")
        log.expectFramesMatchEngine(cv)
    },
    // The release velocity's unit: UIKit passes points per millisecond (the delegate's page says
    // so; measured projections agree, see docs/apple-model.md). A release at 200 pt/s is below
    // the carousel's 300 pt/s flick: it settles back on the item it started from.
    Session(name: "velocity: a slow release (200 pt/s) is not a flick") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        vc.view.layoutIfNeeded()
        guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        let start = cv.contentOffset
        // Projected 200 · 0.099 = 19.8 pt: nearest centre is still item 0's.
        let target = cv.modelRelease(velocity: CGPoint(x: 200, y: 0))
        log.expect(abs(target.x - start.x) < 0.5, "stays on item 0: \(start) → \(target)")
    },
    // The work of a scroll frame: a pinned feed invalidates at every frame, but lays nothing out.
    Session(name: "scroll frames lay out at most a screen's worth each") { log in
        let (_, cv) = feedUnderBars()
        guard let cv, let layout = cv.collectionViewLayout as? TesseraCollectionViewLayout else { return log.expect(false, "no collection view") }
        log.scrollFramesDoingBoundedWork(cv, layout.driver, to: 2_000, step: 40)
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        vc.view.layoutIfNeeded()
        guard let carousel = collectionView(in: vc.view), let cl = carousel.collectionViewLayout as? TesseraCollectionViewLayout else { return log.expect(false, "no carousel") }
        log.scrollFramesDoingBoundedWork(carousel, cl.driver, to: 1_200, step: 30, horizontal: true)
    },
    // Point 9: an app that set its own deceleration rate keeps it.
    Session(name: "an app's deceleration rate is kept") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        let own = UIScrollView.DecelerationRate(rawValue: 0.995)
        cv.decelerationRate = own
        vc.view.layoutIfNeeded()
        cv.modelScroll(to: CGPoint(x: 300, y: 0))
        log.expect(cv.decelerationRate == own, "the app's 0.995 kept: \(cv.decelerationRate.rawValue)")
    },
    // Point 9: the collection view (and its layout) can outlive the view controller that made
    // the layout's provider; the provider must not assume it is alive. Runs last: a dangling
    // unowned reference stops the process.
    Session(name: "a feed's layout outlives its view controller") { log in
        var vc: FeedViewController? = FeedViewController(nibName: nil, bundle: nil)
        let root: UIView = vc!.view
        root.layoutIfNeeded()
        guard let cv = collectionView(in: root) else { return log.expect(false, "no collection view") }
        weak var gone = vc
        vc = nil
        log.expect(gone == nil, "the controller is gone")
        cv.collectionViewLayout.invalidateLayout()
        cv.reloadData()
        root.layoutIfNeeded()
        log.expect(cv.modelVisibleCells.isEmpty, "nothing to show, and no crash")
    },
]

extension SessionLog {
    /// Scrolls `cv` frame by frame (`step` points) to `end`, failing on any frame whose layout
    /// work (the driver's `elementsLaidOut`) exceeds what a screen shows: a full relayout per
    /// frame fails.
    func scrollFramesDoingBoundedWork(_ cv: UICollectionView, _ driver: CollectionLayoutDriver, to end: CGFloat, step: CGFloat, horizontal: Bool = false, line: Int = #line) {
        var position = horizontal ? cv.contentOffset.x : cv.contentOffset.y
        var worst = 0
        while position < end {
            position = min(end, position + step)
            let before = driver.elementsLaidOut
            cv.modelScroll(to: horizontal ? CGPoint(x: position, y: cv.contentOffset.y) : CGPoint(x: cv.contentOffset.x, y: position))
            let work = driver.elementsLaidOut - before
            let screen = max(cv.modelDisplayed.count, 1)
            worst = max(worst, work)
            if work > screen { failures.append("line \(line): a frame at \(position) laid out \(work) elements; a screen shows \(screen)"); return }
        }
        expectFramesMatchEngine(cv, line: line)
    }
}
