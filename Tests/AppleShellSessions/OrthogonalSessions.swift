// Sessions for orthogonal (sideways) sections (issue 37, points 3 and 4): right-to-left rows,
// and rows that scroll with a scroll view's physics (the model's UIScrollView,
// Tests/AppleDeclarations/UIKit/ScrollViewPhysics.swift).
//
// Every session uses one fixture: a 400 × 300 collection view, two sections of ten 100 × 100
// items, each section a row of 100-wide groups scrolling sideways. A row's content is 1000
// long, its viewport 400, so its offset runs 0 … 600. Left to right item k shows at
// x = 100k − offset; right to left at x = 300 − 100k + offset (item 0 at the trailing edge,
// later items to the left), and the row's scroll view keeps UIScrollView's physical offset
// x = 600 − offset.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// The fixture: the collection view, its layout and section 0's scroll view.
@MainActor
func sidewaysRows(_ behavior: OrthogonalScrollingBehavior, rightToLeft: Bool = false) -> (UICollectionView, TesseraCollectionViewLayout, OrthogonalSectionScrollView?) {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [.item(item)])
    var row = LayoutSection(group: group)
    row.orthogonalScrollingBehavior = behavior
    let layout = TesseraCollectionViewLayout(CompositionalLayout(section: row))
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let ds = CountsDataSource([10, 10])
    ds.install(on: cv)
    keepAlive.append(ds)
    keepAlive.append(window)  // a view's superview is weak, as in UIKit; the window carries the traits
    window.addSubview(cv)
    window.layoutIfNeeded()
    return (cv, layout, layout.scrollView(forOrthogonalSection: 0))
}

/// Where item `item` of section 0 shows (its minX), nil when it is not shown.
@MainActor
func shownX(_ cv: UICollectionView, _ item: Int) -> CGFloat? {
    cv.modelVisibleCells[IndexPath(item: item, section: 0)]?.modelAppliedAttributes?.frame.minX
}

/// Runs frames (each followed by the collection view's layout pass) until `view` stops;
/// returns how many ran.
@MainActor
@discardableResult
func settle(_ cv: UICollectionView, _ view: UIScrollView, limit: Int = 2_000) -> Int {
    var n = 0
    while view.modelIsMoving && n < limit {
        view.modelStep()
        cv.layoutIfNeeded()
        n += 1
    }
    cv.layoutIfNeeded()
    return n
}

func near(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool {
    a.map { abs($0 - b) <= tolerance } ?? false
}

/// Rubber-banding as UIScrollView shows an overshoot `x` over a 400-point-wide scroll view.
func banded400(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / 400 + 1)) * 400 }

