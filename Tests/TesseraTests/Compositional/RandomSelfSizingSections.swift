import Foundation
import Tessera
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// A random compositional layout whose sections self-size along the scroll axis, made from a
/// seed: lists, rows of two or three items, stacks of two estimated items, nested groups, a
/// fixed row (measurements change nothing), and the cases a measurement lays out whole (items
/// with badges, groups with supplementaries, sections that scroll sideways); random spacing,
/// insets, headers (pinned or not), footers, items over the content that lengthen it,
/// decorations; either scroll direction, either layout direction, scales 1–3.
struct RandomSelfSizingSections {
    var layout: CompositionalLayout
    var sections: [SectionData]
    var environment: LayoutEnvironment
    var axis: LayoutAxis

    init(seed: Int) {
        var rng = SplitMix(seed: UInt64(seed))
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(range.lowerBound + pick(range.count)) }
        let axis: LayoutAxis = pick(3) == 0 ? .horizontal : .vertical
        var definitions: [LayoutSection] = []
        var sections: [SectionData] = []
        for _ in 0..<(1 + pick(3)) {
            let count = pick(50)
            definitions.append(Self.section(axis: axis, kind: pick(9), pick: pick, number: number))
            sections.append(
                SectionData(items: (0..<count).map { _ in pick(3) == 0 ? ItemData(measuredSize: CGSize(length: number(5...90), along: axis, breadth: 60)) : ItemData() }))
        }
        let defs = definitions
        layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(scrollDirection: axis, interSectionSpacing: number(0...20))) { i, _ in defs[i] }
        self.sections = sections
        environment = LayoutEnvironment(
            containerSize: CGSize(width: number(250...450), height: number(300...800)), displayScale: number(1...3),
            layoutDirection: pick(3) == 0 ? .rightToLeft : .leftToRight
        )
        self.axis = axis
    }

    /// One section of kind `kind` (see the type's comment), its groups along `axis`.
    private static func section(axis: LayoutAxis, kind: Int, pick: (Int) -> Int, number: (ClosedRange<Int>) -> CGFloat) -> LayoutSection {
        let across = axis.other
        func sized(_ along: LayoutDimension, _ acrossDimension: LayoutDimension) -> LayoutSize {
            axis == .vertical ? LayoutSize(widthDimension: acrossDimension, heightDimension: along) : LayoutSize(widthDimension: along, heightDimension: acrossDimension)
        }
        func fraction(_ v: CGFloat) -> LayoutDimension { across == .horizontal ? .fractionalWidth(v) : .fractionalHeight(v) }
        func linear(_ a: LayoutAxis, _ s: LayoutSize, _ subitems: [LayoutSubitem]) -> LayoutGroup {
            a == .horizontal ? .horizontal(layoutSize: s, subitems: subitems) : .vertical(layoutSize: s, subitems: subitems)
        }
        let estimate = LayoutDimension.estimated(number(20...60))
        let cell = LayoutItem(layoutSize: sized(estimate, fraction(1)))
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        var group: LayoutGroup
        var orthogonal = false
        switch kind {
        case 1:  // a row of two or three
            let n = 2 + pick(2)
            group = linear(across, sized(estimate, fraction(1)), Array(repeating: .item(LayoutItem(layoutSize: sized(estimate, fraction(1 / CGFloat(n))))), count: n))
            group.interItemSpacing = .fixed(number(0...8))
        case 2:  // a stack of two along the axis
            group = linear(axis, sized(.estimated(number(40...120)), fraction(1)), [.item(cell), .item(cell)])
            group.interItemSpacing = .fixed(number(0...8))
        case 3:  // nested: an item, then a row of two
            let inner = linear(across, sized(estimate, fraction(1)), [.item(LayoutItem(layoutSize: sized(estimate, fraction(0.5)))), .item(LayoutItem(layoutSize: sized(estimate, fraction(0.5))))])
            group = linear(axis, sized(.estimated(number(60...120)), fraction(1)), [.item(cell), .group(inner)])
        case 4:  // fixed: measurements change nothing
            group = linear(
                across, sized(.absolute(number(20...60)), fraction(1)), [.item(LayoutItem(layoutSize: sized(axis == .vertical ? .fractionalHeight(1) : .fractionalWidth(1), fraction(0.5))))])
        case 5:  // items with badges (laid out whole)
            group = linear(across, sized(estimate, fraction(1)), [.item(LayoutItem(layoutSize: sized(estimate, fraction(1)), supplementaryItems: [badge]))])
        case 6:  // a group with a supplementary (laid out whole)
            group = linear(across, sized(estimate, fraction(1)), [.item(cell)])
            group.supplementaryItems = [badge]
        case 7:  // sideways (laid out whole)
            group = linear(across, sized(estimate, fraction(0.8)), [.item(cell)])
            orthogonal = true
        default:  // a list
            group = linear(across, sized(estimate, fraction(1)), [.item(cell)])
        }
        var section = LayoutSection(group: group)
        section.interGroupSpacing = number(0...12)
        section.contentInsets = DirectionalEdgeInsets(top: number(0...16), leading: number(0...16), bottom: number(0...16), trailing: number(0...16))
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        var boundary: [LayoutBoundarySupplementaryItem] = []
        if pick(2) == 0 {
            boundary.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: sized(.absolute(number(10...40)), fraction(1)), elementKind: "header", alignment: axis == .vertical ? .top : .leading, pinToVisibleBounds: pick(2) == 0))
        }
        if pick(2) == 0 {
            boundary.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: sized(.absolute(number(10...40)), fraction(1)), elementKind: "footer", alignment: axis == .vertical ? .bottom : .trailing, pinToVisibleBounds: pick(3) == 0))
        }
        if pick(4) == 0 {
            // Over the content, centred, lengthening a short one.
            boundary.append(LayoutBoundarySupplementaryItem(layoutSize: sized(.absolute(number(50...400)), fraction(0.5)), elementKind: "over", alignment: axis == .vertical ? .leading : .top))
        }
        section.boundarySupplementaryItems = boundary
        if pick(3) == 0 { section.decorationItems = [LayoutDecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: number(0...5)))] }
        return section
    }
}
