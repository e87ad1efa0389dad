import Foundation
import Testing
import Tessera
import TesseraSpec

/// The decoding error for `layout` (the value of the `layout` key) with `sections`.
private func specError(_ layout: String, sections: String = #"[{"itemCount": 3}]"#, width: Int = 390) -> LayoutError? {
    let json = #"{"container": {"width": \#(width)}, "sections": \#(sections), "layout": \#(layout)}"#
    do {
        _ = try LayoutSpec.decode(Data(json.utf8))
        return nil
    } catch {
        return error as? LayoutError
    }
}

@Suite struct WaterfallSpecTests {
    @Test func decodesEveryKey() throws {
        let json = #"""
        {"container": {"width": 390, "height": 844}, "displayScale": 3,
         "sections": [{"itemCount": 4, "headerHeight": 20}, {"items": [{"height": 10}], "columns": 3, "sectionInsets": {"top": 2}},
                      {"itemCount": 1, "minColumnWidth": 100, "columnSpacing": 1, "itemSpacing": 2, "footerHeight": 5}],
         "layout": {"waterfall": {"columns": 2, "columnSpacing": 6, "itemSpacing": 7, "sectionInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
                                  "itemOrder": "rightToLeft", "headerHeight": 44, "footerHeight": 10, "pinHeaders": true, "pinFooters": true}}}
        """#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        let layout = try #require(spec.layout as? WaterfallLayout)
        #expect(layout == WaterfallLayout(
            columns: .fixed(2), columnSpacing: 6, itemSpacing: 7, sectionInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            itemOrder: .rightToLeft, headerHeight: 44, footerHeight: 10, pinHeaders: true, pinFooters: true,
            sectionOverrides: [
                0: WaterfallSectionOverrides(headerHeight: 20),
                1: WaterfallSectionOverrides(columns: .fixed(3), sectionInsets: DirectionalEdgeInsets(top: 2)),
                2: WaterfallSectionOverrides(columns: .adaptive(minWidth: 100), columnSpacing: 1, itemSpacing: 2, footerHeight: 5),
            ]
        ))
        _ = try spec.makeSnapshot()
    }

    @Test func defaults() throws {
        let spec = try LayoutSpec.decode(Data(#"{"container": {"width": 100}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {}}}"#.utf8))
        #expect(spec.layout as? WaterfallLayout == WaterfallLayout())
        let adaptive = try LayoutSpec.decode(Data(#"{"container": {"width": 100}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {"minColumnWidth": 40}}}"#.utf8))
        #expect((adaptive.layout as? WaterfallLayout)?.columns == .adaptive(minWidth: 40))
    }

    @Test(arguments: [
        (#"{"waterfall": {"columns": 0}}"#, "layout.waterfall.columns", "must be an integer from 1"),
        (#"{"waterfall": {"columns": -3}}"#, "layout.waterfall.columns", "must be an integer from 1"),
        (#"{"waterfall": {"columns": 2.5}}"#, "layout.waterfall.columns", "whole number"),
        (#"{"waterfall": {"columns": 2, "minColumnWidth": 100}}"#, "layout.waterfall", "not both"),
        (#"{"waterfall": {"minColumnWidth": 0}}"#, "layout.waterfall.minColumnWidth", "must be > 0"),
        (#"{"waterfall": {"columnSpacing": -1}}"#, "layout.waterfall.columnSpacing", "must be >= 0"),
        (#"{"waterfall": {"itemSpacing": 1e999}}"#, "layout.waterfall.itemSpacing", "finite"),
        (#"{"waterfall": {"sectionInsets": {"top": -2}}}"#, "layout.waterfall.sectionInsets.top", "must be >= 0"),
        (#"{"waterfall": {"sectionInsets": {"left": 2}}}"#, "layout.waterfall.sectionInsets.left", "unknown key"),
        (#"{"waterfall": {"itemOrder": "random"}}"#, "layout.waterfall.itemOrder", "must be one of shortestFirst, leftToRight, rightToLeft"),
        (#"{"waterfall": {"headerHeight": -44}}"#, "layout.waterfall.headerHeight", "must be >= 0"),
        (#"{"waterfall": {"pinHeaders": 1}}"#, "layout.waterfall.pinHeaders", "expected true or false"),
        (#"{"waterfall": {"colums": 2}}"#, "layout.waterfall.colums", "unknown key"),
        (#"{"waterfall": {"columns": 50, "columnSpacing": 10}}"#, "layout.waterfall.columns", "do not fit"),
        (#"{"waterfall": {"minColumnWidth": 0.001, "columnSpacing": 0}}"#, "layout.waterfall.minColumnWidth", "more than 10000"),
        (#"{"waterfall": {"sectionInsets": {"leading": 200, "trailing": 190}}}"#, "layout.waterfall.sectionInsets", "leave no room"),
    ])
    func layoutErrorsNameTheJSONPath(layout: String, path: String, message: String) {
        let error = specError(layout)
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func sectionOverrideErrorsNameTheSection() {
        let sections = #"[{"itemCount": 1}, {"itemCount": 2, "columns": 0}]"#
        #expect(specError(#"{"waterfall": {}}"#, sections: sections)?.path == "sections[1].columns")
        let tooMany = specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1}, {"itemCount": 2, "columns": 40, "columnSpacing": 10}]"#)
        #expect(tooMany?.path == "sections[1].columns")
        #expect(tooMany?.message.contains("do not fit") == true)
        let insets = specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "sectionInsets": {"leading": 400}}]"#)
        #expect(insets?.path == "sections[0].sectionInsets")
        #expect(specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "itemSpacing": -1}]"#)?.path == "sections[0].itemSpacing")
        #expect(specError(#"{"waterfall": {}}"#, sections: #"[{"itemCount": 1, "rows": 2}]"#)?.path == "sections[0].rows")
    }
}
