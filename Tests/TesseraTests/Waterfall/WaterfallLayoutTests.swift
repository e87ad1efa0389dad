import Foundation
import Testing
import Tessera
import TesseraTestSupport

/// Frames of the cells of section 0, in item order.

private let waterfallGridHeights: [CGFloat] = [100, 80, 60, 120, 30]
private let waterfallGridItems = SectionData(items: waterfallGridHeights.map { ItemData.height($0) })

@Suite struct WaterfallLayoutTests {
    /// WaterfallGrid's test: heights [100, 80, 60, 120, 30], spacing 8, columns 40 wide.
    /// Two columns (88 = 2·40 + 8), shortest first:
    ///   item 0 → column 0 (tie, leading) y 0, bottom 100; item 1 → column 1 y 0, bottom 80;
    ///   item 2 → column 1 (80 < 100) y 80+8 = 88, bottom 148; item 3 → column 0 (100 < 148)
    ///   y 108, bottom 228; item 4 → column 1 (148 < 228) y 156, bottom 186. Height max = 228.
    @Test func waterfallGridTwoColumns() throws {
        let layout = WaterfallLayout(columns: .fixed(2), columnSpacing: 8, itemSpacing: 8)
        let s = try layout.makeSnapshot(sections: [waterfallGridItems], environment: LayoutEnvironment(width: 88))
        #expect(cellFrames(s).map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 48, y: 88), CGPoint(x: 0, y: 108), CGPoint(x: 48, y: 156)])
        #expect(cellFrames(s).map(\.size) == waterfallGridHeights.map { CGSize(width: 40, height: $0) })
        #expect(s.contentSize == CGSize(width: 88, height: 228))
    }

    /// Three columns (136 = 3·40 + 2·8): items 0,1,2 fill the columns (bottoms 100, 80, 60);
    /// item 3 → column 2 (60) y 68, bottom 188; item 4 → column 1 (80) y 88, bottom 118.
    /// Height max(100, 118, 188) = 188. One column (40): 100+80+60+120+30 + 4·8 = 422.
    @Test func waterfallGridThreeAndOneColumns() throws {
        let three = try WaterfallLayout(columns: .fixed(3), columnSpacing: 8, itemSpacing: 8)
            .makeSnapshot(sections: [waterfallGridItems], environment: LayoutEnvironment(width: 136))
        #expect(three.contentSize.height == 188)
        #expect(cellFrames(three)[3] == CGRect(x: 96, y: 68, width: 40, height: 120))
        #expect(cellFrames(three)[4] == CGRect(x: 48, y: 88, width: 40, height: 30))
        let one = try WaterfallLayout(columns: .fixed(1), columnSpacing: 8, itemSpacing: 8)
            .makeSnapshot(sections: [waterfallGridItems], environment: LayoutEnvironment(width: 40))
        #expect(one.contentSize.height == 422)
        #expect(cellFrames(one).map(\.minY) == [0, 108, 196, 264, 392])
    }

    /// Round robin from the leading column: item i in column i % 2.
    ///   column 0: items 0 (0…100), 2 (108…168), 4 (176…206); column 1: items 1 (0…80), 3 (88…208).
    @Test func leftToRightOrderIsRoundRobin() throws {
        let s = try WaterfallLayout(columns: .fixed(2), itemOrder: .leftToRight)
            .makeSnapshot(sections: [waterfallGridItems], environment: LayoutEnvironment(width: 88))
        #expect(cellFrames(s).map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 0, y: 108), CGPoint(x: 48, y: 88), CGPoint(x: 0, y: 176)])
        #expect(s.contentSize.height == 208)
    }

    /// Round robin from the trailing column: item i in column 1 − i % 2 — the mirror of the above.
    @Test func rightToLeftOrderStartsAtTheTrailingColumn() throws {
        let s = try WaterfallLayout(columns: .fixed(2), itemOrder: .rightToLeft)
            .makeSnapshot(sections: [waterfallGridItems], environment: LayoutEnvironment(width: 88))
        #expect(cellFrames(s).map(\.origin) == [CGPoint(x: 48, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 108), CGPoint(x: 0, y: 88), CGPoint(x: 48, y: 176)])
        #expect(s.contentSize.height == 208)
    }

