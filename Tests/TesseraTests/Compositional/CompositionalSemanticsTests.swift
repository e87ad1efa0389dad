import Foundation
import Testing
import Tessera
import TesseraTestSupport

@Suite struct CompositionalSemanticsTests {
    static let list = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    // Pinned header of section 0 (natural [10, 0, 370, 44]); its content ends at 44 + 5 × 44 +
    // 4 × 5 = 284, where the footer (44) begins. At offset 120 it sticks at 120 with zIndex
    // 1e9 + 2; at 300 it stops where the footer begins, 284 − 44 = 240; at rest it keeps 1e9 + 2.
    @Test func pinnedHeaderStopsAtSectionEnd() throws {
        let (_, s) = try CompositionalExamplesTests.load("pinned-section-headers")
        let at120 = s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: CGPoint(x: 0, y: 120))!
        #expect(at120.frame == rect(10, 120, 370, 44))
        #expect(at120.zIndex == 1_000_000_002)
        let at300 = s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: CGPoint(x: 0, y: 300))!
        #expect(at300.frame == rect(10, 240, 370, 44))
        let atRest = s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: .zero)!
        #expect(atRest.frame == rect(10, 0, 370, 44))
        #expect(atRest.zIndex == 1_000_000_002)
        #expect(s.elements(in: rect(0, 250, 390, 10), contentOffset: CGPoint(x: 0, y: 300)).contains { $0.representedElementKind == "header" })
    }

    // Section insets 10: rows from y = 10, five of 44 with 4 gaps of 5 → 240, section 260 long;
    // the background covers [0, 0, 390, 260] less its 5-point insets at zIndex 0; cells at 1.
    @Test func backgroundDecorationAndPromotedCells() throws {
        let (_, s) = try CompositionalExamplesTests.load("section-background-decoration")
        let bg = s.layoutAttributesForDecorationView(ofKind: "background", at: .item(0, section: 0))!
        #expect(bg.frame == rect(5, 5, 380, 250))
        #expect(bg.zIndex == 0)
        #expect(s.layoutAttributesForItem(at: .item(0, section: 0))!.zIndex == 1)
        #expect(s.layoutAttributesForDecorationView(ofKind: "background", at: .item(0, section: 1))!.frame == rect(5, 265, 380, 250))
    }

    // Group fw0.85 of 390 = floor₃(331.5) = 331⅓, 156 tall (0.4 × 390), item insets 10. Section 0:
    // header 44, cell [10, 54, 311⅓, 136] shown at its offset x 743⅔ (continuous: no snapping),
    // so at 10 − 743⅔; section length 200. Section 1 (offset x 662⅔, two
    // groups) starts at 220: its second cell is at 331⅓ + 10 − 662⅔ = −321⅓, y = 274. 18 groups:
    // content 18 × 331⅓ = 5964. Each header's kind names its section's behaviour.
    @Test func orthogonalSectionsRecordedAndShifted() throws {
        let (_, s) = try CompositionalExamplesTests.load("orthogonal-section-behaviors")
        let groupWidth: CGFloat = 994.0 / 3
        let c0 = cellFrames(s, section: 0)[0]
        #expect(abs(c0.minX - (10 - 2231.0 / 3)) < 1e-9 && c0.minY == 54 && abs(c0.width - (groupWidth - 20)) < 1e-9 && c0.height == 136)
        let c1 = cellFrames(s, section: 1)[1]
        #expect(abs(c1.minX - (groupWidth + 10 - 2 * groupWidth)) < 1e-9 && c1.minY == 274)
        #expect(s.orthogonalSections.map(\.section) == [0, 1, 2, 3, 4])
        #expect(s.orthogonalSections.map(\.behavior) == [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
        let o1 = s.orthogonalSections[1]
        #expect(abs(o1.offset - 2 * groupWidth) < 1e-9)
        #expect(o1.viewport == rect(0, 264, 390, 156))
        #expect(abs(o1.contentLength - 18 * groupWidth) < 1e-9)
        #expect(o1.groupStarts.count == 18 && abs(o1.groupStarts[2] - 2 * groupWidth) < 1e-9)
        #expect(o1.groupLengths.allSatisfy { abs($0 - groupWidth) < 1e-9 })
        // The `none` section stacks its 18 groups: header 44 + 18 × 156.
        let last = cellFrames(s, section: 5)
        #expect(last[1].minY == last[0].minY + 156)
        #expect(s.contentSize.height == s.layoutAttributesForSupplementaryElement(ofKind: "none", at: .item(0, section: 5))!.frame.minY + 44 + 18 * 156)
    }

    // A self-sizing list: item and group fw1 × est44. Section 1's item 2 measures 80 tall: it
    // keeps y = 88, grows to 80, and everything after moves down by 36.
    static func selfSizingList() -> CompositionalLayout {
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.fractionalWidth(1), .estimated(44))])
        return CompositionalLayout(section: LayoutSection(group: g), configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10))
    }

    @Test func measuredSizeUpdateEqualsFullLayout() throws {
        let l = Self.selfSizingList()
        let sections = Array(repeating: SectionData(itemCount: 5), count: 3)
        let before = try l.makeSnapshot(sections: sections, environment: env())
        #expect(before.contentSize.height == 680)  // 3 × 220 + 2 × 10
        let updated = try l.snapshot(before, updatingMeasuredSize: CGSize(width: 320, height: 80), at: .item(2, section: 1))
        var measured = sections
        measured[1] = SectionData(items: (0..<5).map { $0 == 2 ? ItemData(measuredSize: CGSize(width: 320, height: 80)) : ItemData() })
        let full = try l.makeSnapshot(sections: measured, environment: env())
        #expect(updated.allElements() == full.allElements())
        #expect(updated.contentSize == full.contentSize)
        // Section 1 starts at 230: item 2 at 230 + 88 = 318, 80 tall; item 3 at 398.
        #expect(cellFrames(updated, section: 1)[2] == rect(0, 318, 320, 80))
        #expect(cellFrames(updated, section: 1)[3] == rect(0, 398, 320, 44))
        #expect(cellFrames(updated, section: 2)[0] == rect(0, 230 + 256 + 10, 320, 44))
        #expect(updated.contentSize.height == 716)
        // A second update builds on the first.
        let twice = try l.snapshot(updated, updatingMeasuredSize: CGSize(width: 320, height: 20), at: .item(0, section: 0))
        #expect(cellFrames(twice, section: 1)[2] == rect(0, 294, 320, 80))
    }

    // Horizontal scrolling: the container across is the height (480). VG(abs100 × fh1) of fh0.25
    // items (120 tall): 10 items in 3 groups at x = 0, 100, 200, the last not trimmed (its axis
    // is not the scroll axis); content 300 × 480. HG(abs300 × fh1) of fw0.25 items (75 wide):
    // 6 items, the second group holds 2 and is trimmed to 150 → content 450.
    @Test func horizontalScrollDirection() throws {
        let config = CompositionalLayoutConfiguration(scrollDirection: .horizontal)
        let vg = LayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(0.25))])
        let s = try CompositionalLayout(section: LayoutSection(group: vg), configuration: config).makeSnapshot(sections: [SectionData(itemCount: 10)], environment: env())
        #expect(cellFrames(s)[1] == rect(0, 120, 100, 120))
        #expect(cellFrames(s)[9] == rect(200, 120, 100, 120))
        #expect(s.contentSize == CGSize(width: 300, height: 480))
        let hg = LayoutGroup.horizontal(layoutSize: size(.absolute(300), .fractionalHeight(1)), subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let t = try CompositionalLayout(section: LayoutSection(group: hg), configuration: config).makeSnapshot(sections: [SectionData(itemCount: 6)], environment: env())
        #expect(cellFrames(t)[5] == rect(375, 0, 75, 480))
        #expect(t.contentSize == CGSize(width: 450, height: 480))
    }

    // A partly filled vertical group is trimmed along the (vertical) scroll axis:
    // VG(fw1 × abs300) of fh0.25 items: 6 items → 300 + 2 × 75 = 450.
    @Test func partialGroupTrimmed() throws {
        let g = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(300)), subitems: [item(.fractionalWidth(1), .fractionalHeight(0.25))])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 6)], environment: env())
        #expect(s.contentSize.height == 450)
    }

    // Empty sections still get interSectionSpacing: 88 + 10 + 0 + 10 → the third starts at 108.
    @Test func emptySectionsKeepSpacing() throws {
        let l = CompositionalLayout(section: LayoutSection(group: Self.list), configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10))
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 2), SectionData(itemCount: 0), SectionData(itemCount: 2)], environment: env())
        #expect(cellFrames(s, section: 2)[0] == rect(0, 108, 320, 44))
        #expect(s.contentSize.height == 196)
    }

    // An empty last section with a background keeps its insets (top 2): content 88 + 10 + 2 = 100.
    // The background's insets (3 each side) are longer than those 2 points: it has no length
    // and sits at the section's far edge, y 100, not at 98 + 3 = 101 past the content.
    @Test func decorationInsetsLongerThanAnEmptySection() throws {
        var section = LayoutSection(group: Self.list)
        section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 0, bottom: 0, trailing: 0)
        section.decorationItems = [LayoutDecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 3))]
        var first = LayoutSection(group: Self.list)
        first.contentInsets = .zero
        let sections = [first, section]
        let l = CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10)) { i, _ in sections[i] }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 2), SectionData(itemCount: 0)], environment: env())
        #expect(s.contentSize.height == 100)
        let background = try #require(s.layoutAttributesForDecorationView(ofKind: "background", at: .item(0, section: 1)))
        #expect(background.frame == rect(3, 100, 314, 0))
    }

    // Custom group items sit at their own frames, repeated per group (group 100 tall).
    @Test func customGroup() throws {
        let g = LayoutGroup.custom(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), items: [GroupCustomItem(frame: rect(0, 0, 200, 100)), GroupCustomItem(frame: rect(200, 0, 120, 50), zIndex: 3)])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(cellFrames(s) == [rect(0, 0, 200, 100), rect(200, 0, 120, 50), rect(0, 100, 200, 100)])
        #expect(s.layoutAttributesForItem(at: .item(1, section: 0))!.zIndex == 3)
    }

    // contentInsetsReference: the safe area's 20 + 20 narrow the list to [20, 0, 280, 44];
    // `.none` ignores it; readable content in 1024 with margins 20: (1024 − 40 − 672)/2 = 156
    // more on each side → x = 176, width 672.
    @Test func contentInsetsReference() throws {
        var e = env()
        e.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let one = [SectionData(itemCount: 1)]
        #expect(cellFrames(try layout(Self.list).makeSnapshot(sections: one, environment: e))[0] == rect(20, 0, 280, 44))
        let none = CompositionalLayout(section: LayoutSection(group: Self.list), configuration: CompositionalLayoutConfiguration(contentInsetsReference: .none))
        #expect(cellFrames(try none.makeSnapshot(sections: one, environment: e))[0] == rect(0, 0, 320, 44))
        var wide = env(1024, 768)
        wide.layoutMargins = DirectionalEdgeInsets(all: 20)
        let readable = layout(Self.list) { $0.contentInsetsReference = .readableContent }
        #expect(cellFrames(try readable.makeSnapshot(sections: one, environment: wide))[0] == rect(176, 0, 672, 44))
    }

    // A layout-level header (50 tall) comes before every section, index path [0, 0].
    @Test func layoutLevelHeader() throws {
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: "banner", alignment: .top)
        let l = CompositionalLayout(section: LayoutSection(group: Self.list), configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [header]))
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "banner", at: .item(0, section: 0))!.frame == rect(0, 0, 320, 50))
        #expect(cellFrames(s)[0] == rect(0, 50, 320, 44))
        #expect(s.contentSize.height == 138)
    }

    // Alignments on a section whose content (two rows) runs 0…88 after the extending items:
    // topTrailing (60×20) extends at the top-right; bottomLeading extends after; leading lies
    // over the content centred: y = 20 + (88 − 20)/2 = 54; `none` at the content's start corner;
    // top with extendsBoundary false overlaps the content, centred across: x = (320 − 60)/2.
    @Test func boundaryAlignments() throws {
        func b(_ kind: String, _ a: RectAlignment, extends: Bool = true) -> LayoutBoundarySupplementaryItem {
            LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .absolute(20)), elementKind: kind, alignment: a, extendsBoundary: extends)
        }
        let l = layout(Self.list) {
            $0.boundarySupplementaryItems = [b("a", .topTrailing), b("b", .bottomLeading), b("c", .leading), b("d", .none), b("e", .top, extends: false), b("f", .bottomTrailing, extends: false)]
        }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        func frame(_ k: String) -> CGRect { s.layoutAttributesForSupplementaryElement(ofKind: k, at: .item(0, section: 0))!.frame }
        #expect(frame("a") == rect(260, 0, 60, 20))
        #expect(cellFrames(s)[0] == rect(0, 20, 320, 44))
        #expect(frame("b") == rect(0, 108, 60, 20))
        #expect(frame("c") == rect(0, 54, 60, 20))
        #expect(frame("d") == rect(0, 20, 60, 20))
        #expect(frame("e") == rect(130, 20, 60, 20))
        #expect(frame("f") == rect(260, 88, 60, 20))
        #expect(s.contentSize.height == 128)
    }

    // Right to left: leading is the right edge. Two fw0.5 items: item 0 at x = 160.
    @Test func rightToLeft() throws {
        var e = env()
        e.layoutDirection = .rightToLeft
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: e)
        #expect(cellFrames(s) == [rect(160, 0, 160, 44), rect(0, 0, 160, 44)])
    }

    // Edge spacing takes room: abs50 items with a 10-point leading edge: 5 × 60 = 300 <= 320 →
    // x = 10, 70, 130, 190, 250. Flexible top and bottom edge spacing centres a 20-tall item in
    // a 44-tall group: y = 12.
    @Test func edgeSpacing() throws {
        let it = LayoutItem(layoutSize: size(.absolute(50), .absolute(20)), edgeSpacing: LayoutEdgeSpacing(leading: .fixed(10), top: .flexible(0), bottom: .flexible(0)))
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(it)])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env())
        #expect(cellFrames(s).map(\.minX) == [10, 70, 130, 190, 250])
        #expect(cellFrames(s)[0].minY == 12)
    }

    // An item's trailing edge spacing counts in an estimated group's length, on whichever axis
    // it trails: a row (horizontal group) est100 tall whose item (est100) has a fixed bottom
    // spacing of 10 is 110 tall, the next row at y = 110 (across the row); a column (vertical
    // group) est110 whose item (est90) has it is 90 + 10 = 100 long, the next at y = 100 (along
    // the column). The item's trailing (right) spacing, 0, counts on neither.
    @Test func trailingEdgeSpacingCountsInAnEstimatedGroup() throws {
        let spacing = LayoutEdgeSpacing(trailing: .fixed(0), bottom: .fixed(10))
        let spaced = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(100)), edgeSpacing: spacing)
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [.item(spaced)])
        let rows = try layout(row).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(cellFrames(rows) == [rect(0, 0, 320, 100), rect(0, 110, 320, 100)])
        let short = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(90)), edgeSpacing: spacing)
        let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(110)), subitems: [.item(short)])
        let columns = try layout(column).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(cellFrames(columns) == [rect(0, 0, 320, 90), rect(0, 100, 320, 90)])
    }

    // Subitems repeat in order: [abs100, abs50] in 320 → 100, 50, 100, 50 (300), the next 100
    // would overflow.
    @Test func subitemsRepeatInOrder() throws {
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.absolute(100), .absolute(10)), item(.absolute(50), .absolute(10))])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env())
        #expect(cellFrames(s).map(\.minX) == [0, 100, 150, 250, 0])
        #expect(cellFrames(s)[4].minY == 10)
    }

    // A self-sizing header (fw1 × est44) that measured 60 pushes the content to y = 60.
    @Test func measuredHeader() throws {
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top, measuredSize: CGSize(width: 320, height: 60))
        let s = try layout(Self.list) { $0.boundarySupplementaryItems = [header] }.makeSnapshot(sections: [SectionData(itemCount: 1)], environment: env())
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0))!.frame == rect(0, 0, 320, 60))
        #expect(cellFrames(s)[0] == rect(0, 60, 320, 44))
    }

    // A supplementary anchored to a group (three fw⅓ items a row, 40 tall) sits on the group's
    // top-leading corner, numbered by group instance as UIKit numbers them (recorded in
    // 156-group-supplementary-items: g [0, 1] on the second row): row 2 → [0, 1] at y = 40.
    @Test func groupAnchoredSupplementary() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        g.supplementaryItems = [LayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "mark", containerAnchor: LayoutAnchor(edges: [.top, .leading]))]
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env())
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "mark", at: .item(0, section: 0))!.frame == rect(0, 0, 10, 10))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "mark", at: .item(1, section: 0))?.frame == rect(0, 40, 10, 10))
    }

    // Tags in an orthogonal row: HG(est100 × abs30) of est50-wide items holds two (by the
    // estimates); measured 40 and 70 wide, the first group is 110 long and the next starts there.
    @Test func selfSizingWidthsInOrthogonalRow() throws {
        let g = LayoutGroup.horizontal(layoutSize: size(.estimated(100), .absolute(30)), subitems: [item(.estimated(50), .fractionalHeight(1))])
        let l = layout(g) { $0.orthogonalScrollingBehavior = .continuous }
        let widths: [CGFloat] = [40, 70, 55]
        let data = SectionData(items: widths.map { ItemData(measuredSize: CGSize(width: $0, height: 30)) })
        let s = try l.makeSnapshot(sections: [data], environment: env())
        #expect(cellFrames(s) == [rect(0, 0, 40, 30), rect(40, 0, 70, 30), rect(110, 0, 55, 30)])
        #expect(s.orthogonalSections[0].groupStarts == [0, 110])
        #expect(s.orthogonalSections[0].groupLengths == [110, 55])
        #expect(s.orthogonalSections[0].contentLength == 165)
        #expect(s.contentSize.height == 30)
    }
}
