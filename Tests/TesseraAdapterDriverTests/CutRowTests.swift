import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// Issue 48, point 1, worked by hand: a row cut by the viewport's leading edge (a grid's row, a
/// flow's line) shows its cells never measured at a frame reaching the row's end, so that they
/// measure in the layout pass that brings the row in, before the user sees it: their growth
/// then moves nothing the user saw (CollectionLayoutDriver+CutRows.swift).
@Suite struct CutRowTests {
    func frames(_ s: CollectionViewSession) -> [IndexPath: CGRect] {
        cellFrames(s.driver.layoutAttributesForElements(in: s.bounds))
    }

    func screenY(_ s: CollectionViewSession, _ item: Int) -> CGFloat? {
        s.driver.layoutAttributesForItem(at: .item(item, section: 0)).map { $0.frame.minY - s.bounds.minY }
    }

    /// The grid of three a row of `MeasurementAnchorTests.grid()` (390 wide, 300 high, items
    /// estimated 100; item 3 measured 250: row 1 [100, 350], row 2 from 350, rows 100 apart).
    /// At 360 the user reads rows 2–5 (items 6–17; item 9, row 3, whole at 90). A drag up to 260
    /// brings row 1 in by item 3's last 90 points; items 4 and 5 ([100, 200], never measured)
    /// end before the viewport, so they are answered reaching row 1's end: (130, 100, 130, 250)
    /// and (260, 100, 130, 250). They measure in that frame: item 4 400, item 5 100 (its
    /// estimate). Row 1 is [100, 500]; no cell of it was seen, so the first cell seen whole
    /// (item 9) stays at 190 on the screen: the offset goes to 260 + 150 = 410, item 3 to −310.
    /// A drag on to 110 then shows the whole row and measures nothing: the offset is the
    /// user's. Without the frames reaching the row's end, items 4 and 5 showed only at 110 and
    /// grew row 1 under the sliver of item 3 the user saw (MeasurementAnchorTests).
    @Test func aRowCutByTheLeadingEdgeShowsItsCellsNeverMeasured() throws {
        let s = MeasurementAnchorTests.grid()
        s.scroll(to: CGPoint(x: 0, y: 360))
        #expect(screenY(s, 9) == 90)
        #expect(frames(s)[.item(3, section: 0)] == nil)
        s.scroll(to: CGPoint(x: 0, y: 260))
        let shown = frames(s)
        #expect(shown[.item(3, section: 0)] == CGRect(x: 0, y: 100, width: 130, height: 250))
        #expect(shown[.item(4, section: 0)] == CGRect(x: 130, y: 100, width: 130, height: 250))
        #expect(shown[.item(5, section: 0)] == CGRect(x: 260, y: 100, width: 130, height: 250))
        MeasurementAnchorTests.frame(s) { $0 == 4 ? 400 : 100 }
        #expect(s.bounds.minY == 410)
        #expect(screenY(s, 9) == 190)
        #expect(screenY(s, 3) == -310)
        #expect(s.driver.measuredSizes[.item(5, section: 0)] == CGSize(width: 130, height: 100))
        // Measured: item 5 is at its own frame again, above the viewport.
        #expect(frames(s)[.item(5, section: 0)] == nil)
        s.scroll(to: CGPoint(x: 0, y: 110))
        MeasurementAnchorTests.frame(s) { $0 == 4 ? 400 : 100 }
        #expect(s.bounds.minY == 110)
        #expect(screenY(s, 9) == 490)
    }

    /// A flow 390 wide, 300 high, cells estimated 120 × 100, spacing 10 (`KeptLinesTests`:
    /// three to a line, x 0, 135, 270; lines 110 apart). Item 7 measures 120 × 300: line 2
    /// ([6, 7, 8]) is [220, 520], items 6 and 8 centred in it at [320, 420]; line 3 at 530.
    /// At 540 the user reads lines 3–5 (items 9–17; item 12, line 4, whole at 100). A drag up
    /// to 450 brings line 2 in by item 7's last 70 points; items 6 and 8 end before the
    /// viewport and are answered reaching the line's end: (0, 320, 120, 200) and (270, 320,
    /// 120, 200). Item 8 measures 250 wide in that frame: it no longer fits the line and goes on
    /// one of its own (centred, x 70) at [530, 630], before line 3 (kept: the user saw it start
    /// at item 9), now at 640. No cell of line 2 was seen: item 12, the first seen whole,
    /// stays at 190 on the screen (750 − 560), the offset goes to 560, and item 9 keeps its 80.
    @Test func aCutLineShowsItsThinCellsNeverMeasured() throws {
        let s = KeptLinesTests().session()
        s.cellMeasured(.item(7, section: 0), size: CGSize(width: 120, height: 300))
        s.scroll(to: CGPoint(x: 0, y: 540))
        #expect(screenY(s, 12) == 100)
        s.scroll(to: CGPoint(x: 0, y: 450))
        let shown = frames(s)
        #expect(shown[.item(6, section: 0)] == CGRect(x: 0, y: 320, width: 120, height: 200))
        #expect(shown[.item(8, section: 0)] == CGRect(x: 270, y: 320, width: 120, height: 200))
        Self.frame(s) { $0 == 8 ? CGSize(width: 250, height: 100) : CGSize(width: 120, height: 100) }
        #expect(s.bounds.minY == 560)
        #expect(screenY(s, 12) == 190)
        #expect(screenY(s, 9) == 80)
        #expect(s.driver.layoutAttributesForItem(at: .item(8, section: 0))?.frame == CGRect(x: 70, y: 530, width: 250, height: 100))
    }

