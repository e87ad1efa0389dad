import Foundation
import Testing
import Tessera
import TesseraTestSupport

/// UIKit behaviours that surprised us, each worked through by hand from a recorded case
/// (`Tests/Fixtures/uikit-compositional/`, named in each comment). Container 320 × 480, scale 2.
@Suite struct CompositionalUIKitSurprisesTests {
    static let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])

    // 158-background-decoration: a background of zIndex −3; UIKit reports the cells at 1 (not 0,
    // not −2) and the background at −3.
    @Test func decorationMakesCellsZIndexOne() throws {
        let l = layout(Self.row) { $0.decorationItems = [LayoutDecorationItem(elementKind: "bg", zIndex: -3)] }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(s.layoutAttributesForItem(at: .item(0, section: 0))?.zIndex == 1)
        #expect(s.layoutAttributesForDecorationView(ofKind: "bg", at: .item(0, section: 0))?.zIndex == -3)
    }

    // 037-partly-filled-last-group-no-spacing: a vertical group of 100 holds three items of 30
    // (90, 10 left over). Five items: the second group holds two, at 100 and 130, and is
    // 100 − 30 = 70 long (not 60): content 100 + 70 = 170.
    @Test func partlyFilledGroupKeepsItsTail() throws {
        let g = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(1), .absolute(30))])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env())
        #expect(cellFrames(s).map(\.minY) == [0, 30, 60, 100, 130])
        #expect(s.contentSize.height == 170)
    }

    // 137-several-boundary-items-on-one-side: headers of 30 and 10 aligned top do not stack;
    // both end at the content's top, which is at 30 (insets top 3: cells at 33); the headers at
    // 0 and 30 − 10 = 20.
    @Test func boundaryItemsOnOneSideOverlap() throws {
        let l = layout(Self.row) {
            $0.contentInsets = DirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
            $0.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top),
                LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "t", alignment: .top),
            ]
        }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "h", at: .item(0, section: 0))?.frame == rect(4, 0, 310, 30))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "t", at: .item(0, section: 0))?.frame == rect(4, 20, 310, 10))
        #expect(cellFrames(s)[0].minY == 33)
    }

    // 068-boundary-item-alignment-1-with-an-offset-extending-or-not: a header of 30 with
    // absoluteOffset y 7 stays at the section's top; the content starts at 30 − 7 = 23 (cells at
    // 26 with insets top 3). Its x: 4 + (310 − 60) / 2 + 5 = 134.
    @Test func headerOffsetTakesRoomFromTheHeader() throws {
        let l = layout(Self.row) {
            $0.contentInsets = DirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
            $0.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .absolute(30)), elementKind: "h", alignment: .top, absoluteOffset: CGPoint(x: 5, y: 7))
            ]
        }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "h", at: .item(0, section: 0))?.frame == rect(134, 0, 60, 30))
        #expect(cellFrames(s)[0].minY == 26)
    }

    // 052-three-sections: rows of 30, insets 3/5, interSectionSpacing 12, sections of 3, 0 and 4
    // items. Section 0 is 3 + 60 + 5 = 68 long; the empty one takes no room but both spacings
    // count: section 2 starts at 68 + 12 + 12 = 92 (cells at 95) and ends at 92 + 68 = 160.
    @Test func emptySectionTakesNoRoomButKeepsSpacings() throws {
        var section = LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.contentInsets = DirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
        let l = CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12))
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3), SectionData(itemCount: 0), SectionData(itemCount: 4)], environment: env())
        #expect(cellFrames(s, section: 2)[0].minY == 95)
        #expect(s.contentSize.height == 160)
    }

    // 047-item-edge-spacing-fixed: an item of fractionalWidth 0.5 with edge spacing 4/6 across
    // is 0.5 × 320 = 160 wide (the edge spacing is not taken out first), so 4 + 160 + 6 = 170
    // and a second would need 340 > 320: one item a row, four rows of 100 = 400.
    @Test func fractionsIgnoreEdgeSpacing() throws {
        let it = LayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
            edgeSpacing: LayoutEdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7)))
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(it)])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
        #expect(cellFrames(s)[0] == rect(4, 5, 160, 100))
        #expect(cellFrames(s)[1] == rect(4, 105, 160, 100))
        #expect(s.contentSize.height == 400)
    }

    // 209-behavior-1-variant-1-at-0: in an orthogonal section with insets 4/6 across, a group of
    // fractionalWidth 0.8 is 0.8 × 320 = 256 (the whole container, not 310); 244: a group of
    // fractionalHeight 0.25 with insets 3/5 is 0.25 × (480 − 8) = 118.
    @Test func orthogonalGroupsResolveAgainstTheContainer() throws {
        let wide = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .fractionalHeight(0.25)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let l = layout(wide) {
            $0.contentInsets = DirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
            $0.orthogonalScrollingBehavior = .continuous
        }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(cellFrames(s)[0] == rect(4, 3, 256, 118))
    }
}
