import Foundation
import Testing
import Tessera
import TesseraSpec

@Suite struct JustifiedRowsSpecTests {
    @Test func decodesEveryKey() throws {
        let json = #"""
            {"container": {"width": 390}, "displayScale": 3, "sections": [{"itemCount": 4}, {"items": [{"aspectRatio": 1.5}]}],
             "layout": {"justifiedRows": {"targetRowHeight": 120, "targetRowHeightTolerance": 0.3, "interitemSpacing": 2, "lineSpacing": 3,
                                          "sectionInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "headerHeight": 44,
                                          "footerHeight": 10, "pinHeaders": true, "pinFooters": true}}}
            """#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        #expect(
            spec.layout as? JustifiedRowsLayout
                == JustifiedRowsLayout(
                    targetRowHeight: 120, targetRowHeightTolerance: 0.3, interitemSpacing: 2, lineSpacing: 3,
                    sectionInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), headerHeight: 44, footerHeight: 10,
                    pinHeaders: true, pinFooters: true))
        _ = try spec.makeSnapshot()
    }

    @Test func defaults() throws {
        let spec = try LayoutSpec.decode(Data(#"{"container": {"width": 100}, "sections": [{"itemCount": 1}], "layout": {"justifiedRows": {}}}"#.utf8))
        #expect(spec.layout as? JustifiedRowsLayout == JustifiedRowsLayout())
    }

    /// Bad layouts, the JSON path of the bad value and what is wrong with it (worked out by hand;
    /// the container is 390 points wide).
    static let badLayouts: [(layout: String, path: LayoutPath, reason: LayoutError.Reason)] = [
        (#"{"justifiedRows": {"targetRowHeight": 0}}"#, ["layout", "justifiedRows", "targetRowHeight"], .outOfRange(.above(0), got: 0)),
        (#"{"justifiedRows": {"targetRowHeight": "tall"}}"#, ["layout", "justifiedRows", "targetRowHeight"], .wrongType(expected: "a number", got: "a string")),
        (#"{"justifiedRows": {"targetRowHeightTolerance": -0.1}}"#, ["layout", "justifiedRows", "targetRowHeightTolerance"], .outOfRange(.atLeast(0), got: -0.1)),
        (#"{"justifiedRows": {"targetRowHeightTolerance": 2}}"#, ["layout", "justifiedRows", "targetRowHeightTolerance"], .outOfRange(.from(0, to: 1), got: 2)),
        (#"{"justifiedRows": {"interitemSpacing": -1}}"#, ["layout", "justifiedRows", "interitemSpacing"], .outOfRange(.atLeast(0), got: -1)),
        (#"{"justifiedRows": {"lineSpacing": 1e999}}"#, ["layout", "justifiedRows", "lineSpacing"], .notFinite(got: .infinity)),
        (#"{"justifiedRows": {"sectionInsets": {"top": -2}}}"#, ["layout", "justifiedRows", "sectionInsets", "top"], .outOfRange(.atLeast(0), got: -2)),
        (#"{"justifiedRows": {"headerHeight": -44}}"#, ["layout", "justifiedRows", "headerHeight"], .outOfRange(.atLeast(0), got: -44)),
        (#"{"justifiedRows": {"pinHeaders": 1}}"#, ["layout", "justifiedRows", "pinHeaders"], .wrongType(expected: "true or false", got: "a number")),
        (#"{"justifiedRows": {"sectionInsets": {"leading": 200, "trailing": 190}}}"#, ["layout", "justifiedRows", "sectionInsets"], .noRoom(needed: 390, available: 390)),
    ]

    @Test(arguments: badLayouts)
    func layoutErrorsNameTheJSONPath(layout: String, path: LayoutPath, reason: LayoutError.Reason) {
        #expect(specError(layout) == LayoutError(reason, at: path))
    }

    @Test func unknownKeysAreNamed() {
        let error = specError(#"{"justifiedRows": {"rowHeight": 100}}"#)
        #expect(
            error?.description
                == "layout.justifiedRows.rowHeight: unknown key (expected one of: footerHeight, headerHeight, interitemSpacing, lineSpacing, pinFooters, pinHeaders, sectionInsets, targetRowHeight, targetRowHeightTolerance)"
        )
    }

    /// An item's aspect ratio out of the layout's range is named at the item.
    @Test func badItemsNameTheItem() throws {
        let spec = try LayoutSpec.decode(
            Data(#"{"container": {"width": 390}, "sections": [{"items": [{"aspectRatio": 1}, {"aspectRatio": 20000}]}], "layout": {"justifiedRows": {}}}"#.utf8))
        #expect(throws: LayoutError(.outOfRange(.from(0.0001, to: 10_000), got: 20_000), at: ["sections", 0, "items", 1])) { try spec.makeSnapshot() }
    }
}
