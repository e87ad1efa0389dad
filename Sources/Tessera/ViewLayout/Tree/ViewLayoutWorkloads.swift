import Foundation

/// Ready-made view trees for benchmarks and measurement tests: lay one out with
/// `layout(in:)` and read the time and `ViewLayoutResult.maximumMeasurementsPerLeaf`.
public enum ViewLayoutWorkloads {
    /// An `HStack` of `count` children cycling through a rect, a fixed view, a text and a
    /// bounded flexible frame.
    public static func wideHStack(count: Int) -> ViewNode {
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

    /// A `Grid` of `rows` × `columns` cells, alternately rects and fixed views.
    public static func grid(rows: Int, columns: Int) -> ViewNode {
        ViewNode.grid(rows: (0..<max(0, rows)).map { r in
            .row((0..<max(0, columns)).map { c in (r + c) % 2 == 0 ? ViewNode.rect : ViewNode.fixed(width: 4, height: 4) })
        })
    }

    /// Stacks nested `depth` deep, alternating `HStack` and `VStack`, each holding a text, a
    /// rect and the next level.
    public static func nestedStacks(depth: Int) -> ViewNode {
        var node = ViewNode.text(width: 50, height: 10)
        for level in 0..<max(0, depth) {
            let children = [ViewNode.text(width: 30, height: 10), ViewNode.rect, node]
            node = level % 2 == 0 ? .layout(HStackLayout(), children) : .layout(VStackLayout(), children)
        }
        return node
    }
}
