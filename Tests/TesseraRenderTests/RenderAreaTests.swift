import Foundation
import Testing
import Tessera
import TesseraRender
import TesseraSpec
import TesseraTestSupport

/// How much of a layout a picture shows (`RenderArea`): a row scrolling sideways no longer makes
/// a picture in which the phone is a sliver.
@Suite struct RenderAreaTests {
    /// Ten 100 × 100 pt cards in one row that scrolls sideways, on a 320 × 480 pt screen: the
    /// content is 320 × 100 pt, the cards reach x = 1000, cards 4…9 (x ≥ 400) lie wholly outside
    /// the content and the screen, card 3 (300…400) straddles the edge.
    static func sidewaysRow() throws -> LayoutSnapshot {
        let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100))
        var section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))]))
        section.orthogonalScrollingBehavior = .continuous
        let environment = LayoutEnvironment(containerSize: CGSize(width: 320, height: 480), displayScale: 2)
        return try CompositionalLayout(section: section).makeSnapshot(sections: [SectionData(itemCount: 10)], environment: environment)
    }

    @Test func byDefaultThePictureStopsAtTheContent() throws {
        let svg = try SVGRenderer().render(Self.sidewaysRow(), layoutName: "row")
        // Content ∪ viewport is 320 × 480 pt: scale 2 (960 px fit in 4000), so 24 + 640 + 24 px wide.
        #expect(svg.contains("width=\"688\""))
        #expect(svg.occurrences(of: "<g class=\"cell\"") == 4)  // cards 0…3; card 3 clipped at x = 320
        #expect(svg.contains("clip-path=\"url(#area)\""))
        #expect(svg.contains("clipped to the content (6 elements outside)"))
    }

    @Test func allShowsEverythingWithWhatLiesOutsideFaded() throws {
        let svg = try SVGRenderer(options: RenderOptions(area: .all)).render(Self.sidewaysRow(), layoutName: "row")
        // 1000 × 480 pt at 2 px/pt: 24 + 2000 + 24 px wide.
        #expect(svg.contains("width=\"2048\""))
        #expect(svg.occurrences(of: "<g class=\"cell\"") == 10)
        #expect(!svg.contains("clip-path"))
        // Cards 4…9 at 0.35: their shapes and their labels.
        #expect(svg.occurrences(of: "opacity=\"0.35\"") == 12)
    }

    @Test func viewportIsTheScreenAtTheOffset() throws {
        // The sample: 320 × 600 pt of content, seen at (0, 100) through a 320 × 480 pt screen.
        let svg = try SVGRenderer(options: RenderOptions(area: .viewport)).render(RenderTestSnapshots.sample(), contentOffset: CGPoint(x: 0, y: 100), layoutName: "sample")
        // 480 pt tall at 2 px/pt: the clip rect and the viewport's outline are both 640 × 960 px.
        #expect(svg.contains("width=\"640\" height=\"960\"/></clipPath>"))
        #expect(svg.contains("<rect class=\"viewport\" x=\"24\""))
        #expect(svg.contains("width=\"640\" height=\"960\" fill=\"none\""))
        #expect(svg.contains("the viewport only"))
    }

    @Test func theViewportIsNamedByTheLegendAloneNotByALabelOnTheLegend() throws {
        let svg = try SVGRenderer().render(RenderTestSnapshots.sample(), layoutName: "sample")
        #expect(svg.occurrences(of: ">viewport</text>") == 1)  // the legend's entry
    }

    @Test func elementsWithNoAreaAreNamedInTheTitle() throws {
        // A spacer between two 100-pt cards in a 320-pt row: SwiftUI gives it the leftover
        // width and no height (it has none of its own), so item 1 has an index but no area.
        let json =
            #"{"container": {"width": 320, "height": 100}, "layout": {"view": {"hstack": {"spacing": 0, "children": [{"fixed": {"width": 100, "height": 100}}, {"spacer": {}}, {"fixed": {"width": 100, "height": 100}}]}}}}"#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        let svg = try SVGRenderer().render(spec.makeSnapshot(), layoutName: "row")
        #expect(svg.contains("no area, not drawn: 1"))
    }

    @Test func pngClipsToo() throws {
        let png = try DecodedPNG(PNGRenderer().render(Self.sidewaysRow(), layoutName: "row"))
        #expect(png.width == 688)
        let all = try DecodedPNG(PNGRenderer(options: RenderOptions(area: .all)).render(Self.sidewaysRow(), layoutName: "row"))
        #expect(all.width == 2048)
    }
}
