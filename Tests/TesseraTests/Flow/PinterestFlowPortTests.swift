import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// The Pinterest feed as the tutorials write it: a layout that keeps the flow layout's model
/// (`sectionInset`, `minimumInteritemSpacing` between columns, `minimumLineSpacing` between an
/// item and the next in its column, header and footer reference sizes) and overrides
/// `prepare()` to place item i in column i % columns, below the column's last item. It must give
/// what `WaterfallLayout` gives with round-robin order, frame for frame.
@Suite struct PinterestFlowPortTests {
    /// The tutorial's `prepare()`, written against Tessera's public API as an app would.
    struct PinterestPrepareLayout: CollectionLayout {
        var flow: CollectionViewFlowLayout
        var numberOfColumns: Int

        func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
            var builder = LayoutSnapshotBuilder(environment: environment)
            let grid = environment.pixelGrid
            let width = environment.containerSize.width
            let inset = flow.sectionInset
            let spacing = flow.minimumInteritemSpacing
            let columnWidth = (width - inset.leading - inset.trailing - CGFloat(numberOfColumns - 1) * spacing) / CGFloat(numberOfColumns)
            var y: CGFloat = 0
            for (section, data) in sections.enumerated() {
                builder.startSection()
                let top = y
                let itemsTop = top + flow.headerReferenceSize.height + inset.top
                var yOffset = [CGFloat](repeating: itemsTop, count: numberOfColumns)
                var bottom = itemsTop
                for item in 0..<data.count {
                    let column = item % numberOfColumns
                    let x = inset.leading + CGFloat(column) * (columnWidth + spacing)
                    let height = data[item].height(forWidth: columnWidth) ?? columnWidth
                    builder.addCell(frame: grid.roundEdges(minX: x, minY: yOffset[column], maxX: x + columnWidth, maxY: yOffset[column] + height))
                    bottom = max(bottom, yOffset[column] + height)
                    yOffset[column] += height + flow.minimumLineSpacing
                }
                let header = flow.headerReferenceSize.height, footer = flow.footerReferenceSize.height
                let at = IndexPath.item(0, section: section)
                if header > 0 { builder.addSupplementary(kind: ElementKind.header, at: at, frame: grid.roundEdges(minX: 0, minY: top, maxX: width, maxY: top + header)) }
                let footerTop = bottom + inset.bottom
                if footer > 0 { builder.addSupplementary(kind: ElementKind.footer, at: at, frame: grid.roundEdges(minX: 0, minY: footerTop, maxX: width, maxY: footerTop + footer)) }
                y = footerTop + footer
            }
            return builder.build(contentSize: CGSize(width: width, height: grid.round(y)))
        }
    }

    @Test(arguments: [CGFloat(2), 3])
    func theFlowLayoutPinterestPortMatchesTheRoundRobinWaterfall(scale: CGFloat) throws {
        var rng = SplitMix(seed: 0x9127)
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: scale)
        for columns in [2, 3] {
            let sections = (0..<3).map { s in SectionData(items: (0..<(7 + 5 * s)).map { _ in ItemData.aspectRatio(CGFloat.random(in: 0.5...2, using: &rng)) }) }
            let insets = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 12, trailing: 6)
            var flow = CollectionViewFlowLayout(minimumLineSpacing: 7, minimumInteritemSpacing: 5, sectionInset: insets)
            flow.headerReferenceSize = CGSize(width: 0, height: 44)
            flow.footerReferenceSize = CGSize(width: 0, height: 20)
            let port = try PinterestPrepareLayout(flow: flow, numberOfColumns: columns).makeSnapshot(sections: sections, environment: environment)
            let waterfall = try WaterfallLayout(
                columns: .fixed(columns), columnSpacing: 5, itemSpacing: 7, sectionInsets: insets, itemOrder: .leftToRight, headerHeight: 44, footerHeight: 20
            ).makeSnapshot(sections: sections, environment: environment)
            #expect(port.contentSize == waterfall.contentSize)
            #expect(port.allElements() == waterfall.allElements(), "\(columns) columns at scale \(scale)")
        }
    }
}