    /// A size the driver holds only as an estimate counts as never measured: a reloaded
    /// item's (its old content's), and one measured at another width. The grid of
    /// `aRowCutByTheLeadingEdgeShowsItsCellsNeverMeasured`, items 4 and 5 measured 90 (row 1
    /// stays [100, 350], item 3's 250). Item 4 reloaded (or the view 420 wide, then every size
    /// is from another width): at 360 the user reads item 9 at 90, and a drag up to 260 answers
    /// item 4 reaching row 1's end, (130, 100, 130, 250). Item 5, measured and not reloaded,
    /// ends before the viewport and is not shown; at 420 it reaches the row's end too, (280,
    /// 100, 140, 250), measures its 90 again (140 wide now) and is no longer shown; nothing moves.
    /// Item 4's new cell measures 400 there: row 1 is [100, 500], item 9 stays at 190 on the
    /// screen (offset 410).
    @Test(arguments: [false, true]) func aCellWhoseSizeIsAnEstimateAgainShowsAsNeverMeasured(widthChanges: Bool) throws {
        let s = Self.gridWithItem4AnEstimate(widthChanges: widthChanges)
        let width: CGFloat = widthChanges ? 140 : 130
        #expect(screenY(s, 9) == 190)
        let shown = frames(s)
        #expect(shown[.item(4, section: 0)] == CGRect(x: width, y: 100, width: width, height: 250))
        #expect(shown[.item(5, section: 0)] == (widthChanges ? CGRect(x: 280, y: 100, width: 140, height: 250) : nil))
        if let five = s.driver.layoutAttributesForElements(in: s.bounds).first(where: { $0.indexPath == .item(5, section: 0) }) {
            #expect(s.measure(five, size: CGSize(width: width, height: 90))?.contentOffsetAdjustment ?? .zero == .zero)
            s.layoutPass()
            #expect(s.bounds.minY == 260)
            #expect(frames(s)[.item(5, section: 0)] == nil)
        }
        let four = try #require(s.driver.layoutAttributesForElements(in: s.bounds).first { $0.indexPath == .item(4, section: 0) })
        s.measure(four, size: CGSize(width: width, height: 400))
        s.layoutPass()
        #expect(s.bounds.minY == 410)
        #expect(screenY(s, 9) == 190)
    }

