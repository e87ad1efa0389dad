import Foundation
import Testing
import Tessera

/// Badges (supplementary items anchored to items): fractional sizes, fractional offsets and
/// several per item. Items 80 × 80 in a row, container 320 × 480, scale 2.
@Suite struct CompositionalBadgeTests {
    static func row(_ badges: [LayoutSupplementaryItem]) -> CompositionalLayout {
        let cell = LayoutItem(layoutSize: size(.absolute(80), .absolute(80)), supplementaryItems: badges)
        return layout(LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [.item(cell)]))
    }

    static func frame(_ s: LayoutSnapshot, _ kind: String, item: Int) -> CGRect? {
        s.layoutAttributesForSupplementaryElement(ofKind: kind, at: .item(item, section: 0))?.frame
    }

    // Apple's documentation: a fractional x offset of 0.3 moves the supplementary's origin by 30 %
    // of its own width. Its top-trailing badge with (0.5, −0.5) centres the badge on the corner:
    // a 20 × 20 badge on item 1 (x 80…160) at 160 − 20 + 10 = 150, 0 − 10 = −10.
    @Test func aFractionalOffsetIsAFractionOfTheBadgesOwnSize() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        )
        let s = try Self.row([badge]).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(Self.frame(s, "badge", item: 1) == rect(150, -10, 20, 20))
        let moved = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: 0))
        )
        let t = try Self.row([moved]).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(Self.frame(t, "badge", item: 1) == rect(146, 0, 20, 20))
    }

    // A badge's fractions are of its item's own size (inferred: recorded badges are absolute):
    // a quarter of 80 is 20; centred on the bottom edge, (80 − 20) / 2 = 30 across, 80 − 20 = 60
    // down, plus item 1's 80.
    @Test func aFractionalBadgeSizeIsOfItsItem() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(0.25)), elementKind: "dot", containerAnchor: LayoutAnchor(edges: [.bottom])
        )
        let s = try Self.row([badge]).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(Self.frame(s, "dot", item: 1) == rect(110, 60, 20, 20))
    }

    // Two badges on one item each take the item's index path under their own kind; an absolute
    // offset is in points: (−4, 4) from the top-leading corner.
    @Test func severalBadgesPerItemKeepTheItemsIndexPath() throws {
        let count = LayoutSupplementaryItem(
            layoutSize: size(.absolute(24), .absolute(16)), elementKind: "count",
            containerAnchor: LayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: -4, y: 4))
        )
        let star = LayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "star", containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))
        let s = try Self.row([count, star]).makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env())
        #expect(Self.frame(s, "count", item: 2) == rect(156, 4, 24, 16))
        #expect(Self.frame(s, "star", item: 2) == rect(230, 70, 10, 10))
        #expect(s.allElements().filter { $0.representedElementCategory == .supplementary }.count == 6)
    }
}
