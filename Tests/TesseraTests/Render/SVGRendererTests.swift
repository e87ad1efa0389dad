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
        // Scale 2 px/pt (the content's 600 pt fit in 4000 px); margin 24 px, title block 32 px,
        // so a point (x, y) lands at (24 + 2x, 56 + 2y). The viewport (0, 100, 320, 480):
        #expect(svg.contains("<rect class=\"viewport\" x=\"24\" y=\"256\" width=\"640\" height=\"960\""))
        // The picture: 24 + 32 + 1200 + 24 tall; as wide as the title line needs, which is
        // wider than the content's 640 px: 62 characters at 12 px less one 2-px gap = 742 px,
        // plus two margins = 790.
        #expect(svg.contains("width=\"790\" height=\"1280\" viewBox=\"0 0 790 1280\""))
        // Cell 0 (0, 0, 160, 100) → (24, 56, 320, 200), labelled 0; the header labelled with its kind.
        #expect(svg.contains("<rect x=\"24\" y=\"56\" width=\"320\" height=\"200\" rx=\"4\""))
        #expect(svg.contains(">0</text>") && svg.contains(">1</text>") && svg.contains(">2</text>"))
        #expect(svg.contains(">header</text>"))
        #expect(svg.contains("stroke-dasharray"))  // the decoration
        #expect(svg.contains("sample - 3 items - content 320 x 600 pt - viewport at (0, 100)"))
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
        // Cell 2 is (24, 256, 640, 400) in the picture, centre (344, 456); translated by 10 pt = 20 px.
        #expect(svg.contains("transform=\"translate(364 456) rotate(90) scale(0.5) translate(-344 -456)\""))
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
        // Room for content: 4000 − 2·24 − 32 = 3920 px for 100,000 pt → 0.0392 px/pt;
        // the content is 320 · 0.0392 = 12.5 px wide, so the title sets the width (62 characters
        // · 12 px − 2 + 48 = 790); the height is exactly 4000.
        #expect(svg.contains("width=\"790\" height=\"4000\" viewBox=\"0 0 790 4000\""))
    }

    @Test func refusesPastTheElementLimit() {
        let error = thrownError { try SVGRenderer(options: RenderOptions(elementLimit: 4)).render(RenderTestSnapshots.sample()) }
        #expect((error as? RenderError)?.message == "too many elements to draw (5, the limit is 4); use --format json for large layouts")
    }

    @Test func escapesText() {
        #expect(SVGRenderer.escape("a<b>&\"c") == "a&lt;b&gt;&amp;&quot;c")
    }
}
