import Foundation
import Tessera

/// A small strict JSON parser (RFC 8259) that reports where it failed.
///
/// A long array (more than `deferralThreshold` elements) is checked element by element as
/// any other (so an error has the same line, column and words) but its elements are not kept:
/// it keeps where each starts (`JSONArray`'s deferred storage) and an element is parsed again
/// from the text when asked for. While the elements of such an array are checked the parser
/// builds nothing (`building` is false): strings and numbers are read and dropped, an
/// object's keys go to a scratch list only to find duplicates, as places in the text
/// (`JSONParser+Keys.swift`).
struct JSONParser {
    let bytes: JSONBytes
    /// The document, for the arrays that defer their elements; nil builds every array whole.
    let text: JSONText?
    var index = 0
    var depth = 0
    /// Whether values are kept (false while the elements of a deferred array are checked).
    var building = true
    /// The keys of the objects being checked while not building, innermost last (where each
    /// is in the text: no string is made for a plain one).
    var scratchKeys: [ScratchKey] = []

    /// Arrays longer than this keep only their elements' offsets.
    static let deferralThreshold = 1024

    init(bytes: JSONBytes, text: JSONText?, index: Int = 0) {
        self.bytes = bytes
        self.text = text
        self.index = index
    }

    mutating func parseDocument() throws -> JSONValue {
        // A UTF-8 byte-order mark (editors on Windows write one) is skipped, as RFC 8259 allows.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    func error(_ message: String) -> LayoutError {
        var line = 1, column = 1
        for b in bytes[0..<min(index, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return LayoutError(.malformedJSON(line: line, column: column, problem: message))
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Character(UnicodeScalar(bytes[index])))'")
        }
    }

    mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && bytes.matches(word, at: index)
        guard matches else { throw error("expected \(word)") }
        index += count
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= LayoutLimits.maximumJSONDepth else { throw error("nesting deeper than \(LayoutLimits.maximumJSONDepth) levels") }
    }

    mutating func parseObject() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        let building = self.building
        var members: [(key: String, value: JSONValue)] = []
        // Not building: this object's keys are `scratchKeys[keyBase...]`, removed when it ends.
        let keyBase = scratchKeys.count
        defer { if !building { scratchKeys.removeSubrange(keyBase...) } }
        // Duplicates are found by a scan while the object is small (spec objects hold a few
        // keys), by a set past that.
        var seen: Set<String>? = nil
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return building ? .object(JSONObject(members)) : .null }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            var key = ""
            if building {
                key = try parseString()
                try checkNewKey(key, among: members, seen: &seen)
            } else {
                let scratch = try scanKey()
                try checkNewKey(scratch, from: keyBase, seen: &seen)
                scratchKeys.append(scratch)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            if building { members.append((key, value)) }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return building ? .object(JSONObject(members)) : .null }
            throw error("expected ',' or '}' in an object")
        }
    }

    mutating func parseArray() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        let building = self.building
        var elements: [JSONValue] = []
        // Where each element starts, kept while building in case the array turns out long.
        var offsets: [Int] = []
        defer { self.building = building }
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return building ? .array(JSONArray(elements)) : .null }
        while true {
            skipWhitespace()
            if building, text != nil {
                offsets.append(index)
                if offsets.count > Self.deferralThreshold, self.building {
                    // Long: from here on only check the elements; drop those already built.
                    elements = []
                    self.building = false
                }
            }
            let value = try parseValue()
            if self.building { elements.append(value) }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                guard building else { return .null }
                if !self.building, let text { return .array(JSONArray(deferred: text, offsets: offsets)) }
                return .array(JSONArray(elements))
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    mutating func parseString() throws -> String {
        index += 1
        // Fast path: no escape before the closing quote (most strings; every key).
        let start = index
        var ascii = true
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let text = bytes[start..<index]
                index += 1
                if ascii { return text.decodedString() }
                guard let s = text.validatedString() else { throw error("invalid UTF-8 in a string") }
                return s
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b >= 0x80 { ascii = false }
            index += 1
        }
        return try parseEscapedString(from: start)
    }

    /// The rest of a string that holds an escape (or a control character, an error) at `index`,
    /// the bytes from `start` read already.
    mutating func parseEscapedString(from start: Int) throws -> String {
        var out: [UInt8] = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let s = String(bytes: out, encoding: .utf8) else { throw error("invalid UTF-8 in a string") }
                return s
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            default:
                guard b >= 0x20 else { throw error("control character in a string") }
                out.append(b)
            }
        }
    }

    /// One escape after its backslash, its UTF-8 appended to `out`.
    mutating func parseEscape(into out: inout [UInt8]) throws {
        guard index < bytes.count else { throw error("unterminated string") }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"): out.append(contentsOf: Array(String(Character(try parseUnicodeEscape())).utf8))
        default: throw error("invalid escape in a string")
        }
    }

    /// The scalar of a `\u` escape after its `u`, a surrogate pair's second half read too.
    mutating func parseUnicodeEscape() throws -> UnicodeScalar {
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in a string")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a string") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = UnicodeScalar(code) else { throw error("invalid \\u escape") }
        return scalar
    }

    mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let v = UInt32(bytes[index..<index + 4].decodedString(), radix: 16) else {
            throw error("invalid \\u escape")
        }
        index += 4
        return v
    }

    mutating func parseNumber() throws -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number") }
        // RFC 8259: no leading zeros (`01` is not a number).
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("invalid number: leading zeros are not allowed")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        if let value = Self.fastDouble(bytes[start..<index]) { return .number(value) }
        guard let value = Double(bytes[start..<index].decodedString()) else { throw error("invalid number") }
        return .number(value)
    }

    /// The value of a number without an exponent and with at most 15 digits, computed exactly
    /// (an integer below 2⁵³ divided by an exact power of ten is correctly rounded); nil for
    /// any other number, which `Double(String)` reads.
    static func fastDouble(_ text: JSONByteSlice) -> Double? {
        var mantissa = 0
        var digits = 0
        var fraction = -1
        var negative = false
        for b in text {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int(b &- UInt8(ascii: "0"))
                if fraction >= 0 { fraction += 1 }
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): fraction = 0
            default: return nil
            }
        }
        var value = Double(mantissa)
        if fraction > 0 { value /= Self.powersOfTen[fraction] }
        return negative ? -value : value
    }

    /// 10⁰ … 10¹⁵, each exact in a `Double`.
    static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }
}
