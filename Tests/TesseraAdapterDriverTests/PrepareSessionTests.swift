import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// `prepare()` with each kind of invalidation context, replayed as UIKit calls it.
/// Layout used: a 2-column waterfall without spacing in a 400-point-wide view, so column width
/// is 200 and items of height h fill rows: item i at x = 200·(i mod 2), y = h·(i div 2).
@Suite struct PrepareSessionTests {
    let grid = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0)

    @Test func firstLayoutReadsTheDataSourceAndAnswersTheVisibleRect() {
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [fixedHeights(10, 100)])
        let visible = s.layoutPass()
        #expect(s.lastOutcome == .fullLayout)
        #expect(s.driver.collectionViewContentSize == CGSize(width: 400, height: 500))
        // Rows at y 0, 100, 200 overlap [0, 300); the row at 300 only touches it.
        #expect(cellFrames(visible).count == 6)
        #expect(cellFrames(visible)[.item(5, section: 0)] == CGRect(x: 200, y: 200, width: 200, height: 100))
        // Nothing invalidated: the next pass does not prepare (UIKit prepares only after an
        // invalidation), and a `prepare` without one neither reads the data source nor lays out.
        s.layoutPass()
        #expect(s.prepares == 1)
        s.layoutCalls.prepare()
        #expect(s.lastOutcome == .unchanged)
        #expect(s.dataSourceReads == 1)
    }

    @Test func appendingAtTheEndUsesTheIncrementalAppend() {
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [fixedHeights(10, 100)])
        s.layoutPass()
        s.dataChanged([fixedHeights(14, 100)])
        #expect(s.lastOutcome == .appended)
        #expect(s.driver.layoutAttributesForItem(at: .item(13, section: 0))?.frame == CGRect(x: 200, y: 600, width: 200, height: 100))
        #expect(s.driver.collectionViewContentSize.height == 700)
        // A new section after the last one also appends.
        s.dataChanged([fixedHeights(14, 100), fixedHeights(2, 50)])
        #expect(s.lastOutcome == .appended)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 1))?.frame == CGRect(x: 200, y: 700, width: 200, height: 50))
        // A removal is not an append: everything is laid out again, with the same rules.
        s.dataChanged([fixedHeights(3, 100)])
        #expect(s.lastOutcome == .fullLayout)
        #expect(s.driver.collectionViewContentSize.height == 200)
        // A changed item before the end is not an append either.
        s.dataChanged([SectionData(items: [.height(10), .height(100), .height(100), .height(100)])])
        #expect(s.lastOutcome == .fullLayout)
    }

    @Test func countOnlySectionsAppendToo() {
        let mosaic = MosaicLayout.explore(spacing: 0)
        let s = CollectionViewSession(mosaic, size: CGSize(width: 300, height: 600), sections: [SectionData(itemCount: 10)])
        s.layoutPass()
        let full = try! mosaic.makeSnapshot(sections: [SectionData(itemCount: 25)], environment: s.environment)
        s.dataChanged([SectionData(itemCount: 25)])
        #expect(s.lastOutcome == .appended)
        // The append equals a full layout of the 25 items.
        for i in 0..<25 {
            #expect(s.driver.layoutAttributesForItem(at: .item(i, section: 0))?.frame == full.layoutAttributesForItem(at: .item(i, section: 0))?.frame)
        }
    }

    @Test func scrollingWithoutPinnedElementsDoesNotInvalidate() {
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [fixedHeights(10, 100)])
        s.layoutPass()
        #expect(!s.driver.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 250, width: 400, height: 300)))
        let visible = s.scroll(to: CGPoint(x: 0, y: 250))
        #expect(s.prepares == 1)
        // Rows at 200, 300, 400, 500 overlap [250, 550).
        #expect(Set(cellFrames(visible).keys) == Set((4..<10).map { IndexPath.item($0, section: 0) }))
    }

    @Test func scrollingWithUnpinnedHeadersDoesNotInvalidate() {
        // Headers 44 high, not pinned: they move with the content like the cells.
        let layout = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, headerHeight: 44, pinHeaders: false)
        let s = CollectionViewSession(layout, size: CGSize(width: 400, height: 300), sections: [fixedHeights(10, 100), fixedHeights(4, 100)])
        s.layoutPass()
        #expect(!s.driver.dependsOnScrolling)
        #expect(!s.driver.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 250, width: 400, height: 300)))
        // A size change still does.
        #expect(s.driver.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 300)))
    }

    @Test func scrollingRefreshesAPinnedHeaderWithoutANewSnapshot() {
        // Header 44 high pinned; items start at y 44. The section ends at 44 + 500 = 544.
        let layout = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, headerHeight: 44, pinHeaders: true)
        let s = CollectionViewSession(layout, size: CGSize(width: 400, height: 300), sections: [fixedHeights(10, 100)])
        s.layoutPass()
        let newBounds = CGRect(x: 0, y: 250, width: 400, height: 300)
        #expect(s.driver.shouldInvalidateLayout(forBoundsChange: newBounds))
        let context = s.driver.invalidationContext(forBoundsChange: newBounds)
        #expect(context.newBoundsSize == nil && context.newContentOffset == CGPoint(x: 0, y: 250))
        let visible = s.scroll(to: CGPoint(x: 0, y: 250))
        #expect(s.lastOutcome == .scrolled)
        #expect(s.dataSourceReads == 1)
        let header = visible.first { $0.representedElementKind == ElementKind.header }
        #expect(header?.frame == CGRect(x: 0, y: 250, width: 400, height: 44))
        #expect(s.driver.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: .item(0, section: 0))?.frame.minY == 250)
        // Near the end of the section the header is pushed up: its bottom stays at 544.
        s.scroll(to: CGPoint(x: 0, y: 520))
        #expect(s.driver.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: .item(0, section: 0))?.frame.minY == 500)
        // A short index path is no supplementary (never a trap).
        #expect(s.driver.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(index: 0)) == nil)
    }

    @Test func rotationKeepsTheFirstItemFullyShownInPlace() {
        // Items of aspect ratio 2: 100 high in 200-wide columns, 150 high in 300-wide columns.
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [SectionData(aspectRatios: Array(repeating: 2, count: 20))])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 210))
        // Item 4 (row 2, y 200) is cut 10 points above the top; the first item fully shown is
        // item 6 (row 3, y 300), 90 points down: what the reader reads (issue 48, point 4).
        s.resize(to: CGSize(width: 600, height: 400))
        #expect(s.prepares == 2)  // the first layout and the resize's: moving the offset laid out nothing
        #expect(s.driver.layoutAttributesForItem(at: .item(6, section: 0))?.frame == CGRect(x: 0, y: 450, width: 300, height: 150))
        #expect(s.bounds.origin == CGPoint(x: 0, y: 360))  // 450 − 90
        // Back: item 6 again 90 points down (at 600 × 400 it was the first fully shown too).
        s.resize(to: CGSize(width: 400, height: 300))
        #expect(s.bounds.origin == CGPoint(x: 0, y: 210))
    }

    @Test func rotationNearTheEndStaysInsideTheContent() {
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [SectionData(aspectRatios: Array(repeating: 2, count: 8))])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 100))  // content 400 high: the end
        // At 600×800 the content (4 rows × 150 = 600) is shorter than the view: offset 0.
        s.resize(to: CGSize(width: 600, height: 800))
        #expect(s.bounds.origin == .zero)
    }

    @Test func rightToLeftIsLaidOutByTesseraNotFlippedByUIKit() {
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [fixedHeights(4, 100)])
        s.layoutDirection = .rightToLeft
        s.layoutPass()
        #expect(!s.driver.flipsHorizontallyInOppositeLayoutDirection)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 0))?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func aFailingLayoutAfterTheDataChangedNamesOnlyItemsThatExistAndSaysWhy() {
        let s = CollectionViewSession(grid, size: CGSize(width: 400, height: 300), sections: [fixedHeights(4, 100)])
        s.layoutPass()
        // Four items become one the layout refuses: the old snapshot's items 1…3 no longer
        // exist, so UIKit must not be given them; item 0 exists and gets (empty) attributes.
        s.dataChanged([SectionData(items: [.height(.nan)])])
        #expect(s.lastOutcome == .failed)
        #expect(s.driver.lastError != nil)
        #expect(s.driver.collectionViewContentSize == .zero)
        #expect(s.driver.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 300)).isEmpty)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == .zero)
        #expect(s.driver.layoutAttributesForItem(at: .item(1, section: 0)) == nil)
        #expect(s.driver.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
        // Good data lays out again: two items side by side, one row 100 high.
        s.dataChanged([fixedHeights(2, 100)])
        #expect(s.lastOutcome == .fullLayout && s.driver.lastError == nil)
        #expect(s.driver.collectionViewContentSize == CGSize(width: 400, height: 100))
    }
}

