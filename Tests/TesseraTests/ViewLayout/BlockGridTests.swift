import Foundation
import Testing
import Tessera
import TesseraSpec
import TesseraViewLayout
import TesseraTestSupport

/// `BlockGridLayout` gives its subviews exactly the mosaic layout's frames.
@Suite struct BlockGridTests {
    func mosaicFrames(_ layout: MosaicLayout, count: Int, width: CGFloat, scale: CGFloat) throws -> [CGRect] {
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: count)], environment: LayoutEnvironment(width: width, displayScale: scale))
        return cellFrames(s)
    }

    @Test func exploreFramesMatchTheMosaicLayout() throws {
        for (width, scale) in [(CGFloat(390), CGFloat(3)), (375, 2), (320, 1)] {
            let view = BlockGridLayout(pattern: .explore, spacing: 1)((0..<19).map { _ in ViewNode.rect })
                .frame(maxHeight: .infinity, alignment: .top)
            let spec = ViewCollectionLayout(root: view)
            let s = try spec.makeSnapshot(sections: [], environment: LayoutEnvironment(containerSize: CGSize(width: width, height: 1200), displayScale: scale))
            #expect(cellFrames(s) == (try mosaicFrames(.explore(spacing: 1), count: 19, width: width, scale: scale)), "\(width)@\(scale)")
        }
    }

    @Test func customPatternMatches() throws {
        let pattern = try MosaicPattern(
            columns: 4,
            tiles: [
                MosaicTile(column: 0, row: 0, columnSpan: 2, rowSpan: 2), MosaicTile(column: 2, row: 0), MosaicTile(column: 3, row: 0),
                MosaicTile(column: 2, row: 1, columnSpan: 2),
            ], alternateMirrored: true)
        let view = BlockGridLayout(pattern: pattern, spacing: 2)((0..<10).map { _ in ViewNode.rect })
        let result = try view.layout(in: CGSize(width: 300, height: 1000), displayScale: 2)
        // The grid is as tall as the mosaic's content; centred vertically in 1000.
        let mosaic = try MosaicLayout(pattern: pattern, spacing: 2).makeSnapshot(sections: [SectionData(itemCount: 10)], environment: LayoutEnvironment(width: 300, displayScale: 2))
        let top = (1000 - mosaic.contentSize.height) / 2
        #expect(result.leafFrames == (try mosaicFrames(MosaicLayout(pattern: pattern, spacing: 2), count: 10, width: 300, scale: 2)).map { $0.offsetBy(dx: 0, dy: top) })
    }

    /// Asked for its ideal size, the grid is as wide as its subviews' ideal sizes need: Explore's
    /// first item is the tall tile (one column, two rows), the others single cells. The unit
    /// cell is the largest of 30 (the tall tile's width), (50 − 1) / 2 = 24.5 (its height over
    /// two rows and the spacing), 20, 10, 10, 25: 30, so 3 · 30 + 2 · 1 = 92 wide and one group
    /// of two rows, each a cell and the spacing (the mosaic keeps the trailing spacing, as
    /// Instagram's), 2 · 31 = 62 high. An infinite width asks the same; before, 30 × 21.
    @Test func idealSizeHoldsEverySubview() throws {
        let sizes = [CGSize(width: 30, height: 50), CGSize(width: 20, height: 10), CGSize(width: 10, height: 10), CGSize(width: 10, height: 10), CGSize(width: 25, height: 25)]
        let view = BlockGridLayout(pattern: .explore, spacing: 1)(sizes.map { ViewNode.fixed(width: $0.width, height: $0.height) })
        let ideal = try view.sizeThatFits(ProposedViewSize(width: nil, height: nil))
        let infinite = try view.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
        #expect(ideal == CGSize(width: 92, height: 62))
        #expect(infinite == CGSize(width: 92, height: 62))
        let placed = try view.layout(in: CGSize(width: 92, height: 62), rootProposal: ProposedViewSize(width: nil, height: nil))
        #expect(placed.leafFrames.first == CGRect(x: 62, y: 0, width: 30, height: 50))
        // Needs round up to the pixel grid: a 20.2-wide cell at 2x is a 20.5 unit (63.5 wide; the
        // tall tile's two rows, 2 · 21.5 = 43 high).
        let thin = BlockGridLayout(pattern: .explore, spacing: 1)([ViewNode.fixed(width: 20.2, height: 1)])
        let thinIdeal = try thin.sizeThatFits(ProposedViewSize(width: nil, height: nil), displayScale: 2)
        #expect(thinIdeal == CGSize(width: 3 * 20.5 + 2, height: 2 * 21.5))
    }

    @Test func exploreExample() throws {
        let s = try exampleSpec("view/mosaic-explore").makeSnapshot()
        #expect(cellFrames(s) == (try mosaicFrames(.explore(spacing: 1), count: 19, width: 390, scale: 3)))
    }
}
