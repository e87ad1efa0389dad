import Foundation
import Testing
import Tessera
@testable import TesseraAdapterDriver

/// Issue 48, point 6: a layout pass's measurements that come after every cell the user saw are
/// recorded at once, with no adjustment, and laid out together when the layout is next read
/// (CollectionLayoutDriver+DeferredMeasurements.swift). What the pass leaves must be what a
/// full layout of the measured data gives; a measurement that cannot wait lays out the waiting
/// ones first.
@Suite struct DeferredMeasurementTests {
    /// What item `i` measures: its 100-point estimate half wrong either way, and between.
    static func height(_ i: Int) -> CGFloat { [150, 50, 120, 80][i % 4] }

    /// The data of `s` with every size the driver recorded.
    static func measuredData(_ s: CollectionViewSession) -> [SectionData] {
        s.sections.enumerated().map { section, data in
            SectionData(
                items: (0..<data.count).map { i in
                    var item = data[i]
                    if let size = s.driver.measuredSizes[.item(i, section: section)] { item.measuredSize = size }
                    return item
                })
        }
    }

    /// Measures, in one layout pass (no `prepare` between), every cell shown in `s` from item
    /// `from` on, `size(item, frame)` each: each must wait (adjustment 0, the offset unmoved, one
    /// more waiting). Returns how many measured.
    static func measureShownCellsWaiting(_ s: CollectionViewSession, from: Int, size: (Int, CGRect) -> CGSize) -> Int {
        let offset = s.bounds.origin
        let fresh = s.driver.layoutAttributesForElements(in: s.bounds)
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(s.bounds) && $0.indexPath.itemIndex >= from }
            .sorted { $0.indexPath < $1.indexPath }
        for (k, a) in fresh.enumerated() {
            let context = s.measure(a, size: size(a.indexPath.itemIndex, a.frame))
            #expect(context?.contentOffsetAdjustment == .zero)
            #expect(s.driver.deferred.sizes.count == k + 1, "item \(a.indexPath.itemIndex) did not wait")
        }
        #expect(s.bounds.origin == offset)
        return fresh.count
    }

    /// Every cell of `laid` has the frame `full` gives it (to rounding: the offsets of a group
    /// update are sums in another order than a full layout's).
    static func expectSameCells(_ laid: LayoutSnapshot, _ full: LayoutSnapshot) {
        #expect(laid.numberOfCells > 0)
        for s in 0..<laid.numberOfSections {
            for i in 0..<laid.numberOfItems(inSection: s) {
                let p = IndexPath.item(i, section: s)
                guard let a = laid.layoutAttributesForItem(at: p)?.frame, let b = full.layoutAttributesForItem(at: p)?.frame else {
                    Issue.record("item \(i) missing")
                    return
                }
                let d = max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
                #expect(d < 1e-6, "item \(i): \(a) laid out, \(b) in a full layout")
            }
        }
    }

    /// A compositional grid of three a row (cells a third of 390 wide, estimated 100 high) in a
    /// 390 × 600 view: at 0 the user sees rows 0–5 (items 0–17); scrolled to 400, rows 6–9 (items
    /// 18–29, from 600 down) come in after every cell seen and measure in one pass: each waits,
    /// and the pass lays them out once, as a full layout of the measured data does.
    @Test func aGridsNewRowsAfterEveryCellSeenAreLaidOutOnce() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(100)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [.item(item)])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let s = CollectionViewSession(layout, size: CGSize(width: 390, height: 600), sections: [SectionData(itemCount: 90)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 400))
        #expect(Self.measureShownCellsWaiting(s, from: 18) { CGSize(width: $1.width, height: Self.height($0)) } == 12)
        s.layoutPass()
        #expect(s.driver.deferred.isEmpty)
        #expect(s.bounds.minY == 400)
        let laid = try #require(s.driver.snapshot)
        Self.expectSameCells(laid, try layout.makeSnapshot(sections: Self.measuredData(s), environment: laid.environment))
        // Row 6 (items 18–20: 120, 80, 150) is 150 high, row 7 (50, 120, 80) 120.
        #expect(laid.layoutAttributesForItem(at: .item(21, section: 0))?.frame.minY == 750)
        #expect(laid.layoutAttributesForItem(at: .item(24, section: 0))?.frame.minY == 870)
    }

    /// A flow (cells estimated 120 × 100, spacing 10: three a line, lines 110 apart) in a 390 ×
    /// 300 view, laid out a part at a time once item 0 measured. At 0 the user sees lines 0–2
    /// (items 0–8); scrolled to 330, lines 4 and 5 (items 12–17, from 440 down) measure other
    /// widths and heights in one pass: each waits (the line before each, from line 3 at 330 on,
    /// holds no cell seen and starts in the viewport), and the pass lays them out once, as a full
    /// layout with the lines kept does.
    @Test func aFlowsNewLinesAfterEveryCellSeenAreLaidOutOnce() throws {
        let (s, kept) = try Self.flowMeasured(items: 60, stops: [330], from: 12)
        #expect(s.bounds.minY == 330)
        let laid = try #require(s.driver.snapshot)
        Self.expectSameCells(laid, try kept.makeSnapshot(sections: Self.measuredData(s), environment: laid.environment))
        // Line 3 stays at 330. Line 4: items 12 (250 wide, 150 high) and 13 (60, 50, centred);
        // line 5 at 600: items 14 (120 wide, 120 high) and 15 (250, 80, centred).
        #expect(laid.layoutAttributesForItem(at: .item(11, section: 0))?.frame.minY == 330)
        #expect(laid.layoutAttributesForItem(at: .item(12, section: 0))?.frame.minY == 440)
        #expect(laid.layoutAttributesForItem(at: .item(13, section: 0))?.frame.minY == 490)
        #expect(laid.layoutAttributesForItem(at: .item(14, section: 0))?.frame.minY == 600)
        #expect(laid.layoutAttributesForItem(at: .item(15, section: 0))?.frame.minY == 620)
    }

    /// The flow above with 600 items, the part laid out in chunks of 256 cells: at 8,900 the
    /// user sees lines 81–83 (items 243–251); scrolled to 9,100, line 85 (items 255–257, from
    /// 9,350 down) comes in and measures in one pass. The waiting sizes straddle the chunk's
    /// checkpoint at cell 256: laid out again from the one before the earliest (cell 0), the part
    /// is a full layout's; from the one before the last (256), item 255 would keep its
    /// estimate's frame.
    @Test func aFlowsWaitingSizesAcrossACheckpointAreLaidOutFromTheEarliest() throws {
        let (s, kept) = try Self.flowMeasured(items: 600, stops: [8_900, 9_100], from: 255)
        #expect(s.bounds.minY == 9_100)
        let laid = try #require(s.driver.snapshot)
        #expect(laid.numberOfItems(inSection: 0) > 258)
        Self.expectSameCells(laid, try kept.makeSnapshot(sections: Self.measuredData(s), environment: laid.environment))
    }

    /// The flow of the tests above with `items` items, item 0 measured 90 high (the part laid
    /// out a part at a time begins), scrolled to each of `stops`, then every cell shown from
    /// item `from` on measured in one pass (widths 250, 60, 120 in turn, `height`) and a layout
    /// pass; and the flow with the driver's kept line starts.
    static func flowMeasured(items: Int, stops: [CGFloat], from: Int) throws -> (CollectionViewSession, CollectionViewFlowLayout) {
        let flow = CollectionViewFlowLayout(
            itemSize: CGSize(width: 120, height: 100), estimatedItemSize: .automatic, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let s = CollectionViewSession(flow, size: CGSize(width: 390, height: 300), sections: [SectionData(itemCount: items)])
        s.layoutPass()
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 120, height: 90))
        for y in stops { s.scroll(to: CGPoint(x: 0, y: y)) }
        let measured = measureShownCellsWaiting(s, from: from) { i, _ in CGSize(width: [250, 60, 120][i % 3], height: height(i)) }
        #expect(measured == (items == 60 ? 6 : 3))
        s.layoutPass()
        #expect(s.driver.deferred.isEmpty)
        var kept = flow
        kept.keptLineStarts = s.driver.keptLineStarts
        return (s, kept)
    }

    /// A compositional list (rows estimated 100) in a 390 × 600 view: at 0 the user sees rows
    /// 0–5; a fling to 2050 shows rows 20 (cut by the top) to 26. Rows 22–26 measure 80: they
    /// wait, adjustment 0. Row 20 measures 150: it starts above the viewport, so it cannot wait;
    /// the waiting rows are laid out first, and the offset follows row 21, the first cell shown
    /// that has not measured: +50, to 2100. Row 21 stays 50 down the screen, at 2150; row 22 at
    /// 2250, rows 23–26 80 apart after it.
    @Test func aMeasurementThatCannotWaitLaysOutTheWaitingOnesFirst() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [.item(item)])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let s = CollectionViewSession(layout, size: CGSize(width: 390, height: 600), sections: [SectionData(itemCount: 60)])
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 2_050))
        // The cells as UIKit displays them, read before the pass measures (a query lays out
        // what waits).
        let shown = s.driver.layoutAttributesForElements(in: s.bounds).filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
        #expect(shown.map(\.indexPath.itemIndex) == Array(20...26))
        for a in shown[2...] {
            #expect(s.measure(a, size: CGSize(width: 390, height: 80))?.contentOffsetAdjustment == .zero)
        }
        #expect(s.driver.deferred.sizes.count == 5)
        let row20 = shown[0]
        let context = s.measure(row20, size: CGSize(width: 390, height: 150))
        #expect(s.driver.deferred.isEmpty)
        #expect(context?.contentOffsetAdjustment == CGPoint(x: 0, y: 50))
        s.layoutPass()
        #expect(s.bounds.minY == 2_100)
        let laid = try #require(s.driver.snapshot)
        #expect(laid.layoutAttributesForItem(at: .item(21, section: 0))?.frame.minY == 2_150)
        #expect(laid.layoutAttributesForItem(at: .item(22, section: 0))?.frame.minY == 2_250)
        #expect(laid.layoutAttributesForItem(at: .item(26, section: 0))?.frame.minY == 2_570)
        Self.expectSameCells(laid, try layout.makeSnapshot(sections: Self.measuredData(s), environment: laid.environment))
    }
}
