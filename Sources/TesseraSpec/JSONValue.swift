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
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
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
            case (.bool(let p), .bool(let q)): guard p == q else { return false }
            case (.number(let p), .number(let q)): guard p == q else { return false }
            case (.string(let p), .string(let q)): guard p == q else { return false }
            case (.array(let p), .array(let q)):
                if p.storage === q.storage { continue }
                let l = p.storage.allElements, r = q.storage.allElements
                guard l.count == r.count else { return false }
                // Pushed last to first, so that the first elements are compared first.
                for i in stride(from: l.count - 1, through: 0, by: -1) { pending.append((l[i], r[i])) }
            case (.object(let p), .object(let q)):
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
                let elements = a.storage.allElements
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
    ///
    /// The text is read in place (never copied). An array of more than
    /// `JSONParser.deferralThreshold` elements is checked whole but keeps only where each
    /// element starts, and reads an element from the text when it is asked for: ten million
    /// items of a spec cost 8 bytes each until decoded, not a tree of objects (about 180 bytes
    /// each). Such an array holds on to `data`.
    public static func parse(_ data: Data) throws -> JSONValue {
        let text = JSONText(data)
        return try text.withBytes { bytes in
            var parser = JSONParser(bytes: bytes, text: text)
            return try parser.parseDocument()
        }
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws -> JSONValue { try parse(Data(text.utf8)) }
}
