import Foundation
import Testing
import Tessera
import TesseraViewLayout

/// View trees nested 100,000 deep through the public API: building, counting and dropping them
/// must not overflow the stack (far past the 512 KB of a secondary thread, were any of them to
/// recurse once per level), and laying them out is refused up front with one error.
@Suite struct DeepViewTreeTests {
    static let depth = 100_000

    /// A rect inside `depth` nested horizontal stacks.
    static func stacks(_ depth: Int) -> ViewNode {
        var node = ViewNode.rect
        for _ in 0..<depth { node = HStackLayout(spacing: 0)([node]) }
        return node
    }

    /// The error for a tree of nested stacks: at the first view 129 levels down.
    static let tooDeep = LayoutError(
        .tooMany(.viewNesting, limit: 128),
        at: LayoutPath(Array(repeating: ["children", 0] as [LayoutPath.Component], count: 129).flatMap { $0 }))

    /// The error's line keeps the path's first and last 8 components (`children[0]` is two) and
    /// counts the 2 · 129 − 16 = 242 between: one short line, not 258 components.
    @Test func theErrorLineIsShort() {
        let ends = "children[0].children[0].children[0].children[0]"
        #expect(Self.tooDeep.description == "\(ends) … (242 path components left out) … \(ends): the view tree is nested more than 128 deep")
        #expect(Self.tooDeep.description.count < 200)
    }

    @Test func aHundredThousandStacksDrop() {
        do {
            let tree = Self.stacks(Self.depth)
            #expect(tree.leafCount == 1)
        }
        // Reaching here means the tree was freed without overflowing the stack.
        #expect(Bool(true))
    }

    @Test func aHundredThousandStacksAreRefusedUpFront() throws {
        let tree = Self.stacks(Self.depth)
        #expect(throws: Self.tooDeep) { try tree.validate() }
        #expect(throws: Self.tooDeep) { try tree.layout(in: CGSize(width: 100, height: 100)) }
        #expect(throws: Self.tooDeep) { try tree.sizeThatFits(ProposedViewSize(width: 100, height: 100)) }
        let layout = ViewCollectionLayout(root: tree)
        #expect(throws: Self.tooDeep) {
            try layout.makeSnapshot(sections: [], environment: LayoutEnvironment(width: 100, height: 100))
        }
    }

    /// 128 levels is the limit: the rect fills the 100×100 container through every stack.
    @Test func theLimitItselfLaysOut() throws {
        let result = try Self.stacks(128).layout(in: CGSize(width: 100, height: 100))
        #expect(result.rootFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.leafFrames == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(throws: Self.tooDeep) { try Self.stacks(129).layout(in: CGSize(width: 100, height: 100)) }
    }

    /// Modifiers count one level each, like containers.
    @Test func aHundredThousandModifiers() {
        var node = ViewNode.rect
        for _ in 0..<Self.depth { node = node.padding(1) }
        #expect(node.leafCount == 1)
        // Modifiers add no `children[i]` to a path: the error is the tree's own.
        #expect(throws: LayoutError(.tooMany(.viewNesting, limit: 128))) {
            try node.layout(in: CGSize(width: 100, height: 100))
        }
        var shallow = ViewNode.rect
        for _ in 0..<128 { shallow = shallow.padding(0) }
        #expect((try? shallow.layout(in: CGSize(width: 100, height: 100)))?.leafFrames == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    }

    /// A wide level (many leaves side by side) is no deeper: 10,000 leaves in one stack, each
    /// 1 pt wide, side by side from x = 0.
    @Test func wideTreesAreNotDeep() throws {
        let row = HStackLayout(spacing: 0)((0..<10_000).map { _ in ViewNode.fixed(width: 1, height: 1) })
        #expect(row.leafCount == 10_000)
        let frames = try row.layout(in: CGSize(width: 10_000, height: 1)).leafFrames
        #expect(frames.count == 10_000)
        #expect(frames.enumerated().allSatisfy { $1 == CGRect(x: CGFloat($0), y: 0, width: 1, height: 1) })
    }

    /// A deep subtree shared with another tree outlives the one dropped.
    @Test func sharedDeepSubtreesSurviveTheDrop() {
        let inner = Self.stacks(Self.depth / 2)
        do {
            let outer = HStackLayout(spacing: 0)([inner, .rect])
            #expect(outer.leafCount == 2)
        }
        #expect(inner.leafCount == 1)
        #expect(throws: Self.tooDeep) {
            try inner.validate()
        }
    }

    /// Bad values are still found below the limit, with their paths.
    @Test func badValuesKeepTheirPaths() {
        let tree = VStackLayout(spacing: 0)([.rect, HStackLayout(spacing: 0)([.fixed(width: -1, height: 1)]), ViewNode.rect.frame(width: -2)])
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["children", 1, "children", 0, "fixed", "width"])) { try tree.validate() }
        let framed = VStackLayout(spacing: 0)([.rect, ViewNode.rect.frame(width: -2)])
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -2), at: ["children", 1, "frame", "width"])) { try framed.validate() }
    }
}
