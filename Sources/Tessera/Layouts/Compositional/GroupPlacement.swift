import Foundation

extension GroupTemplate {
    /// What placing one instance of a group gives back.
    struct Placed {
        /// The instance's size: estimated lengths replaced by what its content measures, a partly
        /// filled instance trimmed.
        var size: CGSize
        /// How many items it took.
        var used: Int
        /// Where along its axis its last placed subitem ends, relative to its origin.
        var end: CGFloat
    }

    /// The section-wide inputs of placing groups.
    struct PlacementContext {
        /// The section's items.
        let data: SectionData
        let grid: PixelGrid
        /// The zIndex cells get (1 in a section with decorations).
        let cellZIndex: Int
        /// The axis the section lays its groups along: a partly filled instance shrinks only
        /// along it.
        let trimAxis: LayoutAxis
    }

    /// Lays out one instance of the group with its slot's origin at `origin`, giving it the
    /// section's items from `firstItem` on (at most `available` of them), and appends the cells
    /// and anchored supplementaries to `out`. `container` is what the group's own size was
    /// resolved against: its supplementary items' fractions are of it (UIKit, measured: a nested
    /// group 160 wide in a group of 320 gets a supplementary of fractionalWidth 1 320 wide,
    /// centred on it at x 80).
    func place(
        at origin: CGPoint, container: CGSize, firstItem: Int, available: Int, context: PlacementContext, into out: inout SectionElements
    ) -> Placed {
        let placed =
            group.kind == .custom
            ? placeCustom(at: origin, available: available, context: context, into: &out)
            : placeLinear(at: origin, firstItem: firstItem, available: available, context: context, into: &out)
        if placed.used > 0 {
            let frame = CGRect(origin: origin, size: placed.size)
            for s in group.supplementaryItems {
                // Numbered per kind in the section once all its groups are placed.
                out.elements.append(
                    PlacedElement(
                        category: .supplementary, kind: s.elementKind, item: 0, frame: s.frame(in: frame, sizedIn: container, grid: context.grid),
                        zIndex: s.zIndex, isGroupSupplementary: true
                    ))
            }
        }
        return placed
    }

    /// A custom group: its slots as given, as many as there are items.
    private func placeCustom(at origin: CGPoint, available: Int, context: PlacementContext, into out: inout SectionElements) -> Placed {
        var placed = Placed(size: size, used: 0, end: 0)
        for slot in slots where placed.used < available {
            out.cells.append(PlacedCell(frame: slot.frame.moved(dx: origin.x, dy: origin.y), zIndex: context.cellZIndex + slot.zIndex))
            placed.used += 1
            placed.end = max(placed.end, slot.frame.maxX)
        }
        return placed
    }

    /// A horizontal or vertical group: each slot after the previous one's (measured) end and
    /// its gap, then the instance's size from what it holds.
    private func placeLinear(
        at origin: CGPoint, firstItem: Int, available: Int, context: PlacementContext, into out: inout SectionElements
    ) -> Placed {
        let axis = group.axis
        var used = 0
        var previousEnd = contentBox.minCoordinate(along: axis)
        var lastEnd = previousEnd
        var acrossEnd: CGFloat = 0
        // By index, an item slot's plain values read without its content: `for slot in slots`
        // and a switch over the content copied each slot, half the work of a self-sizing list.
        for k in slots.indices {
            guard used < available else { break }
            let start = previousEnd + slots[k].gapBefore
            let acrossStart = slots[k].frame.minCoordinate(along: axis.other)
            let local = CGPoint(coordinate: start, along: axis, across: acrossStart)
            let slotOrigin = CGPoint(x: origin.x + local.x, y: origin.y + local.y)
            let endSpacing: CGSize
            let size: CGSize
            if let item = slots[k].item {
                endSpacing = item.endSpacing
                size = placeItem(item, in: k, firstItem + used, at: slotOrigin, context: context, into: &out)
                used += 1
            } else if case .group(let t) = slots[k].content {
                let spacing = t.group.edgeSpacing
                endSpacing = CGSize(width: spacing?.end(along: .horizontal)?.minimum ?? 0, height: spacing?.end(along: .vertical)?.minimum ?? 0)
                let r = t.place(
                    at: slotOrigin, container: contentBox.size, firstItem: firstItem + used, available: available - used, context: context, into: &out
                )
                size = r.size
                used += r.used
            } else {
                continue
            }
            previousEnd = start + size.length(along: axis)
            lastEnd = previousEnd + endSpacing.length(along: axis)
            acrossEnd = max(acrossEnd, acrossStart + size.length(along: axis.other) + endSpacing.length(along: axis.other))
        }
        let size = instanceSize(used: used, end: previousEnd, lastEnd: lastEnd, acrossEnd: acrossEnd, trimAxis: context.trimAxis)
        return Placed(size: size, used: used, end: previousEnd)
    }

