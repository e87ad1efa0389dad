import Foundation
import Synchronization
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 21, point 5: self-sizing cells while a long waterfall or mosaic feed scrolls. Every
/// measured cell moves the items after it; laying all of them out again per cell made a scroll
/// through n items cost O(n²). The driver lays such a feed out a part at a time, so a
/// measurement costs the cells from a checkpoint to a screen past the viewport, and what it
/// shows is still exactly the full layout's.
@Suite struct LongFeedSelfSizingTests {
    /// Counts every cell a layout is asked to lay out, whole or appended.
    final class CellCounter: Sendable {
        private let total = Mutex(0)
        func add(_ n: Int) { total.withLock { $0 += n } }
        var count: Int { total.withLock { $0 } }
    }

    /// `base`, counting the cells it lays out.
    struct Counting<Base: IncrementalCollectionLayout>: IncrementalCollectionLayout {
        let base: Base
        let counter: CellCounter

        func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
            counter.add(sections.reduce(0) { $0 + $1.count })
            return try base.makeSnapshot(sections: sections, environment: environment)
        }

        func snapshot(_ snapshot: LayoutSnapshot, appendingItems items: SectionData, newSections: [SectionData]) throws -> LayoutSnapshot {
            counter.add(newSections.reduce(items.count) { $0 + $1.count })
            return try base.snapshot(snapshot, appendingItems: items, newSections: newSections)
        }

