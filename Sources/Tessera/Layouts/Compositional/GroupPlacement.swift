import Foundation

extension GroupTemplate {
    /// Lays out one instance of the group with its slot's origin at `origin`, giving it the
    /// section's items from `firstItem` on (at most `available` of them), and appends the cells
    /// and anchored supplementaries to `out`. Returns the instance's size (estimated lengths
    /// replaced by what its content measures), how many items it took, and where along its
    /// axis its last placed subitem ends (relative to `origin`). `container` is what the
    /// group's own size was resolved against: its supplementary items' fractions are of it
    /// (UIKit, measured: a nested group 160 wide in a group of 320 gets a supplementary of
    /// fractionalWidth 1 320 wide, centred on it at x 80). A partly filled instance shrinks
    /// only along `trimAxis`, the axis its section lays groups along.
    func place(
        at origin: CGPoint, container: CGSize, trimming trimAxis: LayoutAxis, firstItem: Int, available: Int, data: SectionData, grid: PixelGrid, cellZIndex: Int,
        into out: inout SectionElements
    ) -> (size: CGSize, used: Int, end: CGFloat) {
        var used = 0
        var size = self.size
        var end: CGFloat = 0
        if group.kind == .custom {
            for slot in slots where used < available {
                let frame = slot.frame.offsetBy(dx: origin.x, dy: origin.y)
                out.cells.append(PlacedCell(frame: frame, zIndex: cellZIndex + slot.zIndex))
                used += 1
                end = max(end, slot.frame.maxX)
            }
        } else {
            let axis = group.axis
            var previousEnd = contentBox.minCoordinate(along: axis)
            var lastEnd = previousEnd
            var acrossEnd: CGFloat = 0
            for slot in slots {
                guard used < available else { break }
                let start = previousEnd + slot.gapBefore
                let acrossStart = slot.frame.minCoordinate(along: axis.other)
                var along = slot.frame.length(along: axis)
                var across = slot.frame.length(along: axis.other)
                let slotOrigin = CGPoint(
                    x: origin.x + (axis == .horizontal ? start : acrossStart),
                    y: origin.y + (axis == .vertical ? start : acrossStart)
                )
                let spacing: LayoutEdgeSpacing?
                switch slot.content {
                case .item(let item, let sw, let sh):
                    spacing = item.edgeSpacing
                    let index = firstItem + used
                    var w = slot.frame.width, h = slot.frame.height
                    // Insets are ignored on an estimated axis; on an axis that is a fraction of an
                    // estimated group length, the measured length is the cell's and the insets
                    // come around it.
                    var insets = item.contentInsets
                    let estimatedW = item.layoutSize.widthDimension.isEstimated, estimatedH = item.layoutSize.heightDimension.isEstimated
                    if estimatedW { insets.leading = 0; insets.trailing = 0 }
                    if estimatedH { insets.top = 0; insets.bottom = 0 }
                    if sw || sh, data[index].selfSizing == .takesCellPreferredSize, let m = data[index].measuredSize {
                        if sw, m.width.isFinite, m.width >= 0 { w = grid.floor(m.width) + insets.horizontal }
                        if sh, m.height.isFinite, m.height >= 0 { h = grid.floor(m.height) + insets.vertical }
                    }
                    let cell = CGRect(x: slotOrigin.x, y: slotOrigin.y, width: w, height: h).inset(by: insets)
                    out.cells.append(PlacedCell(frame: cell, zIndex: cellZIndex))
                    for s in item.supplementaryItems {
                        out.elements.append(PlacedElement(category: .supplementary, kind: s.elementKind, item: index, frame: s.frame(in: cell, grid: grid), zIndex: s.zIndex))
                    }
                    along = CGSize(width: w, height: h).length(along: axis)
                    across = CGSize(width: w, height: h).length(along: axis.other)
                    used += 1
                case .group(let t):
                    spacing = t.group.edgeSpacing
                    let r = t.place(at: slotOrigin, container: contentBox.size, trimming: trimAxis, firstItem: firstItem + used, available: available - used, data: data, grid: grid, cellZIndex: cellZIndex, into: &out)
                    along = r.size.length(along: axis)
                    across = r.size.length(along: axis.other)
                    used += r.used
                }
                previousEnd = start + along
                lastEnd = previousEnd + (spacing?.end(along: axis)?.minimum ?? 0)
                acrossEnd = max(acrossEnd, acrossStart + across + (spacing?.end(along: axis.other)?.minimum ?? 0))
            }
            end = previousEnd
            let estimatedAlong = axis == .horizontal ? estimatedWidth : estimatedHeight
            let estimatedAcross = axis == .horizontal ? estimatedHeight : estimatedWidth
            if estimatedAlong {
                size = CGSize(length: lastEnd, along: axis, breadth: size.length(along: axis.other))
            }
            if estimatedAcross {
                size = CGSize(length: size.length(along: axis), along: axis, breadth: acrossEnd)
            }
            if used < itemCapacity {
                // A partly filled instance (UIKit, measured): along its axis it loses the room of
                // the missing subitems but keeps what follows the last one (a vertical group of
                // 100 holding three 30s keeps 10: with two items it is 70 long); across, it
                // shrinks to what it holds (a nested group trimmed to 50 makes its parent 50).
                // Only along the axis the section lays its groups along: a last row holding one
                // of two items stays the row's full width (its supplementaries centre on 320).
                var along = size.length(along: axis), breadth = size.length(along: axis.other)
                if !estimatedAlong, axis == trimAxis { along = min(along, end + (self.size.length(along: axis) - fullEnd)) }
                if !estimatedAcross, axis.other == trimAxis {
                    breadth = min(breadth, acrossEnd + (self.size.length(along: axis.other) - contentBox.maxCoordinate(along: axis.other)))
                }
                size = CGSize(length: along, along: axis, breadth: breadth)
            }
        }
        if used > 0 {
            let frame = CGRect(origin: origin, size: size)
            for s in group.supplementaryItems {
                // Numbered per kind in the section once all its groups are placed.
                out.elements.append(PlacedElement(
                    category: .supplementary, kind: s.elementKind, item: 0, frame: s.frame(in: frame, sizedIn: container, grid: grid),
                    zIndex: s.zIndex, isGroupSupplementary: true
                ))
            }
        }
        return (size, used, end)
    }
}
