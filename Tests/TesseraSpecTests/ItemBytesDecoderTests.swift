import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraSpec

/// The items of a long array (more than 1,024: the parser defers them) are decoded straight
/// from the text; a short array's through `JSONValue` and `SpecNode`. Both must give the same
/// items, and the same error (message and path) for an item either refuses.
@Suite struct ItemBytesDecoderTests {
    /// A waterfall spec whose one section holds `items`.
    static func spec(_ items: [String]) -> Data {
        Data(#"{"container": {"width": 390}, "sections": [{"items": [\#(items.joined(separator: ", "))]}], "layout": {"waterfall": {}}}"#.utf8)
    }

    /// The first item as decoded, or the error's description.
    static func decoded(_ items: [String]) -> String {
        do {
            let spec = try LayoutSpec.decode(spec(items))
            return "\(spec.sections[0][0]) (\(spec.sections[0].count) items)"
        } catch {
            return "error: \(error)"
        }
    }

    /// Item `text` decoded alone (a short array) and as every item of a long one, and the
    /// long array's item count: equal results, and for an error, the same error at item 0.
    static func expectSameAlone(andLong text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let alone = decoded([text]).replacingOccurrences(of: "(1 items)", with: "")
        let long = decoded(Array(repeating: text, count: 1_100)).replacingOccurrences(of: "(1100 items)", with: "")
        #expect(alone == long, "\(text)", sourceLocation: sourceLocation)
    }

    /// Values of every kind a key might be given, valid and not.
    static let values = [
        "0", "1", "2", "1.5", "-1", "-0", "0.25", "80.5", "1e3", "2E-1", "1000000001", "64", "65", "3.0", "2.5",
        "true", "false", "null", #""x""#, "[]", "{}", #"{"width": 100, "height": 120}"#, #"{"width": 0, "height": 5}"#,
        #"{"height": 5, "width": 3}"#, #"{"width": 1}"#, #"{"width": 1, "height": 2, "depth": 3}"#, #"{"width": -1, "height": 2}"#,
        #"{"width": null, "height": 2}"#, #"{ "width" : 7 , "height" : 8 }"#, #"{"w\u0069dth": 100, "height": 120}"#,
        #"{"widtx": 1, "height": 2}"#, #"{"width": 1, "heighx": 2}"#, #"{"width": 1, "width": 2}"#,
    ]
    // Keys read in place by their length and bytes: each key, one of a key's length that is
    // not it, escaped and non-ASCII spellings.
    static let keys = [
        "height", "aspectRatio", "size", "measuredSize", "columnSpan", "fullSpan", "other", #"\u0068eight"#, "heighx", "sizf",
        "fullSpam", "columnSpaN", "héight", #"si\u007Ae"#,
    ]

    @Test func everyKeyWithEveryValueDecodesAsTheGeneralDecoderDoes() {
        Self.expectSameAlone(andLong: "{}")
        Self.expectSameAlone(andLong: " { } ")
        for key in Self.keys {
            for value in Self.values { Self.expectSameAlone(andLong: #"{"\#(key)": \#(value)}"#) }
        }
    }

    @Test func randomItemsDecodeAsTheGeneralDecoderDoes() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var state = UInt64(seed)
            func pick<T>(_ choices: [T]) -> T {  // a linear congruential step: enough to choose
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return choices[Int((state >> 33) % UInt64(choices.count))]
            }
            let members = (0..<pick([0, 1, 2, 3, 4])).map { _ in #"\#n "\#(pick(Self.keys))"\#t:\#(pick(Self.values))"# }
            Self.expectSameAlone(andLong: "{" + members.joined(separator: ",") + "}")
        }
    }

    @Test func aLongArrayOfMixedItemsDecodesItemByItemAsShortOnesDo() throws {
        // The benchmark's items (four shapes) and the odd one the fast path leaves to the
        // general decoder (`null` for absent), in one long array.
        var texts = (0..<1_200).map { i in
            [
                #"{"height": \#(60 + i % 97)}"#, #"{"aspectRatio": 1.5}"#, #"{"size": {"width": 100, "height": \#(120 + i % 31)}}"#,
                #"{"height": 80.5, "columnSpan": 2}"#,
            ][i % 4]
        }
        texts[7] = #"{"height": 10, "fullSpan": null, "measuredSize": {"width": 3, "height": 4}}"#
        texts[9] = #"{"fullSpan": true, "columnSpan": 3}"#
        let long = try LayoutSpec.decode(Self.spec(texts)).sections[0]
        #expect(long.count == 1_200)
        for (i, text) in texts.enumerated() {
            let alone = try LayoutSpec.decode(Self.spec([text])).sections[0][0]
            #expect(long[i] == alone, "item \(i): \(text)")
        }
        #expect(long[7].measuredSize == CGSize(width: 3, height: 4) && !long[7].isFullSpan)
        #expect(long[9].isFullSpan && long[9].columnSpan == 3)
    }
}