    /// Three columns 40 wide, spacing 8 (width 136):
    ///   0: h 50 → column 0 (0, 0); 1: h 20 → column 1 (48, 0); 2: h 30 → column 2 (96, 0).
    ///   Next starts are 58, 28, 38. 3: span 2, aspect ratio 2 → windows {0,1} max 58, {1,2}
    ///   max 38 → columns 1–2 at y 38, width 2·40 + 8 = 88, height 88/2 = 44; next 90, 90.
    ///   4: full span h 5 starts below the tallest (max(58, 90, 90) = 90): (0, 90, 136, 5).
    ///   5: no data → square 40, column 0 (tie) at 103. Height 143.
    @Test func spanningItemsStartBelowTheTallestColumnTheySpan() throws {
        var wide = ItemData.aspectRatio(2)
        wide.columnSpan = 2
        var full = ItemData.height(5)
        full.isFullSpan = true
        let items = SectionData(items: [.height(50), .height(20), .height(30), wide, full, ItemData()])
        let s = try WaterfallLayout(columns: .fixed(3)).makeSnapshot(sections: [items], environment: LayoutEnvironment(width: 136))
        #expect(
            cellFrames(s) == [
                CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 48, y: 0, width: 40, height: 20),
                CGRect(x: 96, y: 0, width: 40, height: 30), CGRect(x: 48, y: 38, width: 88, height: 44),
                CGRect(x: 0, y: 90, width: 136, height: 5), CGRect(x: 0, y: 103, width: 40, height: 40),
            ])
        #expect(s.contentSize.height == 143)
    }

    /// A span wider than the columns is clamped to them; round robin shifts a span that would
    /// run past the trailing column back inside. Two columns 40 wide (88):
    ///   0: h 10 → column 0; 1: span 3 (→ 2), item 1 % 2 = column 1 shifted to 0, starts below
    ///   max(18, 0) = 18: (0, 18, 88, 10).
    @Test func oversizedSpansAreClamped() throws {
        var wide = ItemData.height(10)
        wide.columnSpan = 3
        let s = try WaterfallLayout(columns: .fixed(2), itemOrder: .leftToRight)
            .makeSnapshot(sections: [SectionData(items: [.height(10), wide])], environment: LayoutEnvironment(width: 88))
        #expect(cellFrames(s) == [CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 0, y: 18, width: 88, height: 10)])
    }

    /// Photos scale to the column: 2 columns in 300 with spacing 10 are 145 wide; a 1000×1500
    /// photo is 217.5 tall, aspect ratio 0.5 is 290, a measured height (33) wins over sizing
    /// when the item takes its cell's preferred size, and count-only items are squares (145).
    @Test func itemHeightsFromTheirData() throws {
        var measured = ItemData(sizing: .aspectRatio(1), selfSizing: .takesCellPreferredSize)
        measured.measuredSize = CGSize(width: 1, height: 33)
        let s = try WaterfallLayout(columns: .fixed(2), columnSpacing: 10, itemSpacing: 10)
            .makeSnapshot(
                sections: [SectionData(items: [.size(1000, 1500), .aspectRatio(0.5), measured]), SectionData(itemCount: 1)],
                environment: LayoutEnvironment(width: 300, displayScale: 2))
        #expect(cellFrames(s).map(\.height) == [217.5, 290, 33])
        // Item 2 goes to column 0 (217.5 < 290) at 227.5; section 1 starts at max(260.5, 290) = 290.
        #expect(cellFrames(s)[2] == CGRect(x: 0, y: 227.5, width: 145, height: 33))
        #expect(cellFrames(s, section: 1) == [CGRect(x: 0, y: 290, width: 145, height: 145)])
        #expect(s.contentSize.height == 435)
        // A photo keeps its ratio whatever its cell measured: 145 × 145.
        var photo = ItemData.aspectRatio(1)
        photo.measuredSize = CGSize(width: 1, height: 33)
        let kept = try WaterfallLayout(columns: .fixed(2), columnSpacing: 10, itemSpacing: 10)
            .makeSnapshot(sections: [SectionData(items: [photo])], environment: LayoutEnvironment(width: 300, displayScale: 2))
        #expect(cellFrames(kept).map(\.height) == [145])
    }

    /// Adaptive columns: count = max(1, floor((available + spacing) / (minWidth + spacing))).
    /// 390 wide, insets 6 → 378 available, spacing 6: minWidth 120 → floor(384/126) = 3
    /// columns of (378 − 12)/3 = 122; minWidth 500 → 1 column of 378.
    @Test func adaptiveColumnCount() throws {
        let environment = LayoutEnvironment(width: 390)
        let three = try WaterfallLayout(columns: .adaptive(minWidth: 120), columnSpacing: 6, itemSpacing: 6, sectionInsets: DirectionalEdgeInsets(all: 6))
            .makeSnapshot(sections: [SectionData(itemCount: 3)], environment: environment)
        #expect(cellFrames(three).map(\.minX) == [6, 134, 262])
        #expect(cellFrames(three).map(\.width) == [122, 122, 122])
        let one = try WaterfallLayout(columns: .adaptive(minWidth: 500), sectionInsets: DirectionalEdgeInsets(all: 6))
            .makeSnapshot(sections: [SectionData(itemCount: 1)], environment: environment)
        #expect(cellFrames(one) == [CGRect(x: 6, y: 6, width: 378, height: 378)])
    }

    /// Edges are rounded to pixels, each on its own, so neighbours keep shared edges. Scale 1,
    /// width 101, spacing 8: columns (101 − 8)/2 = 46.5 wide at x 0 and 54.5.
    /// Column 0: 0…46.5 → 0…47 (half up). Column 1: 54.5…101 → 55…101.
    /// Heights 10.3: column 0 items 0…10.3 → 0…10 and 18.3…28.6 → 18…29.
    @Test func framesAreRoundedEdgeByEdge() throws {
        let s = try WaterfallLayout(columns: .fixed(2), itemOrder: .leftToRight)
            .makeSnapshot(sections: [SectionData(items: Array(repeating: .height(10.3), count: 3))], environment: LayoutEnvironment(width: 101))
        #expect(cellFrames(s) == [CGRect(x: 0, y: 0, width: 47, height: 10), CGRect(x: 55, y: 0, width: 46, height: 10), CGRect(x: 0, y: 18, width: 47, height: 11)])
        #expect(s.contentSize.height == 29)
    }

    /// With no spacing, rounding keeps neighbours touching: no gaps, no overlaps. Three
    /// columns in 100 at scale 3 are 33.333… wide; heights of 1/7 of a point.
    @Test func noGapsOrOverlapsWithoutSpacing() throws {
        let s = try WaterfallLayout(columns: .fixed(3), columnSpacing: 0, itemSpacing: 0)
            .makeSnapshot(sections: [SectionData(items: Array(repeating: .height(1.0 / 7), count: 30))], environment: LayoutEnvironment(width: 100, displayScale: 3))
        let frames = cellFrames(s)
        for i in frames.indices where i >= 3 { #expect(frames[i].minY == frames[i - 3].maxY) }
        #expect(frames[0].maxX == frames[1].minX && frames[1].maxX == frames[2].minX && frames[2].maxX == 100)
    }

    /// Sections: width 96, insets (10, 4, 6, 4) → 88 available, 2 columns of 40 at x 4 and 52;
    /// header 30, footer 20.
    ///   Section 0: header 0…30; items from 40: [100 → (4, 40), 50 → (52, 40)]; items end 140;
    ///   footer at 146…166. Section 1 (override: 1 column of 88): header 166…196, item 10 at
    ///   (4, 206, 88, 10); footer 222…242 = content height.
    static let sectionsLayout = WaterfallLayout(
        columns: .fixed(2), sectionInsets: DirectionalEdgeInsets(top: 10, leading: 4, bottom: 6, trailing: 4),
        headerHeight: 30, footerHeight: 20, pinHeaders: true, pinFooters: true,
        sectionOverrides: [1: WaterfallSectionOverrides(columns: .fixed(1))]
    )
    static let sectionsData = [SectionData(items: [.height(100), .height(50)]), SectionData(items: [.height(10)])]

    @Test func sectionsWithHeadersFootersAndOverrides() throws {
        let s = try Self.sectionsLayout.makeSnapshot(sections: Self.sectionsData, environment: LayoutEnvironment(width: 96, height: 200))
        #expect(
            s.allElements() == [
                .cell(.item(0, section: 0), frame: CGRect(x: 4, y: 40, width: 40, height: 100)),
                .cell(.item(1, section: 0), frame: CGRect(x: 52, y: 40, width: 40, height: 50)),
                LayoutAttributes(category: .supplementary, kind: "header", indexPath: .item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 96, height: 30)),
                LayoutAttributes(category: .supplementary, kind: "footer", indexPath: .item(0, section: 0), frame: CGRect(x: 0, y: 146, width: 96, height: 20)),
                .cell(.item(0, section: 1), frame: CGRect(x: 4, y: 206, width: 88, height: 10)),
                LayoutAttributes(category: .supplementary, kind: "header", indexPath: .item(0, section: 1), frame: CGRect(x: 0, y: 166, width: 96, height: 30)),
                LayoutAttributes(category: .supplementary, kind: "footer", indexPath: .item(0, section: 1), frame: CGRect(x: 0, y: 222, width: 96, height: 20)),
            ])
        #expect(s.contentSize == CGSize(width: 96, height: 242))
    }

    /// Pinned headers ride at the top of the visible bounds within their section (0…166 and
    /// 166…242): at offset 100 header 0 is at 100; at 150 it stops at 166 − 30 = 136; header 1
    /// at offset 200 is at 200. Pinned footers ride at the bottom (visible height 200): at
    /// offset 0 footer 1 (resting at 222) shows at 200 − 20 = 180, inside 166…242.
    @Test func pinnedHeadersAndFootersAtAContentOffset() throws {
        let s = try Self.sectionsLayout.makeSnapshot(sections: Self.sectionsData, environment: LayoutEnvironment(width: 96, height: 200))
        func header(_ section: Int, at y: CGFloat) -> LayoutAttributes {
            s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: section), contentOffset: CGPoint(x: 0, y: y))!
        }
        #expect(header(0, at: 100).frame == CGRect(x: 0, y: 100, width: 96, height: 30))
        #expect(header(0, at: 100).zIndex == 1_000_000_000)
        #expect(header(0, at: 150).frame.minY == 136)
        #expect(header(0, at: 0).frame.minY == 0)
        #expect(header(0, at: 0).zIndex == 0)
        #expect(header(1, at: 200).frame.minY == 200)
        #expect(header(1, at: 0).frame.minY == 166)
        let footer = s.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 1), contentOffset: .zero)!
        #expect(footer.frame == CGRect(x: 0, y: 180, width: 96, height: 20))
        #expect(footer.zIndex == 1_000_000_000)
        let restingFooter = s.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 0), contentOffset: .zero)!
        #expect(restingFooter.frame.minY == 146)
        // A query of the visible rect at offset 100 finds header 0 where it is pinned.
        let visible = s.elements(in: CGRect(x: 0, y: 100, width: 96, height: 200), contentOffset: CGPoint(x: 0, y: 100))
        #expect(visible.contains { $0.representedElementKind == "header" && $0.indexPath == .item(0, section: 0) && $0.frame.minY == 100 })
    }

    @Test func appendingEqualsTheFullLayout() throws {
        let environment = LayoutEnvironment(width: 96, height: 200)
        let layout = Self.sectionsLayout
        let first = try layout.makeSnapshot(sections: [SectionData(items: [.height(100)])], environment: environment)
        let appended = try layout.snapshot(first, appendingItems: SectionData(items: [.height(50)]), newSections: [Self.sectionsData[1]])
        let full = try layout.makeSnapshot(sections: Self.sectionsData, environment: environment)
        #expect(appended.allElements() == full.allElements())
        #expect(appended.contentSize == full.contentSize)
        // The old snapshot is unchanged.
        #expect(first.numberOfCells == 1)
        #expect(first.contentSize.height == 166)  // items end at 140 (the 100 item), + 6 inset + 20 footer
    }

    @Test func appendingToAnotherLayoutsSnapshotIsRefused() throws {
        let s = try WaterfallLayout().makeSnapshot(sections: [SectionData(itemCount: 2)], environment: LayoutEnvironment(width: 100))
        #expect(throws: LayoutError.self) {
            try WaterfallLayout(columns: .fixed(3)).snapshot(s, appendingItems: SectionData(itemCount: 1), newSections: [])
        }
        #expect(throws: LayoutError.self) {
            try MosaicLayout.explore().snapshot(s, appendingItems: SectionData(itemCount: 1), newSections: [])
        }
    }

    @Test func badValuesAreRefusedWithTheirNames() throws {
        let environment = LayoutEnvironment(width: 100)
        let sections = [SectionData(itemCount: 3)]
        func error(_ layout: WaterfallLayout, _ sections: [SectionData] = sections) -> LayoutError? {
            do { _ = try layout.makeSnapshot(sections: sections, environment: environment); return nil } catch { return error as? LayoutError }
        }
        #expect(error(WaterfallLayout(columns: .fixed(0))) == LayoutError(.outOfRange(.integers(from: 1, to: 10000), got: 0), at: ["columns"]))
        #expect(error(WaterfallLayout(columnSpacing: -1))?.path == ["columnSpacing"])
        #expect(error(WaterfallLayout(itemSpacing: .nan))?.path == ["itemSpacing"])
        #expect(error(WaterfallLayout(sectionInsets: DirectionalEdgeInsets(top: .infinity)))?.path == ["sectionInsets", "top"])
        #expect(error(WaterfallLayout(columns: .adaptive(minWidth: 0)))?.path == ["columns", "minWidth"])
        // 19 spacings of 10 points in a container 100 wide.
        #expect(error(WaterfallLayout(columns: .fixed(20), columnSpacing: 10)) == LayoutError(.noRoom(needed: 190, available: 100), at: ["columns"]))
        #expect(error(WaterfallLayout(sectionInsets: DirectionalEdgeInsets(leading: 60, trailing: 40)))?.path == ["sectionInsets"])
        #expect(error(WaterfallLayout(sectionOverrides: [0: WaterfallSectionOverrides(columns: .fixed(-2))]))?.path == ["sectionOverrides", 0, "columns"])
        // 100 / (1/1024) = 102400 columns.
        #expect(error(WaterfallLayout(columns: .adaptive(minWidth: 1.0 / 1024), columnSpacing: 0)) == LayoutError(.tooMany(.columns(102_400), limit: 10000), at: ["columns", "minWidth"]))
        var negative = ItemData()
        negative.measuredSize = CGSize(width: 10, height: -4)
        #expect(error(WaterfallLayout(), [SectionData(itemCount: 1), SectionData(items: [.height(1), negative])])?.path == ["sections", 1, "items", 1])
        #expect(error(WaterfallLayout(), [SectionData(items: [.aspectRatio(0)])]) == LayoutError(.notFinite(got: .infinity), at: ["sections", 0, "items", 0]))
    }

    /// No spacing follows a column's last item: when a section's columns end level, the next
    /// section starts at their bottom, above where a next item of the section would go (the
    /// bottom plus the item spacing). The append boundary must allow for both.
    @Test func theAppendBoundaryAllowsForTheSectionEndingBeforeItsNextItemsSpacing() throws {
        let layout = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 20)
        let environment = LayoutEnvironment(width: 200)
        let part = try layout.makeSnapshot(sections: [SectionData(items: [.height(100), .height(100)])], environment: environment)
        // Both columns end at 100; a third item would start at 120, the next section at 100.
        let full = try layout.makeSnapshot(sections: [SectionData(items: [.height(100), .height(100)]), SectionData(items: [.height(50)])], environment: environment)
        #expect(full.layoutAttributesForItem(at: .item(0, section: 1))?.frame.minY == 100)
        #expect(layout.appendBoundary(of: part) == 99)
    }
}
