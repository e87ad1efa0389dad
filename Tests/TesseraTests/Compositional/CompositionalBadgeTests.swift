import Foundation
import Testing
import Tessera

/// Badges (supplementary items anchored to items): fractional sizes, offsets of both anchors and
/// several per item. Items 80 × 80 in a row, container 320 × 480, scale 2.
///
/// The placement rule (UIKit, measured [145–157, 154]): the badge's origin is the container
/// anchor's point on the item, plus the container anchor's offset, less the item anchor's
/// point on the badge, **plus** the item anchor's offset. On each axis an anchor's point is
/// the start edge (leading, top), the end edge (trailing, bottom) or the middle (neither or
/// both); an absolute offset is in points and a fractional one a fraction of the badge's own
/// size, both along the coordinates (x right, y down) whichever edges are named.
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

    // The item anchor's offset is added, like the container anchor's. A 24 × 16 badge whose
    // top-trailing corner sits on item 1's bottom-leading corner (80, 80) is at 80 − 24 = 56,
    // 80; moved by an item-anchor offset of (−2, 5) it is at (54, 85) (subtracting the offset
    // would give (58, 75)).
    @Test func theItemAnchorsAbsoluteOffsetMovesTheBadgeAlongTheCoordinates() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(24), .absolute(16)), elementKind: "tag",
            containerAnchor: LayoutAnchor(edges: [.bottom, .leading]),
            itemAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: -2, y: 5))
        )
        let s = try Self.row([badge]).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(Self.frame(s, "tag", item: 1) == rect(54, 85, 24, 16))
    }

    // A fractional item-anchor offset is of the badge's own size. A 40 × 20 badge whose bottom
    // middle sits on item 1's top middle (120, 0) is at (100, −20); (0.25, −0.5) of its size is
    // (10, −10): (110, −30). Both anchors offset: a 20 × 10 badge with its leading middle on
    // item 0's trailing middle (80, 40), the container anchor moved (3, −4) and the item anchor
    // (−0.5, 0.5) of 20 × 10 = (−10, 5): x 80 + 3 − 0 − 10 = 73, y 40 − 4 − 5 + 5 = 36.
    @Test func theItemAnchorsFractionalOffsetIsOfTheBadgesSizeAndAddsToTheContainers() throws {
        let cap = LayoutSupplementaryItem(
            layoutSize: size(.absolute(40), .absolute(20)), elementKind: "cap",
            containerAnchor: LayoutAnchor(edges: [.top]),
            itemAnchor: LayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0.25, y: -0.5))
        )
        let flag = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(10)), elementKind: "flag",
            containerAnchor: LayoutAnchor(edges: [.trailing], absoluteOffset: CGPoint(x: 3, y: -4)),
            itemAnchor: LayoutAnchor(edges: [.leading], fractionalOffset: CGPoint(x: -0.5, y: 0.5))
        )
        let s = try Self.row([cap, flag]).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(Self.frame(s, "cap", item: 1) == rect(110, -30, 40, 20))
        #expect(Self.frame(s, "flag", item: 0) == rect(73, 36, 20, 10))
    }

    // Every item-anchor edge and corner, offset (5, 7), on item 1's top-leading corner (80, 0),
    // a 20 × 10 badge: leading x 80 + 5 = 85, middle 80 − 10 + 5 = 75, trailing 80 − 20 + 5 =
    // 65; top y 0 + 7 = 7, middle 0 − 5 + 7 = 2, bottom 0 − 10 + 7 = −3.
    @Test func everyItemAnchorEdgeWithAnOffset() throws {
        let anchors: [(String, Set<DirectionalRectEdge>, CGRect)] = [
            ("tl", [.top, .leading], rect(85, 7, 20, 10)), ("t", [.top], rect(75, 7, 20, 10)),
            ("tt", [.top, .trailing], rect(65, 7, 20, 10)), ("l", [.leading], rect(85, 2, 20, 10)),
            ("r", [.trailing], rect(65, 2, 20, 10)), ("bl", [.bottom, .leading], rect(85, -3, 20, 10)),
            ("b", [.bottom], rect(75, -3, 20, 10)), ("bt", [.bottom, .trailing], rect(65, -3, 20, 10)),
        ]
        let badges = anchors.map { kind, edges, _ in
            LayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(10)), elementKind: kind,
                containerAnchor: LayoutAnchor(edges: [.top, .leading]), itemAnchor: LayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: 5, y: 7))
            )
        }
        let s = try Self.row(badges).makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        for (kind, _, expected) in anchors {
            #expect(Self.frame(s, kind, item: 1) == expected, "item anchor \(kind)")
        }
    }

    // A badge's fractions are of its item's own size (measured [154]: of the cell's frame, the
    // item's content insets taken off):
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
