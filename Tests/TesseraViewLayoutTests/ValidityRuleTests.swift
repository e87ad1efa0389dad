import Foundation
import Testing
import Tessera
import TesseraViewLayout

/// Each rule of the view tree's one table of validity rules (`ViewValidityRule`: priority, leaf,
/// layout, depth), broken once inside a stack: the layout pass's yes/no check refuses the tree
/// (`layout(in:)` and `sizeThatFits` throw instead of laying it out, which they would do were the
/// fast check to say yes) and the error path is the rule's, the same from `validate()`. The same
/// tree with the value mended lays out, so no rule refuses more than it says.
///
/// Expected errors are written from the rules: the bad view's path in the tree (`children[i]` per
/// container, nothing per modifier), then the rule's own keys, and the value got.
@Suite struct ValidityRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let bad: ViewNode
        let mended: ViewNode
        let error: LayoutError
        var testDescription: String { "\(rule): \(error.path)" }
    }

    /// A stack of a rect and `view`, so that the bad view's path starts `children[1]`.
    static func second(_ view: ViewNode) -> ViewNode {
        ViewNode.vstack {
            ViewNode.rect; view
        }
    }

    /// `depth` horizontal stacks around a rect.
    static func stacks(_ depth: Int) -> ViewNode {
        var node = ViewNode.rect
        for _ in 0..<depth { node = HStackLayout(spacing: 0)([node]) }
        return node
    }

    static let cases: [Case] = [
        Case(
            rule: "priority", bad: second(ViewNode.rect.layoutPriority(.nan)), mended: second(ViewNode.rect.layoutPriority(1)),
            error: LayoutError(.notFinite(got: nil), at: ["children", 1, "layoutPriority"])),
        Case(
            rule: "leaf (fixed)", bad: second(.fixed(width: 10, height: -3)), mended: second(.fixed(width: 10, height: 3)),
            error: LayoutError(.outOfRange(.atLeast(0), got: -3), at: ["children", 1, "fixed", "height"])),
        Case(
            rule: "leaf (text)", bad: second(.text(width: .infinity, height: 1)), mended: second(.text(width: 5, height: 1)),
            error: LayoutError(.notFinite(got: .infinity), at: ["children", 1, "text", "width"])),
        Case(
            rule: "leaf (spacer)", bad: second(.spacer(minLength: -1)), mended: second(.spacer(minLength: 1)),
            error: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["children", 1, "spacer", "minLength"])),
        Case(
            rule: "layout (stack)", bad: second(.hstack(spacing: .infinity) { ViewNode.rect }), mended: second(.hstack(spacing: 2) { ViewNode.rect }),
            error: LayoutError(.notFinite(got: .infinity), at: ["children", 1, "spacing"])),
        Case(
            rule: "layout (frame)", bad: second(ViewNode.rect.frame(width: -2)), mended: second(ViewNode.rect.frame(width: 2)),
            error: LayoutError(.outOfRange(.atLeast(0), got: -2), at: ["children", 1, "frame", "width"])),
        Case(
            rule: "layout (flexible frame)", bad: second(ViewNode.rect.frame(minWidth: 20, maxWidth: 10)),
            mended: second(ViewNode.rect.frame(minWidth: 10, maxWidth: 20)),
            error: LayoutError(.exceeds(other: "maxWidth", limit: 10, got: 20), at: ["children", 1, "frame", "minWidth"])),
        Case(
            rule: "layout (padding)", bad: second(ViewNode.rect.padding(.infinity)), mended: second(ViewNode.rect.padding(1)),
            error: LayoutError(.notFinite(got: nil), at: ["children", 1, "padding"])),
        // 128 levels are allowed: the stack that makes 129 is refused at its first child, 129
        // `children[0]` down (one per stack, the outer vstack's `children[1]` first).
        Case(
            rule: "depth (stacks)", bad: second(stacks(128)), mended: second(stacks(127)),
            error: LayoutError(
                .tooMany(.viewNesting, limit: 128),
                at: LayoutPath([.key("children"), .index(1)] + Array(repeating: [.key("children"), .index(0)] as [LayoutPath.Component], count: 128).flatMap { $0 }))),
        // A modifier adds a level but no path component: the path is the modified view's.
        Case(
            rule: "depth (modifiers)", bad: second((0..<128).reduce(ViewNode.rect) { view, _ in view.padding(0) }),
            mended: second((0..<127).reduce(ViewNode.rect) { view, _ in view.padding(0) }),
            error: LayoutError(.tooMany(.viewNesting, limit: 128), at: ["children", 1])),
    ]

    @Test(arguments: cases) func theFastCheckRefusesAndTheErrorNamesTheRule(_ c: Case) {
        let container = CGSize(width: 100, height: 100)
        #expect(throws: c.error) { try c.bad.layout(in: container) }
        #expect(throws: c.error) { try c.bad.sizeThatFits(ProposedViewSize(container)) }
        #expect(throws: c.error) { try c.bad.validate() }
    }

    @Test(arguments: cases) func theMendedTreeLaysOut(_ c: Case) throws {
        try c.mended.validate()
        let result = try c.mended.layout(in: CGSize(width: 100, height: 100))
        #expect(result.leaves.count == c.mended.leafCount)
    }
}
