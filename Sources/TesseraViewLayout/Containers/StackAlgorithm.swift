import Foundation
import Tessera

/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and `VStackLayout`.
///
/// Along the axis: the proposal less the spacing is divided among the children in order of
/// layout priority (highest first; Spacers lowest of all); a priority group may use what the
/// higher groups left minus the minimum lengths of the lower groups. Within a group the
/// children go least flexible first (flexibility = length at proposal ∞ − length at
/// proposal 0), each offered an equal share of what remains. What a
/// child does not take is not given back to those already sized. Across the axis the children
/// line up on the stack's alignment guide.
struct StackAlgorithm {
    /// One solution: what each child was offered along the axis, its dimensions and where it goes.
    struct Solution {
        /// One child's part: its offer along the axis (its proposal across is the stack's),
        /// its length along the axis, and its offset across it.
        struct Child {
            var offer: CGFloat?
            var length: CGFloat
            var breadth: CGFloat
            var crossOffset: CGFloat
        }

        var proposal: ProposedViewSize
        var children: [Child]
        var size: CGSize
        /// The position of the alignment guide across the axis.
        var guide: CGFloat
    }

    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentKey

    func makeCache(_ subviews: LayoutSubviews) -> StackLayoutCache {
        // A fixed spacing needs no array of it.
        if let spacing { return StackLayoutCache(spacings: [], uniformSpacing: spacing, count: subviews.count, latest: nil) }
        return StackLayoutCache(spacings: Self.spacings(subviews, along: axis, fixed: nil), uniformSpacing: nil, count: subviews.count, latest: nil)
    }

