import Foundation
import Testing
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// Issue 38, point 4: scrolling to an item of a feed of estimated sizes puts it exactly where
/// asked once its neighbourhood has measured, in one motion (each measurement's adjustment
/// keeps it in place), and what shows then is a full layout with the same measurements.
@Suite struct ScrollToItemTests {
    /// One column of 10,000 rows estimated 100 high in a 390 × 844 view; rows measure 50–150.
    func feed() -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 390, height: 844), sections: [estimatedHeights(10_000, 100)])
        s.layoutPass()
        return s
    }

    /// Scrolls to `item` at `position`, then lets every shown cell measure (random order and
    /// sizes) until nothing new shows; returns the offsets the view passed through.
    func scroll(_ s: CollectionViewSession, to item: Int, at position: ItemScrollPosition, _ rng: inout SplitMix) -> [CGFloat] {
        guard let offset = s.driver.contentOffset(forScrollingTo: .item(item, section: 0), at: position) else { return [] }
        s.scroll(to: offset)
        var offsets = [s.bounds.minY]
        for _ in 0..<50 {
            let fresh = s.driver.layoutAttributesForElements(in: s.bounds)
                .filter { $0.representedElementCategory == .cell && $0.frame.intersects(s.bounds) && s.driver.measuredSizes[$0.indexPath] == nil }
                .shuffled(using: &rng)
            if fresh.isEmpty { break }
            for a in fresh {
                s.cellMeasured(a.indexPath, size: CGSize(width: 390, height: CGFloat(Int.random(in: 50...150, using: &rng))))
                offsets.append(s.bounds.minY)
            }
        }
        return offsets
    }

    func expectFullLayout(_ s: CollectionViewSession) throws {
        let items = (0..<10_000).map { i in
            s.driver.measuredSizes[.item(i, section: 0)].map { ItemData(measuredSize: $0) } ?? .estimatedHeight(100)
        }
        let full = try WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0)
            .makeSnapshot(sections: [SectionData(items: items)], environment: s.environment)
        let shown = cellFrames(s.driver.layoutAttributesForElements(in: s.bounds))
        #expect(!shown.isEmpty)
        for (p, f) in shown { #expect(full.layoutAttributesForItem(at: p)?.frame == f, "\(p)") }
    }

    @Test func itemsLandExactlyWhereAskedAfterTheirNeighboursMeasure() throws {
        var rng = SplitMix(seed: 38)
        let s = feed()
        // Item 5,000 centred: its centre at the viewport's, 422 below the offset.
        _ = scroll(s, to: 5_000, at: .center, &rng)
        let centred = try #require(s.driver.layoutAttributesForItem(at: .item(5_000, section: 0))?.frame)
        #expect(centred.midY - s.bounds.minY == 422)
        try expectFullLayout(s)
        // Item 7,000 at the top.
        _ = scroll(s, to: 7_000, at: .start, &rng)
        #expect(s.driver.layoutAttributesForItem(at: .item(7_000, section: 0))?.frame.minY == s.bounds.minY)
        try expectFullLayout(s)
        // The last item at the bottom: its bottom at the viewport's, which is the content's end.
        _ = scroll(s, to: 9_999, at: .end, &rng)
        let last = try #require(s.driver.layoutAttributesForItem(at: .item(9_999, section: 0))?.frame)
        #expect(last.maxY == s.bounds.maxY)
        #expect(s.driver.collectionViewContentSize.height == last.maxY)
        try expectFullLayout(s)
        // Back to the first at the top: offset 0, whatever measured in between.
        _ = scroll(s, to: 0, at: .start, &rng)
        #expect(s.bounds.minY == 0)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 0)
    }

    @Test func theTargetStaysPutWhileItsNeighboursMeasure() {
        // Item 3,000 at the bottom: every measurement above it moves the offset by what it moved
        // the item; the item's bottom is at the viewport's bottom after each one.
        var rng = SplitMix(seed: 7)
        let s = feed()
        guard let offset = s.driver.contentOffset(forScrollingTo: .item(3_000, section: 0), at: .end) else { Issue.record("no offset"); return }
        s.scroll(to: offset)
        let shown = s.driver.layoutAttributesForElements(in: s.bounds).filter { $0.representedElementCategory == .cell && $0.frame.intersects(s.bounds) }
        for a in shown.shuffled(using: &rng) {
            s.cellMeasured(a.indexPath, size: CGSize(width: 390, height: CGFloat(Int.random(in: 50...150, using: &rng))))
            #expect(s.driver.layoutAttributesForItem(at: .item(3_000, section: 0))?.frame.maxY == s.bounds.maxY, "after \(a.indexPath)")
        }
    }

    @Test func aScrollByTheUserEndsTheTarget() {
        let s = feed()
        guard let offset = s.driver.contentOffset(forScrollingTo: .item(500, section: 0), at: .start) else { Issue.record("no offset"); return }
        s.scroll(to: offset)
        // The user drags 10 points up: item 500 is 10 below the top; a row above the viewport
        // measuring keeps the first shown row still (item 499), not item 500 at the top.
        s.scroll(to: CGPoint(x: 0, y: offset.y - 10))
        s.cellMeasured(.item(490, section: 0), size: CGSize(width: 390, height: 140))
        #expect(s.driver.layoutAttributesForItem(at: .item(500, section: 0))?.frame.minY == s.bounds.minY + 10)
    }

    /// A drag that leaves the item asked for where another position would put it, clamped at
    /// the top, is the user's own. Rows estimated 100 in a view 600 high: a scroll to row 2 at
    /// the top (offset 200); rows 2–6 measure 120 ([200, 800], the screen). The user drags to
    /// 0: row 2 at [200, 320] is where a centred row 2 (260 − 300 = −40) or one at the bottom
    /// (320 − 600 = −280) would be, both clamped to 0 — not the scroll to it any more. Rows 0
    /// and 1 measure 120 (+20 each): the offset follows row 2, the first cell the user saw, to
    /// 40, row 2 at 240 − 40 = 200 on screen. Kept as a scroll to row 2 at the bottom, the
    /// offset stayed 0 and row 2 went 40 down the screen.
    @Test func aDragToWhereTheTargetIsClampedEndsTheTarget() {
        let s = Self.rowsOf100In600()
        guard let offset = s.driver.contentOffset(forScrollingTo: .item(2, section: 0), at: .start) else { Issue.record("no offset"); return }
        #expect(offset.y == 200)
        s.scroll(to: offset)
        for i in 2...6 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 120)) }
        #expect(s.bounds.minY == 200)
        Self.expectADragToTheTopKeepsRow2(s)
    }

    /// The same through UIKit's own arithmetic, which asks for the item first: from 2,000 (row 2
    /// off screen) UIKit asks for row 2 ([200, 300]) and scrolls to 200; rows 3–6, then row 2,
    /// measure 120 (the collection view asking for each, on screen). The user drags to 0, where
    /// row 2 at [200, 320] shown at the bottom would be, clamped: a drag, not a scroll to the
    /// cell last asked for (on screen, and the scroll to row 2 already made). Rows 0 and 1
    /// measure 120: the offset follows row 2 to 40. Taken for a scroll to row 2 at the bottom,
    /// the offset stayed 0 and row 2 went 40 down the screen.
    @Test func aDragToTheTopIsNotAScrollToACellAskedForOnScreen() {
        let s = Self.rowsOf100In600()
        s.scroll(to: CGPoint(x: 0, y: 2_000))
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 200)  // UIKit asks, then scrolls
        s.scroll(to: CGPoint(x: 0, y: 200))
        for i in [3, 4, 5, 6, 2] { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 120)) }
        #expect(s.bounds.minY == 200)
        Self.expectADragToTheTopKeepsRow2(s)
    }

    /// A query counts for the scroll it starts only: `aDragToWhereTheTargetIsClampedEndsTheTarget`
    /// with the app asking for row 2's frame first, from 2,000 ([200, 300], off screen: an
    /// animated scroll to it may follow), then scrolling to it by the driver's offset (200). The
    /// drag to 0 is still the user's own: rows 0 and 1 measuring 120 take the offset to 40. With
    /// the query still standing at the drag (as a scroll on its way to row 2), the drag was taken
    /// for a scroll to row 2 at the bottom, clamped, and the offset stayed 0.
    @Test func aQueryCountsForTheScrollItStartsOnly() {
        let s = Self.rowsOf100In600()
        s.scroll(to: CGPoint(x: 0, y: 2_000))
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 200)
        guard let offset = s.driver.contentOffset(forScrollingTo: .item(2, section: 0), at: .start) else { Issue.record("no offset"); return }
        s.scroll(to: offset)
        for i in 2...6 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 120)) }
        Self.expectADragToTheTopKeepsRow2(s)
    }

    /// The item last asked for counts for the next bounds change only (`noteScroll`). Rows
    /// estimated 100 in a view 600 high: at 0 the app asks for row 5 ([500, 600], on screen);
    /// the user drags to 100 (no position puts row 5 there: 500, 250, 0), then on to 250, where
    /// row 5 centred would be (550 − 300). That second drag is no scroll to row 5: when row 4
    /// measures 200 (+100), row 4, a cell the user saw at 100, keeps its place: the offset stays
    /// 250 and row 5 goes down to 600. Taken for a scroll to row 5 centred, the offset followed
    /// row 5's centre to 650 − 300 = 350.
    @Test func aQueryCountsForTheNextBoundsChangeOnly() {
        let s = Self.rowsOf100In600()
        #expect(s.driver.layoutAttributesForItem(at: .item(5, section: 0))?.frame.minY == 500)
        s.scroll(to: CGPoint(x: 0, y: 100))
        s.scroll(to: CGPoint(x: 0, y: 250))
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 390, height: 200))
        #expect(s.bounds.minY == 250)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame.minY == 400)
        #expect(s.driver.layoutAttributesForItem(at: .item(5, section: 0))?.frame.minY == 600)
    }

    /// 50 rows estimated 100 in a view 600 high (one column), after its first layout pass.
    static func rowsOf100In600() -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 390, height: 600),
            sections: [estimatedHeights(50, 100)])
        s.layoutPass()
        return s
    }

    /// After a scroll to row 2 at the top (offset 200, rows 2–6 measured 120): the user drags to
    /// 0, where row 2 at [200, 320] shown at the bottom would be, clamped; rows 0 and 1 measure
    /// 120 (+20 each) and the offset follows row 2, the first cell the user saw, to 40 (row 2 at
    /// 240 − 40 = 200 on screen).
    static func expectADragToTheTopKeepsRow2(_ s: CollectionViewSession, sourceLocation: SourceLocation = #_sourceLocation) {
        s.scroll(to: .zero)
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 390, height: 120))
        s.cellMeasured(.item(1, section: 0), size: CGSize(width: 390, height: 120))
        #expect(s.bounds.minY == 40, sourceLocation: sourceLocation)
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 240, sourceLocation: sourceLocation)
    }

    /// UIKit sets a scroll's offset on the pixel grid: centring row 10 (estimated 201, at
    /// [1000, 1201]) in a view 300 high at scale 3 is 950.5 exactly, 950⅔ on the grid (2,851.5
    /// pixels, rounded up). Half a pixel off is still that scroll: when row 10 measures 439 the
    /// offset follows its centre, to 1,000 + 219.5 − 150 = 1,069.5 (within a pixel). Taken for
    /// the user's own offset, row 10's top stayed and the offset with it (950⅔).
    @Test func aScrollOnThePixelGridHalfAPixelOffIsStillTheScroll() throws {
        var items = Array(repeating: ItemData.estimatedHeight(100), count: 40)
        items[10] = .estimatedHeight(201)
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 390, height: 300),
            sections: [SectionData(items: items)])
        s.displayScale = 3
        s.layoutPass()
        let frame = try #require(s.driver.layoutAttributesForItem(at: .item(10, section: 0))?.frame)
        #expect(frame == CGRect(x: 0, y: 1_000, width: 390, height: 201))
        s.scroll(to: CGPoint(x: 0, y: 2_852.0 / 3))
        s.cellMeasured(.item(10, section: 0), size: CGSize(width: 390, height: 439))
        #expect(abs(s.bounds.minY - 1_069.5) <= 1.0 / 3)
    }

    /// A scroll frame lays out what it shows, not as far as the item last asked for (UIKit asks
    /// for items for many reasons; a measurement since cuts the laid-out part back before it).
    /// 10,000 rows, item 9,000 asked for, then 20 frames of 100 pt down from the top, the rows
    /// shown measuring after each: the scroll and its pass lay out at most 600 cells (two steps
    /// of 256 and a screen); laying out to item 9,000 again was about 8,700 a frame.
    @Test func aScrollFrameDoesNotLayOutToTheItemLastAskedFor() {
        var rng = SplitMix(seed: 3)
        let s = feed()
        #expect(s.driver.layoutAttributesForItem(at: .item(9_000, section: 0)) != nil)
        for frame in 1...20 {
            let before = s.driver.elementsLaidOut
            s.scroll(to: CGPoint(x: 0, y: CGFloat(frame) * 100))
            #expect(s.driver.elementsLaidOut - before <= 600, "frame \(frame): \(s.driver.elementsLaidOut - before) cells laid out")
            // Measured from the attributes the pass gave (`cellMeasured` would ask for the item).
            for a in s.driver.layoutAttributesForElements(in: s.bounds) where s.driver.measuredSizes[a.indexPath] == nil {
                let size = CGSize(width: 390, height: CGFloat(Int.random(in: 50...150, using: &rng)))
                s.measure(a, size: size)
            }
            s.layoutPass()
        }
    }

    @Test func unknownItemsHaveNoOffset() {
        let s = feed()
        #expect(s.driver.contentOffset(forScrollingTo: .item(10_000, section: 0), at: .start) == nil)
        #expect(s.driver.contentOffset(forScrollingTo: .item(0, section: 1), at: .start) == nil)
    }

    /// UIKit's animated `scrollToItem`: the item asked for off screen, then frames toward the
    /// offset worked out from its frame then, cells measuring on the way.
    /// `frames` more frames on the way, evenly from 400 to 1,200.
    func animatedScroll(measuring rows: Range<Int>, back: Bool = false, frames: Int = 1) -> (CollectionViewSession, CGPoint?) {
        // Rows of 100 in 844: row 20 at 2,000–2,100, shown at the top from 2,000.
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 390, height: 844), sections: [estimatedHeights(30, 100)])
        s.layoutPass()
        #expect(s.driver.layoutAttributesForItem(at: .item(20, section: 0))?.frame.minY == 2_000)
        // Frame 1 at 400 shows rows 4–12; rows below the first measure 50 (no adjustment).
        s.scroll(to: CGPoint(x: 0, y: 400))
        for i in rows { #expect(s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 50)).adjustment == .zero) }
        if back { s.scroll(to: CGPoint(x: 0, y: 300)) }
        for k in 1...frames { s.scroll(to: CGPoint(x: 0, y: 400 + 800 * CGFloat(k) / CGFloat(frames))) }
        // The last frame arrives at 2,000, where UIKit aimed; the offset the driver gives the
        // scroll view there (in `prepare`), nil when it stays.
        s.scroll(to: CGPoint(x: 0, y: 2_000))
        return (s, s.bounds.minY == 2_000 ? nil : s.bounds.origin)
    }

    @Test func anAnimatedScrollEndsOnTheItemItsRowsMovedOnTheWay() {
        // Rows 5–12 measured 50: row 20 moved up 8 · 50 = 400, to 1,600; there the view goes.
        let (s, given) = animatedScroll(measuring: 5..<13)
        #expect(given == CGPoint(x: 0, y: 1_600))
        #expect(s.driver.layoutAttributesForItem(at: .item(20, section: 0))?.frame.minY == 1_600)
        // Nothing measured on the way: it arrived where asked, nothing to set right.
        #expect(animatedScroll(measuring: 5..<5).1 == nil)
    }

    @Test func aDragBackEndsTheFollowing() {
        // Back to 300 after 400: not an animation toward row 20; arriving at 2,000 later is a
        // scroll of the user's, left where it is.
        let (s, given) = animatedScroll(measuring: 5..<13, back: true)
        #expect(given == nil)
        #expect(s.bounds.minY == 2_000)
    }

    @Test func aScrollTowardTheItemLongerThanAnAnimationIsTheUsers() {
        // 1 + 100 + 1 frames from the query to the arrival: an animation (at most 120), followed.
        #expect(animatedScroll(measuring: 5..<13, frames: 100).1 == CGPoint(x: 0, y: 1_600))
        // 1 + 130 + 1: longer than any animated scroll; the user dragged there, left where it is.
        let (s, given) = animatedScroll(measuring: 5..<13, frames: 130)
        #expect(given == nil)
        #expect(s.bounds.minY == 2_000)
    }
}
