import Foundation
import Tessera

/// A JSON value together with its path in the document, with typed, validating accessors whose
/// errors name that path (`layout.waterfall.columns: must be an integer >= 1, got 0`). Every
/// spec decoder reads through it.
public struct SpecNode: Sendable {
    /// The value.
    public let value: JSONValue
    /// Its JSON path (`sections[1].items[0].size`), empty for the document root.
    public let path: String

    /// Wraps a value found at `path`.
    public init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// An error at this node's path.
    public func error(_ message: String) -> LayoutError { LayoutError(path: path, message) }

    /// The path of member `key` of this node.
    public func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    // MARK: Objects

    /// The members of an object, in document order; throws if this is not an object.
    public func members() throws -> [(key: String, node: SpecNode)] {
        guard case .object(let members) = value else { throw error("expected an object, got \(value.typeName)") }
        return members.map { ($0.key, SpecNode($0.value, path: path(of: $0.key))) }
    }

    /// Member `key` of an object, or nil when absent (or null). Throws if this is not an object.
    public func optional(_ key: String) throws -> SpecNode? {
        guard case .object(let members) = value else { throw error("expected an object, got \(value.typeName)") }
        guard let v = members.first(where: { $0.key == key })?.value, v != .null else { return nil }
        return SpecNode(v, path: path(of: key))
    }

    /// Member `key` of an object; throws when it is missing.
    public func required(_ key: String) throws -> SpecNode {
        guard let node = try optional(key) else { throw LayoutError(path: path(of: key), "is required") }
        return node
    }

    /// Whether an object has member `key`.
    public func has(_ key: String) -> Bool { (try? optional(key)) != nil }

    /// Throws if the object has a member not in `allowed`, naming it: catches typos.
    public func checkKeys(_ allowed: Set<String>) throws {
        for (key, node) in try members() where !allowed.contains(key) {
            throw LayoutError(path: node.path, "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// The single member of an object that must have exactly one (`{"absolute": 44}`), checked
    /// against `allowed`.
    public func singleMember(of allowed: [String], what: String) throws -> (key: String, node: SpecNode) {
        let m = try members()
        guard m.count == 1 else {
            throw error("must have exactly one key naming the \(what) (one of: \(allowed.joined(separator: ", "))), got \(m.count)")
        }
        guard allowed.contains(m[0].key) else {
            throw LayoutError(path: m[0].node.path, "unknown \(what) (expected one of: \(allowed.joined(separator: ", ")))")
        }
        return m[0]
    }

    // MARK: Arrays

    /// The elements of an array, each with its path (`children[2]`).
    public func elements() throws -> [SpecNode] {
        guard case .array(let items) = value else { throw error("expected an array, got \(value.typeName)") }
        return items.enumerated().map { SpecNode($1, path: "\(path)[\($0)]") }
    }

    // MARK: Scalars

    /// A finite number.
    public func number() throws -> Double {
        guard case .number(let n) = value else { throw error("expected a number, got \(value.typeName)") }
        guard n.isFinite else { throw error("must be a finite number") }
        guard abs(n) <= LayoutLimits.maximumMagnitude else {
            throw error("is too large (the limit is \(Self.format(LayoutLimits.maximumMagnitude)) in magnitude), got \(Self.format(n))")
        }
        return n
    }

    /// A finite number as `CGFloat`.
    public func cgFloat() throws -> CGFloat { CGFloat(try number()) }

    /// A finite number >= 0.
    public func nonNegative() throws -> CGFloat {
        let n = try number()
        guard n >= 0 else { throw error("must be >= 0, got \(Self.format(n))") }
        return CGFloat(n)
    }

    /// A finite number > 0.
    public func positive() throws -> CGFloat {
        let n = try number()
        guard n > 0 else { throw error("must be > 0, got \(Self.format(n))") }
        return CGFloat(n)
    }

    /// A whole number within `range`.
    public func integer(in range: ClosedRange<Int> = Int.min...Int.max) throws -> Int {
        let n = try number()
        guard n == n.rounded(), abs(n) < 9e15 else { throw error("must be a whole number, got \(Self.format(n))") }
        let i = Int(n)
        guard range.contains(i) else {
            if range.upperBound == Int.max { throw error("must be an integer >= \(range.lowerBound), got \(i)") }
            throw error("must be an integer from \(range.lowerBound) to \(range.upperBound), got \(i)")
        }
        return i
    }

    /// A boolean.
    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw error("expected true or false, got \(value.typeName)") }
        return b
    }

    /// A string.
    public func string() throws -> String {
        guard case .string(let s) = value else { throw error("expected a string, got \(value.typeName)") }
        return s
    }

    /// A string that must be one of `allowed`.
    public func oneOf(_ allowed: [String]) throws -> String {
        let s = try string()
        guard allowed.contains(s) else { throw error("must be one of \(allowed.joined(separator: ", ")), got \"\(s)\"") }
        return s
    }

    /// A string naming a case of `T` by its raw value.
    public func enumeration<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let s = try oneOf(T.allCases.map(\.rawValue))
        return T(rawValue: s)!
    }

    /// `{"width": w, "height": h}` with both finite and >= 0.
    public func size() throws -> CGSize {
        try checkKeys(["width", "height"])
        return CGSize(width: try required("width").nonNegative(), height: try required("height").nonNegative())
    }

    /// `{"x": x, "y": y}` with both finite (missing keys are 0).
    public func point() throws -> CGPoint {
        try checkKeys(["x", "y"])
        return CGPoint(x: try optional("x")?.cgFloat() ?? 0, y: try optional("y")?.cgFloat() ?? 0)
    }

    /// Insets `{"top": …, "leading": …, "bottom": …, "trailing": …}`, missing keys 0; each must
    /// be finite (and >= 0 unless `allowNegative`). A bare number means the same on all edges.
    public func insets(allowNegative: Bool = false) throws -> DirectionalEdgeInsets {
        if case .number = value { return DirectionalEdgeInsets(all: allowNegative ? try cgFloat() : try nonNegative()) }
        try checkKeys(["top", "leading", "bottom", "trailing"])
        func edge(_ k: String) throws -> CGFloat {
            guard let n = try optional(k) else { return 0 }
            return allowNegative ? try n.cgFloat() : try n.nonNegative()
        }
        return DirectionalEdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
    }

    static func format(_ n: Double) -> String { DecimalText.plain(n) }
}
