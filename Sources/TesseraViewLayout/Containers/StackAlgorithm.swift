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
    /// What a solution keeps of one child besides its offset across the axis (which it always
    /// keeps): its offer along the axis, when the solution divides the stack's length (else
    /// every child is offered the stack's length less the spacing, and `offer` is not read),
    /// and its length along the axis and breadth across it. A solution whose children are all
    /// fixed keeps none of this: their offers are the stack's, their sizes are read again.
    struct ChildSizes {
        var offer: CGFloat
        var length: CGFloat
        var breadth: CGFloat

        static let zero = ChildSizes(offer: 0, length: 0, breadth: 0)
    }

    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentKey

    /// Whether `other`, along the same axis, lays children out exactly as this one does: the
    /// same spacing (to the bit) and alignment guide (`==`: one guide type on one axis).
    @inline(__always) func isSame(asAlongItsAxis other: StackAlgorithm) -> Bool {
        assert(axis == other.axis, "stack algorithms along different axes compared")
        guard alignment == other.alignment else { return false }
        switch (spacing, other.spacing) {
        case (nil, nil): return true
        case (let a?, let b?): return Double(a).bitPattern == Double(b).bitPattern
        default: return false
        }
    }

    func makeCache(_ subviews: LayoutSubviews) -> StackLayoutCache {
        // A fixed spacing needs no array of it.
        if let spacing { return StackLayoutCache(spacings: [], uniformSpacing: spacing, count: subviews.count) }
        return StackLayoutCache(spacings: Self.spacings(subviews, along: axis, fixed: nil), uniformSpacing: nil, count: subviews.count)
    }

    /// The space after each child but the last: `fixed`, or the children's preferred distances.
    static func spacings(_ subviews: LayoutSubviews, along axis: Axis, fixed: CGFloat?) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let fixed { return Array(repeating: fixed, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        preferredSpacings(SubviewChildren(subviews: subviews), along: axis) { result.append($1) }
        return result
    }

    /// Calls `body` with each gap's number (the child before it) and the neighbours' preferred
    /// distance along `axis`.
    static func preferredSpacings<C: LayoutChildren>(_ children: C, along axis: Axis, _ body: (Int, CGFloat) -> Void) {
        guard children.count > 1 else { return }
        var previous = children.spacing(0)
        for k in 1..<children.count {
            let next = children.spacing(k)
            body(k - 1, previous.distance(to: next, along: axis))
            previous = next
        }
    }

    /// `gaps` spacings of `spacing`, summed one by one as the children's lengths are.
    static func total(of spacing: CGFloat, gaps: Int) -> CGFloat {
        var total: CGFloat = 0
        for _ in 0..<max(0, gaps) { total += spacing }
        return total
    }

    /// The stack's size and the position of its alignment guide across the axis for
    /// `proposal`, each child's part left in `storage` (or the held solution, when it answers
    /// `proposal` already).
    @discardableResult
    func solve<C: LayoutChildren, S: StackSolutionStorage>(_ proposal: ProposedViewSize, _ children: C, _ storage: inout S) -> (size: CGSize, guide: CGFloat) {
        if let solved = storage.solved(for: proposal) { return solved }
        let n = children.count
        let cross = proposal[axis.other]
        let totalSpacing = storage.totalSpacing
        let (offer, divides) = offers(proposal, children, totalSpacing: totalSpacing)
        storage.begin(n)
        if divides, let available = offer {
            distribute(available, cross: cross, children, into: &storage)
        }
        // Fixed children's sizes are read again from them rather than kept.
        let keepsSizes = !children.areAllFixed
        var guide = -CGFloat.infinity
        var length: CGFloat = 0
        for k in 0..<n {
            let childOffer = divides ? storage.offer(k) : offer
            let childProposal = ProposedViewSize(childOffer, along: axis, across: cross)
            // Divided, each child was asked at its offer already (`distribute`).
            let size = divides ? children.sizeThatFits(k, askedAgain: childProposal) : children.sizeThatFits(k, childProposal)
            // The child's guide, until the stack's is known.
            let g = children.guide(k, alignment, size: size, proposal: childProposal)
            let childLength = size.length(along: axis)
            if keepsSizes { storage.setSizes(k, length: childLength, breadth: size.length(along: axis.other)) }
            storage[crossOffset: k] = g
            guide = max(guide, g)
            length += childLength
        }
        var breadth: CGFloat = 0
        for k in 0..<n {
            let offset = guide - storage[crossOffset: k]
            storage[crossOffset: k] = offset
            let childBreadth = keepsSizes ? storage.sizes(k).breadth : children.fixedSize(k).length(along: axis.other)
            breadth = max(breadth, offset + childBreadth)
        }
        let size = CGSize(length: length + totalSpacing, along: axis, breadth: breadth)
        let stackGuide = n == 0 ? 0 : guide
        storage.finish(proposal, size: size, guide: stackGuide)
        return (size, stackGuide)
    }

    /// Every child's offer along the axis for `proposal` (the proposal's length less the
    /// spacing, unless the children divide it), and whether the children divide it: when it
    /// is finite and some child is not fixed (fixed children take the same length whatever
    /// they are offered, and nothing in them can tell offers apart: each keeps the whole
    /// offer, unseen).
    @inline(__always) private func offers<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, totalSpacing: CGFloat) -> (offer: CGFloat?, divides: Bool) {
        var offer: CGFloat?
        if let length = proposal[axis] { offer = length - totalSpacing }
        var divides = false
        if let available = offer, available.isFinite, !children.areAllFixed { divides = true }
        return (offer, divides)
    }

    /// Divides `available` among the children (writing each one's offer into `storage`).
    ///
    /// Only what the division depends on is measured: flexibilities within priority groups of
    /// more than one child, as far as their order needs them (`leastFlexibleFirst`), and the
    /// minimum lengths of the children outside the first group (held back for them). A child
    /// alone in its group is asked only at its offer (and, outside the first group, at 0).
    private func distribute<C: LayoutChildren, S: StackSolutionStorage>(_ available: CGFloat, cross: CGFloat?, _ children: C, into storage: inout S) {
        guard children.count > 0 else { return }
        if let known = oneGroupKnownChildren(children) {
            distributeInOneGroup(available, cross: cross, children, known: known, into: &storage)
        } else {
            distributeByPriority(available, cross: cross, children, into: &storage)
        }
    }

    /// Child `k`'s length along the axis when offered `offer` (and `cross` across).
    @inline(__always) private func childLength<C: LayoutChildren>(_ children: C, _ k: Int, _ offer: CGFloat, cross: CGFloat?) -> CGFloat {
        children.sizeThatFits(k, ProposedViewSize(offer, along: axis, across: cross)).length(along: axis)
    }

    /// One priority and no Spacer (the common case): one group, nothing held back for later
    /// groups, so no grouping arrays. Then, counted in the same look at each child, the children
    /// whose flexibility is known without measuring: the fixed (flexibility 0) and, with them,
    /// those that take any proposal (∞). Nil when there are several groups.
    @inline(__always) private func oneGroupKnownChildren<C: LayoutChildren>(_ children: C) -> (fixed: Int, known: Int)? {
        let first = children.isSpacer(0) ? -Double.infinity : children.priority(0)
        guard first != -.infinity else { return nil }
        var fixedCount = 0, knownCount = 0
        for k in 0..<children.count {
            if k > 0 && (children.isSpacer(k) || children.priority(k) != first) { return nil }
            if children.isFixed(k) {
                fixedCount += 1
                knownCount += 1
            } else if children.areFixedOrTakeProposals || children.takesProposal(k) {
                knownCount += 1
            }
        }
        return (fixedCount, knownCount)
    }

    /// Divides `available` among children of one group: each offered an equal share of what is
    /// left, least flexible first.
    @inline(__always) private func distributeInOneGroup<C: LayoutChildren, S: StackSolutionStorage>(
        _ available: CGFloat, cross: CGFloat?, _ children: C, known: (fixed: Int, known: Int), into storage: inout S
    ) {
        let n = children.count
        var remaining = available
        var count = CGFloat(n)
        func offer(_ k: Int) {
            let offer = max(0, remaining / count)
            storage.setOffer(k, offer)
            remaining -= childLength(children, k, offer, cross: cross)
            count -= 1
        }
        // When every child is fixed or takes any proposal, the fixed go first, then the
        // rest, each in order (`leastFlexibleFirst`'s order).
        if known.fixed == n || known.known == n && known.fixed == 0 {
            for k in 0..<n { offer(k) }
        } else if known.known == n {
            for k in 0..<n where children.isFixed(k) { offer(k) }
            for k in 0..<n where !children.isFixed(k) { offer(k) }
        } else {
            for k in orderedLeastFlexibleFirst(Array(0..<n), children, cross: cross) { offer(k) }
        }
    }

    /// `indices` least flexible first, measured only as far as their order needs.
    private func orderedLeastFlexibleFirst<C: LayoutChildren>(_ indices: [Int], _ children: C, cross: CGFloat?) -> [Int] {
        leastFlexibleFirst(
            indices, high: { childLength(children, $0, .infinity, cross: cross) }, low: { childLength(children, $0, 0, cross: cross) },
            fixed: { children.isFixed($0) }, unbounded: { children.takesProposal($0) })
    }

    /// Divides `available` among children of several priorities, the highest first, each
    /// group leaving the minimum lengths of the groups after it. Spacers have the lowest
    /// priority: every other view is sized before them, with only their minimum lengths held back.
    private func distributeByPriority<C: LayoutChildren, S: StackSolutionStorage>(_ available: CGFloat, cross: CGFloat?, _ children: C, into storage: inout S) {
        let n = children.count
        let priorities = (0..<n).map { children.isSpacer($0) ? -Double.infinity : children.priority($0) }
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
            minimumOfLater[g - 1] = order[groups[g]].reduce(minimumOfLater[g]) { $0 + childLength(children, $1, 0, cross: cross) }
        }
        for group in groups where group.count > 1 {
            order.replaceSubrange(group, with: orderedLeastFlexibleFirst(Array(order[group]), children, cross: cross))
        }
        var remaining = available
        for (g, group) in groups.enumerated() {
            var groupRemaining = remaining - minimumOfLater[g]
            var count = CGFloat(group.count)
            for k in order[group] {
                let offer = max(0, groupRemaining / count)
                storage.setOffer(k, offer)
                let taken = childLength(children, k, offer, cross: cross)
                groupRemaining -= taken
                remaining -= taken
                count -= 1
            }
        }
    }

    /// Places the children one after the other along the axis from `bounds`' leading edge.
    func place<C: LayoutChildren, S: StackSolutionStorage>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C, _ storage: inout S) {
        solve(proposal, children, &storage)
        var position = bounds.minCoordinate(along: axis)
        let crossStart = bounds.minCoordinate(along: axis.other)
        let cross = proposal[axis.other]
        // The offers the solution made (`solve` worked them out the same way).
        let (offer, divides) = offers(proposal, children, totalSpacing: storage.totalSpacing)
        let keepsSizes = !children.areAllFixed
        // A child's placement never reaches this stack again (that would be a cycle, refused by
        // the pass), so the solution in `storage` stays this proposal's throughout. The
        // solution asked each child at the proposal it is placed at.
        for k in 0..<children.count {
            let childOffer = divides ? storage.offer(k) : offer
            let length = keepsSizes ? storage.sizes(k).length : children.fixedSize(k).length(along: axis)
            children.place(
                k, at: CGPoint(coordinate: position, along: axis, across: crossStart + storage[crossOffset: k]),
                askedAgain: ProposedViewSize(childOffer, along: axis, across: cross))
            position += length + storage.spacing(after: k)
        }
    }

    /// The stack's guide `key` in its own coordinates, when it is the one its children line up on.
    func explicitGuide<C: LayoutChildren, S: StackSolutionStorage>(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ children: C, _ storage: inout S) -> CGFloat? {
        guard key == alignment, children.count > 0 else { return nil }
        return solve(proposal, children, &storage).guide
    }

    var validationIssue: LayoutError? { finiteSpacingIssue(spacing) }
}
