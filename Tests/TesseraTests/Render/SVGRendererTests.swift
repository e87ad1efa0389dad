import Foundation
import Testing
@testable import Tessera
@testable import TesseraRender

@Suite struct SVGRendererTests {
    @Test func oneShapePerElementAndTheViewport() throws {
        let svg = try SVGRenderer().render(RenderTestSnapshots.sample(), contentOffset: CGPoint(x: 0, y: 100), layoutName: "sample")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.occurrences(of: "<g class=\"cell\"") == 3)
        #expect(svg.occurrences(of: "<g class=\"supplementary\" data-kind=\"header\"") == 1)
        #expect(svg.occurrences(of: "<g class=\"decoration\" data-kind=\"background\"") == 1)
        #expect(svg.occurrences(of: "class=\"viewport\"") == 1)
        // Scale 2 px/pt (the content's 600 pt fit in 4000 px), so the content is 640 px wide.
        // The title's three parts take 2 lines at 12 px a character: "sample - 3 items -
        // content 320 x 600 pt" is 39 · 12 − 2 = 466 px; adding " - viewport at (0, 100)"
        // would make 742 > 640. Title block 2 · 24 + 8 = 56 px; margin 24 px; so a point (x, y)
        // lands at (24 + 2x, 80 + 2y). The viewport (0, 100, 320, 480):
        #expect(svg.contains("<rect class=\"viewport\" x=\"24\" y=\"280\" width=\"640\" height=\"960\""))
        // The picture: 24 + 640 + 24 wide, 24 + 56 + 1200 + 24 tall.
        #expect(svg.contains("width=\"688\" height=\"1304\" viewBox=\"0 0 688 1304\""))
        // Cell 0 (0, 0, 160, 100) → (24, 80, 320, 200), labelled 0; the header labelled with its kind.
        #expect(svg.contains("<rect x=\"24\" y=\"80\" width=\"320\" height=\"200\" rx=\"4\""))
        #expect(svg.contains(">0</text>") && svg.contains(">1</text>") && svg.contains(">2</text>"))
        #expect(svg.contains(">header</text>"))
        #expect(svg.contains("stroke-dasharray"))  // the decoration
        #expect(svg.contains(">sample - 3 items - content 320 x 600 pt</text>"))
        #expect(svg.contains(">viewport at (0, 100)</text>"))
    }

    @Test func drawsInZIndexOrderDecorationsBehind() throws {
        let svg = try SVGRenderer().render(RenderTestSnapshots.sample())
        let order = svg.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("<g class=") else { return nil }
            return String(line.split(separator: "\"")[1]) + String(line.split(separator: "data-index-path=\"")[1].prefix(3))
        }
        // zIndex -1: the background; 0: cells 0 and 2, then the header; 5: cell 1.
        #expect(order == ["decoration0,0", "cell0,0", "cell0,2", "supplementary0,0", "cell0,1"])
    }

    @Test func alphaAndTransformOnlyWhereSet() throws {
        let svg = try SVGRenderer().render(RenderTestSnapshots.sample(effect: FadingTurningEffect()))
        #expect(svg.occurrences(of: "opacity=\"0.5\"") == 1)
        // Cell 2 is (24, 280, 640, 400) in the picture, centre (344, 480); translated by 10 pt = 20 px.
        #expect(svg.contains("transform=\"translate(364 480) rotate(90) scale(0.5) translate(-344 -480)\""))
        #expect(svg.occurrences(of: " transform=") == 1)
    }

    @Test func labelsNameTheSectionWhenThereAreSeveral() throws {
        let svg = try SVGRenderer().render(RenderTestSnapshots.twoSections())
        for label in ["0.0", "0.1", "1.0", "1.1"] { #expect(svg.contains(">\(label)</text>")) }
    }

    @Test func largeContentIsScaledDownToTheCap() throws {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 320, height: 480))
        b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 320, height: 100_000))
        let svg = try SVGRenderer().render(b.build(contentSize: CGSize(width: 320, height: 100_000)))
        // At one title line there would be 4000 − 2·24 − 32 = 3920 px for 100,000 pt: 12.5 px of
        // width, narrower than any part of the title, so each part gets a line: block
        // 3 · 24 + 8 = 80 px, leaving 4000 − 48 − 80 = 3872 px → 0.03872 px/pt. The widest
        // line, "content 320 x 100000 pt", is 23 · 12 − 2 = 274 px: width 274 + 48 = 322.
        #expect(svg.contains("width=\"322\" height=\"4000\" viewBox=\"0 0 322 4000\""))
        #expect(svg.occurrences(of: "class=\"title\"") == 3)
    }

    @Test func refusesPastTheElementLimit() {
        let error = thrownError { try SVGRenderer(options: RenderOptions(elementLimit: 4)).render(RenderTestSnapshots.sample()) }
        #expect((error as? RenderError)?.message == "too many elements to draw (5, the limit is 4); use --format json for large layouts")
    }

    @Test func escapesText() {
        #expect(SVGRenderer.escape("a<b>&\"c") == "a&lt;b&gt;&amp;&quot;c")
    }
}
