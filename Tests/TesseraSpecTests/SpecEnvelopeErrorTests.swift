import Foundation
import Testing
import Tessera
import TesseraSpec
import TesseraTestSupport

/// The errors `tessera render` prints for bad envelopes: one line, the JSON path, the problem.
/// The layout is the tests' `stack` family, so only the envelope is under test here.
@Suite struct SpecEnvelopeErrorTests {
    /// A spec with `replacing` members substituted into a valid envelope (`nil` removes one).
    private func spec(_ members: [String: String?]) -> String {
        var parts: [(String, String)] = [
            ("container", #"{"width": 320, "height": 480}"#),
            ("sections", #"[{"itemCount": 3}]"#),
            ("layout", #"{"stack": {}}"#),
        ]
        for (key, value) in members {
            if let i = parts.firstIndex(where: { $0.0 == key }) {
                if let value { parts[i].1 = value } else { parts.remove(at: i) }
            } else if let value {
                parts.insert((key, value), at: 0)
            }
        }
        return "{" + parts.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func error(_ members: [String: String?]) -> String {
        errorLine { try StackTestLayout.decode(spec(members)) }
    }

    @Test func validEnvelopeDecodes() throws {
        let s = try StackTestLayout.decode(spec(["displayScale": "2", "contentOffset": #"{"x": 0, "y": 12.5}"#]))
        #expect(s.environment.containerSize == CGSize(width: 320, height: 480))
        #expect(s.environment.displayScale == 2)
        #expect(s.contentOffset == CGPoint(x: 0, y: 12.5))
        #expect(s.sections.map(\.count) == [3])
        #expect(s.layoutName == "stack")
    }

    @Test func malformedJSONGivesLineAndColumn() {
        // `{"container": {"width": 320,}}`: the '}' after the comma is character 29 of line 1.
        #expect(
            errorLine { try StackTestLayout.decode(#"{"container": {"width": 320,}}"#) }
                == "malformed JSON at line 1, column 29: expected a string key")
        #expect(
            errorLine { try StackTestLayout.decode("{\n  \"layout\":\n}") }
                == "malformed JSON at line 3, column 1: unexpected character '}'")
        #expect(errorLine { try StackTestLayout.decode("") } == "malformed JSON at line 1, column 1: unexpected end of input")
        // NaN is not JSON: it cannot even be written in a spec.
        #expect(
            errorLine { try StackTestLayout.decode(#"{"container": {"width": NaN}}"#) }
                == "malformed JSON at line 1, column 25: unexpected character 'N'")
    }

    @Test func layoutErrors() {
        #expect(error(["layout": nil]) == "layout: is required")
        #expect(error(["layout": #"{"bogus": {}}"#]) == "layout.bogus: unknown layout (expected one of: stack)")
        #expect(error(["layout": #"{}"#]) == "layout: must have exactly one key naming the layout (one of: stack), got 0")
        #expect(error(["layout": #"{"stack": {"pinHeader": true}}"#]) == "layout.stack.pinHeader: unknown key (expected one of: pinHeaders)")
    }

    @Test func sectionErrors() {
        #expect(error(["sections": nil]) == "sections: is required")
        #expect(error(["sections": "{}"]) == "sections: expected an array, got an object")
        #expect(error(["sections": #"[{"itemCount": 1}, {}]"#]) == "sections[1]: needs itemCount or items")
        #expect(error(["sections": #"[{"itemCount": 1, "items": []}]"#]) == "sections[0]: give itemCount or items, not both")
        #expect(error(["sections": #"[{"itemCount": -1}]"#]) == "sections[0].itemCount: must be an integer from 0 to 50000000, got -1")
        #expect(error(["sections": #"[{"itemCount": 2.5}]"#]) == "sections[0].itemCount: must be a whole number, got 2.5")
    }

    @Test func containerErrors() {
        #expect(error(["container": nil]) == "container: is required")
        #expect(error(["container": #"{"width": -5, "height": 480}"#]) == "container.width: must be > 0, got -5")
        #expect(error(["container": #"{"width": 0}"#]) == "container.width: must be > 0, got 0")
        // 1e999 parses as infinity, which no size may be.
        #expect(error(["container": #"{"width": 1e999}"#]) == "container.width: must be a finite number")
        #expect(error(["container": #"{"width": 320, "height": -1}"#]) == "container.height: must be >= 0, got -1")
        #expect(error(["container": #"{"width": 320, "height": -1e999}"#]) == "container.height: must be a finite number")
        #expect(error(["container": #"{"width": "320"}"#]) == "container.width: expected a number, got a string")
        #expect(error(["container": #"{"width": 320, "depth": 1}"#]) == "container.depth: unknown key (expected one of: height, width)")
    }

    @Test func displayScaleAndOffsetErrors() {
        #expect(error(["displayScale": "0"]) == "displayScale: must be > 0, got 0")
        #expect(error(["displayScale": "-2"]) == "displayScale: must be > 0, got -2")
        #expect(error(["displayScale": "1e999"]) == "displayScale: must be a finite number")
        #expect(error(["displayScale": "17"]) == "displayScale: must be from 0.25 to 16, got 17")
        #expect(error(["displayScale": #""2x""#]) == "displayScale: expected a number, got a string")
        #expect(error(["contentOffset": #"{"x": "a"}"#]) == "contentOffset.x: expected a number, got a string")
        #expect(error(["layoutDirection": #""upsideDown""#]) == "layoutDirection: must be one of leftToRight, rightToLeft, got \"upsideDown\"")
        #expect(error(["contaner": "{}"]).hasPrefix("contaner: unknown key (expected one of: container, contentOffset, "))
    }

    @Test func itemErrors() {
        let items = #"[{"items": [{}, {"height": 5}, {"size": {"width": -3, "height": 4}}]}]"#
        #expect(error(["sections": items]) == "sections[0].items[2].size.width: must be >= 0, got -3")
        #expect(error(["sections": #"[{"items": [{"aspectRatio": 0}]}]"#]) == "sections[0].items[0].aspectRatio: must be > 0, got 0")
        #expect(error(["sections": #"[{"items": [{"height": 1e999}]}]"#]) == "sections[0].items[0].height: must be a finite number")
        #expect(error(["sections": #"[{"items": [{"size": {"width": 3}}]}]"#]) == "sections[0].items[0].size.height: is required")
        #expect(
            error(["sections": #"[{"itemCount": 1}, {"items": [{"height": 5, "aspectRatio": 1}]}]"#])
                == "sections[1].items[0]: give at most one of size, aspectRatio, height")
    }

    @Test func tooManyItemsAreRefusedUpFront() {
        // LayoutSpec.maximumItemCount is 50,000,000: one section past it, or several that add up.
        #expect(error(["sections": #"[{"itemCount": 50000001}]"#]) == "sections[0].itemCount: must be an integer from 0 to 50000000, got 50000001")
        #expect(
            error(["sections": #"[{"itemCount": 30000000}, {"itemCount": 30000000}]"#])
                == "sections[1]: too many items: the spec holds more than 50000000 in all")
        // Ten million is accepted by the envelope (whether a picture of it is drawn is the renderer's call).
        #expect(error(["sections": #"[{"itemCount": 10000000}]"#]) == "no error")
    }
}
