import Foundation

/// A group solved at its resolved size, before any items are given to it: where each subitem's
/// slot lies. Every instance of the group in a section follows it; instances differ only where
/// items size themselves (estimated dimensions) or run out.
///
/// Rules (measured on UIKit):
/// - Lengths along the group's axis that are fractions of that axis are taken of what remains
///   once the fixed inter-item spacings and edge spacings (the minimum of flexible ones) are
///   taken out; across the axis, of the group's content box. Every length is floored to the
///   pixel grid and positions accumulate the floored lengths.
/// - Without `count`, subitems repeat in order while the next one still fits.
/// - Leftover length along the axis is shared equally by the flexible spacings.
/// - The group's `contentInsets` shrink the box its subitems are laid out in (not on an
///   estimated axis).
final class GroupTemplate: Sendable {
    /// One subitem's slot in the template.
    struct Slot: Sendable {
        enum Content: Sendable {
            /// A cell; `selfSizing` says on which axes its measured size replaces the slot's.
            case item(LayoutItem, selfSizingWidth: Bool, selfSizingHeight: Bool)
            /// A nested group.
            case group(GroupTemplate)
        }
        var content: Content
        /// The slot (edge spacing excluded), relative to the group's origin.
        var frame: CGRect
        /// Along the group's axis: from the end of the previous slot (or the start of the content
        /// box) to this slot's start.
        var gapBefore: CGFloat
        /// The custom item's zIndex (0 for linear groups).
        var zIndex: Int
    }

    let group: LayoutGroup
    /// The group's size (its slot in its parent), estimates standing in for self-sized lengths.
    let size: CGSize
    /// The box the subitems are laid out in, relative to the group's origin.
    let contentBox: CGRect
    let estimatedWidth: Bool
    let estimatedHeight: Bool
    let slots: [Slot]
    /// How many items one full instance takes.
    let itemCapacity: Int
    /// Where the last slot of a full instance ends along the group's axis (a partly filled
    /// instance keeps the length that follows it).
    let fullEnd: CGFloat
    /// Whether instances can differ from the template (some length is self-sized or estimated).
    let isSelfSizing: Bool
    /// The slots of this template and all nested ones (bounded by `LayoutLimits.maximumGroupSlots`).
    let totalSlots: Int

    /// The most subitems one group may repeat.
    static let maximumRepetitions = LayoutLimits.maximumGroupRepetitions