    /// Places item `index` in slot `k` (an item's, `item` its placement) at `slotOrigin`, with
    /// its anchored supplementaries, and returns the slot's length as the item took it (its
    /// measured length where it sizes itself). Insets are ignored on an estimated axis; on an
    /// axis that is a fraction of an estimated group length, the measured length is the cell's
    /// and the insets come around it.
    private func placeItem(
        _ item: ItemPlacement, in k: Int, _ index: Int, at slotOrigin: CGPoint, context: PlacementContext, into out: inout SectionElements
    ) -> CGSize {
        var w = slots[k].frame.width, h = slots[k].frame.height
        let insets = item.insets
        // The data is read only for a self-sizing slot: a fixed group's first instance is placed
        // once, before the section is known to hold that many items.
        if item.selfSizingWidth || item.selfSizingHeight, case let data = context.data[index], data.selfSizing == .takesCellPreferredSize,
            let m = data.measuredSize
        {
            if item.selfSizingWidth, m.width.isFinite, m.width >= 0 { w = context.grid.floor(m.width) + insets.horizontal }
            if item.selfSizingHeight, m.height.isFinite, m.height >= 0 { h = context.grid.floor(m.height) + insets.vertical }
        }
        let cell = CGRect(x: slotOrigin.x, y: slotOrigin.y, width: w, height: h).inset(by: insets)
        out.cells.append(PlacedCell(frame: cell, zIndex: context.cellZIndex))
        guard item.hasSupplementaries, case .item(let layoutItem, _, _) = slots[k].content else { return CGSize(width: w, height: h) }
        for s in layoutItem.supplementaryItems {
            out.elements.append(
                PlacedElement(
                    category: .supplementary, kind: s.elementKind, item: index, frame: s.frame(in: cell, grid: context.grid), zIndex: s.zIndex
                ))
        }
        return CGSize(width: w, height: h)
    }

    /// An instance's size once its slots are placed: an estimated length becomes what its
    /// content measures (`lastEnd` along the axis, `acrossEnd` across it).
    ///
    /// A partly filled instance (UIKit, measured): along its axis it loses the room of the
    /// missing subitems but keeps what follows the last one (a vertical group of 100 holding
    /// three 30s keeps 10: with two items it is 70 long); across, it shrinks to what it holds (a
    /// nested group trimmed to 50 makes its parent 50). Only along the axis the section lays its
    /// groups along: a last row holding one of two items stays the row's full width (its
    /// supplementaries centre on 320).
    private func instanceSize(used: Int, end: CGFloat, lastEnd: CGFloat, acrossEnd: CGFloat, trimAxis: LayoutAxis) -> CGSize {
        let axis = group.axis
        let estimatedAlong = axis == .horizontal ? estimatedWidth : estimatedHeight
        let estimatedAcross = axis == .horizontal ? estimatedHeight : estimatedWidth
        var along = estimatedAlong ? lastEnd : size.length(along: axis)
        var breadth = estimatedAcross ? acrossEnd : size.length(along: axis.other)
        if used < itemCapacity {
            if !estimatedAlong, axis == trimAxis { along = min(along, end + (size.length(along: axis) - fullEnd)) }
            if !estimatedAcross, axis.other == trimAxis {
                breadth = min(breadth, acrossEnd + (size.length(along: axis.other) - contentBox.maxCoordinate(along: axis.other)))
            }
        }
        return CGSize(length: along, along: axis, breadth: breadth)
    }
}
