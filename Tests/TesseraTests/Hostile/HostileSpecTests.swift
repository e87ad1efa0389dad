import Foundation
import Testing
import Tessera
import TesseraRender
import TesseraSpec
import TesseraTool
import TesseraTestSupport

/// Hostile specs: each gets one error line naming the JSON path and the limit, quickly, in
/// every output format, and nothing is laid out first.
@Suite struct HostileSpecTests {
    /// The line `tessera render --format <format>` prints for `json`, or "no error".
    private func line(_ json: String, format: RenderFormat = .json, maximumElements: Int = LayoutLimits.defaultMaximumElements) -> String {
        do {
            _ = try RenderJob(format: format, maximumElements: maximumElements).render(LayoutSpec.decode(Data(json.utf8), maximumElements: maximumElements))
            return "no error"
        } catch {
            return RenderJob.errorLine(for: error)
        }
    }

    private static let item = #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}"#
    private static func group(_ kind: String, count: Int, _ subitem: String) -> String {
        #"{"group": {"kind": "\#(kind)", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "count": \#(count), "subitems": [\#(subitem)]}}"#
    }

    @Test func nestedCountGroupsAreRefusedBeforeTheyMultiply() {
        // 10000 × 10000 slots for 5 items: refused after about 10 of the outer slots (10 · 10001 > 100000).
        let inner = Self.group("vertical", count: 10000, Self.item)
        let outer = #"{"kind": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "count": 10000, "subitems": [\#(inner)]}"#
        let spec = #"{"container": {"width": 390, "height": 844}, "sections": [{"itemCount": 5}], "layout": {"compositional": {"section": {"group": \#(outer)}}}}"#
        let expected = "error: layout.compositional.section.group: the group's nested subitems multiply to more than 100000 slots (counts and repeats of nested groups multiply)"
        #expect(line(spec) == expected)
        #expect(line(spec, format: .svg) == expected)
        // 100 × 100 = 10,000 slots is fine.
        let small = spec.replacingOccurrences(of: "10000", with: "100")
        #expect(line(small) == "no error")
    }

