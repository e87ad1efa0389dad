import Foundation
import Tessera

/// How the paths of a layout's errors, in the Swift model's terms (`sectionOverrides[2].columns`,
/// `containerSize.width`), read as JSON paths (`sections[2].columns`, `container.width`): a table
/// of rules, one place per family. A rule matches a path's first components (`*` any index)
/// and replaces them; the rest of the path follows unchanged. The first matching rule wins;
/// a path no rule matches lies under the family's object (`layout.waterfall.…`).
///
/// Paths are compared component by component; no path is ever read back out of text.
struct SpecPathMap: Sendable {
    /// One component of a rule: a key, or any index (captured, and put where the JSON side has
    /// its own `*`, in order).
    enum Step: Sendable, Hashable, ExpressibleByStringLiteral {
        case key(String)
        case anyIndex

        init(stringLiteral value: String) { self = value == "*" ? .anyIndex : .key(value) }
    }

    /// `layout` paths become `json` paths.
    struct Rule: Sendable {
        var layout: [Step]
        var json: [Step]

        init(_ layout: [Step], _ json: [Step]) {
            self.layout = layout
            self.json = json
        }
    }

    /// The rules, tried in order.
    let rules: [Rule]
    /// Where paths no rule matches go (`layout.waterfall`).
    let fallback: LayoutPath

    /// The environment and the data, the same for every family: `LayoutEnvironment` and the
    /// sections' items name themselves as the Swift model does.
    static let shared: [Rule] = [
        Rule(["containerSize"], ["container"]),
        Rule(["displayScale"], ["displayScale"]),
        Rule(["safeAreaInsets"], ["safeAreaInsets"]),
        Rule(["layoutMargins"], ["layoutMargins"]),
        Rule(["sections"], ["sections"]),
    ]

    /// The map of family `name`: its own `rules` first, then the shared ones.
    static func family(_ name: String, _ rules: [Rule] = []) -> SpecPathMap {
        SpecPathMap(rules: rules + shared, fallback: ["layout", .key(name)])
    }

    /// The JSON path of `path`.
    func json(_ path: LayoutPath) -> LayoutPath {
        let components = path.components
        rules: for rule in rules where rule.layout.count <= components.count {
            var indices: [Int] = []
            for (step, component) in zip(rule.layout, components) {
                switch (step, component) {
                case (.key(let k), .key(let c)) where k == c: continue
                case (.anyIndex, .index(let i)): indices.append(i)
                default: continue rules
                }
            }
            var out: [LayoutPath.Component] = []
            var captured = indices.makeIterator()
            for step in rule.json {
                switch step {
                case .key(let k): out.append(.key(k))
                case .anyIndex: out.append(.index(captured.next() ?? 0))
                }
            }
            return LayoutPath(out + components.dropFirst(rule.layout.count))
        }
        return fallback + path
    }

    /// The error with its path mapped to JSON.
    func json(_ error: LayoutError) -> LayoutError { LayoutError(error.reason, at: json(error.path)) }

    /// Runs `body` (the layout's own checks) and maps the paths of its errors to JSON.
    @discardableResult
    func translating<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as LayoutError { throw json(error) }
    }
}
