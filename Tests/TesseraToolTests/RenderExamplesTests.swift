import Foundation
import Testing
import Tessera
import TesseraRender
import TesseraSpec
@testable import TesseraTool  // the chunked stream behind --format json is internal
import TesseraTestSupport

/// `tessera render` on the real layouts: every example in Examples/ in every format, the
/// Explore mosaic's numbers, and a feed too large to draw.
@Suite struct RenderExamplesTests {
    static let examples: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.contains("explore") && Self.examples.contains("pinterest"))
    }

    @Test(arguments: examples)
    func everyExampleRendersInEveryFormat(_ name: String) throws {
        let spec = try exampleSpec(name)
        let snapshot = try spec.makeSnapshot()
        let elements = snapshot.numberOfCells + snapshot.numberOfSupplementaryAndDecorationElements
        let json = try RenderJob(format: .json).render(spec)
        guard case .object(let root) = try JSONValue.parse(json.data), case .array(let list) = root[1].value else {
            Issue.record("not the output shape"); return
        }
        #expect(list.count == elements)
        let svg = String(decoding: try RenderJob(format: .svg).render(spec).data, as: UTF8.self)
        #expect(svg.occurrences(of: "<g class=") == elements)
        let png = try DecodedPNG(RenderJob(format: .png).render(spec).data)
        #expect(svg.contains("width=\"\(png.width)\" height=\"\(png.height)\""))
    }

    @Test func exploreMosaicNumbers() throws {
        let (data, summary) = try RenderJob(format: .json).render(exampleSpec("explore"))
        // 19 items → 4 groups of height 2(u + s), u = (390 − 2)/3 = 129.333…, s = 1:
        // 4 · 2 · 130.333… = 1042.667 pt (on the 1/3-pt grid of displayScale 3).
        #expect(summary.description == "wrote standard output (19 cells, 390 × 1042.67 pt, json)")
        let first = try SpecNode(JSONValue.parse(data)).required("elements").elements()[0]
        #expect(try first.required("indexPath").elements().map { try $0.integer() } == [0, 0])
        // Group 0's tall tile is on the right: x = 2u + 2s = 260.667, size u × (2u + s) = 129.333 × 259.667.
        let frame = try first.required("frame").elements().map { try $0.number() }
        let expected = [782.0 / 3, 0, 388.0 / 3, 779.0 / 3]
        #expect(zip(frame, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame)")
    }

    @Test func aFeedTooLargeToDrawIsRefusedAndItsFramesStream() throws {
        let tenMillion = #"{"container": {"width": 390}, "displayScale": 3, "sections": [{"itemCount": 10000000}], "layout": {"waterfall": {"columns": 2, "columnSpacing": 6, "itemSpacing": 6}}}"#
        let error = thrownError { try RenderJob(format: .svg).run(specData: Data(tenMillion.utf8), to: .standardOutput) }
        #expect((error as? RenderError)?.description == "too many elements to draw (10000000, the limit is 200000); use --format json for large layouts")

        // 20,000 items as JSON (ten million stream the same way; too slow for a debug test):
        // columns (390 − 6)/2 = 192 wide, items without data square, alternating columns at
        // equal heights; item 19,999 is in column 1 at x = 198, y = 9999 · 198 = 1,979,802;
        // content height 10,000 · 198 − 6 = 1,979,994. Items 2k and 2k + 1 stand side by side
        // (one row, left first): the reading order is the index order.
        let spec = try LayoutSpec.decode(Data(tenMillion.replacingOccurrences(of: "10000000", with: "20000").utf8))
        var chunks = 0
        var whole = Data()
        let summary = try RenderJob(format: .json).render(spec, destination: .standardOutput) { chunk in
            chunks += 1
            whole.append(chunk)
        }
        #expect(summary.cellCount == 20_000)
        #expect(chunks >= 2)  // ~1.8 MB in 1-MB chunks
        let text = String(decoding: whole, as: UTF8.self)
        let order = (0..<20_000).map(String.init).joined(separator: ", ")
        #expect(
            text.hasSuffix(
                """
                    {"category": "cell", "indexPath": [0, 19999], "frame": [198, 1979802, 192, 192], "zIndex": 0}
                  ],
                  "readingOrder": [\(order)]
                }

                """))
    }

    /// Bad layout objects, each with the path and the gist of its one error line.
    static let badLayouts: [(layout: String, path: String, gist: String)] = [
        (#"{"waterfall": {"columns": 0}}"#, "layout.waterfall.columns", "got 0"),
        (#"{"waterfall": {"columns": 2, "columnSpacing": -1}}"#, "layout.waterfall.columnSpacing", "must be >= 0"),
        (#"{"waterfall": {"columns": 2, "itemSpacing": 1e999}}"#, "layout.waterfall.itemSpacing", "finite"),
        (#"{"mosaic": {"columns": 3, "tiles": [{"column": 0, "row": 0, "columnSpan": 2}, {"column": 1, "row": 0}]}}"#, "layout.mosaic.tiles[1]", "overlaps"),
        (#"{"mosaic": {"columns": 3, "tiles": [{"column": 0, "row": 0}, {"column": 2, "row": 0}]}}"#, "layout.mosaic.tiles", "hole"),
        (#"{"mosaic": {"pattern": "nope"}}"#, "layout.mosaic.pattern", "explore"),
    ]

    @Test(arguments: 0..<badLayouts.count)
    func badLayoutsFailWithOneLineAndWriteNothing(_ i: Int) throws {
        let bad = Self.badLayouts[i]
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = #"{"container": {"width": 390}, "sections": [{"itemCount": 3}], "layout": \#(bad.layout)}"#
        let error = thrownError { try RenderJob(format: .svg).run(specData: Data(spec.utf8), to: .file(dir.appendingPathComponent("out.svg").path)) }
        let line = (error as? LayoutError)?.description ?? "no LayoutError"
        #expect(line.hasPrefix(bad.path + ": ") && line.contains(bad.gist) && !line.contains("\n"), "\(line)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
