import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Where content starts (carousels, right-to-left rows), how a looping carousel keeps looping,
/// and the adjusted content inset's offsets. Values worked by hand from the layouts' geometry.
@Suite struct StartingOffsetTests {
    /// A carousel of items 200 wide in a 400-wide view, 40 apart at side scale 1 (no shrink):
    /// pitch 240, first and last centrable (inset (400 − 200)/2 = 100), so cell k's centre is
    /// 200 + 240k and it is centred at offset 240k.
    func carousel(looping: Bool = false) -> CarouselLayout {
        CarouselLayout(itemWidth: .absolute(200), itemHeight: .absolute(100), spacing: .fixed(40), sideItemScale: 1, isLooping: looping)
    }

    @Test func aLeftToRightCarouselStartsAtZeroAndNeedsNoMove() {
        let s = CollectionViewSession(carousel(), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 5)])
        s.layoutPass()
        #expect(s.bounds.origin == .zero)
        #expect(s.driver.takeContentOffsetToApply() == nil)
    }

    @Test func aRightToLeftCarouselStartsWithItsFirstItemCentredOnTheRight() {
        let s = CollectionViewSession(carousel(), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 5)])
        s.layoutDirection = .rightToLeft
        s.layoutPass()
        // Content 100 + 5·200 + 4·40 + 100 = 1,360; the first item is at the right end: offset 960,
        // given to the scroll view in `prepare` (as the shell gives it).
        #expect(s.bounds.origin == CGPoint(x: 960, y: 0))
        // Taken once.
        #expect(s.driver.takeContentOffsetToApply() == nil)
    }

    @Test func aCarouselCentresItsFirstItemWithinTheInsets() {
        let s = CollectionViewSession(carousel(), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 5)])
        s.driver.adjustedContentInset = ScrollInsets(left: 60)
        s.layoutPass()
        // Uncovered 60…400 on screen, centre 230; item 0's centre 200 → offset −30.
        #expect(s.bounds.origin == CGPoint(x: -30, y: 0))
    }

    @Test func aLoopingCarouselStartsInItsMiddleCopyAndIsMovedBackByWholeCopies() {
        let s = CollectionViewSession(carousel(looping: true), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 5)])
        s.layoutPass()
        // Cell 5 (card 0 of the middle copy) centred: 5 · 240 = 1,200.
        #expect(s.bounds.origin == CGPoint(x: 1_200, y: 0))
        // Scrolled two copies' worth less a card to 1,200 + 960: normalized back by one copy
        // (1,200) to 960, which shows the same card (cell 9 → cell 4: card 4).
        let away = CGPoint(x: 2_160, y: 0)
        #expect(s.driver.shouldInvalidateLayout(forBoundsChange: CGRect(origin: away, size: s.bounds.size)))
        s.scroll(to: away)
        #expect(s.bounds.origin == CGPoint(x: 960, y: 0))
        // Within half a copy of the middle (1,200 ± 600): left alone.
        s.scroll(to: CGPoint(x: 1_700, y: 0))
        #expect(s.bounds.origin == CGPoint(x: 1_700, y: 0))
    }

    @Test func aLoopingCarouselFlingTravelsAtMostHalfACopy() {
        let s = CollectionViewSession(carousel(looping: true), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 5)])
        s.layoutPass()
        #expect(s.bounds.origin == CGPoint(x: 1_200, y: 0))
        // A huge fling from 1,200: at most (5 − 1) · 240 / 2 = 480 → card 2 of the middle copy.
        #expect(s.release(proposed: CGPoint(x: 3_000, y: 0), velocity: CGPoint(x: 30, y: 0)) == CGPoint(x: 1_680, y: 0))
        #expect(s.release(proposed: CGPoint(x: -3_000, y: 0), velocity: CGPoint(x: -30, y: 0)) == CGPoint(x: 720, y: 0))
    }

    @Test func aRightToLeftHorizontalLayoutStartsAtItsTrailingEnd() {
        let flow = CollectionViewFlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        let s = CollectionViewSession(flow, size: CGSize(width: 300, height: 100), sections: [SectionData(itemCount: 10)])
        s.layoutDirection = .rightToLeft
        s.layoutPass()
        // 10 columns of 100: content 1,000 wide; the start (item 0, on the right) at 700.
        #expect(s.bounds.origin == CGPoint(x: 700, y: 0))
    }

    @Test func turningRightToLeftKeepsTheSameContentInView() {
        let s = CollectionViewSession(carousel(), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 5)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 240, y: 0))  // item 1 centred
        s.layoutDirection = .rightToLeft
        s.invalidateLayout(with: .everything)
        s.layoutPass()
        // Mirrored: 960 − 240 = 720, where item 1 is centred right-to-left (1,360 − 440 − 200).
        #expect(s.bounds.origin == CGPoint(x: 720, y: 0))
    }

    @Test func afterAnUpdateARestingFeedStaysBelowItsBar() {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 300),
            sections: [fixedHeights(20, 100)])
        s.driver.adjustedContentInset = ScrollInsets(top: 91, bottom: 83)
        s.bounds.origin = CGPoint(x: 0, y: -91)
        s.layoutPass()
        #expect(s.driver.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: -91)) == CGPoint(x: 0, y: -91))
        #expect(s.driver.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: -300)) == CGPoint(x: 0, y: -91))
    }
}
