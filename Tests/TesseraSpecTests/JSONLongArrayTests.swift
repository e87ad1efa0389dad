import Foundation
import Testing
import Tessera
import TesseraSpec

/// Arrays of more than 1024 elements keep only where each element starts and read an element
/// from the text when asked for (`JSONValue.parse`). They must read exactly as arrays built
/// whole: the same values, equality, hashes and errors.
@Suite struct JSONLongArrayTests {
    /// `[{"i": 0, "s": "0", "a": [0, true, null]}, …]` of `count` elements, and the same built by hand.
    static func sample(_ count: Int) -> (text: String, value: JSONValue) {
        let text = "[" + (0..<count).map { #"{"i": \#($0), "s": "\#($0)", "a": [\#($0), true, null]}"# }.joined(separator: ",\n") + "]"
        let value = JSONValue.array(JSONArray((0..<count).map(element)))
        return (text, value)
    }

    /// Element `i` of `sample`.
    static func element(_ i: Int) -> JSONValue {
        let list: JSONArray = [.number(Double(i)), .bool(true), .null]
        let members: [(key: String, value: JSONValue)] = [("i", .number(Double(i))), ("s", .string("\(i)")), ("a", .array(list))]
        return .object(JSONObject(members))
    }

    @Test(arguments: [0, 1, 1024, 1025, 5000])
    func readsAsAnArrayBuiltWhole(count: Int) throws {
        let (text, expected) = Self.sample(count)
        let parsed = try JSONValue.parse(text)
        #expect(parsed == expected)
        #expect(parsed.hashValue == expected.hashValue)
        guard case .array(let array) = parsed else { Issue.record("not an array"); return }
        #expect(array.count == count)
        if count > 0 {
            // Element by element, the last one too, twice (read from the text each time).
            for i in [0, count / 2, count - 1, count - 1] {
                #expect(array[i] == Self.element(i))
            }
        }
    }

    /// A long array nested in a long array, in an object: each level reads its own elements.
    @Test func longArraysNest() throws {
        let inner = "[" + (0..<2000).map(String.init).joined(separator: ",") + "]"
        let text = #"{"rows": ["# + Array(repeating: inner, count: 1500).joined(separator: ",") + "]}"
        let parsed = try JSONValue.parse(text)
        let row = JSONValue.array(JSONArray((0..<2000).map { .number(Double($0)) }))
        #expect(parsed == .object(["rows": .array(JSONArray(Array(repeating: row, count: 1500)))]))
    }

    /// An error in element 3000 of a long array (checked without being kept) has the line and
    /// column it would have in an array built whole: each element above is one line, so the
    /// bad one is on line 3001; `{"i": 3000, "s": "3000", "a": [3000, true, null]}` (49
    /// characters) then `, x` puts the unexpected character at column 49 + 3 = 52.
    @Test func errorsInLongArraysSayWhere() {
        var lines = (0..<5000).map { #"{"i": \#($0), "s": "\#($0)", "a": [\#($0), true, null]}"# }
        lines[3000] += ", x"
        let text = "[" + lines.joined(separator: ",\n") + "]"
        #expect(throws: LayoutError(.malformedJSON(line: 3001, column: 52, problem: "unexpected character 'x'"))) { try JSONValue.parse(text) }
        // A duplicate key inside an element that is only checked: one line; element 1500 starts
        // after "[" and 1500 elements with their commas, and the second "k" ends 12 bytes in.
        var duplicate = (0..<2000).map { #"{"k": \#($0)}"# }
        duplicate[1500] = #"{"k": 1, "k": 2}"#
        #expect(throws: LayoutError(.malformedJSON(line: 1, column: 1 + duplicate[..<1500].map { $0.count + 1 }.reduce(0, +) + 13, problem: #"duplicate key "k""#))) {
            try JSONValue.parse("[" + duplicate.joined(separator: ",") + "]")
        }
        // Too deep inside a long array: the depth counts from the document, not the array.
        var deep = Array(repeating: "1", count: 2000)
        deep[1999] = String(repeating: "[", count: LayoutLimits.maximumJSONDepth) + String(repeating: "]", count: LayoutLimits.maximumJSONDepth)
        #expect(throws: LayoutError.self) { try JSONValue.parse("[" + deep.joined(separator: ",") + "]") }
    }
    /// The keys of an element that is only checked are compared in place (byte for byte when
    /// plain), and must find exactly the duplicates a built object finds: escaped spellings,
    /// canonically equivalent ones, nested objects, objects of 16 keys and more.
    @Test func duplicateKeysInCheckedElementsAsInBuiltOnes() {
        let many = (0..<20).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let objects = [
            #"{"a": 1, "a": 2}"#, #"{"a": 1, "\u0061": 2}"#, #"{"é": 1, "e\u0301": 2}"#, #"{"K": 1, "\u212A": 2}"#,
            #"{"ab": 1, "a": 2}"#, #"{"a": {"a": 1}, "b": 2}"#, #"{"a": 1, "b": {"c": 1, "c": 2}}"#, #"{"x\"": 1, "x\u0022": 2}"#,
            #"{"é": 1, "è": 2}"#, "{" + many + "}", "{" + many + #", "k7": 1}"#, "{" + many + #", "\u006b7": 1}"#,
            "{" + many + #", "ké": 1, "ke\u0301": 2}"#,
        ]
        /// "ok", or the problem of the parse's error (its line and column differ by place).
        func outcome(_ text: String) -> String {
            do {
                _ = try JSONValue.parse(text)
                return "ok"
            } catch {
                guard let error = error as? LayoutError, case .own(let own) = error.reason, case .malformedJSON(_, _, let problem)? = own.base as? SpecErrorReason
                else { return "\(error)" }
                return problem
            }
        }
        for object in objects {
            let checked = outcome("[" + Array(repeating: "0", count: 1_100).joined(separator: ",") + "," + object + "]")
            #expect(outcome(object) == checked, "\(object)")
        }
        #expect(outcome(#"{"K": 1, "\u212A": 2}"#) == #"duplicate key "K""#)
    }
}
