import Foundation
import Tessera

/// A stack's children as `StackAlgorithm` asks them, by position from 0: through the proxies a
/// `Layout` is given (`SubviewStackChildren`), or straight from the layout pass for the
/// built-in stacks it lays out itself (`ViewLayoutPass.StackChildNodes`). One algorithm, two
/// ways in; each conformance is specialised, so neither pays for the other.
protocol StackChildren {
    /// The number of children.
    var count: Int { get }
    /// Whether every child is known to be fixed (`isFixed`) with nothing in it that runs a
    /// caller's code: then no child can tell what it is offered, and its size is the same
    /// whatever it is offered, so the division of the stack's length among them is skipped.
    var areAllFixed: Bool { get }
    /// Child `k`'s size for `proposal`.
    func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize
    /// Child `k`'s value of guide `key` when sized `size` for `proposal`.
    func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat
    /// Places child `k` with its top leading corner at `position`, sized for `proposal`.
    func place(_ k: Int, at position: CGPoint, proposal: ProposedViewSize)
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
}

/// A `Layout`'s subviews as a stack's children (a stack reached through the `Layout` protocol:
/// in an `AnyLayout`, or called by another layout).
struct SubviewStackChildren: StackChildren {
    let subviews: LayoutSubviews

    var count: Int { subviews.count }
    /// Not known through the protocol: the subviews are asked as SwiftUI asks them.
    var areAllFixed: Bool { false }
    func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize { subviews.sizeThatFits(at: subviews.startIndex + k, proposal) }
    func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        subviews.guide(at: subviews.startIndex + k, key, size: size, proposal: proposal)
    }
    func place(_ k: Int, at position: CGPoint, proposal: ProposedViewSize) {
        subviews.place(at: subviews.startIndex + k, position, anchor: .topLeading, proposal: proposal)
    }
    func spacing(_ k: Int) -> ViewSpacing { subviews.spacing(at: subviews.startIndex + k) }
    func priority(_ k: Int) -> Double { subviews.priority(at: subviews.startIndex + k) }
    func isSpacer(_ k: Int) -> Bool { subviews.isSpacer(at: subviews.startIndex + k) }
    func isFixed(_ k: Int) -> Bool { subviews.isFixed(at: subviews.startIndex + k) }
    func takesProposal(_ k: Int) -> Bool { subviews.takesProposal(at: subviews.startIndex + k) }
}
