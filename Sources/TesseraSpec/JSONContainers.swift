import Foundation

/// The elements of a JSON array (`JSONValue.array`): a random-access collection of values,
/// written `[.number(1), .null]` or `JSONArray(values)`.
///
/// Its storage takes itself apart without recursing when the last copy goes, so that a value
/// nested a million levels deep (built by hand: the reader stops at
/// `LayoutLimits.maximumJSONDepth`) drops without overflowing the stack.
public struct JSONArray: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
    let storage: JSONArrayStorage

    /// An array of `elements`.
    public init(_ elements: [JSONValue]) { storage = JSONArrayStorage(elements) }

    /// An array of the literal's elements.
    public init(arrayLiteral elements: JSONValue...) { self.init(elements) }

    /// A long array of a parsed document: its elements are read from `text`, each from its
    /// offset, when asked for (see `JSONValue.parse`).
    init(deferred text: JSONText, offsets: [Int]) { storage = JSONArrayStorage(deferred: text, offsets: offsets) }

    /// The elements as a Swift array (a long parsed array reads them all from its text).
    public var elements: [JSONValue] { storage.allElements }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of elements.
    public var endIndex: Int { storage.count }
    /// The element at `position` (a long parsed array reads it from its text on each call).
    public subscript(position: Int) -> JSONValue { storage.element(position) }

    /// Equal when their elements are, in order (compared without recursing).
    public static func == (a: JSONArray, b: JSONArray) -> Bool { JSONValue.array(a) == .array(b) }
    /// Hashes consistently with `==` (without recursing).
    public func hash(into hasher: inout Hasher) { JSONValue.array(self).hash(into: &hasher) }
}

/// The members of a JSON object (`JSONValue.object`) in document order: a random-access
/// collection of `(key, value)` pairs, written `["width": .number(10)]` or
/// `JSONObject(members)`. Dropped without recursing, as `JSONArray` is.
public struct JSONObject: RandomAccessCollection, ExpressibleByDictionaryLiteral, Hashable, Sendable {
    let storage: JSONObjectStorage

    /// An object of `members`, in this order (keys are expected to be distinct).
    public init(_ members: [(key: String, value: JSONValue)]) { storage = JSONObjectStorage(members) }

    /// An object of the literal's members, in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements.map { (key: $0.0, value: $0.1) }) }

    /// The members as a Swift array, in document order.
    public var members: [(key: String, value: JSONValue)] { storage.members }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of members.
    public var endIndex: Int { storage.members.count }
    /// The member at `position`.
    public subscript(position: Int) -> (key: String, value: JSONValue) { storage.members[position] }

    /// The value of member `key`, or nil when the object has none (a linear scan: spec objects
    /// hold a handful of keys).
    public func value(forKey key: String) -> JSONValue? {
        for member in storage.members where member.key == key { return member.value }
        return nil
    }

    /// Equal when their members are, in the same order (compared without recursing).
    public static func == (a: JSONObject, b: JSONObject) -> Bool { JSONValue.object(a) == .object(b) }

    /// Hashes consistently with `==` (without recursing).
    public func hash(into hasher: inout Hasher) { JSONValue.object(self).hash(into: &hasher) }
}

extension JSONValue {
    /// Whether this is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    /// An array's storage (a new reference to it), nil for anything else.
    private var arrayStorage: JSONArrayStorage? {
        if case .array(let a) = self { return a.storage }
        return nil
    }

    /// An object's storage (a new reference to it), nil for anything else.
    private var objectStorage: JSONObjectStorage? {
        if case .object(let o) = self { return o.storage }
        return nil
    }

    /// Releases `values` and everything only they hold, level by level with a stack of its own
    /// rather than by Swift's recursive release (one stack frame per level): each array or
    /// object no one else holds has its children moved to the stack before it is freed, so it
    /// is freed empty.
    static func dismantle(_ values: inout [JSONValue]) {
        guard values.contains(where: \.isContainer) else { return }
        var pending: [JSONValue] = []
        swap(&pending, &values)
        while var value = pending.popLast() {
            if var storage = value.arrayStorage {
                value = .null  // now `storage` is the only reference, unless someone else holds one
                // (A deferred array holds no values: `elements` is empty.)
                guard isKnownUniquelyReferenced(&storage), storage.elements.contains(where: \.isContainer) else { continue }
                pending.append(contentsOf: storage.elements)
                storage.elements = []
            } else if var storage = value.objectStorage {
                value = .null
                guard isKnownUniquelyReferenced(&storage), storage.members.contains(where: \.value.isContainer) else { continue }
                for member in storage.members { pending.append(member.value) }
                storage.members = []
            }
        }
    }
}
