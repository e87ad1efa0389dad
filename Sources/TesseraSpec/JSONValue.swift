import Foundation
import Tessera

/// A parsed JSON value. Objects keep their keys in document order so that errors and "exactly
/// one key" checks read naturally. Numbers are `Double`s.
///
/// Any depth is safe to hold: the reader refuses documents nested more than
/// `LayoutLimits.maximumJSONDepth` deep, but a value built by hand may nest a million levels,
/// and dropping, comparing and hashing it never recurse (see `JSONArray`).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array(JSONArray)
    /// An object's members in document order.
    case object(JSONObject)

    /// Equal values: objects are equal when their members are, in the same order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case (.array, .array), (.object, .object): return containersEqual(a, b)
        default: return false
        }
    }

    /// Compares two arrays or two objects level by level with a stack of its own, so that the
    /// depth of the values does not reach the call stack.
    private static func containersEqual(_ a: JSONValue, _ b: JSONValue) -> Bool {
        var pending = [(a, b)]
        while let (x, y) = pending.popLast() {
            switch (x, y) {
            case (.null, .null): continue
            case let (.bool(p), .bool(q)): guard p == q else { return false }
            case let (.number(p), .number(q)): guard p == q else { return false }
            case let (.string(p), .string(q)): guard p == q else { return false }
            case let (.array(p), .array(q)):
                if p.storage === q.storage { continue }
                let l = p.storage.elements, r = q.storage.elements
                guard l.count == r.count else { return false }
                // Pushed last to first, so that the first elements are compared first.
                for i in stride(from: l.count - 1, through: 0, by: -1) { pending.append((l[i], r[i])) }
            case let (.object(p), .object(q)):
                if p.storage === q.storage { continue }
                let l = p.storage.members, r = q.storage.members
                guard l.count == r.count else { return false }
                for i in stride(from: l.count - 1, through: 0, by: -1) {
                    guard l[i].key == r[i].key else { return false }
                    pending.append((l[i].value, r[i].value))
                }
            default: return false
            }
        }
        return true
    }

    /// Hashes the value consistently with `==`, level by level with a stack of its own.
    public func hash(into hasher: inout Hasher) {
        var pending: [JSONValue] = []  // allocated only for arrays and objects
        var value = self
        while true {
            switch value {
            case .null: hasher.combine(0 as UInt8)
            case .bool(let b): hasher.combine(1 as UInt8); hasher.combine(b)
            case .number(let n): hasher.combine(2 as UInt8); hasher.combine(n)
            case .string(let s): hasher.combine(3 as UInt8); hasher.combine(s)
            case .array(let a):
                let elements = a.storage.elements
                hasher.combine(4 as UInt8)
                hasher.combine(elements.count)
                for i in stride(from: elements.count - 1, through: 0, by: -1) { pending.append(elements[i]) }
            case .object(let o):
                let members = o.storage.members
                hasher.combine(5 as UInt8)
                hasher.combine(members.count)
                // Each key is hashed just before its value.
                for i in stride(from: members.count - 1, through: 0, by: -1) {
                    pending.append(members[i].value)
                    pending.append(.string(members[i].key))
                }
            }
            guard let next = pending.popLast() else { return }
            value = next
        }
    }

    /// The name of this value's JSON type, for error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Parses JSON text. Malformed input throws a `LayoutError` with the line and column.
    public static func parse(_ data: Data) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(data))
        return try parser.parseDocument()
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws -> JSONValue { try parse(Data(text.utf8)) }
}

/// A small strict JSON parser (RFC 8259) that reports where it failed.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

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
        for b in bytes[..<min(index, bytes.count)] {
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

    mutating func expectWord(_ word: String) throws {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("expected \(word)")
        }
        index += w.count
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= LayoutLimits.maximumJSONDepth else { throw error("nesting deeper than \(LayoutLimits.maximumJSONDepth) levels") }
    }

    mutating func parseObject() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicates are found by a scan while the object is small (spec objects hold a few
        // keys), by a set past that.
        var seen: Set<String>? = nil
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(JSONObject(members)) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            let duplicate: Bool
            if seen != nil {
                duplicate = !seen!.insert(key).inserted
            } else {
                duplicate = members.contains { $0.key == key }
                if members.count >= 16 { seen = Set(members.map(\.key) + [key]) }
            }
            guard !duplicate else { throw error("duplicate key \"\(key)\"") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(JSONObject(members)) }
            throw error("expected ',' or '}' in an object")
        }
    }

    mutating func parseArray() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(JSONArray(elements)) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(JSONArray(elements)) }
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
                if ascii { return String(decoding: text, as: UTF8.self) }
                guard let s = String(validating: text, as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
                return s
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b >= 0x80 { ascii = false }
            index += 1
        }
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
                case UInt8(ascii: "u"):
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
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape in a string")
                }
            default:
                guard b >= 0x20 else { throw error("control character in a string") }
                out.append(b)
            }
        }
    }

    mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
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
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return .number(value)
    }

    /// The value of a number without an exponent and with at most 15 digits, computed exactly
    /// (an integer below 2⁵³ divided by an exact power of ten is correctly rounded); nil for
    /// any other number, which `Double(String)` reads.
    static func fastDouble(_ text: ArraySlice<UInt8>) -> Double? {
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
