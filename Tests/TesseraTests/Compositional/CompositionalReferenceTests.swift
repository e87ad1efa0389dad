import Foundation
import Testing
import Tessera
import TesseraTestSupport

/// The reference cases, measured on UIKit (container 320×480 at scale 2 unless said).
@Suite struct CompositionalReferenceTests {
    // Case 1. HG(fw1, abs10) of fw0.3 × abs10, 8 items.
    // No spacing: repeat while it fits: 3 × floor(0.3·320 = 96) = 288 <= 320, 4 × 96 = 384 > 320
    // → 3 a row at x = 0, 96, 192; rows of 3, 3, 2 at y = 0, 10, 20 → content 320×30.
    @Test func case1NoSpacing() throws {
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(0.3), .absolute(10))])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(0, 0, 96, 10))
        #expect(f[1] == rect(96, 0, 96, 10))
        #expect(f[2] == rect(192, 0, 96, 10))
        #expect(f[3] == rect(0, 10, 96, 10))
        #expect(f[6] == rect(0, 20, 96, 10))
        #expect(f[7] == rect(96, 20, 96, 10))
        #expect(s.contentSize == CGSize(width: 320, height: 30))
    }

    // .fixed(10): 3 items leave 320 − 2·10 = 300, 0.3·300 = 90 and 3·90 + 20 = 290 <= 320;
    // 4 items leave 290, 0.3·290 = 87, 4·87 + 30 = 378 > 320 → 3 of width 90 at 0, 100, 200.
    @Test func case1FixedSpacing() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(0.3), .absolute(10))])
        g.interItemSpacing = .fixed(10)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(0, 0, 90, 10))
        #expect(f[1] == rect(100, 0, 90, 10))
        #expect(f[2] == rect(200, 0, 90, 10))
        #expect(f[3] == rect(0, 10, 90, 10))
        #expect(s.contentSize == CGSize(width: 320, height: 30))
    }

    // .flexible(10): widths as with .fixed (90); leftover 320 − 270 − 20 = 30 shared by the two
    // flexible spacings: 10 + 15 = 25 each → x = 0, 115, 230.
    @Test func case1FlexibleSpacing() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(0.3), .absolute(10))])
        g.interItemSpacing = .flexible(10)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(0, 0, 90, 10))
        #expect(f[1] == rect(115, 0, 90, 10))
        #expect(f[2] == rect(230, 0, 90, 10))
        #expect(f[7] == rect(115, 20, 90, 10))
        #expect(s.contentSize == CGSize(width: 320, height: 30))
    }

    // fw 1/3, no spacing: 320/3 = 106.67 floored to the half-point grid = 106.5 → x = 0, 106.5, 213.
    @Test func case1OneThird() throws {
        let g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(1.0 / 3), .absolute(10))])
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(0, 0, 106.5, 10))
        #expect(f[1] == rect(106.5, 0, 106.5, 10))
        #expect(f[2] == rect(213, 0, 106.5, 10))
        #expect(s.contentSize == CGSize(width: 320, height: 30))
    }

    // Case 2. Section insets (5, 6, 7, 8): container width 320 − 6 − 8 = 306. Items fw⅓ with
    // .fixed(10): (306 − 20)/3 = 95.33 → 95, x = 6, 6 + 95 + 10 = 111, 216; rows at y = 5,
    // 5 + 50 + 4 = 59, 113; 7 items = 3 rows; content 113 + 50 + 7 = 170.
    @Test func case2SectionInsets() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        g.interItemSpacing = .fixed(10)
        let l = layout(g) {
            $0.contentInsets = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
            $0.interGroupSpacing = 4
        }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 7)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(6, 5, 95, 50))
        #expect(f[1] == rect(111, 5, 95, 50))
        #expect(f[2] == rect(216, 5, 95, 50))
        #expect(f[3] == rect(6, 59, 95, 50))
        #expect(f[6] == rect(6, 113, 95, 50))
        #expect(s.contentSize == CGSize(width: 320, height: 170))
    }

    // Case 3. Group insets (1, 2, 3, 4) leave a 314×96 box at (2, 1); fw0.5 → 157 slots at x = 2,
    // 159; item insets (5, 6, 7, 8) shrink them to [8, 6, 143, 84] and [165, 6, 143, 84]. The
    // second row's group starts at 100 → y = 100 + 1 + 5 = 106; content 2 × 100 = 200.
    @Test func case3GroupAndItemInsets() throws {
        var g = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))])
        g.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(8, 6, 143, 84))
        #expect(f[1] == rect(165, 6, 143, 84))
        #expect(f[2] == rect(8, 106, 143, 84))
        #expect(s.contentSize.height == 200)
    }

    // Case 4. HG(fw1, abs100, .fixed(6)): (320 − 6)/2 = 157 each; the vertical group at 163
    // holds fh0.5 items of (100 − 4)/2 = 48 at y = 0, 52. Three items a group → 9 items in 3
    // groups at y = 0, 100, 200; content 300.
    @Test func case4NestedGroups() throws {
        var inner = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        inner.interItemSpacing = .fixed(4)
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(inner)])
        g.interItemSpacing = .fixed(6)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 9)], environment: env())
        let f = cellFrames(s)
        #expect(f[0] == rect(0, 0, 157, 100))
        #expect(f[1] == rect(163, 0, 157, 48))
        #expect(f[2] == rect(163, 52, 157, 48))
        #expect(f[3] == rect(0, 100, 157, 100))
        #expect(f[8] == rect(163, 252, 157, 48))
        #expect(s.contentSize.height == 300)
    }

    // Case 5. 300 wide at scale 3, section insets (20, 30, 20, 0): container 270; count 2 with
    // .fixed(20) overrides abs100: (270 − 20)/2 = 125 at x = 30, 175, y = 20. Item insets 10:
    // [40, 30, 105, 80]. Each section 20 + 100 + 20 = 140; 15 sections and 14 gaps of 40:
    // 2100 + 560 = 2660.
    @Test func case5CountAndSections() throws {
        func make(itemInsets: CGFloat) -> CompositionalLayout {
            var g = LayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item(.absolute(100), .absolute(100), insets: DirectionalEdgeInsets(all: itemInsets)), count: 2)
            g.interItemSpacing = .fixed(20)
            var section = LayoutSection(group: g)
            section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 0)
            return CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 40))
        }
        let e = env(300, 480, scale: 3)
        let sections = Array(repeating: SectionData(itemCount: 2), count: 15)
        let plain = try make(itemInsets: 0).makeSnapshot(sections: sections, environment: e)
        #expect(cellFrames(plain)[0] == rect(30, 20, 125, 100))
        #expect(cellFrames(plain)[1] == rect(175, 20, 125, 100))
        #expect(cellFrames(plain, section: 1)[0] == rect(30, 200, 125, 100))
        #expect(plain.contentSize == CGSize(width: 300, height: 2660))
        let inset = try make(itemInsets: 10).makeSnapshot(sections: sections, environment: e)
        #expect(cellFrames(inset)[0] == rect(40, 30, 105, 80))
        #expect(inset.contentSize == CGSize(width: 300, height: 2660))
    }

    // The badge: 20×20 anchored top-trailing on the item [30, 20, 125, 100] sits at
    // [155 − 20, 20] = [135, 20, 20, 20]; fractionalOffset (0.5, −0.5) moves it by (10, −10).
    @Test func badgeAnchors() throws {
        func badged(_ anchor: LayoutAnchor) throws -> CGRect {
            let badge = LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge", containerAnchor: anchor)
            var g = LayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: .item(LayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])), count: 2)
            g.interItemSpacing = .fixed(20)
            var section = LayoutSection(group: g)
            section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 0)
            let s = try CompositionalLayout(section: section).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env(300, 480, scale: 3))
            #expect(cellFrames(s)[0] == rect(30, 20, 125, 100))
            let a = s.layoutAttributesForSupplementaryElement(ofKind: "badge", at: .item(0, section: 0))!
            #expect(a.zIndex == 1)
            return a.frame
        }
        #expect(try badged(LayoutAnchor(edges: [.top, .trailing])) == rect(135, 20, 20, 20))
        #expect(try badged(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))) == rect(145, 10, 20, 20))
    }
}
