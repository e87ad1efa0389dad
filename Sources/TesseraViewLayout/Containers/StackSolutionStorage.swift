import Foundation
import Tessera

/// Where a stack keeps the spacing between its children and its latest solution, so that
/// placing reuses what sizing computed: a `StackLayoutCache` (a stack reached through the
/// `Layout` protocol) or the layout pass's own storage (`ViewLayoutPass.StackState`, for the
/// built-in stacks the pass lays out itself, with nothing allocated per stack).
protocol StackSolutionStorage {
    /// The held solution's size and guide, when it answers `proposal` (a proposal `==` the
    /// one it was made for), else nil.
    func solved(for proposal: ProposedViewSize) -> (size: CGSize, guide: CGFloat)?
    /// Drops the held solution and starts one of `count` children: a child's part is read
    /// only once the solution has set it (its offer when the offers are divided, then its
    /// sizes and offset).
    mutating func begin(_ count: Int)
    /// Child `k`'s offer along the axis (set only when the solution divides the stack's length).
    func offer(_ k: Int) -> CGFloat
    /// Sets child `k`'s offer along the axis.
    mutating func setOffer(_ k: Int, _ offer: CGFloat)
    /// Child `k`'s length along the axis and breadth across it (kept only when some child is
    /// not fixed: a fixed child's size is read again from it).
    func sizes(_ k: Int) -> StackAlgorithm.ChildSizes
    /// Sets child `k`'s length along the axis and breadth across it.
    mutating func setSizes(_ k: Int, length: CGFloat, breadth: CGFloat)
    /// Child `k`'s offset across the axis (its guide, until the stack's guide is known).
    subscript(crossOffset k: Int) -> CGFloat { get set }
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
    /// The latest solution's children's offers and sizes (its storage reused by the next).
    var children: [StackAlgorithm.ChildSizes] = []
    /// The latest solution's children's offsets across the axis.
    var crossOffsets: [CGFloat] = []
    /// The latest solution's proposal, size and guide.
    var latest: (proposal: ProposedViewSize, size: CGSize, guide: CGFloat)?

    func solved(for proposal: ProposedViewSize) -> (size: CGSize, guide: CGFloat)? {
        guard let latest, latest.proposal == proposal else { return nil }
        return (latest.size, latest.guide)
    }

    mutating func begin(_ count: Int) {
        latest = nil
        children.removeAll(keepingCapacity: true)
        children.append(contentsOf: repeatElement(.zero, count: count))
        crossOffsets.removeAll(keepingCapacity: true)
        crossOffsets.append(contentsOf: repeatElement(0, count: count))
    }

    func offer(_ k: Int) -> CGFloat { children[k].offer }
    mutating func setOffer(_ k: Int, _ offer: CGFloat) { children[k].offer = offer }
    func sizes(_ k: Int) -> StackAlgorithm.ChildSizes { children[k] }

    mutating func setSizes(_ k: Int, length: CGFloat, breadth: CGFloat) {
        children[k].length = length
        children[k].breadth = breadth
    }

    subscript(crossOffset k: Int) -> CGFloat {
        get { crossOffsets[k] }
        set { crossOffsets[k] = newValue }
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