/// The SwiftUI container's plan: a collection layout over a container's children.
@Suite struct ContainerLayoutPlanTests {
    @Test func aWaterfallOverSixChildren() throws {
        let plan = try ContainerLayoutPlan(
            layout: WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0),
            items: fixedHeights(6, 100), proposedWidth: 400, proposedHeight: nil)
        #expect(plan.size == CGSize(width: 400, height: 300))
        #expect(plan.frames[5] == CGRect(x: 200, y: 200, width: 200, height: 100))
    }

    @Test func anUnspecifiedOrInfiniteWidthLaysOutAtTheIdealWidth() throws {
        let layout = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0)
        for width in [nil, CGFloat.infinity, CGFloat.nan] {
            let plan = try ContainerLayoutPlan(layout: layout, items: fixedHeights(2, 50), proposedWidth: width, proposedHeight: nil, idealWidth: 300)
            #expect(plan.size == CGSize(width: 300, height: 50))
            #expect(plan.frames[1] == CGRect(x: 150, y: 0, width: 150, height: 50))
        }
    }

    @Test func aHorizontalCarouselIsAsWideAsItsContent() throws {
        // 400×300: items 280 wide, 264 apart, insets 60: 60 + 264·2 + 280 + 60 = 928.
        let plan = try ContainerLayoutPlan(layout: CarouselLayout(), items: SectionData(itemCount: 3), proposedWidth: 400, proposedHeight: 300)
        #expect(plan.size == CGSize(width: 928, height: 300))
        #expect(plan.frames[2].minX == 588)
    }
}
