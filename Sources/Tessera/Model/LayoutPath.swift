import Foundation

/// Where a bad value is: a list of components, each a property (or JSON key) or an index,
/// rendered `sections[2].items[0].size.width`.
///
/// Layouts throw paths in their own terms (the Swift model's property names: `sectionOverrides[0].columns`);
/// the spec layer maps them to JSON paths with a table, component by component, so that no path
/// is ever read back out of text. Written as an array literal: `["sections", 2, "items"]`.
public struct LayoutPath: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// A property or JSON key (`width`, `--velocity`).
        case key(String)
        /// An index into an array or a list (`[2]`).
        case index(Int)

        /// A key written as a string literal.
        public init(stringLiteral value: String) { self = .key(value) }
        /// An index written as an integer literal.
        public init(integerLiteral value: Int) { self = .index(value) }

        /// `key` or `[index]`.
        public var description: String {
            switch self {
            case .key(let k): return k
            case .index(let i): return "[\(i)]"
            }
        }
    }

    /// The components, outermost first.
    public var components: [Component]

    /// A path of `components`.
    public init(_ components: [Component] = []) { self.components = components }

    /// A path of the literal's components.
    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// The document root (or, from Swift, the value the call was given): no components.
    public static let root = LayoutPath()

    /// Whether the path has no components.
    public var isEmpty: Bool { components.isEmpty }

    /// This path with `more` after it.
    public func appending(_ more: Component...) -> LayoutPath { LayoutPath(components + more) }

    /// This path with member `key` after it.
    public func key(_ key: String) -> LayoutPath { LayoutPath(components + [.key(key)]) }

    /// This path with element `index` after it.
    public func index(_ index: Int) -> LayoutPath { LayoutPath(components + [.index(index)]) }

    /// `prefix` followed by `suffix`.
    public static func + (prefix: LayoutPath, suffix: LayoutPath) -> LayoutPath { LayoutPath(prefix.components + suffix.components) }

    /// Whether the path begins with `prefix`'s components.
    public func starts(with prefix: LayoutPath) -> Bool { components.starts(with: prefix.components) }

    /// `sections[2].items[0].size.width`: keys joined by dots, indices in brackets.
    public var description: String {
        var text = ""
        for c in components {
            switch c {
            case .key(let k): text += text.isEmpty ? k : "." + k
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }
}
