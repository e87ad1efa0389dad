import Foundation
import Testing
import Tessera
import TesseraSpec

/// `LayoutError` is a value (a path of components and a reason) rendered to one line in one
/// place; layouts name paths in the Swift model's terms and the spec maps them to JSON paths.
@Suite struct LayoutErrorTests {
    @Test func pathsRenderKeysWithDotsAndIndicesInBrackets() {
        let path: LayoutPath = ["sections", 2, "items", 0, "size", "width"]
        #expect(path.description == "sections[2].items[0].size.width")
        #expect(path == LayoutPath([.key("sections"), .index(2), .key("items"), .index(0), .key("size"), .key("width")]))
        #expect(LayoutPath.root.description == "")
        #expect(([1, 2] as LayoutPath).description == "[1][2]")
        #expect(path.starts(with: ["sections", 2]))
        #expect(!path.starts(with: ["sections", 3]))
        #expect((["layout"] as LayoutPath) + ["waterfall", "columns"] == ["layout", "waterfall", "columns"])
    }

    /// Up to 24 components a path is spelled out; past that it keeps the first and last 8 and
    /// counts the rest.
    @Test func longPathsAreElidedInTheMiddle() {
        // 24 components: `a[0]` twelve times, all shown.
        let full = LayoutPath(Array(repeating: ["a", 0] as [LayoutPath.Component], count: 12).flatMap { $0 })
        #expect(full.description == String(repeating: "a[0].", count: 11) + "a[0]")
        // 26 components k0 … k25: k0…k7, then 26 − 16 = 10 left out, then k18…k25.
        let long = LayoutPath((0..<26).map { .key("k\($0)") })
        #expect(long.description == "k0.k1.k2.k3.k4.k5.k6.k7 … (10 path components left out) … k18.k19.k20.k21.k22.k23.k24.k25")
        #expect(long.fullDescription == (0..<26).map { "k\($0)" }.joined(separator: "."))
        // An index at either cut: the head ends `[7]`, the tail starts `[0]` (no leading dot).
        let indices = LayoutPath((0..<30).map { $0 % 2 == 0 ? .key("c") : .index($0) })
        #expect(indices.description == "c[1].c[3].c[5].c[7] … (14 path components left out) … c[23].c[25].c[27].c[29]")
        let error = LayoutError(.required, at: long)
        #expect(error.description == long.description + ": is required")
    }

    @Test func descriptionIsPathThenMessage() {
        #expect(
            LayoutError(.outOfRange(.integers(from: 1, to: 10000), got: 0), at: ["layout", "waterfall", "columns"]).description
                == "layout.waterfall.columns: must be an integer from 1 to 10000, got 0")
        #expect(
            LayoutError(.malformedJSON(line: 1, column: 27, problem: "expected a string key")).description
                == "malformed JSON at line 1, column 27: expected a string key")
        #expect(LayoutError(.required, at: ["container", "height"]).under(["x"]) == LayoutError(.required, at: ["x", "container", "height"]))
    }

    /// The environment names its own properties; the spec says `container`.
    @Test func layoutPathsAreSwiftTermsAndSpecPathsAreJSON() throws {
        #expect(throws: LayoutError(.outOfRange(.above(0), got: 0), at: ["containerSize", "width"])) {
            try LayoutEnvironment(containerSize: CGSize(width: 0, height: 10)).validate()
        }
        // A waterfall section override's adaptive count is `minColumnWidth` of that section.
        #expect(throws: LayoutError(.outOfRange(.above(0), got: 0), at: ["sectionOverrides", 1, "columns", "minWidth"])) {
            try WaterfallLayout(sectionOverrides: [1: WaterfallSectionOverrides(columns: .adaptive(minWidth: 0))])
                .makeSnapshot(sections: [SectionData(itemCount: 1), SectionData(itemCount: 1)], environment: LayoutEnvironment(containerSize: CGSize(width: 100, height: 0)))
        }
        // A carousel's fractional height without a container height: found by the layout, named in JSON.
        let spec = #"{"container": {"width": 400}, "sections": [{"itemCount": 1}], "layout": {"carousel": {"itemHeight": {"fractional": 0.5}}}}"#
        #expect(throws: LayoutError(.needsContainer(dimension: "height"), at: ["layout", "carousel", "itemHeight"])) {
            try LayoutSpec.decode(Data(spec.utf8))
        }
        // Malformed JSON: no path, the line and column.
        #expect(throws: LayoutError(.malformedJSON(line: 2, column: 3, problem: "expected a string key"))) {
            try LayoutSpec.decode(Data("{\n  1: 2}".utf8))
        }
    }
}
