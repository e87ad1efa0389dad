import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// The justified-rows family under the adapters' driver, with no driver code of its own: a
/// long feed of self-sizing photos is laid out a part at a time (`appendBoundary(of:)`) as it
/// scrolls and cells measure themselves, and what it shows is exactly the full layout's.
@Suite struct JustifiedRowsDriverTests {
    /// What item `i`'s cell measures: landscape, portrait, square, wide and tall, in turn (five,
    /// so that rows do not break at every 256th item, where the driver's steps end: the open
    /// row an append lays out again is then seldom empty).
    static func measured(_ i: Int) -> CGSize {
        [
            CGSize(width: 300, height: 200), CGSize(width: 200, height: 300), CGSize(width: 100, height: 100), CGSize(width: 400, height: 225),
            CGSize(width: 90, height: 160),
        ][i % 5]
    }

    @Test func aLongSelfSizingFeedScrollsAsItsFullLayoutAndLaysOutLittlePerCell() throws {
        let counter = LongFeedSelfSizingTests.CellCounter()
        let layout = JustifiedRowsLayout(targetRowHeight: 120, interitemSpacing: 2, lineSpacing: 2, headerHeight: 30, pinHeaders: true)
        // Items with no sizing take their cells' measured ratios; square until measured.
        let sections = [3_000, 0, 1_000].map { SectionData(items: Array(repeating: ItemData(), count: $0)) }
        let session = CollectionViewSession(
            LongFeedSelfSizingTests.Counting(base: layout, counter: counter), size: CGSize(width: 390, height: 844), sections: sections)
        session.displayScale = 3
        var sizes: [IndexPath: CGSize] = [:]
        var worst = 0
        let describe = { (a: LayoutAttributes) in "\(a.representedElementCategory) \(a.indexPath) \(a.frame)" }
        for _ in 0..<5_000 {
            for cell in session.layoutPass() where cell.representedElementCategory == .cell && sizes[cell.indexPath] == nil {
                let size = Self.measured(cell.indexPath.itemIndex)
                sizes[cell.indexPath] = size
                let before = counter.count
                session.cellMeasured(cell.indexPath, size: size)
                worst = max(worst, counter.count - before)
            }
            let data = sections.enumerated().map { s, section in
                SectionData(items: (0..<section.count).map { ItemData(measuredSize: sizes[.item($0, section: s)]) })
            }
            let full = try layout.makeSnapshot(sections: data, environment: session.environment)
            let expected = full.elements(in: session.bounds, at: ScrollState(contentOffset: session.bounds.origin, orthogonalOffsets: [:]))
            let shown = session.driver.layoutAttributesForElements(in: session.bounds)
            #expect(Set(shown.map(describe)) == Set(expected.map(describe)), "at \(session.bounds.origin.y)")
            #expect(shown.count == expected.count)
            let end = session.driver.collectionViewContentSize.height
            if session.bounds.maxY >= end - 0.5 {
                #expect(end == full.contentSize.height)
                break
            }
            session.scroll(to: CGPoint(x: 0, y: min(session.bounds.origin.y + 600, end - session.bounds.height)))
        }
        #expect(sizes.count == 4_000)
        // From the last checkpoint (at most 256 cells back) to a screen past the viewport, in
        // steps of 256 cells: never the 4,000 cells of the feed.
        #expect(worst <= 1_024, "\(worst) cells laid out for one measurement")
    }

    /// A photo's cell reports how wide it is at the height it is shown, in whole pixels: its
    /// ratio comes back a little different at each height. Item 0 measured 300 × 200 (1.5); shown
    /// 100⅓ high (301 pixels at scale 3), its cell reports 1.5 · 100⅓ = 150.5 rounded up to the
    /// pixel, 150⅔: within a pixel of what 1.5 gives, so no news (a row changing height by a
    /// pixel would else measure its cells again, and they the row). A photo of ratio 1.52
    /// reports 152.5 → 152⅔, 2⅙ off: news.
    @Test func aPhotoMeasuringItsRatioAgainAtAnotherHeightIsNoNews() throws {
        let layout = JustifiedRowsLayout(targetRowHeight: 120, interitemSpacing: 2, lineSpacing: 2)
        let session = CollectionViewSession(layout, size: CGSize(width: 390, height: 844), sections: [SectionData(items: Array(repeating: ItemData(), count: 20))])
        session.displayScale = 3
        session.layoutPass()
        session.cellMeasured(.item(0, section: 0), size: CGSize(width: 300, height: 200))
        var original = try #require(session.driver.layoutAttributesForItem(at: .item(0, section: 0)))
        original.frame.size = CGSize(width: 140, height: 301.0 / 3)
        #expect(!session.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: 452.0 / 3, height: 301.0 / 3), withOriginalAttributes: original))
        #expect(session.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: 458.0 / 3, height: 301.0 / 3), withOriginalAttributes: original))
    }

    /// A measurement's own rounding carries over to a taller row. Item 0 measured 46 × 128⅔ at
    /// scale 3: its true width lay within half a pixel of 46 (45⅚–46⅙), so its ratio gives
    /// 96.65–97.36 at 271⅓ high, a cell reporting 96⅔ or 97⅓ there. 96⅔ is no news, though a
    /// pixel from 97.0, what 46 / 128⅔ gives exactly (quick justified seed 46: the row above
    /// the screen measured again and moved the rows shown by a pixel); 95⅔ is news.
    @Test func aRoundedMeasurementShownTallerIsNoNewsWithinItsOwnRounding() throws {
        let layout = JustifiedRowsLayout(targetRowHeight: 120, interitemSpacing: 2, lineSpacing: 2)
        let session = CollectionViewSession(layout, size: CGSize(width: 390, height: 844), sections: [SectionData(items: Array(repeating: ItemData(), count: 20))])
        session.displayScale = 3
        session.layoutPass()
        session.cellMeasured(.item(0, section: 0), size: CGSize(width: 46, height: 386.0 / 3))
        var original = try #require(session.driver.layoutAttributesForItem(at: .item(0, section: 0)))
        original.frame.size = CGSize(width: 97, height: 814.0 / 3)
        #expect(!session.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: 290.0 / 3, height: 814.0 / 3), withOriginalAttributes: original))
        #expect(session.driver.shouldInvalidateLayout(forPreferredSize: CGSize(width: 287.0 / 3, height: 814.0 / 3), withOriginalAttributes: original))
    }
}