    init(group: LayoutGroup, size: CGSize, estimatedWidth: Bool, estimatedHeight: Bool, grid: PixelGrid, path: LayoutPath) throws {
        self.group = group
        self.size = size
        self.estimatedWidth = estimatedWidth
        self.estimatedHeight = estimatedHeight
        var insets = group.contentInsets
        if estimatedWidth { insets.leading = 0; insets.trailing = 0 }
        if estimatedHeight { insets.top = 0; insets.bottom = 0 }
        contentBox = CGRect(origin: .zero, size: size).inset(by: insets)

        var slots: [Slot] = []
        var capacity = 0
        var totalSlots = 0
        /// Counts `n` more slots, refusing templates past the budget before building further.
        func spend(_ n: Int) throws {
            totalSlots += n
            guard totalSlots <= LayoutLimits.maximumGroupSlots else {
                throw LayoutError(.tooMany(.groupSlots, limit: LayoutLimits.maximumGroupSlots), at: path)
            }
        }
        var selfSizing = estimatedWidth || estimatedHeight
        if group.kind == .custom {
            for c in group.customItems {
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(c.frame.width), heightDimension: .absolute(c.frame.height)))
                slots.append(Slot(content: .item(item, selfSizingWidth: false, selfSizingHeight: false), frame: c.frame, gapBefore: 0, zIndex: c.zIndex))
            }
            capacity = slots.count
            try spend(slots.count)
        } else {
            let axis = group.axis
            let box = contentBox
            let length = box.length(along: axis), breadth = box.length(along: axis.other)
            let spacing = group.interItemSpacing ?? .fixed(0)
            let subitems = group.subitems
            let subitemAt: (Int) -> LayoutSubitem = { subitems[$0 % subitems.count] }
            let subitemPath: (Int) -> LayoutPath = { path.appending("subitems", .index($0 % subitems.count)) }
            func edges(_ s: LayoutSubitem) -> (start: CGFloat, end: CGFloat) {
                (s.edgeSpacing?.start(along: axis)?.minimum ?? 0, s.edgeSpacing?.end(along: axis)?.minimum ?? 0)
            }
            let m = subitems.count
            let edgeRoom = subitems.map { e -> CGFloat in let x = edges(e); return x.start + x.end }
            /// The fixed room (spacings and edge spacings) that `n` subitems need besides their lengths.
            func fixedRoom(_ n: Int) -> CGFloat {
                let (q, r) = n.quotientAndRemainder(dividingBy: m)
                return CGFloat(n - 1) * spacing.minimum + CGFloat(q) * edgeRoom.reduce(0, +) + edgeRoom[..<r].reduce(0, +)
            }
            /// Each subitem's length along the axis when `n` of them share the group. Fractions
            /// are of the length less the inter-item spacings (300 × 0.3 = 90 for three with 10
            /// between them in 320), but not less the edge spacings: UIKit makes an item of 0.5
            /// with edge spacing 4 + 6 160 wide in 320, one to a group (measured).
            func subitemLengths(_ n: Int) -> [CGFloat] {
                let available = max(0, length - CGFloat(n - 1) * spacing.minimum)
                if let count = group.count { return [grid.floor(available / CGFloat(count))] }
                return subitems.map { grid.floor(Self.resolveAlong($0.layoutSize.dimension(along: axis), axis: axis, available: available, box: box.size)) }
            }
            /// The room `n` subitems take in all.
            func room(_ n: Int) -> CGFloat {
                let ls = subitemLengths(n)
                let (q, r) = n.quotientAndRemainder(dividingBy: ls.count)
                return fixedRoom(n) + CGFloat(q) * ls.reduce(0, +) + ls[..<r].reduce(0, +)
            }
            var n: Int
            if let count = group.count {
                n = count
            } else {
                n = 1
                let first = room(1)
                guard first <= length + 1e-6 else {
                    throw LayoutError(.groupCannotFitItem(needed: Double(first), available: Double(length), axis: axis), at: subitemPath(0))
                }
                // Lengths only shrink as more subitems share the group, so if a whole cycle of
                // subitems takes no room it would repeat forever.
                guard subitemLengths(1).reduce(0, +) + edgeRoom.reduce(0, +) + CGFloat(m) * spacing.minimum > 0 else {
                    throw LayoutError(.groupRepeatsForever(axis: axis), at: path.appending("subitems"))
                }
                while room(n + 1) <= length + 1e-6 {
                    n += 1
                    guard n < Self.maximumRepetitions else {
                        throw LayoutError(.tooMany(.groupRepetitions, limit: Self.maximumRepetitions), at: path.appending("subitems"))
                    }
                }
                // A group whose length along its axis is estimated grows to its content, so it
                // takes every listed subitem at least once (UIKit, measured: a vertical group
                // estimated 88 holds its two items estimated 44 with 5 between them, 93).
                if axis == .horizontal ? estimatedWidth : estimatedHeight { n = max(n, m) }
            }
            let cycle = subitemLengths(n)
            let solved = (lengths: (0..<n).map { cycle[$0 % cycle.count] }, fixed: fixedRoom(n))
            // Flexible spacings share what is left.
            let used = solved.lengths.reduce(0, +) + solved.fixed
            var flexibleCount = spacing.isFlexible ? n - 1 : 0
            for k in 0..<n {
                let e = subitemAt(k).edgeSpacing
                if e?.start(along: axis)?.isFlexible == true { flexibleCount += 1 }
                if e?.end(along: axis)?.isFlexible == true { flexibleCount += 1 }
            }
            let extra = flexibleCount > 0 && length - used > 0 ? grid.floor((length - used) / CGFloat(flexibleCount)) : 0

            var position = box.minCoordinate(along: axis)
            var previousEnd = position
            for k in 0..<n {
                try spend(1)
                let sub = subitemAt(k)
                let edge = sub.edgeSpacing
                if let s = edge?.start(along: axis) { position += s.minimum + (s.isFlexible ? extra : 0) }
                let along = solved.lengths[k]
                // Across the axis: the subitem's own dimension against the content box.
                let acrossDimension = sub.layoutSize.dimension(along: axis.other)
                var across = grid.floor(Self.resolveAcross(acrossDimension, axis: axis, box: box.size))
                var acrossStart = box.minCoordinate(along: axis.other)
                let startEdge = edge?.start(along: axis.other), endEdge = edge?.end(along: axis.other)
                acrossStart += startEdge?.minimum ?? 0
                let acrossLeft = breadth - across - (startEdge?.minimum ?? 0) - (endEdge?.minimum ?? 0)
                if acrossLeft > 0 {
                    switch (startEdge?.isFlexible == true, endEdge?.isFlexible == true) {
                    case (true, true): acrossStart += grid.floor(acrossLeft / 2)
                    case (true, false): acrossStart += acrossLeft
                    default: break
                    }
                }
                across = max(0, across)
                let frame = CGRect(along: axis, start: position, length: along, crossStart: acrossStart, crossLength: across)
                let sizeHere = frame.size
                let content: Slot.Content
                switch sub {
                case .item(let item):
                    let sw = Self.selfSizes(item.layoutSize.widthDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
                    let sh = Self.selfSizes(item.layoutSize.heightDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
                    content = .item(item, selfSizingWidth: sw, selfSizingHeight: sh)
                    capacity += 1
                    if sw || sh { selfSizing = true }
                case .group(let g):
                    let ew = Self.selfSizes(g.layoutSize.widthDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
                    let eh = Self.selfSizes(g.layoutSize.heightDimension, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
                    let t = try GroupTemplate(group: g, size: sizeHere, estimatedWidth: ew, estimatedHeight: eh, grid: grid, path: subitemPath(k).appending("group"))
                    content = .group(t)
                    try spend(t.totalSlots)
                    capacity += t.itemCapacity
                    if t.isSelfSizing { selfSizing = true }
                }
                slots.append(Slot(content: content, frame: frame, gapBefore: position - previousEnd, zIndex: 0))
                position += along
                previousEnd = position
                if let e = edge?.end(along: axis) { position += e.minimum + (e.isFlexible ? extra : 0) }
                if k < n - 1 { position += spacing.minimum + (spacing.isFlexible ? extra : 0) }
            }
        }
        self.slots = slots
        fullEnd = slots.last.map { $0.frame.maxCoordinate(along: group.axis) } ?? 0
        itemCapacity = capacity
        isSelfSizing = selfSizing
        self.totalSlots = totalSlots
    }

    /// Whether a dimension takes its length from the cell: estimated, or a fraction of an
    /// estimated length of the group.
    static func selfSizes(_ d: LayoutDimension, estimatedWidth: Bool, estimatedHeight: Bool) -> Bool {
        switch d {
        case .estimated: return true
        case .fractionalWidth: return estimatedWidth
        case .fractionalHeight: return estimatedHeight
        case .absolute: return false
        }
    }

    /// A length along the group's axis: fractions of that axis are of `available` (the length
    /// less spacings), fractions of the other of the content box.
    static func resolveAlong(_ d: LayoutDimension, axis: LayoutAxis, available: CGFloat, box: CGSize) -> CGFloat {
        switch d {
        case .fractionalWidth(let f): return f * (axis == .horizontal ? available : box.width)
        case .fractionalHeight(let f): return f * (axis == .vertical ? available : box.height)
        case .absolute(let v), .estimated(let v): return v
        }
    }

    /// A length across the group's axis: fractions are of the content box.
    static func resolveAcross(_ d: LayoutDimension, axis: LayoutAxis, box: CGSize) -> CGFloat {
        resolve(d, measured: nil, container: box)
    }
}
