import Foundation

extension LayoutSnapshot {
    /// The elements shown in `rect` at `state` (cells and supplementary views; decorations and
    /// hidden elements are not read), in the order a person reads them: `readingOrder(_:)`.
    public func elementsInReadingOrder(in rect: CGRect, at state: ScrollState) -> [LayoutAttributes] {
        readingOrder(elements(in: rect, at: state))
    }

    /// `elements` in the order a person reads them, which is not their index-path order: by
    /// rows of the screen (lines across the scroll axis, from its start), each row from the
    /// reading edge (left to right, right to left in a right-to-left layout). An element joins
    /// a row when it starts before the middle of the row's first element, so that the items of
    /// a waterfall's columns interleave as they stand side by side. A sideways-scrolling row
    /// (an orthogonal section's cells) is read as one unit, its cells in index-path order.
    /// Decorations and hidden elements are left out.
    public func readingOrder(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        let axis = scrollDirection
        let rightToLeft = environment.layoutDirection == .rightToLeft
        // Units: an element alone, or the cells of one sideways row together.
        var units: [(frame: CGRect, elements: [LayoutAttributes])] = []
        var rows: [Int: Int] = [:]  // orthogonal section → its unit
        for a in elements where a.representedElementCategory != .decoration && !a.isHidden {
            if a.representedElementCategory == .cell, orthogonalSection(a.indexPath.sectionIndex) != nil {
                if let u = rows[a.indexPath.sectionIndex] {
                    units[u].frame = units[u].frame.union(a.frame)
                    units[u].elements.append(a)
                } else {
                    rows[a.indexPath.sectionIndex] = units.count
                    units.append((a.frame, [a]))
                }
            } else {
                units.append((a.frame, [a]))
            }
        }
        for u in rows.values { units[u].elements.sort { $0.indexPath < $1.indexPath } }
        // The reading edge across the scroll axis: x for a vertical feed (from the right in
        // right-to-left), y for a horizontal one.
        func across(_ f: CGRect) -> CGFloat {
            axis == .vertical ? (rightToLeft ? -f.maxX : f.minX) : f.minY
        }
        func along(_ f: CGRect) -> CGFloat { axis == .vertical ? f.minY : (rightToLeft ? -f.maxX : f.minX) }
        func length(_ f: CGRect) -> CGFloat { axis == .vertical ? f.height : f.width }
        let sorted = units.indices.sorted {
            let a = units[$0].frame, b = units[$1].frame
            return along(a) != along(b) ? along(a) < along(b) : across(a) < across(b)
        }
        var order: [LayoutAttributes] = []
        order.reserveCapacity(elements.count)
        var i = 0
        while i < sorted.count {
            let first = units[sorted[i]].frame
            let middle = along(first) + length(first) / 2
            var j = i + 1
            while j < sorted.count, along(units[sorted[j]].frame) < middle { j += 1 }
            let row = sorted[i..<j].sorted {
                let a = units[$0].frame, b = units[$1].frame
                return across(a) != across(b) ? across(a) < across(b) : along(a) < along(b)
            }
            for u in row { order += units[u].elements }
            i = j
        }
        return order
    }
}
