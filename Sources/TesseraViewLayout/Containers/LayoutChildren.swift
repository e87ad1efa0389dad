import Foundation
import Tessera

/// A container's children as the built-in layouts (the stacks' `StackAlgorithm`, `FlowLayout`,
/// `GridLayout`) ask them, by position from 0: through the proxies a `Layout` is given
/// (`SubviewChildren`), or straight from the layout pass, which lays the built-in layouts out
/// itself (`ViewLayoutPass.ChildNodes`, `ViewLayoutPass.SimpleLeafChildNodes`). One algorithm,
/// several ways in; each conformance is specialised, so none pays for the others.
protocol LayoutChildren {
    /// The number of children.
    var count: Int { get }
    /// Whether every child is known to be fixed (`isFixed`) with nothing in it that runs a
    /// caller's code: then no child can tell what it is offered, and its size is the same
    /// whatever it is offered, so the division of the stack's length among them is skipped.
    var areAllFixed: Bool { get }
    /// Whether every child is known to be fixed or to take whatever it is proposed (so each
    /// one's flexibility is known without measuring: 0 or ∞).
    var areFixedOrTakeProposals: Bool { get }
    /// Child `k`'s size for `proposal`.
    func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize
    /// Child `k`'s value of guide `key` when sized `size` for `proposal`.
    func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat
    /// Places child `k` with its `anchor` at `position`, sized for `proposal`.
    func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// `sizeThatFits(k, proposal)` for a `proposal` child `k` was asked before in this layout
    /// (so its answer is remembered): a reader that knows the answer without looking the
    /// proposal up among the remembered ones gives it so.
    func sizeThatFits(_ k: Int, askedAgain proposal: ProposedViewSize) -> CGSize
    /// `place(k, at:anchor:proposal:)` for a `proposal` child `k` was asked before in this layout.
    func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, askedAgain proposal: ProposedViewSize)
    /// Child `k`'s size, the same for every proposal, read again without asking (not counted
    /// as a question): only when `areAllFixed`, once the child has been asked its size.
    func fixedSize(_ k: Int) -> CGSize
    /// Child `k`'s spacing preferences.
    func spacing(_ k: Int) -> ViewSpacing
    /// Child `k`'s layout priority.
    func priority(_ k: Int) -> Double
    /// Whether child `k` is a `Spacer`.
    func isSpacer(_ k: Int) -> Bool
    /// Whether child `k`'s size is the same for every proposal.
    func isFixed(_ k: Int) -> Bool
    /// Whether child `k` takes whatever it is proposed.
    func takesProposal(_ k: Int) -> Bool
    /// Whether any view in the tree set a layout value (if none did, every `value(_:_:)` is its
    /// key's default, and a layout can skip asking).
    var mayHaveLayoutValues: Bool { get }
    /// The value child `k` set for `key`, or the key's default.
    func value<K: LayoutValueKey>(_ k: Int, _ key: K.Type) -> K.Value
}

/// A `Layout`'s subviews as a built-in layout's children (one reached through the `Layout`
/// protocol: in an `AnyLayout`, called by another layout, or not laid out by the pass itself).
struct SubviewChildren: LayoutChildren {
    let subviews: LayoutSubviews

    var count: Int { subviews.count }
    /// Not known through the protocol: the subviews are asked as SwiftUI asks them.
    var areAllFixed: Bool { false }
    var areFixedOrTakeProposals: Bool { false }
    func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize { subviews.sizeThatFits(at: subviews.startIndex + k, proposal) }
    func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        subviews.guide(at: subviews.startIndex + k, key, size: size, proposal: proposal)
    }
    func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        subviews.place(at: subviews.startIndex + k, position, anchor: anchor, proposal: proposal)
    }
    /// Never asked: no subview is known to be fixed here (`areAllFixed` is false).
    func fixedSize(_ k: Int) -> CGSize { fatalError("a subview's fixed size read through the Layout protocol") }
    func spacing(_ k: Int) -> ViewSpacing { subviews.spacing(at: subviews.startIndex + k) }
    func priority(_ k: Int) -> Double { subviews.priority(at: subviews.startIndex + k) }
    func isSpacer(_ k: Int) -> Bool { subviews.isSpacer(at: subviews.startIndex + k) }
    func isFixed(_ k: Int) -> Bool { subviews.isFixed(at: subviews.startIndex + k) }
    func takesProposal(_ k: Int) -> Bool { subviews.takesProposal(at: subviews.startIndex + k) }
    var mayHaveLayoutValues: Bool { subviews.mayHaveLayoutValues }
    func value<K: LayoutValueKey>(_ k: Int, _ key: K.Type) -> K.Value { subviews.value(at: subviews.startIndex + k, key) }
}

extension LayoutChildren {
    /// Places child `k` with its top leading corner at `position`, sized for `proposal`.
    @inline(__always) func place(_ k: Int, at position: CGPoint, proposal: ProposedViewSize) {
        place(k, at: position, anchor: .topLeading, proposal: proposal)
    }

    /// Places child `k` with its top leading corner at `position`, sized for `proposal`, which
    /// it was asked before.
    @inline(__always) func place(_ k: Int, at position: CGPoint, askedAgain proposal: ProposedViewSize) {
        place(k, at: position, anchor: .topLeading, askedAgain: proposal)
    }

    /// Looked up as any proposal is.
    func sizeThatFits(_ k: Int, askedAgain proposal: ProposedViewSize) -> CGSize { sizeThatFits(k, proposal) }

    /// Looked up as any proposal is.
    func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, askedAgain proposal: ProposedViewSize) {
        place(k, at: position, anchor: anchor, proposal: proposal)
    }
}
