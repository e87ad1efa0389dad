import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 38, point 2: prepending keeps the screen; chat mode (`anchorsAtEnd`) rests a short
/// feed at the bottom, follows new items only when the end is shown, and keeps the bottom edge
/// still while cells measure. Lists of rows estimated 100 high, no spacing: row i at 100·i.
@Suite struct PrependAndChatTests {
    func list(_ n: Int, size: CGSize = CGSize(width: 390, height: 844), chat: Bool = false) -> CollectionViewSession {
        let size100 = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let group = LayoutGroup.horizontal(layoutSize: size100, subitems: [.item(LayoutItem(layoutSize: size100))])
        let s = CollectionViewSession(CompositionalLayout(section: LayoutSection(group: group)), size: size, sections: [SectionData(itemCount: n)])
        s.driver.anchorsAtEnd = chat
        s.layoutPass()
        return s
    }

    func screenFrames(_ s: CollectionViewSession) -> [IndexPath: CGRect] {
        cellFrames(s.driver.layoutAttributesForElements(in: s.bounds).filter { $0.frame.intersects(s.bounds) })
            .mapValues { $0.offsetBy(dx: 0, dy: -s.bounds.minY) }
    }

    @Test func prependingAnyNumberOfItemsKeepsWhatIsShown() {
        for k in [1, 7, 50, 400] {
            let s = list(100)
            s.scroll(to: CGPoint(x: 0, y: 2_030))
            // Rows 20–28 show; three of them measure first (they are what the user reads).
            for i in 20..<23 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 390, height: 130)) }
            let before = screenFrames(s)
            // Row 20 (at 2,000, 30 above the top) measured 130: it grew upward, the offset
            // followed row 21 by 30.
            #expect(s.bounds.minY == 2_060)
            s.batchUpdate((0..<k).map { .insertItem(.item($0, section: 0)) }, newSections: [SectionData(itemCount: 100 + k)])
            let after = screenFrames(s)
            // Every row shown before is at the same place on screen, k rows further on.
            for (p, f) in before {
                #expect(after[.item(p.itemIndex + k, section: 0)] == f, "k = \(k): row \(p.itemIndex) was at \(f)")
            }
            #expect(after.count == before.count)
            // The k new rows, estimated 100 each, are above: the offset moved 100k.
            #expect(s.bounds.minY == 2_060 + 100 * CGFloat(k))
        }
    }

    @Test func aShortChatRestsAtTheBottomAndMeasuringKeepsTheBottomStill() {
        // Five rows of 100 in 844: 344 of padding above them; the content fills the view.
        let s = list(5, chat: true)
        #expect(s.driver.collectionViewContentSize.height == 844)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 344)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame.maxY == 844)
        // Row 2 measures 150: the rows above it move up 50, the bottom stays at 844.
        let r = s.cellMeasured(.item(2, section: 0), size: CGSize(width: 390, height: 150))
        #expect(r.adjustment == .zero)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 294)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame.maxY == 844)
        #expect(s.driver.layoutAttributesForElements(in: s.bounds).filter { $0.representedElementCategory == .cell }.count == 5)
        // A sixth message arrives: it shows at the bottom, the others move up 100.
        s.batchUpdate([.insertItem(.item(5, section: 0))], newSections: [SectionData(itemCount: 6)])
        #expect(s.bounds.minY == 0)
        #expect(s.driver.layoutAttributesForItem(at: .item(5, section: 0))?.frame == CGRect(x: 0, y: 744, width: 390, height: 100))
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 194)
    }

    @Test func aLongChatFollowsNewMessagesOnlyFromTheEnd() {
        // 30 rows: 3,000 high; the end offset is 3,000 − 844 = 2,156.
        let s = list(30, chat: true)
        s.scroll(to: CGPoint(x: 0, y: 2_156))
        // Row 29 (shown, at the bottom) measures 150: the bottom edge stays, the offset grows 50.
        let r = s.cellMeasured(.item(29, section: 0), size: CGSize(width: 390, height: 150))
        #expect(r.adjustment == CGPoint(x: 0, y: 50))
        #expect(s.bounds.minY == 2_206)
        // Two messages arrive while the end shows: the end follows (3,250 − 844 = 2,406).
        s.batchUpdate([.insertItem(.item(30, section: 0)), .insertItem(.item(31, section: 0))], newSections: [SectionData(itemCount: 32)])
        #expect(s.bounds.minY == 2_406)
        // Scrolled up to 1,000, two more arrive: nothing moves.
        s.scroll(to: CGPoint(x: 0, y: 1_000))
        s.batchUpdate([.insertItem(.item(32, section: 0)), .insertItem(.item(33, section: 0))], newSections: [SectionData(itemCount: 34)])
        #expect(s.bounds.minY == 1_000)
        #expect(s.driver.layoutAttributesForItem(at: .item(10, section: 0))?.frame.minY == 1_000)
    }

    /// An inset-only change (the keyboard's 336 at the bottom), then a layout pass as the shell
    /// runs it: the offset the driver gives the scroll view (applied in `prepare`), nil when the
    /// offset stayed.
    func keyboard(_ s: CollectionViewSession, _ bottom: CGFloat) -> CGPoint? {
        let before = s.bounds.origin
        s.driver.adjustedContentInset = ScrollInsets(top: 0, left: 0, bottom: bottom, right: 0)
        s.invalidateLayout(with: LayoutInvalidation())
        s.layoutPass()
        return s.bounds.origin == before ? nil : s.bounds.origin
    }

    @Test func theKeyboardKeepsTheEndOfALongChatAboveIt() {
        // 30 rows: 3,000 high, at its end 2,156. With 336 covered the end is at
        // 3,000 − 844 + 336 = 2,492: row 29 ends at 3,000 − 2,492 = 508 on screen.
        let s = list(30, chat: true)
        s.scroll(to: CGPoint(x: 0, y: 2_156))
        #expect(keyboard(s, 336) == CGPoint(x: 0, y: 2_492))
        #expect(s.driver.layoutAttributesForItem(at: .item(29, section: 0))?.frame.maxY == 3_000)
        // The keyboard hides: back to 2,156.
        #expect(keyboard(s, 0) == CGPoint(x: 0, y: 2_156))
        // Scrolled up, the keyboard moves nothing (UIKit leaves the offset).
        s.scroll(to: CGPoint(x: 0, y: 1_000))
        #expect(keyboard(s, 336) == nil)
        #expect(s.bounds.minY == 1_000)
    }

    @Test func theKeyboardRaisesAShortChatAndAChatItMakesLong() {
        // Five rows in 844 − 336 = 508: 8 of padding, row 4 ends at 508, the offset stays 0.
        let s = list(5, chat: true)
        #expect(keyboard(s, 336) == nil)
        #expect(s.driver.collectionViewContentSize.height == 508)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 8)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame.maxY == 508)
        // Seven rows (700) are short in 844 (144 of padding) and long above the keyboard: the
        // end is at 700 − 844 + 336 = 192, where row 6 ends at 700 − 192 = 508 on screen.
        let m = list(7, chat: true)
        #expect(m.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 144)
        #expect(keyboard(m, 336) == CGPoint(x: 0, y: 192))
        #expect(m.driver.layoutAttributesForItem(at: .item(6, section: 0))?.frame.maxY == 700)
    }

    @Test func withoutChatModeAShortFeedStartsAtTheTop() {
        let s = list(5)
        #expect(s.driver.collectionViewContentSize.height == 500)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 0)
    }
}
