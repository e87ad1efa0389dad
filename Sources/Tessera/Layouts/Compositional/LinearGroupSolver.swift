import Foundation

/// Solves a horizontal or vertical group's template in UIKit's order: how many subitems fit
/// (`repetitions`), each one's length along the axis (`subitemLengths`), what the flexible
/// spacings share (`flexibleExtra`), then each slot's place (`slot(at:…)`).
///
/// Rules (measured on UIKit):
/// - Fractions are taken of the content box less the fixed inter-item spacings along the axis,
///   one container for both dimensions (`container(_:)`). Every length is floored to the pixel grid and positions accumulate the floored lengths.
/// - Without `count`, subitems repeat in order while the next one still fits.
/// - Leftover length along the axis is shared equally by the flexible spacings, exactly; each
///   slot's start adds the shares so far rounded to the nearest pixel (UIKit: four items of 79
///   in 320 at 2× with `flexible(1)` start at 0, 80.5, 160.5, 241, not 80 floored).
struct LinearGroupSolver {
    let group: LayoutGroup
    let axis: LayoutAxis
    /// The content box the subitems are laid out in.
    let box: CGRect
    let estimatedWidth: Bool
    let estimatedHeight: Bool
    let grid: PixelGrid
    let path: LayoutPath
    let spacing: LayoutSpacing
    /// Each subitem's edge spacings along the axis (their minimums), start plus end.
    let edgeRoom: [CGFloat]

    init(group: LayoutGroup, box: CGRect, estimatedWidth: Bool, estimatedHeight: Bool, grid: PixelGrid, path: LayoutPath) {
        self.group = group
        axis = group.axis
        self.box = box
        self.estimatedWidth = estimatedWidth
        self.estimatedHeight = estimatedHeight
        self.grid = grid
        self.path = path
        spacing = group.interItemSpacing ?? .fixed(0)
        let axis = group.axis
        edgeRoom = group.subitems.map { s in
            (s.edgeSpacing?.start(along: axis)?.minimum ?? 0) + (s.edgeSpacing?.end(along: axis)?.minimum ?? 0)
        }
    }

    private var length: CGFloat { box.length(along: axis) }
    private var subitems: [LayoutSubitem] { group.subitems }
    private func subitem(_ k: Int) -> LayoutSubitem { subitems[k % subitems.count] }
    private func subitemPath(_ k: Int) -> LayoutPath { path.appending("subitems", .index(k % subitems.count)) }

    /// The template's slots, `budget` charged for each (and for every nested template's).
    func solve(budget: inout GroupTemplate.SlotBudget) throws -> GroupTemplate.Slots {
        let n = try repetitions()
        let cycle = subitemLengths(n)
        let lengths = (0..<n).map { cycle[$0 % cycle.count] }
        let extra = flexibleExtra(n: n, used: lengths.reduce(0, +) + fixedRoom(n))
        var solved = GroupTemplate.Slots()
        // `position` is where the next slot would start without the flexible extras; `shared`
        // is the exact sum of the extras so far. A slot starts at `position` plus that sum
        // rounded to the nearest pixel (halves away from zero), so a leftover that does not
        // divide evenly gives each gap a whole number of pixels and a last subitem still ends at
        // the group's end.
        var position = box.minCoordinate(along: axis)
        var shared: CGFloat = 0
        var previousEnd = position
        for k in 0..<n {
            try budget.spend(1)
            let edge = subitem(k).edgeSpacing
            if let s = edge?.start(along: axis) { position += s.minimum; shared += s.isFlexible ? extra : 0 }
            let start = position + grid.round(shared)
            let (acrossStart, across) = acrossPlacement(of: subitem(k), container: container(n))
            let frame = CGRect(along: axis, start: start, length: lengths[k], crossStart: acrossStart, crossLength: across)
            let content = try slotContent(k, size: frame.size, budget: &budget, into: &solved)
            solved.slots.append(GroupTemplate.Slot(content: content, frame: frame, gapBefore: start - previousEnd, zIndex: 0))
            position += lengths[k]
            previousEnd = start + lengths[k]
            if let e = edge?.end(along: axis) { position += e.minimum; shared += e.isFlexible ? extra : 0 }
            if k < n - 1 { position += spacing.minimum; shared += spacing.isFlexible ? extra : 0 }
        }
        return solved
    }

    /// The fixed room (spacings and edge spacings) that `n` subitems need besides their lengths.
    private func fixedRoom(_ n: Int) -> CGFloat {
        let (q, r) = n.quotientAndRemainder(dividingBy: subitems.count)
        return CGFloat(n - 1) * spacing.minimum + CGFloat(q) * edgeRoom.reduce(0, +) + edgeRoom[..<r].reduce(0, +)
    }

    /// What the subitems' fractions are of when `n` of them share the group: the content box
    /// less the inter-item spacings along the axis (300 × 0.3 = 90 for three with 10 between
    /// them in 320, measured), but not less the edge spacings (UIKit makes an item of 0.5 with
    /// edge spacing 4 + 6 160 wide in 320, one to a group, measured). It is one container for
    /// both of a subitem's dimensions, so a height that is a fraction of the width is of the
    /// same reduced width (inferred: no recording has one beside inter-item spacing).
    private func container(_ n: Int) -> CGSize {
        CGSize(length: max(0, length - CGFloat(n - 1) * spacing.minimum), along: axis, breadth: box.length(along: axis.other))
    }

