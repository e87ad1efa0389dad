import Foundation
import Testing
import Tessera
import TesseraTestSupport

@Suite struct JustifiedRowsLayoutTests {
    /// Width 100 at scale 1, spacing 4 between items and rows, target 50, tolerance 0.25: a
    /// full row may be 37.5 … 62.5 high. Ratios 1, 1, 2, 0.5, 1.5, 1.
    ///   Row 1: item 0 alone fills at 100/1 = 100 > 62.5 (stays open); with item 1 the content
    ///   is 100 − 4 = 96 for ratios 1 + 1 = 2 → 48, in range: the row closes at 48. Widths: the
    ///   running sum 1 · 48 = 48, then the content's end 96 → 48 and 48; x 0 and 0 + 4 + 48 = 52.
    ///   Row 2 at 48 + 4 = 52: item 2 alone, 100/2 = 50 ≤ 62.5 → closes at 50, 100 wide.
    ///   Row 3 at 52 + 50 + 4 = 106: item 3, 100/0.5 = 200 (open); with item 4, 96/2 = 48 →
    ///   widths 0.5 · 48 = 24 and 96 − 24 = 72; x 0 and 4 + 24 = 28.
    ///   Row 4 at 106 + 48 + 4 = 158: item 5, 100/1 = 100 (open); the section ends, so it is the
    ///   last row, not stretched: the target 50 high, 1 · 50 = 50 wide, at the leading edge.
    ///   Content height 158 + 50 = 208.
    @Test func smallCaseMatchesTheHandComputedFrames() throws {
        let layout = JustifiedRowsLayout(targetRowHeight: 50, targetRowHeightTolerance: 0.25, interitemSpacing: 4, lineSpacing: 4)
        let s = try layout.makeSnapshot(sections: [SectionData(aspectRatios: [1, 1, 2, 0.5, 1.5, 1])], environment: LayoutEnvironment(width: 100))
        #expect(
            cellFrames(s) == [
                CGRect(x: 0, y: 0, width: 48, height: 48), CGRect(x: 52, y: 0, width: 48, height: 48),
                CGRect(x: 0, y: 52, width: 100, height: 50),
                CGRect(x: 0, y: 106, width: 24, height: 48), CGRect(x: 28, y: 106, width: 72, height: 48),
                CGRect(x: 0, y: 158, width: 50, height: 50),
            ])
        #expect(s.contentSize == CGSize(width: 100, height: 208))

