import Foundation
import Testing
import Tessera

/// What an item's fractions are of in a group with inter-item spacing: the group's content box
/// less its spacings along the axis, one container for both of the item's dimensions (the
/// along-axis part is recorded; a fraction of the axis given across it is inferred). Container
/// 320 × 480, scale 2.
@Suite struct CompositionalFractionContainerTests {
    static func cells(_ s: LayoutSnapshot, _ n: Int) -> [CGRect] {
        (0..<n).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame }
    }

    // Three items a third of the width with 10 between them: the container is 320 − 20 = 300
    // wide, so each is 100 wide and, its height a third of the same width, 100 tall: squares at
    // x 0, 110, 220 (not 106.5 tall, a third of 320).
    @Test func aHeightThatIsAFractionOfTheWidthIsOfTheWidthLessTheSpacings() throws {
        let third = item(.fractionalWidth(1.0 / 3), .fractionalWidth(1.0 / 3))
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [third])
        g.interItemSpacing = .fixed(10)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(Self.cells(s, 3) == [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
    }

    // A vertical group 300 tall with 10 between items half its height: the container is 290
    // tall, so items are 145 tall and, their width half the same height, 145 wide, at y 0, 155.
    @Test func aWidthThatIsAFractionOfTheHeightInAVerticalGroup() throws {
        let half = item(.fractionalHeight(0.5), .fractionalHeight(0.5))
        var g = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(300)), subitems: [half])
        g.interItemSpacing = .fixed(10)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(Self.cells(s, 2) == [rect(0, 0, 145, 145), rect(0, 155, 145, 145)])
    }

    // Across the axis a fraction of its own axis is of the content box, which the spacing does
    // not touch: height fractionalHeight(0.5) of a row 120 tall is 60.
    @Test func aFractionOfTheOtherAxisIsOfTheWholeContentBox() throws {
        let it = item(.fractionalWidth(0.25), .fractionalHeight(0.5))
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [it])
        g.interItemSpacing = .fixed(20)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        // Four fit: (320 − 60) × 0.25 = 65 wide, 85 apart.
        #expect(Self.cells(s, 3) == [rect(0, 0, 65, 60), rect(85, 0, 65, 60), rect(170, 0, 65, 60)])
    }
}
