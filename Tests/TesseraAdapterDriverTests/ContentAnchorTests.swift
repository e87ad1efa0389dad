import Foundation
import Testing
import Tessera

@testable import TesseraAdapterDriver

/// The anchor a relayout keeps: picked from the screen before, turned into an offset after.
/// Every expected value is worked out by hand from the frames below.
@Suite struct ContentAnchorTests {
    private func p(_ item: Int) -> IndexPath { .item(item, section: 0) }

    @Test func inAListTheFirstRowFullyShownBelowTheBarsIsPicked() {
        let rows = listSnapshot(rows: 20, height: 100)
        // At 250 the viewport shows 250–850: row 2 (200–300) is cut, row 3 (300) is whole.
        #expect(ContentAnchor.firstShown(in: rows, at: CGPoint(x: 0, y: 250), contentInset: .zero) == .item(p(3), distance: 50))
        // A bar 100 tall covers 250–350: row 3 is under it, row 4 (400) is the first whole.
        #expect(ContentAnchor.firstShown(in: rows, at: CGPoint(x: 0, y: 250), contentInset: ScrollInsets(top: 100)) == .item(p(4), distance: 150))
        // Every row cut (one row 2,000 tall): the first shown.
        #expect(ContentAnchor.firstShown(in: listSnapshot(rows: 2, height: 2000), at: CGPoint(x: 0, y: 500), contentInset: .zero) == .item(p(0), distance: -500))
        #expect(ContentAnchor.firstShown(in: listSnapshot(rows: 2, height: 100), at: CGPoint(x: 0, y: 5000), contentInset: .zero) == nil)
    }

    @Test func aListRowIsPutBackAtItsDistance() {
        // Rows 120 tall now: row 3 starts at 360, 50 below the viewport's top means offset 310.
        let rows = listSnapshot(rows: 20, height: 120)
        let proposed = CGPoint(x: 0, y: 999)
        #expect(ContentAnchor.item(p(3), distance: 50).contentOffset(in: rows, contentInset: .zero, proposed: proposed) == CGPoint(x: 0, y: 310))
        // A line's edge given by the driver (500) instead of the row's own.
        let edge: (IndexPath) -> CGFloat? = { $0 == IndexPath.item(3, section: 0) ? 500 : nil }
        #expect(ContentAnchor.item(p(3), distance: 50).contentOffset(in: rows, contentInset: .zero, proposed: proposed, edge: edge) == CGPoint(x: 0, y: 450))
    }

    @Test func offsetsStopAtTheTopAndTheEnd() {
        // 2,400 tall in 600 with insets 20 and 34: offsets run from -20 to 2,400 - 600 + 34 = 1,834.
        let rows = listSnapshot(rows: 20, height: 120)
        let insets = ScrollInsets(top: 20, bottom: 34)
        let proposed = CGPoint(x: 0, y: 700)
        // Row 1 (120) 150 down would need -30: clamped to -20.
        #expect(ContentAnchor.item(p(1), distance: 150).contentOffset(in: rows, contentInset: insets, proposed: proposed) == CGPoint(x: 0, y: -20))
        // Row 19 (2,280) at the top would need 2,280: clamped to 1,834.
        #expect(ContentAnchor.item(p(19), distance: 0).contentOffset(in: rows, contentInset: insets, proposed: proposed) == CGPoint(x: 0, y: 1834))
        #expect(ContentAnchor.top.contentOffset(in: rows, contentInset: insets, proposed: proposed) == CGPoint(x: 0, y: -20))
        #expect(ContentAnchor.end.contentOffset(in: rows, contentInset: insets, proposed: proposed) == CGPoint(x: 0, y: 1834))
        // An item gone: the proposal, inside the content.
        #expect(ContentAnchor.item(p(40), distance: 0).contentOffset(in: rows, contentInset: insets, proposed: CGPoint(x: 0, y: 5000)) == CGPoint(x: 0, y: 1834))
        #expect(ContentAnchor.item(p(40), distance: 0).contentOffset(in: rows, contentInset: insets, proposed: proposed) == proposed)
    }

    @Test func inAWaterfallTheFirstItemInIndexOrderFullyShownIsPicked() {
        // Two columns 195 wide. Item 4 starts higher on screen (250) than item 3 (300), but the
        // reader reached item 3 first.
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 600)))
        _ = b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 195, height: 300))
        b.addCell(frame: CGRect(x: 195, y: 0, width: 195, height: 100))
        b.addCell(frame: CGRect(x: 195, y: 100, width: 195, height: 150))
        b.addCell(frame: CGRect(x: 0, y: 300, width: 195, height: 100))
        b.addCell(frame: CGRect(x: 195, y: 250, width: 195, height: 200))
        b.addCell(frame: CGRect(x: 0, y: 400, width: 195, height: 100))
        let waterfall = b.build(contentSize: CGSize(width: 390, height: 500))
        // At 120: items 0 (from 0) and 2 (from 100) are cut; 3, 4 and 5 are whole.
        #expect(ContentAnchor.firstShown(in: waterfall, at: CGPoint(x: 0, y: 120), contentInset: .zero) == .item(p(3), distance: 180))
    }

    @Test func rightToLeftRowsAreMeasuredFromTheViewportsOrigin() {
        // A horizontal row of 10 cards 200 wide laid out right to left in 2,000 (the builder
        // mirrors them): card i at 1,800 - 200 i. At 1,360 the viewport shows 1,360–1,750: card 3 (1,200) is cut, cards 2
        // (1,400) and 1 (1,600) are whole; the first read is card 1, 240 from the origin.
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 200), layoutDirection: .rightToLeft), scrollDirection: .horizontal, mirrorWidth: 2000)
        _ = b.startSection()
        for i in 0..<10 { b.addCell(frame: CGRect(x: CGFloat(i) * 200, y: 0, width: 200, height: 200)) }
        let cards = b.build(contentSize: CGSize(width: 2000, height: 200))
        #expect(cards.layoutAttributesForItem(at: p(0))?.frame.minX == 1800)
        let anchor = ContentAnchor.firstShown(in: cards, at: CGPoint(x: 1360, y: 0), contentInset: .zero)
        #expect(anchor == .item(p(1), distance: 240))
        // Two cards added at the far end: 2,400 wide, card 1 at 2,000; 240 from the origin is 1,760.
        var wider = LayoutSnapshotBuilder(environment: cards.environment, scrollDirection: .horizontal, mirrorWidth: 2400)
        _ = wider.startSection()
        for i in 0..<12 { wider.addCell(frame: CGRect(x: CGFloat(i) * 200, y: 0, width: 200, height: 200)) }
        let grown = wider.build(contentSize: CGSize(width: 2400, height: 200))
        #expect(anchor?.contentOffset(in: grown, contentInset: .zero, proposed: .zero) == CGPoint(x: 1760, y: 0))
    }
}