        // Right to left: the mirror image; the last row starts at the leading (right) edge.
        var rtl = LayoutEnvironment(width: 100)
        rtl.layoutDirection = .rightToLeft
        let mirrored = try layout.makeSnapshot(sections: [SectionData(aspectRatios: [1, 1, 2, 0.5, 1.5, 1])], environment: rtl)
        #expect(cellFrames(mirrored)[0] == CGRect(x: 52, y: 0, width: 48, height: 48))
        #expect(cellFrames(mirrored)[4] == CGRect(x: 0, y: 106, width: 72, height: 48))
        #expect(cellFrames(mirrored)[5] == CGRect(x: 50, y: 158, width: 50, height: 50))
    }

    /// Width 100 at scale 2, insets leading 1 and trailing 1 (a row runs from pixel 2 to pixel
    /// 198: 196 pixels), spacing 2 (4 pixels), line spacing 2, target 40, tolerance 0.1 (36 … 44).
    /// Ratios 2.2, 1.5, 1, 1, 0.6.
    ///   Item 0 alone: 98/2.2 = 44.545 > 44, open. With item 1: (196 − 4)/2 = 96 points for
    ///   2.2 + 1.5 = 3.7 → 25.946, below 36; 44.545 is nearer the target 40 (4.545 against
    ///   14.054), so the row closes without item 1, at 44.545: item 0 is 98 wide at x 1, y 0 …
    ///   44.545 → pixels 0 … 89.09 → 0 … 89 → height 44.5.
    ///   Row 2 at 44.545 + 2 = 46.545: item 1 alone 98/1.5 = 65.3, open; with item 2, 96/2.5 =
    ///   38.4, in range. Widths in pixels: 1.5 · 38.4 · 2 = 115.2 → 115, then the content's end
    ///   192 → 77. Item 1 at pixel 2 (x 1), 57.5 wide; item 2 at 2 + 4 + 115 = 121 (x 60.5), 38.5
    ///   wide, ending at pixel 198 (x 99). y 46.545 … 84.945 → pixels 93.09 … 169.89 → 93 … 170 →
    ///   y 46.5, height 38.5.
    ///   Row 3 at 84.945 + 2 = 86.945: item 3 alone 98 (open), with item 4 96/1.6 = 60 (open);
    ///   last row at the target 40: pixels 1 · 40 · 2 = 80 and 1.6 · 40 · 2 = 128, so widths 40
    ///   and 24; x 1 and (2 + 4 + 80)/2 = 43. y 86.945 … 126.945 → pixels 173.89 … 253.89 →
    ///   174 … 254 → y 87, height 40. Content height 126.945 → 254 pixels → 127.
    @Test func fractionalCaseMatchesTheHandComputedFrames() throws {
        let layout = JustifiedRowsLayout(
            targetRowHeight: 40, targetRowHeightTolerance: 0.1, interitemSpacing: 2, lineSpacing: 2,
            sectionInsets: DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        let s = try layout.makeSnapshot(sections: [SectionData(aspectRatios: [2.2, 1.5, 1, 1, 0.6])], environment: LayoutEnvironment(width: 100, displayScale: 2))
        #expect(
            cellFrames(s) == [
                CGRect(x: 1, y: 0, width: 98, height: 44.5),
                CGRect(x: 1, y: 46.5, width: 57.5, height: 38.5), CGRect(x: 60.5, y: 46.5, width: 38.5, height: 38.5),
                CGRect(x: 1, y: 87, width: 40, height: 40), CGRect(x: 43, y: 87, width: 24, height: 40),
            ])
        #expect(s.contentSize.height == 127)
    }

    /// A row closes as soon as its filling height is within the tolerance, above the target
    /// too: width 100, target 50, tolerance 0.25 (37.5 … 62.5), spacing 4. Item 0 (ratio 1.6)
    /// alone fills at 100/1.6 = 62.5, the maximum itself: a row of its own, y 0 … 62.5 → 0 … 63
    /// (halves round away from zero), though with item 1 (ratio 0.4) the row would fill at
    /// 96/2 = 48, nearer the target. Item 1 at 62.5 + 4 = 66.5 fills at 100/0.4 = 250, too tall:
    /// the last row, 0.4 · 50 = 20 × 50, y 66.5 … 116.5 → 67 … 117; content 117.
    @Test func aRowWithinTheToleranceClosesAboveTheTarget() throws {
        let layout = JustifiedRowsLayout(targetRowHeight: 50, targetRowHeightTolerance: 0.25, interitemSpacing: 4, lineSpacing: 4)
        let s = try layout.makeSnapshot(sections: [SectionData(aspectRatios: [1.6, 0.4])], environment: LayoutEnvironment(width: 100))
        #expect(cellFrames(s) == [CGRect(x: 0, y: 0, width: 100, height: 63), CGRect(x: 0, y: 67, width: 20, height: 50)])
        #expect(s.contentSize.height == 117)
    }

    /// A spacing that leaves two items no room: width 100, spacing 100, target 50, tolerance 1
    /// (rows 0 … 100 high). Item 0 (ratio 0.5) alone fills at 100/0.5 = 200, too tall; with
    /// item 1 the content is 100 − 100 = 0, a height of 0, which never closes a row: the row
    /// closes without item 1, at 200 (100 × 200). Item 1 alone at 204 fills at 200 too: the last
    /// row, 0.5 · 50 = 25 × 50.
    @Test func aSpacingThatLeavesNoRoomBreaksEveryRow() throws {
        let layout = JustifiedRowsLayout(targetRowHeight: 50, targetRowHeightTolerance: 1, interitemSpacing: 100, lineSpacing: 4)
        let s = try layout.makeSnapshot(sections: [SectionData(aspectRatios: [0.5, 0.5])], environment: LayoutEnvironment(width: 100))
        #expect(cellFrames(s) == [CGRect(x: 0, y: 0, width: 100, height: 200), CGRect(x: 0, y: 204, width: 25, height: 50)])
    }

    /// Headers, footers, insets and an empty section: header 30, insets top 5 and bottom 6,
    /// footer 10, width 100, target 50, spacing 0. Section 0 (ratio 2): header 0 … 30, the row
    /// at 35, 100/2 = 50 high (in range) → 35 … 85, footer at 85 + 6 = 91 … 101. Section 1
    /// (empty) at 101: header 101 … 131, no rows, footer at 131 + 5 + 6 = 142 … 152.
    @Test func sectionsStackWithTheirHeadersAndFooters() throws {
        let layout = JustifiedRowsLayout(
            targetRowHeight: 50, interitemSpacing: 0, lineSpacing: 0, sectionInsets: DirectionalEdgeInsets(top: 5, leading: 0, bottom: 6, trailing: 0),
            headerHeight: 30, footerHeight: 10)
        let s = try layout.makeSnapshot(sections: [SectionData(aspectRatios: [2]), SectionData(itemCount: 0)], environment: LayoutEnvironment(width: 100))
        #expect(cellFrames(s) == [CGRect(x: 0, y: 35, width: 100, height: 50)])
        let supplementaries = s.allElements().filter { $0.representedElementCategory == .supplementary }.map(\.frame)
        #expect(
            supplementaries == [
                CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 91, width: 100, height: 10),
                CGRect(x: 0, y: 101, width: 100, height: 30), CGRect(x: 0, y: 142, width: 100, height: 10),
            ])
        #expect(s.contentSize.height == 152)
    }

    /// An item that takes its cell's preferred size gets its measured aspect ratio: measured
    /// 100 × 50 (ratio 2) fills a 100-wide row alone at 50; unmeasured it is square and waits
    /// for company (100/1 = 100 > 62.5) as the last row, 50 × 50. A photo (`keepsItemSize`)
    /// ignores its measurement.
    @Test func selfSizingItemsTakeTheirMeasuredAspectRatio() throws {
        let layout = JustifiedRowsLayout(targetRowHeight: 50, interitemSpacing: 0, lineSpacing: 0)
        let environment = LayoutEnvironment(width: 100)
        let measured = try layout.makeSnapshot(sections: [SectionData(items: [ItemData(measuredSize: CGSize(width: 100, height: 50))])], environment: environment)
        #expect(cellFrames(measured) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        let unmeasured = try layout.makeSnapshot(sections: [SectionData(items: [ItemData()])], environment: environment)
        #expect(cellFrames(unmeasured) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        let photo = ItemData(sizing: .aspectRatio(1), measuredSize: CGSize(width: 100, height: 50))
        #expect(cellFrames(try layout.makeSnapshot(sections: [SectionData(items: [photo])], environment: environment)) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        // A measurement with a side of 0 is ignored.
        let zero = try layout.makeSnapshot(sections: [SectionData(items: [ItemData(measuredSize: CGSize(width: 100, height: 0))])], environment: environment)
        #expect(cellFrames(zero) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
    }

    /// Bad knobs and items are refused with the property's or the item's path.
    @Test func badValuesNameTheirPath() {
        let environment = LayoutEnvironment(width: 100)
        func error(_ layout: JustifiedRowsLayout, _ sections: [SectionData] = [SectionData(itemCount: 2)]) -> LayoutError? {
            do {
                _ = try layout.makeSnapshot(sections: sections, environment: environment)
                return nil
            } catch { return error as? LayoutError }
        }
        #expect(error(JustifiedRowsLayout(targetRowHeight: 0)) == LayoutError(.outOfRange(.above(0), got: 0), at: ["targetRowHeight"]))
        #expect(error(JustifiedRowsLayout(targetRowHeightTolerance: 1.5)) == LayoutError(.outOfRange(.from(0, to: 1), got: 1.5), at: ["targetRowHeightTolerance"]))
        #expect(error(JustifiedRowsLayout(interitemSpacing: -1)) == LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["interitemSpacing"]))
        #expect(error(JustifiedRowsLayout(lineSpacing: .infinity)) == LayoutError(.notFinite(got: .infinity), at: ["lineSpacing"]))
        #expect(
            error(JustifiedRowsLayout(sectionInsets: DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 40)))
                == LayoutError(.noRoom(needed: 100, available: 100), at: ["sectionInsets"]))
        #expect(
            error(JustifiedRowsLayout(), [SectionData(itemCount: 1), SectionData(aspectRatios: [1, 0])])
                == LayoutError(.outOfRange(.from(0.0001, to: 10_000), got: 0), at: ["sections", 1, "items", 1]))
        #expect(
            error(JustifiedRowsLayout(), [SectionData(items: [.aspectRatio(1), .size(10, 0)])]) == LayoutError(.notFinite(got: .infinity), at: ["sections", 0, "items", 1]))
    }

    /// Appending to a snapshot of another layout, or items with no section, is refused.
    @Test func appendRefusesForeignSnapshots() throws {
        let environment = LayoutEnvironment(width: 100)
        let snapshot = try JustifiedRowsLayout().makeSnapshot(sections: [], environment: environment)
        #expect(throws: LayoutError(.noSectionToAppendTo, at: ["items"])) {
            try JustifiedRowsLayout().snapshot(snapshot, appendingItems: SectionData(itemCount: 1), newSections: [])
        }
        #expect(throws: LayoutError(.foreignSnapshot, at: ["snapshot"])) {
            try JustifiedRowsLayout(targetRowHeight: 10).snapshot(snapshot, appendingItems: SectionData(itemCount: 0), newSections: [])
        }
    }
}
