// Issue 49, defect 2 (its status-bar part): a tap on the status bar scrolls the feed to the top
// with sideways rows on screen. On iPhone the gesture does nothing when more than one scroll
// view on screen has `scrollsToTop` (its page, docs/apple-model.md): the rows' own scroll views
// must not claim it.
//
// A 400 × 300 feed of ten sideways rows (OrthogonalSessions.swift's rows, 100 high, one a
// section): 1000 tall, scrolled to 500 it shows rows 5, 6 and 7, each with its scroll view.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// Counts what a scroll view's delegate hears of the scroll to the top.
@MainActor
final class ScrollToTopLog: NSObject, UIScrollViewDelegate {
    var arrived = 0
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { arrived += 1 }
}

@MainActor
let statusBarSessions: [Session] = [
    Session(name: "status bar: a tap scrolls a feed of sideways rows to the top") { log in
        let (window, cv, layout) = pageOfRows(10)
        let heard = ScrollToTopLog()
        keepAlive.append(heard)
        cv.delegate = heard
        cv.modelScroll(to: CGPoint(x: 0, y: 500))
        let rows = (0..<10).compactMap { layout.scrollView(forOrthogonalSection: $0) }
        log.expect(rows.count == 10, "every row has its scroll view: \(rows.count)")
        log.expect(rows.allSatisfy { !$0.scrollsToTop }, "no row's scroll view claims the status-bar tap")
        let scrolled = window.modelTapStatusBar()
        log.expect(scrolled === cv, "the tap goes to the feed: \(String(describing: scrolled))")
        settle(cv, cv)
        log.expect(cv.contentOffset.y == 0 && heard.arrived == 1, "the feed is at the top and its delegate heard it: \(cv.contentOffset), \(heard.arrived)")
        log.expectFramesMatchEngine(cv)
    }
]
