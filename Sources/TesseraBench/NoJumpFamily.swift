import Foundation
import Tessera

/// The layouts `tessera-bench nojump` drives: each family's layout, the estimate its data gives
/// and how its cells self-size.
enum NoJumpFamily: String, CaseIterable {
    case waterfall2, waterfall3, mosaic, list, grid, flow, justified, chat

    var layout: any CollectionLayout {
        switch self {
        case .waterfall2: return WaterfallLayout(columns: .fixed(2), columnSpacing: 8, itemSpacing: 8)
        case .waterfall3: return WaterfallLayout(columns: .fixed(3), columnSpacing: 6, itemSpacing: 6)
        case .mosaic: return MosaicLayout.explore(spacing: 2)
        case .list, .chat:
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
            return CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])))
        case .grid:
            // Three a row (a photo grid with captions): each row as tall as its tallest cell.
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(120)))
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [.item(item)])
            return CompositionalLayout(section: LayoutSection(group: group))
        case .justified: return JustifiedRowsLayout(targetRowHeight: 180, interitemSpacing: 4, lineSpacing: 4)
        case .flow:
            var flow = CollectionViewFlowLayout(itemSize: CGSize(width: 120, height: 120), estimatedItemSize: .automatic)
            flow.minimumLineSpacing = 6
            flow.minimumInteritemSpacing = 6
            return flow
        }
    }

    /// The size the data gives before a cell measures (the true sizes are 0.2–5 times it).
    var estimate: CGSize {
        switch self {
        case .waterfall2, .waterfall3: return CGSize(width: 0, height: 200)
        case .flow: return CGSize(width: 120, height: 120)
        case .justified: return CGSize(width: 150, height: 100)
        default: return CGSize(width: 0, height: 120)
        }
    }

    /// Whether the layout takes the sizes cells measure (the Explore mosaic's tiles have the
    /// pattern's sizes, whatever the cells prefer).
    var takesMeasuredSizes: Bool { self != .mosaic }

    /// Whether the shown items lie in columns that must not change (a waterfall's tracks).
    var hasColumns: Bool { self == .waterfall2 || self == .waterfall3 }

    /// A grid of fixed columns: items going in or out before the anchor in its own section move
    /// the items after them by slots (the one exception to the rule, docs/no-jump.md).
    var isFixedColumnGrid: Bool { self == .grid || self == .mosaic }

    func section(_ n: Int) -> SectionData {
        if hasColumns { return SectionData(items: Array(repeating: .estimatedHeight(estimate.height), count: n)) }
        if self == .justified {
            // Photos whose ratio the data guesses (3:2) until their cells measure them.
            return SectionData(items: Array(repeating: ItemData(sizing: .aspectRatio(estimate.width / estimate.height), selfSizing: .takesCellPreferredSize), count: n))
        }
        return SectionData(itemCount: n)
    }

    func truth(seed: UInt64) -> NoJumpTruth {
        NoJumpTruth(seed: seed &+ UInt64(Self.allCases.firstIndex(of: self)!) &* 7919, estimate: estimate, selfSizingWidths: self == .flow, aspectRatios: self == .justified)
    }
}
