// Sessions with the UIKit sample (Examples/apps/UIKitFeed): launch, a long feed scrolled to
// its end, an appended page, rotation, the carousel, the justified photo rows.
import Foundation
import Tessera
import TesseraUIKit
import UIKit

@MainActor
func launchedFeed() -> (FeedViewController, UICollectionView?) {
    let vc = FeedViewController(nibName: nil, bundle: nil)
    let root: UIView = vc.view
    root.layoutIfNeeded()
    return (vc, collectionView(in: root))
}

@MainActor
let feedSessions: [Session] = [
    // Point 1: the feed's pinned "header" views must be registered and provided.
    Session(name: "feed: launch (first layout)") { log in
        let (vc, cv) = launchedFeed()
        guard let cv else { return log.expect(false, "no collection view") }
        log.expect(cv.frame.size == vc.view.bounds.size, "the collection view fills its view: \(cv.frame) in \(vc.view.bounds)")
        log.expect(!cv.modelVisibleCells.isEmpty, "cells are shown")
        log.expect(!cv.modelVisibleSupplementaries.isEmpty, "the pinned header is shown")
        log.expectFramesMatchEngine(cv)
    },
    Session(name: "feed: scroll to the end of 10,000 items") { log in
        let (vc, cv) = launchedFeed()
        guard let cv else { return log.expect(false, "no collection view") }
        vc.append((0..<9_940).map { [0.75, 1, 1.5, 0.66][$0 % 4] })
        cv.layoutIfNeeded()
        log.expect(cv.numberOfItems(inSection: 0) == 10_000, "10,000 items")
        let end = cv.contentSize.height - cv.bounds.height
        log.expect(end > 500_000, "a long feed: \(end)")
        var y: CGFloat = 0, step = 0
        let driver = (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver
        while y < end {
            y = min(end, y + 797)
            let before = driver?.elementsLaidOut ?? 0
            cv.modelScroll(to: CGPoint(x: 0, y: y))
            // A scroll frame lays out nothing here (the feed is laid out whole, its header
            // pinned by the displayed attributes alone).
            let work = (driver?.elementsLaidOut ?? 0) - before
            if work > cv.modelDisplayed.count { return log.expect(false, "the frame at \(y) laid out \(work) elements; the screen shows \(cv.modelDisplayed.count)") }
            step += 1
            if step % 97 == 0 { log.expectFramesMatchEngine(cv) }
        }
        log.expectFramesMatchEngine(cv)
        log.expect(cv.modelVisibleCells.keys.contains(IndexPath(item: 9_999, section: 0)), "the last item shows at the end")
    },
    // Point 7: appending goes through insertItems, so the driver appends in O(appended).
    Session(name: "feed: append a page (O(appended) path)") { log in
        let (vc, cv) = launchedFeed()
        guard let cv, let layout = cv.collectionViewLayout as? TesseraCollectionViewLayout else { return log.expect(false, "no collection view") }
        let before = layout.driver.outcomeCounts
        vc.append([1, 1.5, 0.75, 0.66, 1, 1])
        cv.layoutIfNeeded()
        let after = layout.driver.outcomeCounts
        log.expect((after[.appended] ?? 0) == (before[.appended] ?? 0) + 1, "one appended prepare: \(before) → \(after)")
        log.expect((after[.fullLayout] ?? 0) == (before[.fullLayout] ?? 0), "no full layout: \(before) → \(after)")
        log.expect(cv.numberOfItems(inSection: 0) == 66, "66 items")
        log.expectFramesMatchEngine(cv)
    },
    // Point 11: the collection view follows its view's size; the item at the top stays put.
    // Issue 48, point 4: the first item fully shown (index-path order) before the rotation
    // stays at the same distance from the top (a cut cell above it may grow or shrink).
    Session(name: "feed: rotate (the top item stays put)") { log in
        let (vc, cv) = launchedFeed()
        guard let cv else { return log.expect(false, "no collection view") }
        cv.modelScroll(to: CGPoint(x: 0, y: 2_000))
        guard let (item, distance) = firstFullyShownItem(cv) else { return log.expect(false, "no top item") }
        vc.view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        vc.view.layoutIfNeeded()
        log.expect(cv.bounds.size == CGSize(width: 844, height: 390), "the collection view rotated with its view: \(cv.bounds.size)")
        let frame = cv.modelVisibleCells[item]?.modelAppliedAttributes?.frame
        log.expect(
            frame.map { abs(($0.minY - cv.contentOffset.y) - distance) <= 1 } ?? false,
            "item \(item) was \(distance) below the top, now \(frame.map { $0.minY - cv.contentOffset.y } ?? .nan)")
        log.expectFramesMatchEngine(cv)
    },
    // Point 11: the carousel has a data source; flings snap to an item's centre.
    Session(name: "carousel: flung slowly and fast") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        vc.view.layoutIfNeeded()
        guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        log.expect(!cv.modelVisibleCells.isEmpty, "the carousel shows cells")
        log.expectFramesMatchEngine(cv)
        @MainActor func centred(_ target: CGPoint) -> Int? {
            cv.modelVisibleCells.first { _, c in
                guard let f = c.modelAppliedAttributes?.frame else { return false }
                return abs(f.midX - (target.x + cv.bounds.width / 2)) <= 0.5
            }?.key.item
        }
        // Items are centred 285.83 pt apart here (the first at offset 0, the third at 571.67).
        // UIScrollView projects v/1000 · 0.99/0.01 = 0.099·v points with the carousel's fast
        // rate. A slow fling (600 pt/s, projected 59 pt) is above the policy's minimum flick
        // velocity (300 pt/s), so it moves to the next item: 1.
        let slow = cv.modelRelease(velocity: CGPoint(x: 600, y: 0))
        let slowItem = centred(slow)
        log.expect(slowItem == 1, "a slow fling moves one item: centred \(String(describing: slowItem)) at \(slow)")
        log.expectFramesMatchEngine(cv)
        // A fast one (12,000 pt/s) from item 1 projects 1,188 pt further, to 1,473.8: nearest
        // centre 5 · 285.83 = 1,429.2.
        let fast = cv.modelRelease(velocity: CGPoint(x: 12_000, y: 0))
        let fastItem = centred(fast)
        log.expect(fastItem == 5, "a fast fling moves several items: centred \(String(describing: fastItem)) at \(fast)")
        log.expectFramesMatchEngine(cv)
        // Point 12: the deceleration rate is the layout's, set once, not at every prepare.
        log.expect(cv.decelerationRate == .fast, "the carousel decelerates fast")
        log.expect(cv.modelDecelerationRateWrites <= 1, "decelerationRate set \(cv.modelDecelerationRateWrites) times")
    },
    // The justified-rows sample: day headers pinned, every full row filling the width.
    Session(name: "photo rows: launch, full rows fill the width, scroll to the end") { log in
        let vc = PhotoRowsViewController(nibName: nil, bundle: nil)
        let root: UIView = vc.view
        root.layoutIfNeeded()
        guard let cv = collectionView(in: root) else { return log.expect(false, "no collection view") }
        log.expect(!cv.modelVisibleCells.isEmpty, "cells are shown")
        log.expect(!cv.modelVisibleSupplementaries.isEmpty, "the day's header is shown")
        // The first row of day 0 (ratios 1.5, 0.75, 1.333, …) ends at the right edge.
        let firstRow = cv.modelVisibleCells.filter { $0.key.section == 0 }.compactMap { $0.value.modelAppliedAttributes?.frame }
        let top = firstRow.map(\.minY).min() ?? 0
        let rightmost = firstRow.filter { $0.minY == top }.map(\.maxX).max() ?? 0
        log.expect(abs(rightmost - cv.bounds.width) < 0.001, "the first row ends at \(rightmost), the width is \(cv.bounds.width)")
        log.expectFramesMatchEngine(cv)
        log.scrollToEndMatchingEngine(cv, step: 300)
        log.expectNoViolations()
    },
]
