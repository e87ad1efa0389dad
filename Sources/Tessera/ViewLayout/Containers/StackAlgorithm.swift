import Foundation

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
    /// One solution: what each child was proposed, its dimensions and where it goes.
    struct Solution {
        var proposal: ProposedViewSize
        var childProposals: [ProposedViewSize]
        var lengths: [CGFloat]
        var crossOffsets: [CGFloat]
        var size: CGSize
        /// The position of the alignment guide across the axis.
        var guide: CGFloat
    }

    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentKey

    func makeCache(_ subviews: LayoutSubviews) -> StackLayoutCache {
        StackLayoutCache(spacings: Self.spacings(subviews, along: axis, fixed: spacing), latest: nil)
    }

    /// The space after each child but the last: `fixed`, or the children's preferred distances.
    static func spacings(_ subviews: LayoutSubviews, along axis: Axis, fixed: CGFloat?) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let fixed { return Array(repeating: fixed, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex].spacing
        for i in subviews.indices.dropFirst() {
            let next = subviews[i].spacing
            result.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return result
    }

    func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> Solution {
        if let latest = cache.latest, latest.proposal == proposal { return latest }
        let n = subviews.count
        let cross = proposal[axis.other]
        let totalSpacing = cache.spacings.reduce(0, +)
        var offers = [CGFloat?](repeating: nil, count: n)
        if let length = proposal[axis] {
            let available = length - totalSpacing
            if !available.isFinite {
                offers = Array(repeating: available, count: n)
            } else {
                distribute(available, cross: cross, subviews, into: &offers)
            }
        }
        var childProposals: [ProposedViewSize] = []
        childProposals.reserveCapacity(n)
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(n)
        var guides: [CGFloat] = []
        guides.reserveCapacity(n)
        var breadths: [CGFloat] = []
        breadths.reserveCapacity(n)
        var guide = -CGFloat.infinity
        for (k, i) in subviews.indices.enumerated() {
            let p = ProposedViewSize(offers[k], along: axis, across: cross)
            let d = subviews[i].dimensions(in: p)
            let size = CGSize(width: d.width, height: d.height)
            childProposals.append(p)
            lengths.append(size.length(along: axis))
            breadths.append(size.length(along: axis.other))
            let g = d[alignment]
            guides.append(g)
            guide = max(guide, g)
        }
        var crossOffsets: [CGFloat] = []
        crossOffsets.reserveCapacity(n)
        var breadth: CGFloat = 0
        for k in 0..<n {
            crossOffsets.append(guide - guides[k])
            breadth = max(breadth, guide - guides[k] + breadths[k])
        }
        let length = lengths.reduce(0, +) + totalSpacing
        let solution = Solution(
            proposal: proposal, childProposals: childProposals, lengths: lengths, crossOffsets: crossOffsets,
            size: CGSize(length: length, along: axis, breadth: breadth), guide: n == 0 ? 0 : guide)
        cache.latest = solution
        return solution
    }

    /// Divides `available` among the children (the offers are indexed from 0).
    ///
    /// Only what the division depends on is measured: flexibilities within priority groups of
    /// more than one child, as far as their order needs them (`leastFlexibleFirst`), and the
    /// minimum lengths of the children outside the first group (held back for them). A child
    /// alone in its group is asked only at its offer (and, outside the first group, at 0).
    private func distribute(_ available: CGFloat, cross: CGFloat?, _ subviews: LayoutSubviews, into offers: inout [CGFloat?]) {
        let n = subviews.count
        let base = subviews.startIndex
        func length(_ k: Int, _ offer: CGFloat) -> CGFloat {
            subviews[base + k].sizeThatFits(ProposedViewSize(offer, along: axis, across: cross)).length(along: axis)
        }
        guard n > 0 else { return }
        // One priority and no Spacer (the common case): one group, nothing held back for later
        // groups, so no grouping arrays.
        let first = subviews[base].isSpacer ? -Double.infinity : subviews[base].priority
        if first != -.infinity, !(1..<max(1, n)).contains(where: { subviews[base + $0].isSpacer || subviews[base + $0].priority != first }) {
            let order = n > 1 ? leastFlexibleFirst(Array(0..<n), high: { length($0, .infinity) }, low: { length($0, 0) }, fixed: { subviews[base + $0].isFixed }) : [0]
            var remaining = available
            var count = CGFloat(n)
            for k in order {
                let offer = max(0, remaining / count)
                offers[k] = offer
                remaining -= length(k, offer)
                count -= 1
            }
            return
        }
        // Spacers have the lowest priority: every other view is sized before them, with only
        // their minimum lengths held back.
        let priorities = (0..<n).map { subviews[base + $0].isSpacer ? -Double.infinity : subviews[base + $0].priority }
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
            order.replaceSubrange(group, with: leastFlexibleFirst(Array(order[group]), high: { length($0, .infinity) }, low: { length($0, 0) }, fixed: { subviews[base + $0].isFixed }))
        }
        var remaining = available
        for (g, group) in groups.enumerated() {
            var groupRemaining = remaining - minimumOfLater[g]
            var count = CGFloat(group.count)
            for k in order[group] {
                let offer = max(0, groupRemaining / count)
                offers[k] = offer
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
        for (k, i) in subviews.indices.enumerated() {
            subviews[i].place(
                at: CGPoint(coordinate: position, along: axis, across: crossStart + solution.crossOffsets[k]),
                anchor: .topLeading, proposal: solution.childProposals[k])
            position += solution.lengths[k] + (k < cache.spacings.count ? cache.spacings[k] : 0)
        }
    }

    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> CGFloat? {
        guard key == alignment, !subviews.isEmpty else { return nil }
        return solve(proposal, subviews, &cache).guide
    }

    var validationIssue: (key: String, message: String)? { finiteSpacingIssue(spacing) }
}

/// The layout cache of `HStackLayout` and `VStackLayout`: the spacing between neighbours and
/// the latest solution, so that placing reuses what sizing computed.
public struct StackLayoutCache {
    var spacings: [CGFloat]
    var latest: StackAlgorithm.Solution?
}
