import Foundation
import Tessera
import TesseraViewLayout

/// Ready-made view trees for benchmarks and measurement tests: lay one out with
/// `layout(in:)` and read the time and `ViewLayoutResult.maximumMeasurementsPerLeaf`.
package enum ViewLayoutWorkloads {
    /// An `HStack` of `count` children cycling through a rect, a fixed view, a text and a
    /// bounded flexible frame. Lay it out at least `count · 20` points wide (the spacing alone
    /// takes 8 a child) so that the children get space to share.
    package static func wideHStack(count: Int) -> ViewNode {
        ViewNode.hstack {
            (0..<max(0, count)).map { i -> ViewNode in
                switch i % 4 {
                case 0: return .rect
                case 1: return .fixed(width: 3, height: 20)
                case 2: return .text(width: 40, height: 12)
                default: return ViewNode.rect.frame(minWidth: 1, maxWidth: 30)
                }
            }
        }
    }

    /// A `Grid` of `rows` × `columns` cells, alternately rects and fixed views (lay a 100×100
    /// grid out in about 1000×1000 points).
    package static func grid(rows: Int, columns: Int) -> ViewNode {
        ViewNode.grid(
            rows: (0..<max(0, rows)).map { r in
                .row((0..<max(0, columns)).map { c in (r + c) % 2 == 0 ? ViewNode.rect : ViewNode.fixed(width: 4, height: 4) })
            })
    }

    /// Stacks nested `depth` deep, alternating `HStack` and `VStack`, each holding a text, a
    /// rect and the next level.
    package static func nestedStacks(depth: Int) -> ViewNode {
        var node = ViewNode.text(width: 50, height: 10)
        for level in 0..<max(0, depth) {
            let children = [ViewNode.text(width: 30, height: 10), ViewNode.rect, node]
            node = level % 2 == 0 ? .layout(HStackLayout(), children) : .layout(VStackLayout(), children)
        }
        return node
    }
}

/// The workloads compared with Yoga and Taffy (docs/benchmarks.md), by name (`row-fixed-10000`,
/// `nested-8`): a tree and the container it is laid out in. Spacing 0 unless said, no pixel
/// rounding; every leaf has a fixed size or shares the space.
package struct ViewLayoutBenchmarkWorkload: Sendable {
    /// The workload's name, as given.
    package var name: String
    /// The tree to lay out.
    package var tree: ViewNode
    /// The container the root is laid out in.
    package var container: CGSize

    /// The names of the workload families; each takes a count (`-N`) or a depth (`nested-D`,
    /// and the deep trees of `DeepViewWorkloads`: `zstacks-D`, `stacks-and-frames-D`, …).
    package static let families = ["row-fixed", "row-flex", "column", "nested", "flow", "grid"] + DeepViewWorkloads.families.map(\.name)

    /// The workload called `name` (a family and a number: `column-10000`), or nil.
    package init?(name: String) {
        guard let dash = name.lastIndex(of: "-"), let n = Int(name[name.index(after: dash)...]), n >= 0 else { return nil }
        let family = String(name[..<dash])
        self.name = name
        switch family {
        case "row-fixed":
            // Widths 10 + i % 5, heights 10, 15, 20 in turn, centred; container Σ widths × 20.
            let widths = (0..<n).map { CGFloat(10 + $0 % 5) }
            tree = HStackLayout(spacing: 0)((0..<n).map { ViewNode.fixed(width: widths[$0], height: CGFloat(10 + 5 * ($0 % 3))) })
            container = CGSize(width: widths.reduce(0, +), height: 20)
        case "row-flex":
            tree = HStackLayout(spacing: 0)((0..<n).map { _ in ViewNode.rect })
            container = CGSize(width: 10 * CGFloat(n), height: 20)
        case "column":
            let row = HStackLayout(spacing: 0)([30, 40, 50].map { ViewNode.fixed(width: $0, height: 20) })
            tree = VStackLayout(spacing: 0)(Array(repeating: row, count: n))
            container = CGSize(width: 120, height: 20 * CGFloat(n))
        case "nested":
            var leaf = 0
            func level(_ depth: Int) -> ViewNode {
                if depth == n {
                    defer { leaf += 1 }
                    return .fixed(width: CGFloat(2 + leaf % 3), height: CGFloat(2 + leaf % 2))
                }
                let children = (0..<(2 + depth % 3)).map { _ in level(depth + 1) }
                return depth % 2 == 0 ? HStackLayout(spacing: 0)(children) : VStackLayout(spacing: 0)(children)
            }
            tree = level(0)
            container = (try? tree.sizeThatFits(.unspecified)) ?? .zero
        case "flow":
            tree = FlowLayout(alignment: .topLeading, itemSpacing: 8, lineSpacing: 8)(
                (0..<n).map {
                    ViewNode.fixed(width: CGFloat(20 + 37 * $0 % 61), height: 20)
                })
            // Proposed 390 wide and an unspecified height: the flow's own height for that width.
            container = CGSize(width: 390, height: (try? tree.sizeThatFits(ProposedViewSize(width: 390, height: nil)).height) ?? 0)
        case "grid":
            let rows = n / 3
            tree = .grid(horizontalSpacing: 0, verticalSpacing: 0, rows: (0..<rows).map { _ in .row([.rect, .rect, .rect]) })
            container = CGSize(width: 390, height: 20 * CGFloat(rows))
        default:
            // The deep trees (`stacks-and-frames-128`: N is the depth), in a phone-sized container.
            guard let deep = DeepViewWorkloads.families.first(where: { $0.name == family }), n <= LayoutLimits.maximumViewDepth else { return nil }
            tree = deep.tree(n)
            container = CGSize(width: 390, height: 844)
        }
    }
}