        func appendBoundary(of snapshot: LayoutSnapshot) -> CGFloat { base.appendBoundary(of: snapshot) }
    }

    /// What item `i` measures: its 100-point estimate 50 % wrong either way, and between.
    static func measuredHeight(_ i: Int) -> CGFloat { [150, 50, 120, 80][i % 4] }

    /// Scrolls `session` from the top to the end of its content, three quarters of a screen at a
    /// time; at each stop every visible cell not measured yet measures itself
    /// (`measuredHeight`). After each stop the displayed elements must be the ones `full` (the
    /// layout laid out whole, with the same measurements) has there. Returns the most cells laid
    /// out for one measurement (with the queries for its section's header that follow) and the
    /// number of measurements.
    static func scrollThrough(
        _ session: CollectionViewSession, counter: CellCounter,
        full: ([SectionData]) throws -> LayoutSnapshot
    ) throws -> (worst: Int, measured: Int) {
        var heights = session.sections.map { [CGFloat?](repeating: nil, count: $0.count) }
        var worst = 0, measured = 0, stops = 0
        session.layoutPass()
        while true {
            stops += 1
            #expect(stops < 5_000, "the scroll never reached the end")
            if stops >= 5_000 { break }
            let visible = session.layoutPass().filter { $0.representedElementCategory == .cell }
            for cell in visible where heights[cell.indexPath.sectionIndex][cell.indexPath.itemIndex] == nil {
                let (s, i) = (cell.indexPath.sectionIndex, cell.indexPath.itemIndex)
                let h = measuredHeight(i)
                heights[s][i] = h
                let before = counter.count
                session.cellMeasured(cell.indexPath, size: CGSize(width: cell.frame.width, height: h))
                // UIKit asks again for the visible headers (pinned ones move with the offset).
                _ = session.driver.layoutAttributesForSupplementaryView(ofKind: "header", at: .item(0, section: s))
                worst = max(worst, counter.count - before)
                measured += 1
            }
            // What a full layout with the same measurements shows here (and, under a waterfall,
            // with the columns recorded for the items shown: issue 38's stable columns).
            let recorded = session.driver.recordedColumns
            let data = zip(session.sections.indices, zip(session.sections, heights)).map { s, sectionAndHeights in
                let (section, h) = sectionAndHeights
                return SectionData(
                    items: (0..<section.count).map { i -> ItemData in
                        var item = section[i]
                        if let m = h[i] { item.measuredSize = CGSize(width: 0, height: m) }
                        item.column = recorded[.item(i, section: s)]
                        return item
                    })
            }
            let expected = try full(data).elements(in: session.bounds, at: ScrollState(contentOffset: session.bounds.origin, orthogonalOffsets: [:]))
            let shown = session.driver.layoutAttributesForElements(in: session.bounds)
            let describe = { (a: LayoutAttributes) in "\(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath) \(a.frame)" }
            #expect(Set(shown.map(describe)) == Set(expected.map(describe)), "at \(session.bounds.origin.y)")
            #expect(shown.count == expected.count)
            let end = session.driver.collectionViewContentSize.height
            if session.bounds.maxY >= end - 0.5 {
                // At the end everything is laid out: the content size is the full layout's.
                #expect(end == (try full(data)).contentSize.height)
                break
            }
            session.scroll(to: CGPoint(x: 0, y: min(session.bounds.origin.y + 600, end - session.bounds.height)))
        }
        return (worst, measured)
    }

    @Test func aLongWaterfallSelfSizingWhileItScrollsLaysOutAScreenOrTwoPerCell() throws {
        let counter = CellCounter()
        let waterfall = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, headerHeight: 40, footerHeight: 30, pinHeaders: true)
        let session = CollectionViewSession(
            Counting(base: waterfall, counter: counter), size: CGSize(width: 400, height: 800),
            sections: [estimatedHeights(6_000, 100), estimatedHeights(4_000, 100)])
        let environment = session.environment
        let (worst, measured) = try Self.scrollThrough(session, counter: counter) {
            try waterfall.makeSnapshot(sections: $0, environment: environment)
        }
        #expect(measured == 10_000)
        // A measurement lays out again from the last checkpoint before its cell (at most 256
        // cells back) to a screen past the viewport (about 32 cells of 100 points in two
        // columns), in steps of 256 cells: a few steps, never the 10,000 cells of the feed.
        #expect(worst <= 1_024, "\(worst) cells laid out for one measurement")
    }

    @Test func aLongMosaicSelfSizingWhileItScrollsKeepsItsTilesAndLaysOutLittle() throws {
        // A mosaic's tiles come from its pattern (measurements change no frame); its groups fill
        // a lower row before a higher one (a tall tile after the squares beside it), which the
        // laid-out part's boundary must allow for.
        let counter = CellCounter()
        let mosaic = MosaicLayout.explore(spacing: 2)
        let session = CollectionViewSession(
            Counting(base: mosaic, counter: counter), size: CGSize(width: 390, height: 844),
            sections: [SectionData(itemCount: 3_000), SectionData(itemCount: 0), SectionData(itemCount: 2_000)])
        let environment = session.environment
        let (worst, measured) = try Self.scrollThrough(session, counter: counter) {
            try mosaic.makeSnapshot(sections: $0, environment: environment)
        }
        #expect(measured == 5_000)
        #expect(worst <= 1_024, "\(worst) cells laid out for one measurement")
    }

    @Test func rotatingAPartlyLaidOutFeedKeepsTheTopItemAndLaysOutLittle() {
        // One column of 3,000 items estimated 100 high; the first 40 measure 50.
        let counter = CellCounter()
        let waterfall = WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0)
        let s = CollectionViewSession(
            Counting(base: waterfall, counter: counter), size: CGSize(width: 400, height: 300),
            sections: [estimatedHeights(3_000, 100)])
        s.layoutPass()
        for i in 0..<40 { s.cellMeasured(.item(i, section: 0), size: CGSize(width: 400, height: 50)) }
        // Item 50 starts at 40 × 50 + 10 × 100 = 3,000: scrolled 10 points past its top.
        s.scroll(to: CGPoint(x: 0, y: 3_010))
        #expect(s.driver.layoutAttributesForItem(at: .item(50, section: 0))?.frame.minY == 3_000)
        let before = counter.count
        s.resize(to: CGSize(width: 600, height: 400))
        // Heights do not depend on the width here: item 50 is where it was, 10 points above the top.
        #expect(s.bounds.origin == CGPoint(x: 0, y: 3_010))
        #expect(s.driver.layoutAttributesForItem(at: .item(50, section: 0))?.frame == CGRect(x: 0, y: 3_000, width: 600, height: 100))
        // Laid out again as far as the viewport needs, not all 3,000.
        #expect(counter.count - before <= 512, "\(counter.count - before) cells laid out for the rotation")
        // Asking for the last item lays out the rest: exact frames and content size.
        #expect(s.driver.layoutAttributesForItem(at: .item(2_999, section: 0))?.frame == CGRect(x: 0, y: 2_000 + 2_959 * 100, width: 600, height: 100))
        #expect(s.driver.collectionViewContentSize == CGSize(width: 600, height: 2_000 + 2_960 * 100))
    }

    @Test func appendingToAPartlyLaidOutFeedWaitsForTheNewItemsToBeReached() throws {
        // One column of 2,000 items estimated 100 high; items 0 and 1 measure 50.
        let counter = CellCounter()
        let waterfall = WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0)
        let s = CollectionViewSession(
            Counting(base: waterfall, counter: counter), size: CGSize(width: 400, height: 300),
            sections: [estimatedHeights(2_000, 100)])
        s.layoutPass()
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 400, height: 50))
        s.cellMeasured(.item(1, section: 0), size: CGSize(width: 400, height: 50))
        // A page of 1,000 more: an append, and nothing of it is laid out yet.
        let before = counter.count
        s.dataChanged([estimatedHeights(3_000, 100)])
        #expect(s.lastOutcome == .appended)
        #expect(counter.count == before)
        // The content size estimates the rest at the laid-out part's average; reaching the end
        // lays everything out: 2 × 50 + 2,998 × 100.
        #expect(s.driver.collectionViewContentSize.height > 100_000)
        #expect(s.driver.layoutAttributesForItem(at: .item(2_999, section: 0))?.frame == CGRect(x: 0, y: 100 + 2_997 * 100, width: 400, height: 100))
        #expect(s.driver.collectionViewContentSize.height == CGFloat(100 + 2_998 * 100))
        // Deleting an item: index paths may name other items, so the measurements go and the
        // feed is laid out whole again, every item at its estimate.
        s.dataChanged([estimatedHeights(2_999, 100)])
        #expect(s.lastOutcome == .fullLayout)
        #expect(s.driver.measuredSizes.isEmpty)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 0))?.frame == CGRect(x: 0, y: 100, width: 400, height: 100))
        #expect(s.driver.collectionViewContentSize.height == CGFloat(2_999 * 100))
    }
}
