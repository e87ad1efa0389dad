import Foundation
import Testing
import Tessera
@testable import TesseraRender  // XML escaping is internal
import TesseraTestSupport

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
        // would make 742 > 640. The legend's four entries (swatch 16 · 1.4 = 22.4 px plus the name
        // at 12 px a character: 68.4 + 176.4 + 140.4 + 116.4, and 3 · 16 between) are 549.6 px:
        // one line. Header block 3 · 24 + 8 = 80 px; margin 24 px; so a point (x, y) lands at
        // (24 + 2x, 104 + 2y). The viewport (0, 100, 320, 480):
        #expect(svg.contains("<rect class=\"viewport\" x=\"24\" y=\"304\" width=\"640\" height=\"960\""))
        // The picture: 24 + 640 + 24 wide, 24 + 80 + 1200 + 24 tall.
        #expect(svg.contains("width=\"688\" height=\"1328\" viewBox=\"0 0 688 1328\""))
        // Cell 0 (0, 0, 160, 100) → (24, 104, 320, 200), labelled 0; the header labelled with its kind.
        #expect(svg.contains("<rect x=\"24\" y=\"104\" width=\"320\" height=\"200\" rx=\"4\""))
        // A legend entry for each kind of shape.
        #expect(svg.occurrences(of: "class=\"legend\"") == 4)
        for kind in ["cell", "supplementary", "decoration", "viewport"] { #expect(svg.contains(">\(kind)</text>")) }
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
        // Each on the element's shape and again on its label, drawn in the last pass.
        #expect(svg.occurrences(of: " opacity=\"0.5\"") == 2)
        // Cell 2 is (24, 304, 640, 400) in the picture, centre (344, 504); translated by 10 pt = 20 px.
        #expect(svg.occurrences(of: "transform=\"translate(364 504) rotate(90) scale(0.5) translate(-344 -504)\"") == 2)
        #expect(svg.occurrences(of: " transform=") == 2)
    }

    @Test func labelsNameTheSectionWhenThereAreSeveral() throws {
        let svg = try SVGRenderer().render(RenderTestSnapshots.twoSections())
        for label in ["0.0", "0.1", "1.0", "1.1"] { #expect(svg.contains(">\(label)</text>")) }
    }

    @Test func largeContentIsDrawnAtOnePixelPerPointAtLeast() throws {
        func tall(_ height: CGFloat) -> LayoutSnapshot {
            var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 320, height: 480))
            b.startSection()
            b.addCell(frame: CGRect(x: 0, y: 0, width: 320, height: height))
            return b.build(contentSize: CGSize(width: 320, height: height))
        }
        // 5000 pt do not fit 4000 px at 2 px/pt, and fitting them would take less than 1 px/pt:
        // the scale stops at 1, and the picture grows past 4000 px. At 320 px each title part
        // gets its own line ("layout - 1 item - content 320 x 5000 pt" is 39 · 12 − 2 = 466 px);
        // the legend takes two (cell and supplementary 68.4 + 16 + 176.4 = 260.8 px, then
        // decoration and viewport 272.8 px). Header 5 · 24 + 8 = 128 px: 48 + 128 + 5000 tall.
        let svg = try SVGRenderer().render(tall(5000))
        #expect(svg.contains("width=\"368\" height=\"5176\" viewBox=\"0 0 368 5176\""))
        #expect(svg.occurrences(of: "class=\"title\"") == 3)
        // 100,000 pt at 1 px/pt pass the 32,000-pixel side: refused, saying what to do instead.
        let error = thrownError { try PNGRenderer().render(tall(100_000)) }
        #expect(
            (error as? RenderError)?.message
                == "the layout is 320 x 100000 pt: at 1 pixel per point (the least that stays readable) its picture would be 368 x 100176 px, past the limit of 32000 pixels a side and 64000000 in all; draw fewer items, or use --format json for the frames"
        )
    }

    @Test func refusesPastTheElementLimit() {
        let error = thrownError { try SVGRenderer(options: RenderOptions(elementLimit: 4)).render(RenderTestSnapshots.sample()) }
        #expect((error as? RenderError)?.message == "too many elements to draw (5, the limit is 4); use --format json for large layouts")
    }

    @Test func escapesText() {
        #expect(SVGRenderer.escape("a<b>&\"c") == "a&lt;b&gt;&amp;&quot;c")
    }
}
