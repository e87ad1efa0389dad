import Foundation
import Tessera

/// A JSON value together with where it is in the document, with typed, validating accessors
/// whose errors name its JSON path (`layout.waterfall.columns: must be an integer from 1 to
/// 10000, got 0`). Every spec decoder reads through it.
///
/// The path is kept as a chain of links to the parent's path and rendered (`path`) only when an
/// error is thrown: looking a member up costs no string building, and a child's link is made
/// only when a child is found.
public struct SpecNode: Sendable {
    /// The value.
    public let value: JSONValue
    /// This node's link in the path chain; nil for the document root.
    let link: SpecPathLink?

    /// Wraps the document root.
    public init(_ value: JSONValue) {
        self.value = value
        link = nil
    }

    /// Wraps a value found at `path` (a node of a document decoded elsewhere).
    public init(_ value: JSONValue, path: LayoutPath) {
        self.value = value
        var link: SpecPathLink?
        for c in path.components { link = SpecPathLink(parent: link, component: c) }
        self.link = link
    }

    init(_ value: JSONValue, link: SpecPathLink?) {
        self.value = value
        self.link = link
    }

    /// Its JSON path (`sections[1].items[0].size`), empty for the document root; built on each call.
    public var path: LayoutPath { link?.path ?? .root }

    /// How many array indices lead to this node (walks the chain; allocates nothing).
    var indexCount: Int {
        var count = 0
        var l = link
        while let current = l {
            if case .index = current.component { count += 1 }
            l = current.parent
        }
        return count
    }

    /// An error at this node's path.

    public func error(_ reason: LayoutError.Reason) -> LayoutError { LayoutError(reason, at: path) }

    /// The path of member `key` of this node.
    public func path(of key: String) -> LayoutPath { path.key(key) }

    /// A child of this node at `component`.
    @inline(__always)
    func child(_ value: JSONValue, _ component: LayoutPath.Component) -> SpecNode {
        SpecNode(value, link: SpecPathLink(parent: link, component: component))
    }