@MainActor
let orthogonalSessions: [Session] = [
    // Point 3: right to left a row rests with item 0 at the trailing (right) edge, its scroll
    // view at the right end of its content (x = 600); a finger moving right scrolls toward later
    // items (the offset grows), a finger moving left pulls past item 0 and comes back.
    Session(name: "orthogonal RTL: a row starts at the trailing edge and scrolls the way a right-to-left reader expects") { log in
        let (cv, layout, sv) = sidewaysRows(.continuous, rightToLeft: true)
        guard let sv else { return log.expect(false, "the row has a scroll view") }
        log.expect(near(shownX(cv, 0), 300) && near(shownX(cv, 3), 0), "item 0 at the right edge, item 3 at the left: \(String(describing: shownX(cv, 0))), \(String(describing: shownX(cv, 3)))")
        log.expect(
            sv.contentSize == CGSize(width: 1000, height: 100) && near(sv.contentOffset.x, 600), "the scroll view rests at the right end of its content: \(sv.contentSize) at \(sv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        // Finger right by 150: offset 150; item 4 at 300 − 400 + 150 = 50, item 0 at 450 (gone).
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: 150, y: 0))
        cv.layoutIfNeeded()
        log.expect(near(layout.driver.offset(ofOrthogonalSection: 0), 150), "the offset grows toward later items: \(String(describing: layout.driver.offset(ofOrthogonalSection: 0)))")
        log.expect(near(shownX(cv, 4), 50) && shownX(cv, 0) == nil, "later items come in from the left: item 4 at \(String(describing: shownX(cv, 4)))")
        log.expectFramesMatchEngine(cv)
        sv.modelEndDragging(velocity: .zero)
        settle(cv, sv)
        log.expect(near(shownX(cv, 4), 50), "released still, it stays: \(String(describing: shownX(cv, 4)))")
        // Back to the start and past it: a finger moving left 250 from offset 150 is 100 past
        // item 0, shown rubber-banded (100 → 48.35); released, it returns to item 0 at 300.
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: -250, y: 0))
        cv.layoutIfNeeded()
        log.expect(near(shownX(cv, 0), 300 - banded400(100)), "pulled past its first item, rubber-banded: \(String(describing: shownX(cv, 0)))")
        sv.modelEndDragging(velocity: .zero)
        settle(cv, sv)
        log.expect(near(shownX(cv, 0), 300) && near(sv.contentOffset.x, 600), "back at the trailing edge: \(String(describing: shownX(cv, 0)))")
        log.expectFramesMatchEngine(cv)
        // VoiceOver: next page is toward later items: offset 400, item 4 at the right edge.
        log.expect(sv.accessibilityScroll(.next), "VoiceOver scrolls the row")
        settle(cv, sv)
        log.expect(near(shownX(cv, 4), 300), "a page on, item 4 at the trailing edge: \(String(describing: shownX(cv, 4)))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 3: turning right-to-left on after a pan keeps the row where it was, mirrored (its
    // offset is logical): left to right at offset 250 item 3 shows at 50; right to left at 250
    // it shows at 300 − 300 + 250 = 250, and the scroll view moves to x = 600 − 250 = 350.
    Session(name: "orthogonal RTL: turned on after a pan, the row keeps its place mirrored") { log in
        let (cv, layout, sv) = sidewaysRows(.continuous)
        guard let sv, let window = cv.superview else { return log.expect(false, "the row has a scroll view") }
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: -250, y: 0))
        sv.modelEndDragging(velocity: .zero)
        settle(cv, sv)
        log.expect(near(shownX(cv, 3), 50), "left to right, item 3 at 50: \(String(describing: shownX(cv, 3)))")
        window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .rightToLeft))
        window.layoutIfNeeded()
        log.expect(layout.snapshot?.environment.layoutDirection == .rightToLeft, "laid out right to left")
        let shown = cv.modelVisibleCells.keys.filter { $0.section == 0 }.map(\.item).sorted()
        log.expect(shown == [2, 3, 4, 5, 6], "the row is not empty: items \(shown)")
        log.expect(near(shownX(cv, 3), 250) && near(sv.contentOffset.x, 350), "item 3 at 250, scroll view at 350: \(String(describing: shownX(cv, 3))), \(sv.contentOffset)")
        log.expectFramesMatchEngine(cv)
        // It scrolls on from there: a finger right by 100 → offset 350, item 3 at 350.
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: 100, y: 0))
        sv.modelEndDragging(velocity: .zero)
        settle(cv, sv)
        log.expect(near(shownX(cv, 3), 350), "item 3 at 350: \(String(describing: shownX(cv, 3)))")
        window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .leftToRight))
        window.layoutIfNeeded()
        log.expect(near(shownX(cv, 4), 50) && near(sv.contentOffset.x, 350), "back left to right at 350: item 4 at 50: \(String(describing: shownX(cv, 4)))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 4: a fling decelerates over frames and comes to rest snapped. Group paging, dragged
    // to 130, released at 800 pt/s toward later items: UIScrollView projects 130 + 0.8 · 499 =
    // 529.2; the layout asks for the next group, 200. The row moves there over frames (the
    // remaining distance × 0.998^(1000/60) a frame: 70 pt take more than 150 frames), item 2
    // ends at the leading edge.
    Session(name: "orthogonal physics: a flung row decelerates over frames and snaps") { log in
        let (cv, layout, sv) = sidewaysRows(.groupPaging)
        guard let sv else { return log.expect(false, "the row has a scroll view") }
        log.expect(sv.modelTouchDown(at: CGPoint(x: 200, y: 50), velocity: CGPoint(x: -300, y: 10)), "a sideways pan on the row begins")
        sv.modelDrag(translation: CGPoint(x: -130, y: 0))
        cv.layoutIfNeeded()
        log.expect(sv.isDragging && near(shownX(cv, 1), -30), "dragging, item 1 at −30: \(String(describing: shownX(cv, 1)))")
        sv.modelEndDragging(velocity: CGPoint(x: 800, y: 0))
        log.expect(sv.isDecelerating && !sv.isDragging, "released with velocity, it decelerates")
        sv.modelStep()
        cv.layoutIfNeeded()
        let first = layout.driver.offset(ofOrthogonalSection: 0) ?? -1
        log.expect(first > 130 && first < 140, "one frame moves it a little: \(first)")
        let frames = settle(cv, sv) + 1
        log.expect(frames > 150, "the deceleration took \(frames) frames")
        log.expect(!sv.isDecelerating && near(sv.contentOffset.x, 200) && near(layout.driver.offset(ofOrthogonalSection: 0), 200), "at rest on the next group: \(sv.contentOffset)")
        log.expect(near(shownX(cv, 2), 0), "item 2 at the leading edge: \(String(describing: shownX(cv, 2)))")
        log.expectFramesMatchEngine(cv)
        // A vertical pan on the row, or a sideways one below it, is not the row's.
        log.expect(!sv.modelTouchDown(at: CGPoint(x: 200, y: 50), velocity: CGPoint(x: 10, y: -300)), "a vertical pan is the collection view's")
        log.expect(!sv.modelTouchDown(at: CGPoint(x: 200, y: 150), velocity: CGPoint(x: -300, y: 0)), "a pan on section 1 is not section 0's")
    },
    // Point 4: dragged past either end the row rubber-bands (an overshoot x shows as
    // (1 − 1/(0.55x/400 + 1)) · 400: 120 → 56.65) and, released, returns to the edge.
    Session(name: "orthogonal physics: dragged past either end, a row rubber-bands and comes back") { log in
        let (cv, layout, sv) = sidewaysRows(.continuous)
        guard let sv else { return log.expect(false, "the row has a scroll view") }
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: 120, y: 0))
        cv.layoutIfNeeded()
        log.expect(near(shownX(cv, 0), banded400(120)) && near(sv.contentOffset.x, -banded400(120)), "pulled right 120, item 0 shows \(banded400(120)) in: \(String(describing: shownX(cv, 0)))")
        sv.modelEndDragging(velocity: .zero)
        log.expect(sv.isDecelerating, "it bounces back")
        let back = settle(cv, sv)
        log.expect(back > 5 && near(shownX(cv, 0), 0) && near(sv.contentOffset.x, 0), "back at the edge after \(back) frames: \(String(describing: shownX(cv, 0)))")
        log.expectFramesMatchEngine(cv)
        // The far end: dragged 700 left, 100 past 600 → 648.35; item 9 at 900 − 648.35.
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: -700, y: 0))
        cv.layoutIfNeeded()
        log.expect(near(shownX(cv, 9), 300 - banded400(100)), "past the end, item 9 at \(String(describing: shownX(cv, 9)))")
        // Released still flinging outward: it still ends at the edge.
        sv.modelEndDragging(velocity: CGPoint(x: 500, y: 0))
        settle(cv, sv)
        log.expect(near(shownX(cv, 9), 300) && near(layout.driver.offset(ofOrthogonalSection: 0), 600), "back at the end: item 9 at \(String(describing: shownX(cv, 9)))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 4: a row grabbed while it decelerates stops where it is on screen, and a drag goes
    // on from there.
    Session(name: "orthogonal physics: a row grabbed while moving stays where it is on screen") { log in
        let (cv, layout, sv) = sidewaysRows(.groupPaging)
        guard let sv else { return log.expect(false, "the row has a scroll view") }
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: -130, y: 0))
        sv.modelEndDragging(velocity: CGPoint(x: 800, y: 0))
        for _ in 0..<20 { sv.modelStep(); cv.layoutIfNeeded() }
        let moving = shownX(cv, 2) ?? .nan
        let offset = layout.driver.offset(ofOrthogonalSection: 0) ?? .nan
        log.expect(sv.isDecelerating && offset > 130 && offset < 199, "still moving after 20 frames: \(offset)")
        log.expect(sv.modelTouchDown(), "grabbed")
        for _ in 0..<10 { sv.modelStep(); cv.layoutIfNeeded() }
        log.expect(
            !sv.isDecelerating && near(shownX(cv, 2), moving) && near(layout.driver.offset(ofOrthogonalSection: 0), offset),
            "stopped where it was: item 2 at \(String(describing: shownX(cv, 2))), was \(moving)")
        sv.modelDrag(translation: CGPoint(x: -20, y: 0))
        cv.layoutIfNeeded()
        log.expect(near(shownX(cv, 2), moving - 20), "the drag goes on from there: \(String(describing: shownX(cv, 2)))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 4: VoiceOver scrolls a row a page at a time, snapped: leading boundaries, 400 on.
    Session(name: "orthogonal physics: VoiceOver pages a row") { log in
        let (cv, layout, sv) = sidewaysRows(.continuousGroupLeadingBoundary)
        guard let sv else { return log.expect(false, "the row has a scroll view") }
        log.expect(sv.accessibilityScroll(.next), "next page")
        settle(cv, sv)
        log.expect(near(layout.driver.offset(ofOrthogonalSection: 0), 400) && near(shownX(cv, 4), 0), "item 4 at the leading edge: \(String(describing: shownX(cv, 4)))")
        log.expect(sv.accessibilityScroll(.left), "a swipe left shows what lies right")
        settle(cv, sv)
        log.expect(near(layout.driver.offset(ofOrthogonalSection: 0), 600), "at the end: \(String(describing: layout.driver.offset(ofOrthogonalSection: 0)))")
        log.expect(!sv.accessibilityScroll(.next), "no page past the end")
        log.expect(sv.accessibilityScroll(.previous), "previous page")
        settle(cv, sv)
        log.expect(near(layout.driver.offset(ofOrthogonalSection: 0), 200), "200: \(String(describing: layout.driver.offset(ofOrthogonalSection: 0)))")
        log.expectFramesMatchEngine(cv)
    },
    // The app-routed pan (kept for apps that route touches themselves): released, the row's
    // scroll view animates to the snapped group over frames.
    Session(name: "orthogonal section panned and released") { log in
        let (cv, layout, sv) = sidewaysRows(.groupPaging)
        log.expectFramesMatchEngine(cv)
        guard let pan = layout.beginOrthogonalPan(at: CGPoint(x: 50, y: 50)) else { return log.expect(false, "no orthogonal section under the finger") }
        layout.updateOrthogonalPan(pan, translation: -230)
        cv.layoutIfNeeded()
        log.expect(layout.driver.offset(ofOrthogonalSection: 0) == 230, "the section follows the finger")
        log.expectFramesMatchEngine(cv)
        layout.endOrthogonalPan(pan, velocity: -500)
        if let sv { settle(cv, sv) }
        cv.layoutIfNeeded()
        let offset = layout.driver.offset(ofOrthogonalSection: 0) ?? -1
        log.expect(offset == 300, "released leftwards it pages to the next group: \(offset)")
        log.expect(near(shownX(cv, 3), 0, 0.5), "item 3 at the left edge: \(String(describing: shownX(cv, 3)))")
        log.expectFramesMatchEngine(cv)
    },
]
