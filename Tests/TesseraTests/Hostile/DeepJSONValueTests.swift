import Foundation
import Testing
import Tessera
import TesseraSpec

/// A `JSONValue` built by hand (the reader stops at 512 levels) nested a million deep: far past
/// the 8 MB main-thread stack and the 512 KB of a secondary thread, were dropping, comparing or
/// hashing it to recurse once per level. None of them may crash.
@Suite struct DeepJSONValueTests {
    static let depth = 1_000_000

    /// `leaf` inside `depth` levels, arrays and one-member objects alternating.
    static func nested(_ depth: Int, leaf: JSONValue = .number(1)) -> JSONValue {
        var value = leaf
        for level in 0..<depth { value = level.isMultiple(of: 2) ? .array([value]) : .object(["k": value]) }
        return value
    }

    /// The levels above the innermost value, counted by walking down (iteratively).
    static func levels(_ value: JSONValue) -> (levels: Int, leaf: JSONValue) {
        var value = value, levels = 0
        while true {
            switch value {
            case .array(let a) where a.count == 1: value = a[0]
            case .object(let o) where o.count == 1: value = o[0].value
            default: return (levels, value)
            }
            levels += 1
        }
    }

    @Test func aMillionLevelsDrop() {
        do {
            let value = Self.nested(Self.depth)
            // An even depth ends with an object at the top.
            #expect(value.typeName == "an object")
        }
        // Reaching here means the value was freed without overflowing the stack.
        #expect(Bool(true))
    }

    @Test func aMillionLevelsCompare() {
        let a = Self.nested(Self.depth), b = Self.nested(Self.depth)
        #expect(a == b)
        #expect(a == a)
        #expect(a != Self.nested(Self.depth, leaf: .number(2)))
        #expect(a != Self.nested(Self.depth - 1))
        #expect(a != .null && JSONValue.null != a)
    }

    @Test func aMillionLevelsHash() {
        let a = Self.nested(Self.depth), b = Self.nested(Self.depth)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, Self.nested(Self.depth, leaf: .string("x"))]).count == 2)
    }

    /// A deep value shared with another outlives the one dropped, whole.
    @Test func sharedDeepPartsSurviveTheDrop() {
        let inner = Self.nested(Self.depth / 2)
        do {
            let outer = Self.nested(Self.depth / 2, leaf: inner)
            #expect(Self.levels(outer).levels == Self.depth)
        }
        let walked = Self.levels(inner)
        #expect(walked.levels == Self.depth / 2)
        #expect(walked.leaf == .number(1))
    }

    /// Equality and hashing on shallow values, worked out by hand.
    @Test func shallowValues() throws {
        let parsed = try JSONValue.parse(#"{"a": [1, true, null, "s"], "b": {"c": -0}}"#)
        let built: JSONValue = .object(["a": .array([.number(1), .bool(true), .null, .string("s")]), "b": .object(["c": .number(0)])])
        #expect(parsed == built)
        #expect(parsed.hashValue == built.hashValue)
        // Member order matters; so do keys and element counts.
        #expect(JSONValue.object(["a": .null, "b": .null]) != .object(["b": .null, "a": .null]))
        #expect(JSONValue.object(["a": .null]) != .object(["b": .null]))
        #expect(JSONValue.array([.null]) != .array([.null, .null]))
        #expect(JSONValue.array([.string("a")]) != .object(["a": .null]))
        // An object is not an array of its keys and values.
        #expect(Set<JSONValue>([.object(["a": .null]), .array([.string("a"), .null])]).count == 2)
    }

    /// A spec handed over as a deep value is refused at the depth its decoder allows.
    @Test func deepSpecValueIsRefused() {
        var view: JSONValue = .object(["rect": .object([:])])
        for _ in 0..<100_000 { view = .object(["hstack": .object(["children": .array([view])])]) }
        let spec: JSONValue = .object(["container": .object(["width": .number(100), "height": .number(100)]), "layout": .object(["view": view])])
        #expect {
            try LayoutSpec.decode(SpecNode(spec))
        } throws: { error in
            let message = (error as? LayoutError)?.description ?? ""
            return message.hasSuffix(".hstack.children[0]: the view tree is nested more than 128 deep")
        }
    }
}