    /// The space after each child but the last: `fixed`, or the children's preferred distances.
    static func spacings(_ subviews: LayoutSubviews, along axis: Axis, fixed: CGFloat?) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let fixed { return Array(repeating: fixed, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        var previous = subviews.spacing(at: subviews.startIndex)
        for i in subviews.indices.dropFirst() {
            let next = subviews.spacing(at: i)
            result.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return result
    }

    func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> Solution {
        if let latest = cache.latest, latest.proposal == proposal { return latest }
        let n = subviews.count
        let cross = proposal[axis.other]
        let totalSpacing = cache.totalSpacing
        // The previous solution's storage is reused: a stack is solved for a few proposals per pass.
        var children: [Solution.Child] = []
        if cache.latest != nil {
            swap(&children, &cache.latest!.children)
            cache.latest = nil
            children.removeAll(keepingCapacity: true)
        }
        children.reserveCapacity(n)
        var offer: CGFloat?
        if let length = proposal[axis] { offer = length - totalSpacing }
        for _ in 0..<n { children.append(Solution.Child(offer: offer, length: 0, breadth: 0, crossOffset: 0)) }
        if let available = offer, available.isFinite {
            distribute(available, cross: cross, subviews, into: &children)
        }
        var guide = -CGFloat.infinity
        var length: CGFloat = 0
        for (k, i) in subviews.indices.enumerated() {
            let childProposal = ProposedViewSize(children[k].offer, along: axis, across: cross)
            let size = subviews.sizeThatFits(at: i, childProposal)
            children[k].length = size.length(along: axis)
            children[k].breadth = size.length(along: axis.other)
            // The child's guide, until the stack's is known.
            let g = subviews.guide(at: i, alignment, size: size, proposal: childProposal)
            children[k].crossOffset = g
            guide = max(guide, g)
            length += children[k].length
        }
        var breadth: CGFloat = 0
        for k in 0..<n {
            children[k].crossOffset = guide - children[k].crossOffset
            breadth = max(breadth, children[k].crossOffset + children[k].breadth)
        }
        let solution = Solution(
            proposal: proposal, children: children,
            size: CGSize(length: length + totalSpacing, along: axis, breadth: breadth), guide: n == 0 ? 0 : guide)
        cache.latest = solution
        return solution
    }

    /// Divides `available` among the children (the offers are indexed from 0).
    ///
    /// Only what the division depends on is measured: flexibilities within priority groups of
    /// more than one child, as far as their order needs them (`leastFlexibleFirst`), and the
    /// minimum lengths of the children outside the first group (held back for them). A child
    /// alone in its group is asked only at its offer (and, outside the first group, at 0).
    private func distribute(_ available: CGFloat, cross: CGFloat?, _ subviews: LayoutSubviews, into offers: inout [Solution.Child]) {
        let n = subviews.count
        let base = subviews.startIndex
        func length(_ k: Int, _ offer: CGFloat) -> CGFloat {
            subviews.sizeThatFits(at: base + k, ProposedViewSize(offer, along: axis, across: cross)).length(along: axis)
        }
        guard n > 0 else { return }
        // One priority and no Spacer (the common case): one group, nothing held back for later
        // groups, so no grouping arrays.
        let first = subviews.isSpacer(at: base) ? -Double.infinity : subviews.priority(at: base)
        if first != -.infinity, !(1..<max(1, n)).contains(where: { subviews.isSpacer(at: base + $0) || subviews.priority(at: base + $0) != first }) {
            var remaining = available
            var count = CGFloat(n)
            func offer(_ k: Int) {
                let offer = max(0, remaining / count)
                offers[k].offer = offer
                remaining -= length(k, offer)
                count -= 1
            }
            // Children whose sizes are known to be fixed have flexibility 0: they go in order.
            if subviews.indices.allSatisfy({ subviews.isFixed(at: $0) }) {
                for k in 0..<n { offer(k) }
            } else {
                for k in leastFlexibleFirst(Array(0..<n), high: { length($0, .infinity) }, low: { length($0, 0) }, fixed: { subviews.isFixed(at: base + $0) }, unbounded: { subviews.takesProposal(at: base + $0) }) { offer(k) }
            }
            return
        }
        // Spacers have the lowest priority: every other view is sized before them, with only
        // their minimum lengths held back.
        let priorities = (0..<n).map { subviews.isSpacer(at: base + $0) ? -Double.infinity : subviews.priority(at: base + $0) }
        var order = Array(0..<n)
        if n > 1 {
            order.sort { a, b in priorities[a] != priorities[b] ? priorities[a] > priorities[b] : a < b }
        }
        var groups: [Range<Int>] = []
        var start = 0
        while start < n {
            var end = start + 1
            while end < n, priorities[order[end]] == priorities[order[start]] { end += 1 }
            groups.append(start..<end)
            start = end
        }
        // What each group must leave for the groups after it: their minimum lengths, summed
        // from the last group back (no subtraction, so exactly 0 when nothing comes after).
        var minimumOfLater = [CGFloat](repeating: 0, count: groups.count)
        for g in groups.indices.dropFirst().reversed() {
            minimumOfLater[g - 1] = order[groups[g]].reduce(minimumOfLater[g]) { $0 + length($1, 0) }
        }
        for group in groups where group.count > 1 {
            order.replaceSubrange(group, with: leastFlexibleFirst(Array(order[group]), high: { length($0, .infinity) }, low: { length($0, 0) }, fixed: { subviews.isFixed(at: base + $0) }, unbounded: { subviews.takesProposal(at: base + $0) }))
        }
        var remaining = available
        for (g, group) in groups.enumerated() {
            var groupRemaining = remaining - minimumOfLater[g]
            var count = CGFloat(group.count)
            for k in order[group] {
                let offer = max(0, groupRemaining / count)
                offers[k].offer = offer
                let taken = length(k, offer)
                groupRemaining -= taken
                remaining -= taken
                count -= 1
            }
        }
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) {
        let solution = solve(proposal, subviews, &cache)
        var position = bounds.minCoordinate(along: axis)
        let crossStart = bounds.minCoordinate(along: axis.other)
        let cross = proposal[axis.other]
        for (k, i) in subviews.indices.enumerated() {
            let child = solution.children[k]
            subviews.place(at: i, CGPoint(coordinate: position, along: axis, across: crossStart + child.crossOffset),
                anchor: .topLeading, proposal: ProposedViewSize(child.offer, along: axis, across: cross))
            position += child.length + cache.spacing(after: k)
        }
    }

    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> CGFloat? {
        guard key == alignment, !subviews.isEmpty else { return nil }
        return solve(proposal, subviews, &cache).guide
    }

    var validationIssue: LayoutError? { finiteSpacingIssue(spacing) }
}

/// The layout cache of `HStackLayout` and `VStackLayout`: the spacing between neighbours and
/// the latest solution, so that placing reuses what sizing computed.
public struct StackLayoutCache {
    /// The spacing after each child but the last, unless it is uniform.
    var spacings: [CGFloat]
    /// The spacing after each child but the last, when the stack fixes it.
    var uniformSpacing: CGFloat?
    /// The number of children.
    var count: Int
    var latest: StackAlgorithm.Solution?

    /// The space after child `k` (0 after the last).
    func spacing(after k: Int) -> CGFloat {
        guard k < count - 1 else { return 0 }
        return uniformSpacing ?? spacings[k]
    }

    /// All the spacing, summed in order as the children's lengths are.
    var totalSpacing: CGFloat {
        guard let uniformSpacing else { return spacings.reduce(0, +) }
        var total: CGFloat = 0
        for _ in 0..<max(0, count - 1) { total += uniformSpacing }
        return total
    }
}
