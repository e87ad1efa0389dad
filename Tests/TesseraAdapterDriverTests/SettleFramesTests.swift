import Foundation
import Tessera
import Testing

@testable import TesseraAdapterDriver

/// Frames at rest (issue 48, point 3; CollectionLayoutDriver+ColumnSettle.swift): where the
/// shell runs a display-synced link (`settlesColumnsAtRest`), a waterfall's columns that start
/// out of line at the top come back in line while the scroll view rests, a point a frame, and the
/// user's scroll moves every cell shown by exactly the distance scrolled.
@Suite struct SettleFramesTests {
    /// `ColumnWindowTests.columnStartingLowerAtTheTop()` (the left column, item 0 alone, starts
    /// 150 lower: [150, 550]; the right column items 1 at 0 and 2 at 250; the offset 450, the
    /// screen 450–750) with the shell running frames at rest.
    static func apartAtTheTop() -> CollectionViewSession {
        let s = ColumnWindowTests.columnStartingLowerAtTheTop()
        s.driver.settlesColumnsAtRest = true
        return s
    }

    /// At rest, each frame raises the left column a point: after one frame item 0 is at 149,
    /// the right column and section 1 (550) stay and so does the offset; after 150 frames item 0
    /// is at 0, the columns in line, and the driver wants no more frames.
    @Test func atRestAColumnShownRisesAPointAFrame() {
        let s = Self.apartAtTheTop()
        #expect(s.driver.wantsSettleFrames)
        #expect(s.frameAtRest())
        #expect(s.driver.columnStartOffsets[0] == [149, 0])
        #expect(s.bounds.minY == 450)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 149)
        #expect(s.driver.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 250)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 1))?.frame.minY == 550)
        var frames = 1
        while s.frameAtRest(), frames < 1_000 { frames += 1 }
        #expect(frames == 150)
        #expect(s.driver.columnStartOffsets[0] == [0, 0])
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 0)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 1))?.frame.minY == 550)
        #expect(!s.driver.wantsSettleFrames)
    }

    /// With frames at rest, a drag frame moves the cells shown by the scroll alone: dragging up
    /// 1 from 450 leaves item 0 at 150 (on screen 1 lower, as every cell), the start at 150.
    /// Without them (the default), the same frame raises it to 149.
    @Test func withFramesAtRestADragMovesEveryCellByTheScrollAlone() {
        let s = Self.apartAtTheTop()
        s.scroll(to: CGPoint(x: 0, y: 449))
        #expect(s.driver.columnStartOffsets[0] == [150, 0])
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 150)
        let d = ColumnWindowTests.columnStartingLowerAtTheTop()
        d.scroll(to: CGPoint(x: 0, y: 449))
        #expect(d.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minY == 149)
    }

    /// A frame at rest also gives a start whose column's first item is far above the screen to
    /// the gaps above its first cell shown (`ColumnSettleTests.leftColumnStartingLower()`: the
    /// left column starts 50 lower, the offset 10,060): one frame puts the columns in line and
    /// moves no cell shown (items 200 and 201 stay at 10,050).
    @Test func aFrameAtRestGivesAStartAboveTheScreenToTheGaps() {
        let s = ColumnSettleTests.leftColumnStartingLower()
        s.driver.settlesColumnsAtRest = true
        #expect(s.driver.columnStartOffsets[0] == [50, 0])
        #expect(s.frameAtRest())
        #expect(s.driver.columnStartOffsets[0] == [0, 0])
        #expect(s.bounds.minY == 10_060)
        #expect(s.driver.layoutAttributesForItem(at: .item(200, section: 0))?.frame.minY == 10_050)
        #expect(s.driver.layoutAttributesForItem(at: .item(201, section: 0))?.frame.minY == 10_050)
        #expect(!s.frameAtRest())
    }

    /// Columns apart in a section after another one wait for a scroll, nothing shown moving:
    /// a frame at rest that changes nothing stops the frames (no frame a display runs for
    /// nothing) until the user scrolls. Section 0: two items 100 high; section 1 as
    /// `columnStartingLowerAtTheTop`'s section 0 (at 100); section 2 two items 100 high. The
    /// left column of section 1 starts lower and item (0, 1) shows.
    @Test func aFrameAtRestThatChangesNothingStopsTheFramesUntilTheUserScrolls() {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 300),
            sections: [fixedHeights(2, 100), SectionData(items: [.height(400), .height(250), .estimatedHeight(100)]), fixedHeights(2, 100)])
        s.driver.settlesColumnsAtRest = true
        s.layoutPass()
        s.scroll(to: CGPoint(x: 0, y: 460))
        s.scroll(to: CGPoint(x: 0, y: 400))
        s.cellMeasured(.item(2, section: 1), size: CGSize(width: 200, height: 300))
        #expect(s.driver.columnStartOffsets[1] == [150, 0])
        let item0 = s.driver.layoutAttributesForItem(at: .item(0, section: 1))?.frame
        #expect(s.driver.wantsSettleFrames)
        #expect(s.frameAtRest())
        #expect(!s.driver.wantsSettleFrames)
        #expect(!s.frameAtRest())
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 1))?.frame == item0)
        s.scroll(to: CGPoint(x: 0, y: s.bounds.minY - 1))
        #expect(s.driver.wantsSettleFrames)
    }
}
