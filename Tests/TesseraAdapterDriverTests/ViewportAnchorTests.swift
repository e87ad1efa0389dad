import Foundation
import Testing
import Tessera

@testable import TesseraAdapterDriver

/// What the driver keeps still, on its own (ViewportAnchor.swift): what, where and until when.
/// Every expected value is worked out by hand from the frames below.
@Suite struct ViewportAnchorTests {
    private func p(_ item: Int) -> IndexPath { .item(item, section: 0) }

    /// The anchor a size change keeps at `offset` in `snapshot`, held as after the relayout.
    private func heldAfterSizeChange(in snapshot: LayoutSnapshot, at offset: CGFloat, contentInset: ScrollInsets = .zero) -> ViewportAnchor {
        var a = ViewportAnchor()
        a.pickFirstShown(in: snapshot, at: CGPoint(x: 0, y: offset), contentInset: contentInset)
        a.relaidOut(sizeChanged: true)
        return a
    }

    @Test func aSizeChangesItemIsPutBackAtItsDistance() {
        // Rows 100 tall at 250: row 3 (300) is the first whole, 50 below the viewport's top.
        let a = heldAfterSizeChange(in: listSnapshot(rows: 20, height: 100), at: 250)
        #expect(a.sizeChangeItem == p(3))
        // Rows 120 tall: row 3 at 360, 50 below the top at offset 310: 60 more than 250.
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 20, height: 100), to: listSnapshot(rows: 20, height: 120), at: CGPoint(x: 0, y: 250), contentInset: .zero) == 60)
        // Rows 10 tall: row 3 at 30 would need −20; the offset stops at the top (0): −250.
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 20, height: 100), to: listSnapshot(rows: 20, height: 10), at: CGPoint(x: 0, y: 250), contentInset: .zero) == -250)
        // Under a bar 20 tall the top is −20: the whole −270.
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 20, height: 100), to: listSnapshot(rows: 20, height: 10), at: CGPoint(x: 0, y: 250), contentInset: ScrollInsets(top: 20)) == -270)
    }

    @Test func anOffsetClampedAtTheEndComesBackAsTheContentGrows() {
        // Rows 100 at 1,300: row 13 at the viewport's top (distance 0).
        let a = heldAfterSizeChange(in: listSnapshot(rows: 20, height: 100), at: 1300)
        #expect(a.sizeChangeItem == p(13))
        // 14 rows of 100 (1,400 long): the offset stops at 800 (row 13 wants 1,300): −500.
        let short = listSnapshot(rows: 14, height: 100)
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 20, height: 100), to: short, at: CGPoint(x: 0, y: 1300), contentInset: .zero) == -500)
        // The rows measure 150 (2,100 long, offsets up to 1,500; row 13 at 1,950): from 800, +700.
        #expect(a.sizeChangeShift(from: short, to: listSnapshot(rows: 14, height: 150), at: CGPoint(x: 0, y: 800), contentInset: .zero) == 700)
        // 2,400 long: row 13 at 1,560 fits (offsets up to 1,800): from 1,500, +60.
        #expect(a.sizeChangeShift(from: short, to: listSnapshot(rows: 20, height: 120), at: CGPoint(x: 0, y: 1500), contentInset: .zero) == 60)
    }

    @Test func aSizeChangesItemGoneKeepsTheOffset() {
        let a = heldAfterSizeChange(in: listSnapshot(rows: 20, height: 100), at: 250)
        // Gone after the change (2 rows): nothing moves.
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 20, height: 100), to: listSnapshot(rows: 2, height: 100), at: CGPoint(x: 0, y: 250), contentInset: .zero) == 0)
        // Not in the layout it changed from: not this anchor's to keep.
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 2, height: 100), to: listSnapshot(rows: 20, height: 100), at: CGPoint(x: 0, y: 250), contentInset: .zero) == nil)
    }

    @Test func theRelayoutsAnchorIsUsedOnce() {
        var a = ViewportAnchor()
        a.pickFirstShown(in: listSnapshot(rows: 20, height: 100), at: CGPoint(x: 0, y: 250), contentInset: .zero)
        #expect(a.takeRelayout() == .item(p(3), distance: 50))
        #expect(a.takeRelayout() == nil)
        // Taken before the relayout is over: no size change's anchor is held.
        a.relaidOut(sizeChanged: true)
        #expect(a.sizeChangeItem == nil)
    }

    @Test func onlyASizeChangeHoldsItsItem() {
        var a = ViewportAnchor()
        a.pickFirstShown(in: listSnapshot(rows: 20, height: 100), at: CGPoint(x: 0, y: 250), contentInset: .zero)
        // New data at the same size: the relayout's anchor only.
        a.relaidOut(sizeChanged: false)
        #expect(a.sizeChangeItem == nil)
        #expect(!a.holdsUntilScroll)
        #expect(a.relayout == .item(p(3), distance: 50))
        // Nothing shown (past the content's end): nothing held.
        var none = ViewportAnchor()
        none.pickFirstShown(in: listSnapshot(rows: 2, height: 100), at: CGPoint(x: 0, y: 5000), contentInset: .zero)
        none.relaidOut(sizeChanged: true)
        #expect(none.relayout == nil)
        #expect(!none.holdsUntilScroll)
    }

    @Test func aUserScrollEndsTheSizeChangesAnchorTheDriversOwnOffsetDoesNot() {
        var a = heldAfterSizeChange(in: listSnapshot(rows: 20, height: 100), at: 250)
        // The offset the driver gave after the relayout ends only a scroll target.
        a.dropScrollTarget()
        #expect(a.sizeChangeItem == p(3))
        #expect(a.holdsUntilScroll)
        // The user scrolls (a new frame): nothing held.
        a.frameBegan()
        #expect(a.sizeChangeItem == nil)
        #expect(!a.holdsUntilScroll)
        #expect(a.sizeChangeShift(from: listSnapshot(rows: 20, height: 100), to: listSnapshot(rows: 20, height: 120), at: CGPoint(x: 0, y: 250), contentInset: .zero) == nil)
    }

    @Test func aScrollTargetLastsUntilTheUserScrollsElsewhereOrTheLayoutChanges() {
        var a = ViewportAnchor()
        a.aim(at: p(10), .center)
        #expect(a.scrollTarget == ViewportAnchor.ScrollTarget(indexPath: p(10), position: .center))
        #expect(a.holdsUntilScroll)
        // The scroll that lands on it begins a frame: still held.
        a.frameBegan()
        #expect(a.scrollTarget?.indexPath == p(10))
        a.dropScrollTarget()
        #expect(a.scrollTarget == nil)
        #expect(!a.holdsUntilScroll)
        // New data or a new size: gone.
        a.aim(at: p(4), .end)
        a.relaidOut(sizeChanged: false)
        #expect(a.scrollTarget == nil)
        a.aim(at: p(4), .end)
        a.relaidOut(sizeChanged: true)
        #expect(a.scrollTarget == nil)
    }

    @Test func aScrollTargetIsPutBackAtItsPosition() {
        // A viewport 600 tall under a bar of 100 and above one of 50: 450 uncovered, from 100.
        let scroll = ScrollToItemArithmetic(axis: .vertical, viewportLength: 600, contentInset: ScrollInsets(top: 100, bottom: 50))
        let rows = listSnapshot(rows: 20, height: 100)
        var a = ViewportAnchor()
        // Row 10 [1,000, 1,100]: at the top 1,000 − 100 = 900; centred 1,050 − (100 + 600 − 50) / 2
        // = 725; at the bottom 1,100 − 600 + 50 = 550. From an offset of 800.
        a.aim(at: p(10), .start)
        #expect(a.scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 800) == 100)
        a.aim(at: p(10), .center)
        #expect(a.scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 800) == -75)
        a.aim(at: p(10), .end)
        #expect(a.scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 800) == -250)
        // Rows 120 (2,400 long): row 10 [1,200, 1,320] centred is 1,260 − 325 = 935: from 725, +210.
        a.aim(at: p(10), .center)
        #expect(a.scrollTargetShift(in: listSnapshot(rows: 20, height: 120), scroll: scroll, contentLength: 2400, lead: 725) == 210)
        // An item the layout does not have: nothing to keep.
        a.aim(at: p(30), .center)
        #expect(a.scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 725) == nil)
        #expect(ViewportAnchor().scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 725) == nil)
    }

    @Test func aScrollTargetIsClampedAtEachEnd() {
        let scroll = ScrollToItemArithmetic(axis: .vertical, viewportLength: 600, contentInset: ScrollInsets(top: 100, bottom: 50))
        let rows = listSnapshot(rows: 20, height: 100)
        // Offsets run from −100 to 2,000 − 600 + 50 = 1,450. Row 19 at the top would need 1,800.
        #expect(scroll.coordinate(showing: CGRect(x: 0, y: 1900, width: 390, height: 100), at: .start, contentLength: 2000) == 1450)
        #expect(scroll.unclampedCoordinate(showing: CGRect(x: 0, y: 1900, width: 390, height: 100), at: .start) == 1800)
        // Row 0 at the bottom would need 100 − 600 + 50 = −450: −100; with a chat's padding of 30, −130.
        #expect(scroll.coordinate(showing: CGRect(x: 0, y: 0, width: 390, height: 100), at: .end, contentLength: 2000) == -100)
        var padded = scroll
        padded.leadPadding = 30
        #expect(padded.coordinate(showing: CGRect(x: 0, y: 0, width: 390, height: 100), at: .end, contentLength: 2000) == -130)
        var a = ViewportAnchor()
        a.aim(at: p(19), .start)
        #expect(a.scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 1400) == 50)
        a.aim(at: p(0), .end)
        #expect(a.scrollTargetShift(in: rows, scroll: scroll, contentLength: 2000, lead: 0) == -100)
    }

    @Test func anUpdateKeepsTheFirstShownItemThatSurvivesIt() {
        // Rows 100 at 250: rows 2 (cut, 50 above the top) to 8 shown.
        let rows = listSnapshot(rows: 20, height: 100)
        let shown = (2...8).compactMap { rows.layoutAttributesForItem(at: p($0)) }
        // Row 2 deleted: row 3, now item 2, 50 below the top.
        #expect(ViewportAnchor.firstSurviving(of: shown, through: UpdateMap([.deleteItem(p(2))]), axis: .vertical, lead: 250) == .item(p(2), distance: 50))
        // One inserted at 0: row 2, now item 3, at its −50.
        #expect(ViewportAnchor.firstSurviving(of: shown, through: UpdateMap([.insertItem(p(0))]), axis: .vertical, lead: 250) == .item(p(3), distance: -50))
        // Every row shown deleted: nothing kept.
        #expect(ViewportAnchor.firstSurviving(of: shown, through: UpdateMap((2...8).map { .deleteItem(p($0)) }), axis: .vertical, lead: 250) == nil)
        // Kept, it is the relayout's anchor, used once.
        var a = ViewportAnchor()
        a.keepForRelayout(.item(p(2), distance: 50))
        #expect(a.takeRelayout() == .item(p(2), distance: 50))
        #expect(a.takeRelayout() == nil)
    }

    @Test func anUpdateInLinesOrSlotsKeepsTheLineOrTheSlot() {
        let rows = listSnapshot(rows: 20, height: 100)
        let shown = (2...8).compactMap { rows.layoutAttributesForItem(at: p($0)) }
        // Row 2's line starts at item 1 with its edge at 180: item 1 (item 2 after one inserted
        // at 0) at 180 − 250 = −70.
        let inserted = UpdateMap([.insertItem(p(0))])
        let line: (IndexPath) -> (item: IndexPath, edge: CGFloat)? = { $0 == IndexPath.item(2, section: 0) ? (.item(1, section: 0), 180) : nil }
        #expect(ViewportAnchor.firstSurviving(of: shown, through: inserted, axis: .vertical, lead: 250, line: line) == .item(p(2), distance: -70))
        // A line that is the item itself at its own edge: the item.
        #expect(ViewportAnchor.firstSurviving(of: shown, through: inserted, axis: .vertical, lead: 250, line: { ($0, 200) }) == .item(p(3), distance: -50))
        // The item starts its line but the line's edge is another (a thinner item centred in a
        // thicker line): the line's edge, 180 − 250 = −70.
        #expect(ViewportAnchor.firstSurviving(of: shown, through: inserted, axis: .vertical, lead: 250, line: { ($0, 180) }) == .item(p(3), distance: -70))
        // A slot-placed layout keeps row 2's slot (item 2), not its item (now 3).
        #expect(ViewportAnchor.firstSurviving(of: shown, through: inserted, axis: .vertical, lead: 250, slot: { before, _ in before }) == .item(p(2), distance: -50))
    }
}
