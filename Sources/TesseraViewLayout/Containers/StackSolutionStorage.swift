import Foundation
import Tessera

/// Where a stack keeps the spacing between its children and its latest solution, so that
/// placing reuses what sizing computed: a `StackLayoutCache` (a stack reached through the
/// `Layout` protocol) or the layout pass's own storage (`ViewLayoutPass.StackState`, for the
/// built-in stacks the pass lays out itself, with nothing allocated per stack).
protocol StackSolutionStorage {
    /// The proposal the held solution answers, or nil when none is held.
    var solvedProposal: ProposedViewSize? { get }
    /// The held solution's size and guide (valid while `solvedProposal` is set).
    var solved: (size: CGSize, guide: CGFloat) { get }
    /// Drops the held solution and starts one of `count` children, each of which may be set to
    /// `child`: a part is read only once the solution has set it (its offer when the offers are
    /// divided, then the whole part).
    mutating func begin(_ count: Int, each child: StackAlgorithm.Child)
    /// Child `k`'s part of the solution being made or held.
    subscript(k: Int) -> StackAlgorithm.Child { get set }
    /// Holds the solution made since `begin` as the answer to `proposal`.
    mutating func finish(_ proposal: ProposedViewSize, size: CGSize, guide: CGFloat)
    /// The space after child `k` (0 after the last).
    func spacing(after k: Int) -> CGFloat
    /// All the spacing, summed in order as the children's lengths are.
    var totalSpacing: CGFloat { get }
}

/// The layout cache of `HStackLayout` and `VStackLayout`: the spacing between neighbours and
/// the latest solution, so that placing reuses what sizing computed.
public struct StackLayoutCache: StackSolutionStorage {
    /// The spacing after each child but the last, unless it is uniform.
    var spacings: [CGFloat]
    /// The spacing after each child but the last, when the stack fixes it.
    var uniformSpacing: CGFloat?
    /// The number of children.
    var count: Int
    /// The latest solution's children (its storage reused by the next).
    var children: [StackAlgorithm.Child] = []
    /// The latest solution's proposal, size and guide.
    var latest: (proposal: ProposedViewSize, size: CGSize, guide: CGFloat)?

    var solvedProposal: ProposedViewSize? { latest?.proposal }
    var solved: (size: CGSize, guide: CGFloat) { (latest?.size ?? .zero, latest?.guide ?? 0) }

    mutating func begin(_ count: Int, each child: StackAlgorithm.Child) {
        latest = nil
        children.removeAll(keepingCapacity: true)
        children.append(contentsOf: repeatElement(child, count: count))
    }

    subscript(k: Int) -> StackAlgorithm.Child {
        get { children[k] }
        set { children[k] = newValue }
    }

    mutating func finish(_ proposal: ProposedViewSize, size: CGSize, guide: CGFloat) { latest = (proposal, size, guide) }

    func spacing(after k: Int) -> CGFloat {
        guard k < count - 1 else { return 0 }
        return uniformSpacing ?? spacings[k]
    }

    var totalSpacing: CGFloat {
        guard let uniformSpacing else { return spacings.reduce(0, +) }
        return StackAlgorithm.total(of: uniformSpacing, gaps: count - 1)
    }
}
