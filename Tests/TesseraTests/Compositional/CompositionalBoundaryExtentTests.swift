import Foundation
import Testing
import Tessera

/// How far a boundary item over the content (aligned across the scroll axis: leading or
/// trailing in a vertical layout) reaches, when it is longer than the content. Container
/// 320 × 480, scale 2; the section is two rows of two 160 × 40 cells, 80 long.
@Suite struct CompositionalBoundaryExtentTests {
    static let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])

    static func side(_ alignment: RectAlignment, extends: Bool) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(33), .absolute(200)), elementKind: "side", alignment: alignment, extendsBoundary: extends)
    }

    static func frames(_ s: LayoutSnapshot) -> (side: CGRect?, cells: [CGRect]) {
        (
            s.layoutAttributesForSupplementaryElement(ofKind: "side", at: .item(0, section: 0))?.frame,
            (0..<4).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame }
        )
    }

    // Measured (UIKit): an item that does not extend the boundary is centred on the content,
    // (80 − 200) / 2 = −60, sticking out of both ends; the section stays 80 long.
    @Test func anItemThatDoesNotExtendTheBoundaryStaysCentredOnShorterContent() throws {
        let l = layout(Self.row) { $0.boundarySupplementaryItems = [Self.side(.leading, extends: false)] }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
        #expect(Self.frames(s).side == rect(0, -60, 33, 200))
        #expect(s.contentSize == CGSize(width: 320, height: 80))
    }

    // Inferred, as the layout's own items do (measured): an item that extends the boundary makes
    // the content at least its length, 200, and is then centred in it, (200 − 200) / 2 = 0; the
    // cells keep their places at the content's start; trailing puts it at 320 − 33 = 287.
    @Test func anItemThatExtendsTheBoundaryLengthensTheSection() throws {
        for (alignment, x) in [(RectAlignment.leading, CGFloat(0)), (.trailing, CGFloat(287))] {
            let l = layout(Self.row) { $0.boundarySupplementaryItems = [Self.side(alignment, extends: true)] }
            let s = try l.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
            #expect(Self.frames(s).side == rect(x, 0, 33, 200))
            #expect(Self.frames(s).cells == [rect(0, 0, 160, 40), rect(160, 0, 160, 40), rect(0, 40, 160, 40), rect(160, 40, 160, 40)])
            #expect(s.contentSize == CGSize(width: 320, height: 200))
        }
    }

    // The next section starts after the lengthened one: 200 + interSectionSpacing 10 = 210.
    @Test func theNextSectionStartsAfterTheLengthenedSection() throws {
        var section = LayoutSection(group: Self.row)
        section.boundarySupplementaryItems = [Self.side(.leading, extends: true)]
        let l = CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10))
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 4), SectionData(itemCount: 2)], environment: env())
        #expect(s.layoutAttributesForItem(at: .item(0, section: 1))?.frame == rect(0, 210, 160, 40))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "side", at: .item(0, section: 1))?.frame == rect(0, 210, 33, 200))
        #expect(s.contentSize.height == 410)
    }

    // The layout's own items follow the same rule: one that does not extend the boundary leaves
    // the content its sections' length (80) and is centred on it (inferred).
    @Test func aLayoutItemThatDoesNotExtendTheBoundaryLeavesTheContentItsLength() throws {
        let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [Self.side(.leading, extends: false)])
        let l = CompositionalLayout(section: LayoutSection(group: Self.row), configuration: configuration)
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
        #expect(s.contentSize.height == 80)
        #expect(Self.frames(s).side == rect(0, -60, 33, 200))
    }
}

/// Pinned headers and footers (UIKit, measured [142–144]): a pinned item sticks to the
/// visible bounds within the content and its own side of the section (a header stops where the
/// items after the content begin, a footer where the items before it end), and reports
/// 1,000,000,000 plus its own zIndex whether it is displaced or resting at either end (out of
/// view too: inferred). Two sections of eight items in rows of two 40 tall, content insets top 2
/// and bottom 6, a pinned header of 24 (zIndex 3) and a pinned footer of 16 (zIndex 1);
/// container 320 × 200. Section 0: header 0–24, content 24–192, footer 192–208; section 1 the
/// same from 208 (header 208–232, content 232–400, footer 400–416); the content is 416 tall.
@Suite struct CompositionalPinnedZIndexTests {
    static let layout = CompositionalLayout(
        section: {
            var s = LayoutSection(group: CompositionalBoundaryExtentTests.row)
            s.contentInsets = DirectionalEdgeInsets(top: 2, leading: 0, bottom: 6, trailing: 0)
            s.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(24)), elementKind: "header", alignment: .top, pinToVisibleBounds: true, zIndex: 3),
                LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(16)), elementKind: "footer", alignment: .bottom, pinToVisibleBounds: true),
            ]
            return s
        }())

    /// The displayed y and zIndex of section `section`'s `kind` at vertical offset `y`.
    static func shown(_ s: LayoutSnapshot, _ kind: String, section: Int, at y: CGFloat) -> (y: CGFloat?, zIndex: Int?) {
        let a = s.layoutAttributesForSupplementaryElement(ofKind: kind, at: .item(0, section: section), contentOffset: CGPoint(x: 0, y: y))
        return (a?.frame.minY, a?.zIndex)
    }

    @Test func pinnedHeadersAndFootersReportThePinnedZIndexAtBothEnds() throws {
        let s = try Self.layout.makeSnapshot(sections: [SectionData(itemCount: 8), SectionData(itemCount: 8)], environment: env(320, 200))
        #expect(s.contentSize.height == 416)
        let header: Int = 1_000_000_003, footer: Int = 1_000_000_001
        // Offset 0 (visible 0–200): header 0 rests at the section's start; footer 0 sticks to the
        // visible bottom, 200 − 16 = 184; section 1 is out of view, its header resting at 208.
        #expect(Self.shown(s, "header", section: 0, at: 0) == (0, header))
        #expect(Self.shown(s, "footer", section: 0, at: 0) == (184, footer))
        #expect(Self.shown(s, "header", section: 1, at: 0) == (208, header))
        // Offset 100 (visible 100–300): header 0 sticks at 100; footer 0 rests at its end, 192,
        // since 300 − 16 is below it; header 1 rests at 208; footer 1 sticks at 284.
        #expect(Self.shown(s, "header", section: 0, at: 100) == (100, header))
        #expect(Self.shown(s, "footer", section: 0, at: 100) == (192, footer))
        #expect(Self.shown(s, "header", section: 1, at: 100) == (208, header))
        #expect(Self.shown(s, "footer", section: 1, at: 100) == (284, footer))
        // Offset 180: header 0 would stick at 180 but stops where footer 0 begins, 192 − 24 = 168.
        #expect(Self.shown(s, "header", section: 0, at: 180) == (168, header))
        // Offset 40 (visible bottom 240): footer 1 would stick at 224 but stops where header 1
        // ends, 232.
        #expect(Self.shown(s, "footer", section: 1, at: 40) == (232, footer))
    }
}