    /// Runs `body`, a check of the Swift model whose errors name paths relative to this value,
    /// and puts those errors under this node's path.
    public func within<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as LayoutError { throw error.under(path) }
    }

    // MARK: Objects

    /// The object's members, or an error if this is not an object.
    @inline(__always)
    func object() throws -> JSONObject {
        guard case .object(let object) = value else { throw error(.wrongType(expected: "an object", got: value.typeName)) }
        return object
    }

    /// The members of an object, in document order; throws if this is not an object.
    public func members() throws -> [(key: String, node: SpecNode)] {
        try object().members.map { ($0.key, child($0.value, .key($0.key))) }
    }

    /// Member `key` of an object, or nil when absent (or null). Throws if this is not an object.
    public func optional(_ key: String) throws -> SpecNode? {
        guard let v = try object().value(forKey: key), v != .null else { return nil }
        return child(v, .key(key))
    }

    /// Member `key` of an object; throws when it is missing.
    public func required(_ key: String) throws -> SpecNode {
        guard let node = try optional(key) else { throw LayoutError(.required, at: path(of: key)) }
        return node
    }

    /// Whether an object has member `key` (not null).
    public func has(_ key: String) -> Bool {
        guard case .object(let object) = value, let v = object.value(forKey: key) else { return false }
        return v != .null
    }

    /// Throws if the object has a member not in `allowed`, naming it: catches typos. Allocates
    /// nothing unless it throws (`allowed` is a constant array in every decoder).
    public func checkKeys(_ allowed: [String]) throws {
        for member in try object() where !allowed.contains(member.key) {
            throw LayoutError(.unknownKey(allowed: allowed), at: path(of: member.key))
        }
    }

    /// `checkKeys` over two lists (a family's own keys besides the common ones).
    public func checkKeys(_ allowed: [String], _ more: [String]) throws {
        for member in try object() where !allowed.contains(member.key) && !more.contains(member.key) {
            throw LayoutError(.unknownKey(allowed: allowed + more), at: path(of: member.key))
        }
    }

    /// The single member of an object that must have exactly one (`{"absolute": 44}`), checked
    /// against `allowed`.
    public func singleMember(of allowed: [String], what: String) throws -> (key: String, node: SpecNode) {
        let object = try object()
        guard object.count == 1 else { throw error(.needsOneKey(kind: what, allowed: allowed, got: object.count)) }
        let (key, value) = object[0]
        guard allowed.contains(key) else { throw LayoutError(.unknownName(kind: what, allowed: allowed), at: path(of: key)) }
        return (key, child(value, .key(key)))
    }

    // MARK: Arrays

    /// The elements of an array, each with its path (`children[2]`).
    public func elements() throws -> [SpecNode] {
        guard case .array(let items) = value else { throw error(.wrongType(expected: "an array", got: value.typeName)) }
        return items.enumerated().map { child($1, .index($0)) }
    }

    /// Calls `body` with each element of an array in turn, each with its path, holding one at a
    /// time: a long parsed array's elements are read from the text as they are visited, so ten
    /// million items never exist as values at once.
    func forEachElement(_ body: (SpecNode) throws -> Void) throws {
        guard case .array(let items) = value else { throw error(.wrongType(expected: "an array", got: value.typeName)) }
        for i in items.indices { try body(child(items[i], .index(i))) }
    }

    /// The number of elements of an array; throws if this is not an array.
    func elementCount() throws -> Int {
        guard case .array(let items) = value else { throw error(.wrongType(expected: "an array", got: value.typeName)) }
        return items.count
    }

    // MARK: Scalars

    /// A finite number.
    public func number() throws -> Double {
        guard case .number(let n) = value else { throw error(.wrongType(expected: "a number", got: value.typeName)) }
        guard n.isFinite else { throw error(.notFinite(got: n)) }
        guard abs(n) <= LayoutLimits.maximumMagnitude else { throw error(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: n)) }
        return n
    }

    /// A finite number as `CGFloat`.
    public func cgFloat() throws -> CGFloat { CGFloat(try number()) }

    /// A finite number >= 0.
    public func nonNegative() throws -> CGFloat {
        let n = try number()
        guard n >= 0 else { throw error(.outOfRange(.atLeast(0), got: n)) }
        return CGFloat(n)
    }

    /// A finite number > 0.
    public func positive() throws -> CGFloat {
        let n = try number()
        guard n > 0 else { throw error(.outOfRange(.above(0), got: n)) }
        return CGFloat(n)
    }

    /// A whole number within `range`.
    public func integer(in range: ClosedRange<Int> = Int.min...Int.max) throws -> Int {
        let n = try number()
        guard n == n.rounded(), abs(n) < 9e15 else { throw error(.notWhole(got: n)) }
        let i = Int(n)
        guard range.contains(i) else {
            throw error(.outOfRange(.integers(from: range.lowerBound, to: range.upperBound == Int.max ? nil : range.upperBound), got: n))
        }
        return i
    }

    /// A boolean.
    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw error(.wrongType(expected: "true or false", got: value.typeName)) }
        return b
    }

    /// A string.
    public func string() throws -> String {
        guard case .string(let s) = value else { throw error(.wrongType(expected: "a string", got: value.typeName)) }
        return s
    }

    /// A string that must be one of `allowed`.
    public func oneOf(_ allowed: [String]) throws -> String {
        let s = try string()
        guard allowed.contains(s) else { throw error(.notOneOf(allowed: allowed, got: s)) }
        return s
    }

    /// A string naming a case of `T` by its raw value.
    public func enumeration<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let s = try string()
        if let t = T(rawValue: s) { return t }
        throw error(.notOneOf(allowed: T.allCases.map(\.rawValue), got: s))
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

/// One step of a `SpecNode`'s path: its parent's link and its own key or index. Immutable.
final class SpecPathLink: Sendable {
    let parent: SpecPathLink?
    let component: LayoutPath.Component

    init(parent: SpecPathLink?, component: LayoutPath.Component) {
        self.parent = parent
        self.component = component
    }

    /// The components from the root down to this link.
    var path: LayoutPath {
        var components: [LayoutPath.Component] = []
        var link: SpecPathLink? = self
        while let l = link {
            components.append(l.component)
            link = l.parent
        }
        return LayoutPath(components.reversed())
    }
}