    /// Each subitem's length along the axis when `n` of them share the group: a counted group's
    /// are equal shares of the container, others resolve their own dimension against it.
    private func subitemLengths(_ n: Int) -> [CGFloat] {
        let container = container(n)
        if let count = group.count { return [grid.floor(container.length(along: axis) / CGFloat(count))] }
        return subitems.map { grid.floor(resolve($0.layoutSize.dimension(along: axis), measured: nil, container: container)) }
    }

    /// The room `n` subitems take in all.
    private func room(_ n: Int) -> CGFloat {
        let ls = subitemLengths(n)
        let (q, r) = n.quotientAndRemainder(dividingBy: ls.count)
        return fixedRoom(n) + CGFloat(q) * ls.reduce(0, +) + ls[..<r].reduce(0, +)
    }

    /// How many subitems one instance holds: `count`, or as many as fit repeating in order.
    private func repetitions() throws -> Int {
        if let count = group.count { return count }
        let first = room(1)
        guard first <= length + 1e-6 else {
            throw LayoutError(.groupCannotFitItem(needed: Double(first), available: Double(length), axis: axis), at: subitemPath(0))
        }
        // Lengths only shrink as more subitems share the group, so if a whole cycle of subitems
        // takes no room it would repeat forever.
        guard subitemLengths(1).reduce(0, +) + edgeRoom.reduce(0, +) + CGFloat(subitems.count) * spacing.minimum > 0 else {
            throw LayoutError(.groupRepeatsForever(axis: axis), at: path.appending("subitems"))
        }
        var n = 1
        while room(n + 1) <= length + 1e-6 {
            n += 1
            guard n < GroupTemplate.maximumRepetitions else {
                throw LayoutError(.tooMany(.groupRepetitions, limit: GroupTemplate.maximumRepetitions), at: path.appending("subitems"))
            }
        }
        // A group whose length along its axis is estimated grows to its content, so it takes
        // every listed subitem at least once (UIKit, measured: a vertical group estimated 88
        // holds its two items estimated 44 with 5 between them, 93).
        if axis == .horizontal ? estimatedWidth : estimatedHeight { n = max(n, subitems.count) }
        return n
    }

    /// What each flexible spacing (inter-item and edge) gets on top of its minimum when `n`
    /// subitems use `used` of the length: an equal share of the rest, exact (the slots' starts
    /// are rounded to the grid, not each share).
    private func flexibleExtra(n: Int, used: CGFloat) -> CGFloat {
        var flexibleCount = spacing.isFlexible ? n - 1 : 0
        for k in 0..<n {
            let e = subitem(k).edgeSpacing
            if e?.start(along: axis)?.isFlexible == true { flexibleCount += 1 }
            if e?.end(along: axis)?.isFlexible == true { flexibleCount += 1 }
        }
        return flexibleCount > 0 && length - used > 0 ? (length - used) / CGFloat(flexibleCount) : 0
    }

    /// Where a subitem starts across the axis and how long it is there: its own dimension
    /// against `container`, after its leading edge spacing; flexible edge spacings across the
    /// axis push it to the far side (one) or centre it (both).
    private func acrossPlacement(of sub: LayoutSubitem, container: CGSize) -> (start: CGFloat, length: CGFloat) {
        let across = grid.floor(resolve(sub.layoutSize.dimension(along: axis.other), measured: nil, container: container))
        let startEdge = sub.edgeSpacing?.start(along: axis.other), endEdge = sub.edgeSpacing?.end(along: axis.other)
        var start = box.minCoordinate(along: axis.other) + (startEdge?.minimum ?? 0)
        let left = box.length(along: axis.other) - across - (startEdge?.minimum ?? 0) - (endEdge?.minimum ?? 0)
        if left > 0 {
            switch (startEdge?.isFlexible == true, endEdge?.isFlexible == true) {
            case (true, true): start += grid.floor(left / 2)
            case (true, false): start += left
            default: break
            }
        }
        return (start, max(0, across))
    }

    /// Slot `k`'s content: a cell (noting on which axes it sizes itself) or a nested template
    /// solved at `size`. A counted group's subitems never size themselves along its axis: their
    /// length there is the group's share (`subitemLengths`) whatever the cells measure, and an
    /// estimated group keeps its estimate (UIKit, measured: a vertical group estimated 88 of
    /// `count: 2` with 5 between gives cells of 31 and 50 points 41.5 each).
    private func slotContent(
        _ k: Int, size: CGSize, budget: inout GroupTemplate.SlotBudget, into solved: inout GroupTemplate.Slots
    ) throws -> GroupTemplate.Slot.Content {
        let counted = group.count != nil
        let alongWidth = counted && axis == .horizontal, alongHeight = counted && axis == .vertical
        switch subitem(k) {
        case .item(let item):
            let sw = !alongWidth && GroupTemplate.selfSizes(item.layoutSize.widthDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
            let sh = !alongHeight && GroupTemplate.selfSizes(item.layoutSize.heightDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
            solved.itemCapacity += 1
            if sw || sh { solved.isSelfSizing = true }
            return .item(item, selfSizingWidth: sw, selfSizingHeight: sh)
        case .group(let g):
            let ew = !alongWidth && GroupTemplate.selfSizes(g.layoutSize.widthDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
            let eh = !alongHeight && GroupTemplate.selfSizes(g.layoutSize.heightDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
            let t = try GroupTemplate(group: g, size: size, estimatedWidth: ew, estimatedHeight: eh, grid: grid, path: subitemPath(k).appending("group"))
            try budget.spend(t.totalSlots)
            solved.itemCapacity += t.itemCapacity
            if t.isSelfSizing { solved.isSelfSizing = true }
            return .group(t)
        }
    }
}