    @Test func flowLayoutDegenerateSizesLayOutWithoutHanging() {
        let flow = { (items: Int, knobs: String) in #"{"container": {"width": 390}, "sections": [{"itemCount": \#(items)}], "layout": {"collectionViewFlow": {\#(knobs)}}}"# }
        // Zero-sized items with no spacing all fit one line; the last line's imagined items of
        // length 0 are not counted (they would never end).
        #expect(line(flow(100_000, #""itemSize": {"width": 0, "height": 0}, "minimumInteritemSpacing": 0, "minimumLineSpacing": 0"#)) == "no error")
        // A billionth of a point wide: the last line imagines 3.9e11 more, counted, not looped.
        #expect(line(flow(100_000, #""itemSize": {"width": 1e-9, "height": 1e9}, "minimumInteritemSpacing": 0"#)) == "no error")
        #expect(
            line(flow(3, #""itemSize": {"width": 1e308, "height": 1}"#))
                == "error: layout.collectionViewFlow.itemSize.width: is too large (the limit is 1000000000 in magnitude), got 1e+308")
        #expect(line(flow(3, #""minimumLineSpacing": 1e999"#)) == "error: layout.collectionViewFlow.minimumLineSpacing: must be a finite number")
    }

    @Test func elementBudgetIsCheckedUpFront() {
        // A looping carousel lays out 3 copies: 150M cells · 64 bytes = 9.6 GB.
        let loop = #"{"container": {"width": 390, "height": 300}, "sections": [{"itemCount": 50000000}], "layout": {"carousel": {"isLooping": true}}}"#
        #expect(line(loop) == "error: sections: too many elements: the layout would lay out 150000000 cells (about 9.6 GB), the limit is 20000000 (--max-elements raises it)")
        let waterfall = #"{"container": {"width": 390}, "sections": [{"itemCount": 11}], "layout": {"waterfall": {"columns": 2}}}"#
        #expect(line(waterfall, maximumElements: 10) == "error: sections: too many elements: the layout would lay out 11 cells, the limit is 10 (--max-elements raises it)")
        #expect(line(waterfall, maximumElements: 11) == "no error")
    }

    @Test func hugeAndNonFiniteNumbers() {
        let carousel = { (knobs: String) in #"{"container": {"width": 390, "height": 300}, "sections": [{"itemCount": 5}], "layout": {"carousel": {\#(knobs)}}}"# }
        let tooLarge = "is too large (the limit is 1000000000 in magnitude), got 1e+308"
        for format in RenderFormat.allCases {
            #expect(line(carousel(#""itemWidth": {"absolute": 1e308}"#), format: format) == "error: layout.carousel.itemWidth.absolute: \(tooLarge)")
            #expect(line(carousel(#""spacing": {"fixed": 1e308}"#), format: format) == "error: layout.carousel.spacing.fixed: \(tooLarge)")
            #expect(line(carousel(#""spacing": {"fixed": -1e308}"#), format: format) == "error: layout.carousel.spacing.fixed: is too large (the limit is 1000000000 in magnitude), got -1e+308")
            #expect(line(carousel(#""sideItemShift": 1e999"#), format: format) == "error: layout.carousel.sideItemShift: must be a finite number")
        }
        #expect(
            line(#"{"container": {"width": 390}, "sections": [{"itemCount": 1e308}], "layout": {"waterfall": {}}}"#)
                == "error: sections[0].itemCount: \(tooLarge)")
        #expect(
            line(#"{"container": {"width": 1e10}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {}}}"#)
                == "error: container.width: is too large (the limit is 1000000000 in magnitude), got 10000000000")
        #expect(
            line(#"{"container": {"width": 390}, "displayScale": 1e-300, "sections": [{"itemCount": 1}], "layout": {"waterfall": {}}}"#)
                == "error: displayScale: must be from 0.25 to 16, got 1e-300")
    }

    @Test func malformedJSON() {
        #expect(line(#"{"container": {"width": 0390}}"#) == "error: malformed JSON at line 1, column 25: invalid number: leading zeros are not allowed")
        #expect(line(#"{"container": {"width": -01}}"#) == "error: malformed JSON at line 1, column 26: invalid number: leading zeros are not allowed")
        // 0, 0.5 and -0 are still numbers; a byte-order mark is skipped.
        let spec = #"{"container": {"width": 390}, "contentOffset": {"x": -0, "y": 0.5}, "sections": [{"itemCount": 0}], "layout": {"waterfall": {}}}"#
        #expect(line(spec) == "no error")
        #expect(line("\u{FEFF}" + spec) == "no error")
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(line(deep) == "error: malformed JSON at line 1, column 513: nesting deeper than 512 levels")
        #expect(line("") == "error: malformed JSON at line 1, column 1: unexpected end of input")
    }

    @Test func wrongTypesAtEachLevel() {
        let base = #"{"container": {"width": 390}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {"columns": 2}}}"#
        let cases: [(String, String, String)] = [
            (#""container": {"width": 390}"#, #""container": 5"#, "error: container: expected an object, got a number"),
            (#"{"width": 390}"#, #"{"width": "390"}"#, "error: container.width: expected a number, got a string"),
            (#""sections": [{"itemCount": 1}]"#, #""sections": {}"#, "error: sections: expected an array, got an object"),
            (#"[{"itemCount": 1}]"#, #"[[]]"#, "error: sections[0]: expected an object, got an array"),
            (#"{"itemCount": 1}"#, #"{"itemCount": true}"#, "error: sections[0].itemCount: expected a number, got a boolean"),
            (#"{"itemCount": 1}"#, #"{"items": [7]}"#, "error: sections[0].items[0]: expected an object, got a number"),
            (#"{"waterfall": {"columns": 2}}"#, #"{"waterfall": []}"#, "error: layout.waterfall: expected an object, got an array"),
            (#"{"columns": 2}"#, #"{"columns": null}"#, "no error"),
            (#"{"columns": 2}"#, #"{"columns": [2]}"#, "error: layout.waterfall.columns: expected a number, got an array"),
        ]
        for (old, new, expected) in cases {
            #expect(line(base.replacingOccurrences(of: old, with: new)) == expected, "\(new)")
        }
    }

    @Test func deepViewTreesAreRefusedUpFront() {
        // 129 nested stacks: the innermost is at depth 129 (one array index per level), past 128.
        var node = #"{"rect": {}}"#
        for _ in 0..<129 { node = #"{"hstack": {"children": [\#(node)]}}"# }
        let spec = #"{"container": {"width": 100, "height": 100}, "layout": {"view": \#(node)}}"#
        let error = line(spec)
        #expect(error.hasPrefix("error: layout.view.hstack.children[0].hstack.children[0]"))
        #expect(error.hasSuffix(".hstack.children[0]: the view tree is nested more than 128 deep"))
        // The path, layout.view then 129 × hstack.children[0], has 2 + 3 · 129 = 389 components;
        // the line shows the first and last 8 and counts the 373 between.
        #expect(error.contains(" … (373 path components left out) … "))
    }
    @Test func modifiersCountAsLevelsWhenTheSpecIsRead() {
        // 64 nested stacks, each with a padding and a frame: layout counts each container and each
        // modifier as a level. A stack with d stacks above it sits at d + 2d (their modifiers) + 2
        // (its own) = 3d + 2 levels: 128 at d = 42, 131 at d = 43, so the reader refuses the 44th
        // stack from the top, whose path has 43 children[0], before layout ever sees the tree.
        var node = #"{"rect": {}}"#
        for _ in 0..<64 { node = #"{"hstack": {"children": [\#(node)]}, "padding": 1, "frame": {"maxWidth": 1000}}"# }
        let spec = #"{"container": {"width": 100, "height": 100}, "layout": {"view": \#(node)}}"#
        let error = line(spec)
        #expect(error.hasPrefix("error: layout.view.hstack.children[0]"))
        #expect(error.hasSuffix(": the view tree is nested more than 128 deep"))
        // 43 children[0] (each after hstack): 2 + 3 · 43 = 131 components, 131 − 16 = 115 left out.
        #expect(error.contains(" … (115 path components left out) … "))
    }
}