/// Trees as deep as asked, for the cost of depth (a view tree must cost linearly in its depth): each is one chain of containers
/// with a leaf or two per level, so the work per level should stay the same however deep.
package enum DeepViewWorkloads {
    /// The deep families by name, each a function of the depth (containers and modifiers, each
    /// one level; at most `LayoutLimits.maximumViewDepth`).
    package static let families: [(name: String, tree: @Sendable (Int) -> ViewNode)] = [
        ("zstacks", nestedZStacks), ("flexible-frames", nestedFlexibleFrames), ("stacks-and-frames", { stacksAndFrames($0) }),
        ("stacks-and-distinct-frames", { stacksAndFrames($0, distinctLimits: true) }),
    ]

    /// ZStacks nested `depth` deep, alternately top-leading and centred, each holding the next
    /// level and a 4×4 view; a 10×10 framed rect innermost.
    package static func nestedZStacks(_ depth: Int) -> ViewNode {
        var node = ViewNode.rect.frame(width: 10, height: 10)
        for level in 0..<max(0, depth - 1) {
            node = ViewNode.zstack(alignment: level % 2 == 0 ? .topLeading : .center) {
                node; ViewNode.fixed(width: 4, height: 4)
            }
        }
        return node
    }

    /// A text in `depth` flexible frames (min width 5, max width 100 + level), alternately
    /// leading and bottom-trailing.
    package static func nestedFlexibleFrames(_ depth: Int) -> ViewNode {
        var node = ViewNode.text(width: 40, height: 10)
        for level in 0..<max(0, depth) {
            node = node.frame(minWidth: 5, maxWidth: CGFloat(100 + level), alignment: level % 2 == 0 ? .leading : .bottomTrailing)
        }
        return node
    }

    /// Stacks alternating with flexible frames, `depth` levels in all: an HStack or VStack
    /// (in turn) of a text and the next level, then a flexible frame around it (min 5, max
    /// 100 along the stack's axis, or 100 + level with `distinctLimits`), and so on; a text
    /// innermost.
    ///
    /// With distinct limits every frame's maximum is a length no other level proposes, so a
    /// view is proposed lengths from every frame above it: SwiftUI asks a view at depth k
    /// O(k) distinct proposals, and the tree's measurements grow as depth² (each view's as depth).
    package static func stacksAndFrames(_ depth: Int, distinctLimits: Bool = false) -> ViewNode {
        var node = ViewNode.text(width: 40, height: 10)
        for level in 0..<max(0, depth) {
            let horizontal = (level / 2) % 2 == 0
            if level % 2 == 0 {
                node =
                    horizontal
                    ? ViewNode.hstack {
                        ViewNode.text(width: 30, height: 10); node
                    }
                    : ViewNode.vstack {
                        ViewNode.text(width: 30, height: 10); node
                    }
            } else {
                let limit = distinctLimits ? CGFloat(100 + level) : 100
                node =
                    horizontal
                    ? node.frame(minWidth: 5, maxWidth: limit, alignment: .leading)
                    : node.frame(minHeight: 5, maxHeight: limit, alignment: .bottom)
            }
        }
        return node
    }
}
