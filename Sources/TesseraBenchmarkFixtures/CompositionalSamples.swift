import Foundation
import Tessera

/// The sections of Apple's "Implementing Modern Collection Views" sample (the same values as
/// the specs in `Examples/compositional/`), ready to use in demos, tests and benchmarks, and a
/// mixed layout that cycles through them.
package enum CompositionalSamples {
    private static func full() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)) }

    /// List: rows fw1 × abs44.
    package static func list() -> LayoutSection {
        LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.item(LayoutItem(layoutSize: full()))]))
    }

    /// Grid: five fw0.2 items a row, rows fw0.2 tall; `itemInsets` 5 makes Inset Items Grid.
    package static func grid(itemInsets: CGFloat = 0) -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)), contentInsets: DirectionalEdgeInsets(all: itemInsets))
        return LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [.item(item)]))
    }

    /// Two-Column: count 2, `.fixed(10)`, interGroupSpacing 10, insets 0/10/0/10.
    package static func twoColumn() -> LayoutSection {
        var group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: .item(LayoutItem(layoutSize: full())), count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return section
    }

    /// Distinct Sections: `columns` columns (1: rows abs44; more: rows fw0.2), item insets 2,
    /// section insets 20.
    package static func columns(_ columns: Int) -> LayoutSection {
        let item = LayoutItem(layoutSize: full(), contentInsets: DirectionalEdgeInsets(all: 2))
        let height: LayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
        var section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitem: .item(item), count: max(1, columns)))
        section.contentInsets = DirectionalEdgeInsets(all: 20)
        return section
    }

    /// Section Headers/Footers (and Pinned Section Headers): list rows, interGroupSpacing 5,
    /// insets 0/10/0/10, header and footer fw1 × est44; pinned headers have zIndex 2 (others the default 1).
    package static func headersAndFooters(pinned: Bool = false) -> LayoutSection {
        var section = list()
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ElementKind.header, alignment: .top, pinToVisibleBounds: pinned, zIndex: pinned ? 2 : 1),
            LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ElementKind.footer, alignment: .bottom),
        ]
        return section
    }

    /// Section Background Decoration: list rows, interGroupSpacing 5, insets 10, a background
    /// inset 5.
    package static func background() -> LayoutSection {
        var section = list()
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.decorationItems = [LayoutDecorationItem(elementKind: ElementKind.background, contentInsets: DirectionalEdgeInsets(all: 5))]
        return section
    }

    /// Item Badges: fw0.25 items with insets 5 in rows fw0.2 tall, section insets 20, a 20×20
    /// badge at each item's top-trailing corner moved by (0.3, −0.3) of its size.
    package static func badges() -> LayoutSection {
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        )
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge], contentInsets: DirectionalEdgeInsets(all: 5))
        var section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [.item(item)]))
        section.contentInsets = DirectionalEdgeInsets(all: 20)
        return section
    }

    /// Nested Groups (`orthogonal` nil), or Orthogonal Sections (the nested group fw0.85 wide,
    /// scrolling sideways with `orthogonal` behaviour).
    package static func nested(orthogonal: OrthogonalScrollingBehavior? = nil) -> LayoutSection {
        let insets = DirectionalEdgeInsets(all: 10)
        let leading = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)), contentInsets: insets)
        let trailing = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)), contentInsets: insets)
        let trailingGroup = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: .item(trailing), count: 2)
        let width: LayoutDimension = orthogonal == nil ? .fractionalWidth(1) : .fractionalWidth(0.85)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: width, heightDimension: .fractionalHeight(0.4)), subitems: [.item(leading), .group(trailingGroup)])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = orthogonal ?? .none
        return section
    }

    /// A mix for benchmarks: section `i` is the `i % 10`-th of list, grid, inset grid, two
    /// columns, five columns, headers and footers, pinned headers, background, badges, nested
    /// groups (orthogonal sections are left out: they scroll on their own).
    package static func mixedSection(_ index: Int) -> LayoutSection {
        switch index % 10 {
        case 0: return list()
        case 1: return grid()
        case 2: return grid(itemInsets: 5)
        case 3: return twoColumn()
        case 4: return columns(5)
        case 5: return headersAndFooters()
        case 6: return headersAndFooters(pinned: true)
        case 7: return background()
        case 8: return badges()
        default: return nested()
        }
    }

    /// A layout whose sections cycle through `mixedSection(_:)`, with interSectionSpacing 10.
    /// With `Array(repeating: SectionData(itemCount: 100), count: 1000)` it lays out 100,000
    /// items in 1,000 sections.
    package static func mixedLayout() -> CompositionalLayout {
        let sections = (0..<10).map(mixedSection)
        return CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10)) { index, _ in sections[index % 10] }
    }

    /// A self-sizing list (item and group fw1 × est44), the case measured-size updates serve.
    package static func selfSizingList() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))]))
    }
}
