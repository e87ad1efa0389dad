import Foundation
import Testing
import Tessera
import TesseraSpec

@Suite struct WaterfallSpecTests {
    @Test func decodesEveryKey() throws {
        let json = #"""
            {"container": {"width": 390, "height": 844}, "displayScale": 3,
             "sections": [{"itemCount": 4, "headerHeight": 20}, {"items": [{"height": 10}], "columns": 3, "sectionInsets": {"top": 2}},
                          {"itemCount": 1, "minColumnWidth": 100, "columnSpacing": 1, "itemSpacing": 2, "footerHeight": 5}],
             "layout": {"waterfall": {"columns": 2, "columnSpacing": 6, "itemSpacing": 7, "sectionInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
                                      "itemOrder": "rightToLeft", "headerHeight": 44, "footerHeight": 10, "pinHeaders": true, "pinFooters": true,
                                      "itemTolerance": 12}}}
            """#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        let layout = try #require(spec.layout as? WaterfallLayout)
        #expect(
            layout
                == WaterfallLayout(
                    columns: .fixed(2), columnSpacing: 6, itemSpacing: 7, sectionInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                    itemOrder: .rightToLeft, headerHeight: 44, footerHeight: 10, pinHeaders: true, pinFooters: true,
                    sectionOverrides: [
                        0: WaterfallSectionOverrides(headerHeight: 20),
                        1: WaterfallSectionOverrides(columns: .fixed(3), sectionInsets: DirectionalEdgeInsets(top: 2)),
                        2: WaterfallSectionOverrides(columns: .adaptive(minWidth: 100), columnSpacing: 1, itemSpacing: 2, footerHeight: 5),
                    ],
                    itemTolerance: 12
                ))
        _ = try spec.makeSnapshot()
    }

    @Test func defaults() throws {
        let spec = try LayoutSpec.decode(Data(#"{"container": {"width": 100}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {}}}"#.utf8))
        #expect(spec.layout as? WaterfallLayout == WaterfallLayout())
        let adaptive = try LayoutSpec.decode(Data(#"{"container": {"width": 100}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {"minColumnWidth": 40}}}"#.utf8))
        #expect((adaptive.layout as? WaterfallLayout)?.columns == .adaptive(minWidth: 40))
    }

    /// Bad layouts, the JSON path of the bad value and what is wrong with it (worked out by hand;
    /// the container is 390 points wide).
    static let badLayouts: [(layout: String, path: LayoutPath, reason: LayoutError.Reason)] = [
        (#"{"waterfall": {"columns": 0}}"#, ["layout", "waterfall", "columns"], .outOfRange(.integers(from: 1, to: 10000), got: 0)),
        (#"{"waterfall": {"itemTolerance": -2}}"#, ["layout", "waterfall", "itemTolerance"], .outOfRange(.atLeast(0), got: -2)),
        (#"{"waterfall": {"columns": -3}}"#, ["layout", "waterfall", "columns"], .outOfRange(.integers(from: 1, to: 10000), got: -3)),
        (#"{"waterfall": {"columns": 2.5}}"#, ["layout", "waterfall", "columns"], .notWhole(got: 2.5)),
        (#"{"waterfall": {"columns": 2, "minColumnWidth": 100}}"#, ["layout", "waterfall"], .exclusive(["columns", "minColumnWidth"])),
        (#"{"waterfall": {"minColumnWidth": 0}}"#, ["layout", "waterfall", "minColumnWidth"], .outOfRange(.above(0), got: 0)),
        (#"{"waterfall": {"columnSpacing": -1}}"#, ["layout", "waterfall", "columnSpacing"], .outOfRange(.atLeast(0), got: -1)),
        (#"{"waterfall": {"itemSpacing": 1e999}}"#, ["layout", "waterfall", "itemSpacing"], .notFinite(got: .infinity)),
        (#"{"waterfall": {"sectionInsets": {"top": -2}}}"#, ["layout", "waterfall", "sectionInsets", "top"], .outOfRange(.atLeast(0), got: -2)),
        (#"{"waterfall": {"sectionInsets": {"left": 2}}}"#, ["layout", "waterfall", "sectionInsets", "left"], .unknownKey(allowed: ["top", "leading", "bottom", "trailing"])),
        (#"{"waterfall": {"itemOrder": "random"}}"#, ["layout", "waterfall", "itemOrder"], .notOneOf(allowed: ["shortestFirst", "leftToRight", "rightToLeft"], got: "random")),
        (#"{"waterfall": {"headerHeight": -44}}"#, ["layout", "waterfall", "headerHeight"], .outOfRange(.atLeast(0), got: -44)),
        (#"{"waterfall": {"pinHeaders": 1}}"#, ["layout", "waterfall", "pinHeaders"], .wrongType(expected: "true or false", got: "a number")),
        // 50 columns need 49 spacings of 10 points: 490 of the 390 there are.
        (#"{"waterfall": {"columns": 50, "columnSpacing": 10}}"#, ["layout", "waterfall", "columns"], .noRoom(needed: 490, available: 390)),
        // 390 / (1/32) = 12480 columns.
        (#"{"waterfall": {"minColumnWidth": 0.03125, "columnSpacing": 0}}"#, ["layout", "waterfall", "minColumnWidth"], .tooMany(.columns(12480), limit: 10000)),
        (#"{"waterfall": {"sectionInsets": {"leading": 200, "trailing": 190}}}"#, ["layout", "waterfall", "sectionInsets"], .noRoom(needed: 390, available: 390)),
    ]

    @Test(arguments: badLayouts)
    func layoutErrorsNameTheJSONPath(layout: String, path: LayoutPath, reason: LayoutError.Reason) {
        #expect(specError(layout) == LayoutError(reason, at: path))
    }

    @Test func unknownKeysAreNamed() {
        let error = specError(#"{"waterfall": {"colums": 2}}"#)
        #expect(error?.path == ["layout", "waterfall", "colums"])
        #expect(
            error?.description
                == "layout.waterfall.colums: unknown key (expected one of: columnSpacing, columns, footerHeight, headerHeight, itemOrder, itemSpacing, itemTolerance, minColumnWidth, pinFooters, pinHeaders, sectionInsets)"
        )
    }

    @Test func sectionOverrideErrorsNameTheSection() {
        let sections = #"[{"itemCount": 1}, {"itemCount": 2, "columns": 0}]"#
        #expect(specError(#"{"waterfall": {}}"#, sections: sections) == LayoutError(.outOfRange(.integers(from: 1, to: 10000), got: 0), at: ["sections", 1, "columns"]))
        let tooMany = specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1}, {"itemCount": 2, "columns": 40, "columnSpacing": 10}]"#)
        #expect(tooMany == LayoutError(.noRoom(needed: 390, available: 390), at: ["sections", 1, "columns"]))
        let adaptive = specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1}, {"itemCount": 2, "minColumnWidth": 0.03125, "columnSpacing": 0}]"#)
        #expect(adaptive == LayoutError(.tooMany(.columns(12480), limit: 10000), at: ["sections", 1, "minColumnWidth"]))
        let insets = specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "sectionInsets": {"leading": 400}}]"#)
        #expect(insets == LayoutError(.noRoom(needed: 400, available: 390), at: ["sections", 0, "sectionInsets"]))
        #expect(specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "itemSpacing": -1}]"#)?.path == ["sections", 0, "itemSpacing"])
        #expect(specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "rows": 2}]"#)?.path == ["sections", 0, "rows"])
    }

    /// What a driver keeps, in a section: the columns' starts and the gaps after their first
    /// items. Two columns (191 wide at 390, spacing 8), items 100 high taking turns
    /// (`leftToRight`): the right column starts 30 down, or in line with 15 after each of its
    /// first two items — item 5 (its third) at 100 + 8 + 15 = 123 … 246 either way.
    @Test func columnStartsAndGapsInASection() throws {
        func frames(_ keys: String) throws -> [CGRect] {
            let json =
                #"{"container": {"width": 390}, "layout": {"waterfall": {"itemOrder": "leftToRight"}}, "sections": [{"items": [{"height": 100}, {"height": 100}, {"height": 100}, {"height": 100}, {"height": 100}, {"height": 100}], "#
                + keys + "}]}"
            let snapshot = try LayoutSpec.decode(Data(json.utf8)).makeSnapshot()
            return (0..<6).compactMap { snapshot.layoutAttributesForItem(at: .item($0, section: 0))?.frame }
        }
        let apart = try frames(#""columnStartOffsets": [0, 30]"#)
        // Items 1 and 3 are column 1's first two (left to right).
        let inLine = try frames(#""itemGaps": {"1": 15, "3": 15}"#)
        #expect(apart.map(\.minY) == [0, 30, 108, 138, 216, 246])
        #expect(inLine.map(\.minY) == [0, 0, 108, 123, 216, 246])
        #expect(
            specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "itemGaps": {"0": 3, "4": -1}}]"#) == LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["sections", 0, "itemGaps", "4"]))
        #expect(specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "itemGaps": {"x": 3}}]"#)?.path == ["sections", 0, "itemGaps", "x"])
        #expect(specError(#"{"waterfall": {"itemGaps": {"1": 1}}}"#)?.path == ["layout", "waterfall", "itemGaps"])
    }
}
