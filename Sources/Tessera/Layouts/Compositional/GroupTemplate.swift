import Foundation

/// A group solved at its resolved size, before any items are given to it: where each subitem's
/// slot lies. Every instance of the group in a section follows it; instances differ only where
/// items size themselves (estimated dimensions) or run out.
///
/// A custom group's slots are its item frames; a horizontal or vertical group's are solved by
/// `LinearGroupSolver`, whose comment lists UIKit's rules.
final class GroupTemplate: Sendable {
    /// One subitem's slot in the template.
    struct Slot: Sendable {
        enum Content: Sendable {
            /// A cell; `selfSizing` says on which axes its measured size replaces the slot's.
            case item(LayoutItem, selfSizingWidth: Bool, selfSizingHeight: Bool)
            /// A nested group.
            case group(GroupTemplate)
        }
        let content: Content
        /// The slot (edge spacing excluded), relative to the group's origin.
        var frame: CGRect
        /// Along the group's axis: from the end of the previous slot (or the start of the content
        /// box) to this slot's start.
        var gapBefore: CGFloat
        /// The custom item's zIndex (0 for linear groups).
        var zIndex: Int
        /// What placing an item slot reads of its item (nil for a nested group).
        let item: ItemPlacement?

        init(content: Content, frame: CGRect, gapBefore: CGFloat, zIndex: Int) {
            self.content = content
            self.frame = frame
            self.gapBefore = gapBefore
            self.zIndex = zIndex
            if case .item(let item, let w, let h) = content { self.item = ItemPlacement(item, selfSizingWidth: w, selfSizingHeight: h) } else { self.item = nil }
        }
    }

    /// What placing an item slot reads of its item, copied out of it when the template is made:
    /// plain values, so that placing an instance copies no item (switching over a slot's
    /// content copied the slot, its item's supplementary items retained and released: half the
    /// work of laying out a self-sizing list).
    struct ItemPlacement: Sendable {
        /// The item's content insets, none on an estimated axis.
        var insets: DirectionalEdgeInsets
        /// On which axes the cell's measured size replaces the slot's.
        var selfSizingWidth: Bool
        var selfSizingHeight: Bool
        /// The minimum of the item's trailing edge spacing, horizontally and vertically.
        var endSpacing: CGSize
        /// Whether the item anchors supplementary items (read from the slot's content then).
        var hasSupplementaries: Bool

        init(_ item: LayoutItem, selfSizingWidth: Bool, selfSizingHeight: Bool) {
            insets = item.contentInsets
            if item.layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
            if item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
            self.selfSizingWidth = selfSizingWidth
            self.selfSizingHeight = selfSizingHeight
            endSpacing = CGSize(
                width: item.edgeSpacing?.end(along: .horizontal)?.minimum ?? 0, height: item.edgeSpacing?.end(along: .vertical)?.minimum ?? 0)
            hasSupplementaries = !item.supplementaryItems.isEmpty
        }
    }

    /// The slots a group's solver produced, with what they add up to.
    struct Slots {
        var slots: [Slot] = []
        /// How many items one full instance takes.
        var itemCapacity = 0
        /// Whether some slot sizes itself (an estimated length, or a fraction of one).
        var isSelfSizing = false
    }

    /// Counts the slots of a template and its nested ones against `LayoutLimits.maximumGroupSlots`,
    /// refusing a template past the budget before more of it is built.
    struct SlotBudget {
        private(set) var spent = 0
        let path: LayoutPath

        mutating func spend(_ n: Int) throws {
            spent += n
            guard spent <= LayoutLimits.maximumGroupSlots else {
                throw LayoutError(.tooMany(.groupSlots, limit: LayoutLimits.maximumGroupSlots), at: path)
            }
        }
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
    /// Whether an instance adds supplementary items (its own, a nested group's or an item's).
    let addsSupplementaries: Bool

    /// The most subitems one group may repeat.
    static let maximumRepetitions = LayoutLimits.maximumGroupRepetitions

    /// Solves `group` at `size`. The group's `contentInsets` shrink the box its subitems are laid
    /// out in, except on an estimated axis (UIKit, measured).
    init(group: LayoutGroup, size: CGSize, estimatedWidth: Bool, estimatedHeight: Bool, grid: PixelGrid, path: LayoutPath) throws {
        self.group = group
        self.size = size
        self.estimatedWidth = estimatedWidth
        self.estimatedHeight = estimatedHeight
        var insets = group.contentInsets
        if estimatedWidth { insets.leading = 0; insets.trailing = 0 }
        if estimatedHeight { insets.top = 0; insets.bottom = 0 }
        contentBox = CGRect(origin: .zero, size: size).inset(by: insets)

        var budget = SlotBudget(path: path)
        let solved: Slots
        if group.kind == .custom {
            solved = try Self.customSlots(of: group, budget: &budget)
        } else {
            let solver = LinearGroupSolver(
                group: group, box: contentBox, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight, grid: grid, path: path
            )
            solved = try solver.solve(budget: &budget)
        }
        slots = solved.slots
        fullEnd = slots.last.map { $0.frame.maxCoordinate(along: group.axis) } ?? 0
        itemCapacity = solved.itemCapacity
        isSelfSizing = estimatedWidth || estimatedHeight || solved.isSelfSizing
        totalSlots = budget.spent
        addsSupplementaries =
            !group.supplementaryItems.isEmpty
            || slots.contains { slot in
                switch slot.content {
                case .item(let item, _, _): !item.supplementaryItems.isEmpty
                case .group(let nested): nested.addsSupplementaries
                }
            }
    }

    /// A custom group's slots: its items' frames, as given, with their zIndex.
    private static func customSlots(of group: LayoutGroup, budget: inout SlotBudget) throws -> Slots {
        var solved = Slots()
        for c in group.customItems {
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(c.frame.width), heightDimension: .absolute(c.frame.height)))
            solved.slots.append(Slot(content: .item(item, selfSizingWidth: false, selfSizingHeight: false), frame: c.frame, gapBefore: 0, zIndex: c.zIndex))
        }
        solved.itemCapacity = solved.slots.count
        try budget.spend(solved.slots.count)
        return solved
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
}
