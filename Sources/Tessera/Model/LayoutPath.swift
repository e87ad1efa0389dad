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

    /// `sections[2].items[0].size.width`: keys joined by dots, indices in brackets. A path of
    /// more than `describedComponentLimit` components (a key or an index each; a view tree nested
    /// a hundred levels deep has hundreds) keeps its first and last `describedEndComponents` and
    /// says how many it left out between them, so that an error stays one readable line:
    /// `layout.view.vstack.children[0].vstack.children[0] … (373 path components left out) … children[0].vstack.children[0].vstack.children[0]`.
    /// `fullDescription` spells out every component.
    public var description: String {
        guard components.count > Self.describedComponentLimit else { return fullDescription }
        let n = Self.describedEndComponents
        let head = LayoutPath(Array(components.prefix(n))).fullDescription
        // The tail starts as if at the root, so it reads `children[0].text`, not `.children[0].text`.
        let tail = LayoutPath(Array(components.suffix(n))).fullDescription
        return "\(head) … (\(components.count - 2 * n) path components left out) … \(tail)"
    }

    /// Every component, however long the path: keys joined by dots, indices in brackets.
    public var fullDescription: String {
        var text = ""
        for c in components {
            switch c {
            case .key(let k): text += text.isEmpty ? k : "." + k
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    /// The most components `description` spells out in full (24).
    public static let describedComponentLimit = 24
    /// The components `description` keeps at each end of a longer path (8).
    public static let describedEndComponents = 8
}