    /// A row's end is a sum of lengths in thirds of a point: the tall cell's frame may end a
    /// rounding error past where the next row starts. The grid at 3×, item 0 measured 100⅓ and
    /// item 3 128⅓ (the grid of `MeasurementAnchorTests.grid()` without its item 3 of 250): row 1 is [100⅓, 228⅔], its tall cell ending at 100.333… + 128.333… =
    /// 228.66666666666669, the next row starting at 228.66666666666666. Cut 20 points before its
    /// end, row 1 still shows item 4 reaching it: (130, 100⅓, 130, 128⅓), to a millionth.
    @Test func aCellReachesItsRowsEndWhenTheNextRowTouchesItByARoundingError() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(100)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [.item(item)])
        let s = CollectionViewSession(CompositionalLayout(section: LayoutSection(group: group)), size: CGSize(width: 390, height: 300), sections: [SectionData(itemCount: 30)])
        s.displayScale = 3
        s.layoutPass()
        s.cellMeasured(.item(0, section: 0), size: CGSize(width: 130, height: 301.0 / 3))
        s.cellMeasured(.item(3, section: 0), size: CGSize(width: 130, height: 385.0 / 3))
        let three = try #require(s.driver.layoutAttributesForItem(at: .item(3, section: 0))?.frame)
        let six = try #require(s.driver.layoutAttributesForItem(at: .item(6, section: 0))?.frame)
        #expect(three.maxY > six.minY)
        s.scroll(to: CGPoint(x: 0, y: three.maxY - 20))
        let four = try #require(frames(s)[.item(4, section: 0)])
        #expect(abs(four.minX - 130) < 1e-6 && abs(four.minY - 301.0 / 3) < 1e-6 && abs(four.width - 130) < 1e-6 && abs(four.height - 385.0 / 3) < 1e-6)
    }

    /// The reloaded item 4 of the test above measures its old 90 again: no news, nothing
    /// moves, and it is no estimate any more: shown at its own frame, before the viewport.
    @Test func aReloadedCellMeasuringItsOldSizeIsNoLongerAnEstimate() throws {
        let s = Self.gridWithItem4AnEstimate(widthChanges: false)
        let four = try #require(s.driver.layoutAttributesForElements(in: s.bounds).first { $0.indexPath == .item(4, section: 0) })
        #expect(s.measure(four, size: CGSize(width: 130, height: 90)) == nil)
        s.layoutPass()
        #expect(s.bounds.minY == 260)
        #expect(frames(s)[.item(4, section: 0)] == nil)
    }

    /// `MeasurementAnchorTests.grid()` with items 4 and 5 measured 90, item 4 reloaded (or the
    /// view resized to 420 wide), scrolled to 360, then dragged up to 260.
    static func gridWithItem4AnEstimate(widthChanges: Bool) -> CollectionViewSession {
        let s = MeasurementAnchorTests.grid()
        s.cellMeasured(.item(4, section: 0), size: CGSize(width: 130, height: 90))
        s.cellMeasured(.item(5, section: 0), size: CGSize(width: 130, height: 90))
        if widthChanges {
            s.resize(to: CGSize(width: 420, height: 300))
        } else {
            s.batchUpdate([.reloadItem(.item(4, section: 0))], newSections: [SectionData(itemCount: 30)])
        }
        s.scroll(to: CGPoint(x: 0, y: 360))
        s.scroll(to: CGPoint(x: 0, y: 260))
        return s
    }

    /// One frame of UIKit's, as `MeasurementAnchorTests.frame`, each cell shown measuring
    /// `size(item)` (its width too: a flow's cells size their widths).
    static func frame(_ s: CollectionViewSession, size: (Int) -> CGSize) {
        var asked: Set<IndexPath> = []
        for _ in 0..<10 {
            let fresh = s.driver.layoutAttributesForElements(in: s.bounds)
                .filter { $0.representedElementCategory == .cell && $0.frame.intersects(s.bounds) && !asked.contains($0.indexPath) && s.driver.measuredSizes[$0.indexPath] == nil }
            if fresh.isEmpty { return }
            for a in fresh.sorted(by: { $0.indexPath < $1.indexPath }) {
                asked.insert(a.indexPath)
                s.measure(a, size: size(a.indexPath.itemIndex))
            }
            s.layoutPass()
        }
    }

    /// A row whose cells are not all one track: a horizontal group (390 wide) of an item half
    /// as wide and a vertical group of two, each item estimated 100 (groups 200 high). Item 3
    /// (group 1's left) measures 400: group 1 is [200, 600], item 4 [200, 300] over item 5
    /// [300, 400]. At 450 item 3 is cut by the top of the screen; items 4 and 5 end before it.
    /// Item 5 reaches the group's end, (195, 300, 195, 300); item 4 cannot without covering
    /// item 5, so it is not shown.
    @Test func aCellThatWouldCoverAnotherDoesNotReachItsRowsEnd() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        let half = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)))
        let column = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(200)), subitem: .item(item), count: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)), subitems: [.item(half), .group(column)])
        let s = CollectionViewSession(CompositionalLayout(section: LayoutSection(group: group)), size: CGSize(width: 390, height: 300), sections: [SectionData(itemCount: 30)])
        s.layoutPass()
        s.cellMeasured(.item(3, section: 0), size: CGSize(width: 195, height: 400))
        #expect(s.driver.layoutAttributesForItem(at: .item(5, section: 0))?.frame == CGRect(x: 195, y: 300, width: 195, height: 100))
        s.scroll(to: CGPoint(x: 0, y: 450))
        let shown = frames(s)
        #expect(shown[.item(3, section: 0)] == CGRect(x: 0, y: 200, width: 195, height: 400))
        #expect(shown[.item(4, section: 0)] == nil)
        #expect(shown[.item(5, section: 0)] == CGRect(x: 195, y: 300, width: 195, height: 300))
    }
}
