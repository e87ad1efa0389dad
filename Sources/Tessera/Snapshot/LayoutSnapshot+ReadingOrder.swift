import Foundation

/// One element to read, as `LayoutSnapshot.readingOrderPositions(_:)` needs it: its frame, for
/// a cell of a sideways-scrolling (orthogonal) section that section and its item (the row is
/// read as one unit, in item order), and its position in the caller's list. Small, so that the
/// JSON writer can keep one per element of a very large layout.
package struct ReadingOrderEntry: Sendable {
    /// The element's frame as displayed.
    package var frame: CGRect
    /// Where the element is in the caller's list (what the order is given as).
    package var position: Int
    /// The orthogonal section of a cell in one, else -1.
    package var sidewaysSection: Int32
    /// The item of a cell in an orthogonal section (its order within the row).
    package var item: Int32

    /// An entry for `element` at `position` in the caller's list; nil for an element that is
    /// not read (a decoration, a hidden element).
    package init?(_ element: LayoutAttributes, position: Int, in snapshot: LayoutSnapshot) {
        guard element.representedElementCategory != .decoration, !element.isHidden else { return nil }
        frame = element.frame
        self.position = position
        let p = element.indexPath
        let sideways = element.representedElementCategory == .cell && snapshot.orthogonalSection(p.sectionIndex) != nil
        sidewaysSection = sideways ? Int32(clamping: p.sectionIndex) : -1
        item = sideways ? Int32(clamping: p.itemIndex) : 0
    }
}

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
        readingOrderIndices(elements).map { elements[$0] }
    }

    /// The positions in `elements` of the elements read, in reading order (`readingOrder(_:)`):
    /// what the JSON output's `readingOrder` lists.
    public func readingOrderIndices(_ elements: [LayoutAttributes]) -> [Int] {
        readingOrderPositions(elements.indices.compactMap { ReadingOrderEntry(elements[$0], position: $0, in: self) })
    }

    /// The `position`s of `entries` in reading order (`readingOrder(_:)`).
    package func readingOrderPositions(_ entries: [ReadingOrderEntry]) -> [Int] {
        // Units: an entry alone (`head` ≥ 0, the entry), or the cells of one sideways row
        // together (`head` = ~row).
        var frames: [CGRect] = [], heads: [Int] = []
        var rows: [[Int]] = [], unitOfRow: [Int] = [], rowOfSection: [Int32: Int] = [:]
        frames.reserveCapacity(entries.count)
        heads.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() {
            guard e.sidewaysSection >= 0 else {
                frames.append(e.frame)
                heads.append(i)
                continue
            }
            if let r = rowOfSection[e.sidewaysSection] {
                rows[r].append(i)
                frames[unitOfRow[r]] = frames[unitOfRow[r]].union(e.frame)
            } else {
                rowOfSection[e.sidewaysSection] = rows.count
                heads.append(~rows.count)
                unitOfRow.append(frames.count)
                rows.append([i])
                frames.append(e.frame)
            }
        }
        for r in rows.indices { rows[r].sort { entries[$0].item < entries[$1].item } }
        var order: [Int] = []
        order.reserveCapacity(entries.count)
        for u in unitsInReadingOrder(frames) {
            if heads[u] >= 0 {
                order.append(entries[heads[u]].position)
            } else {
                order += rows[~heads[u]].map { entries[$0].position }
            }
        }
        return order
    }

    /// The indices of `frames` (one a unit) by rows of the screen, each row from the reading
    /// edge (`readingOrder(_:)`).
    private func unitsInReadingOrder(_ frames: [CGRect]) -> [Int] {
        let vertical = scrollDirection == .vertical
        let rightToLeft = environment.layoutDirection == .rightToLeft
        // The reading edge across the scroll axis: x for a vertical feed (from the right in
        // right-to-left), y for a horizontal one.
        func across(_ f: CGRect) -> CGFloat { vertical ? (rightToLeft ? -f.maxX : f.minX) : f.minY }
        func along(_ f: CGRect) -> CGFloat { vertical ? f.minY : (rightToLeft ? -f.maxX : f.minX) }
        func length(_ f: CGRect) -> CGFloat { vertical ? f.height : f.width }
        // Ties (elements at one place) keep the caller's order.
        let sorted = frames.indices.sorted {
            let a = frames[$0], b = frames[$1]
            return along(a) != along(b) ? along(a) < along(b) : across(a) != across(b) ? across(a) < across(b) : $0 < $1
        }
        var order: [Int] = []
        order.reserveCapacity(frames.count)
        var i = 0
        while i < sorted.count {
            let first = frames[sorted[i]]
            let middle = along(first) + length(first) / 2
            var j = i + 1
            while j < sorted.count, along(frames[sorted[j]]) < middle { j += 1 }
            order += sorted[i..<j].sorted {
                let a = frames[$0], b = frames[$1]
                return across(a) != across(b) ? across(a) < across(b) : along(a) != along(b) ? along(a) < along(b) : $0 < $1
            }
            i = j
        }
        return order
    }
}
