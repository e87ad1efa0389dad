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
        (s.layoutAttributesForSupplementaryElement(ofKind: "side", at: .item(0, section: 0))?.frame,
         (0..<4).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame })
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

/// A pinned footer (a bottom boundary item that pins to the visible bounds): it sticks to the
/// visible bottom while its section is in view and reports the pinned zIndex only while it is
/// away from its resting place (inferred by symmetry with the pinned header, recorded at
/// 1,000,000,001 while pinned). Forty items in rows of two 40 tall: the section is 800 long, the
/// footer 30 below it; container 320 × 480.
@Suite struct CompositionalPinnedFooterTests {
    static let layout = CompositionalLayout(section: {
        var s = LayoutSection(group: CompositionalBoundaryExtentTests.row)
        s.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom, pinToVisibleBounds: true),
        ]
        return s
    }())

    @Test func aPinnedFooterSticksToTheVisibleBottomWithThePinnedZIndex() throws {
        let s = try Self.layout.makeSnapshot(sections: [SectionData(itemCount: 40)], environment: env())
        #expect(s.contentSize.height == 830)
        // At offset 0 the visible bottom is 480: the footer at 480 − 30 = 450, pinned.
        let pinned = s.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 0), contentOffset: .zero)
        #expect(pinned?.frame == rect(0, 450, 320, 30))
        #expect(pinned?.zIndex == 1_000_000_001)
        // At offset 350 the visible bottom is 830: the footer rests at 800 with its own zIndex 1.
        let resting = s.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 0), contentOffset: CGPoint(x: 0, y: 350))
        #expect(resting?.frame == rect(0, 800, 320, 30))
        #expect(resting?.zIndex == 1)
    }
}
