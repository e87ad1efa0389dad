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

    @Test func exploreExample() throws {
        let s = try exampleSpec("view/mosaic-explore").makeSnapshot()
        #expect(cellFrames(s) == (try mosaicFrames(.explore(spacing: 1), count: 19, width: 390, scale: 3)))
    }
}
