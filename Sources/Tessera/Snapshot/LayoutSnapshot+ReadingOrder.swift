import Foundation

/// The elements a person reads, gathered one at a time in the order a caller lists them, and
/// given back as their positions in that list in reading order (`LayoutSnapshot.readingOrder(_:)`).
///
/// Small per element, so that the JSON writer can gather every element of a very large layout
/// beside its snapshot: an element read alone keeps its place along the scroll axis, across it
/// and its length along it, and its position (28 bytes; 4 more to sort them), where a copy of
/// each frame with its position, a list of frames and the sorted and ordered lists took about
/// 100 bytes an element (1 GB for ten million). A cell of a sideways-scrolling (orthogonal)
/// section joins its section's row, read as one unit in item order.
package struct ReadingOrderBuilder {
    private let snapshot: LayoutSnapshot
    private let vertical: Bool
    private let rightToLeft: Bool
    /// Per unit (an element alone or a sideways row): its place along the scroll axis, its
    /// reading edge across it and its length along it (`readingOrder(_:)`'s terms).
    private var along: [CGFloat] = []
    private var across: [CGFloat] = []
    private var length: [CGFloat] = []
    /// Per unit: an element alone's position (≥ 0), or ~row for a sideways row.
    private var heads: [Int32] = []
    /// Each sideways row's cells (position and item), its frame so far and its unit.
    private var rows: [[(position: Int, item: Int32)]] = []
    private var rowFrames: [CGRect] = []
    private var unitOfRow: [Int] = []
    private var rowOfSection: [Int32: Int] = [:]

    /// A builder for elements of `snapshot`.
    package init(_ snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        vertical = snapshot.scrollDirection == .vertical
        rightToLeft = snapshot.environment.layoutDirection == .rightToLeft
    }

    /// Room for `count` elements read alone, reserved so that the lists do not grow by copying.
    package mutating func reserveCapacity(_ count: Int) {
        along.reserveCapacity(count)
        across.reserveCapacity(count)
        length.reserveCapacity(count)
        heads.reserveCapacity(count)
    }

    /// Adds `element`, at `position` in the caller's list (positions given in increasing order);
    /// a decoration or a hidden element is not read and is left out.
    package mutating func add(_ element: LayoutAttributes, position: Int) {
        guard element.representedElementCategory != .decoration, !element.isHidden else { return }
        guard let place = Int32(exactly: position) else { fatalError("ReadingOrderBuilder: position \(position) past \(Int32.max)") }
        let p = element.indexPath
        guard element.representedElementCategory == .cell, snapshot.orthogonalSection(p.sectionIndex) != nil else {
            append(element.frame, head: place)
            return
        }
        let section = Int32(clamping: p.sectionIndex), item = Int32(clamping: p.itemIndex)
        if let r = rowOfSection[section] {
            rows[r].append((position, item))
            rowFrames[r] = rowFrames[r].union(element.frame)
        } else {
            rowOfSection[section] = rows.count
            unitOfRow.append(heads.count)
            append(element.frame, head: ~Int32(rows.count))
            rows.append([(position, item)])
            rowFrames.append(element.frame)
        }
    }

    private mutating func append(_ frame: CGRect, head: Int32) {
        along.append(alongOf(frame))
        across.append(acrossOf(frame))
        length.append(vertical ? frame.height : frame.width)
        heads.append(head)
    }

    /// The reading edge across the scroll axis: x for a vertical feed (from the right in
    /// right-to-left), y for a horizontal one.
    private func acrossOf(_ f: CGRect) -> CGFloat { vertical ? (rightToLeft ? -f.maxX : f.minX) : f.minY }
    private func alongOf(_ f: CGRect) -> CGFloat { vertical ? f.minY : (rightToLeft ? -f.maxX : f.minX) }

    /// The positions of the elements added, in reading order.
    package consuming func positions() -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(heads.count)
        forEachPosition { order.append($0) }
        return order
    }

    /// Hands `body` the positions of the elements added, in reading order, one at a time.
    package consuming func forEachPosition(_ body: (Int) throws -> Void) rethrows {
        // A sideways row is placed by the union of its cells' frames.
        for (r, unit) in unitOfRow.enumerated() {
            along[unit] = alongOf(rowFrames[r])
            across[unit] = acrossOf(rowFrames[r])
            length[unit] = vertical ? rowFrames[r].height : rowFrames[r].width
        }
        for r in rows.indices { rows[r].sort { $0.item < $1.item } }
        let order = unitsInReadingOrder()
        let heads = self.heads, rows = self.rows
        for u in order {
            let head = heads[Int(u)]
            if head >= 0 {
                try body(Int(head))
            } else {
                for cell in rows[Int(~head)] { try body(cell.position) }
            }
        }
    }

    /// The units by rows of the screen, each row from the reading edge (`readingOrder(_:)`),
    /// sorted in place in one list of unit numbers. Ties (elements at one place) keep the
    /// caller's order.
    private func unitsInReadingOrder() -> [Int32] {
        let along = self.along, across = self.across, length = self.length
        var order = Array(0..<Int32(clamping: heads.count))
        order.sort { a, b in
            let (i, j) = (Int(a), Int(b))
            return along[i] != along[j] ? along[i] < along[j] : across[i] != across[j] ? across[i] < across[j] : a < b
        }
        var i = 0
        while i < order.count {
            let first = Int(order[i])
            let middle = along[first] + length[first] / 2
            var j = i + 1
            while j < order.count, along[Int(order[j])] < middle { j += 1 }
            order[i..<j].sort { a, b in
                let (k, l) = (Int(a), Int(b))
                return across[k] != across[l] ? across[k] < across[l] : along[k] != along[l] ? along[k] < along[l] : a < b
            }
            i = j
        }
        return order
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
        var builder = ReadingOrderBuilder(self)
        builder.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() { builder.add(element, position: position) }
        return builder.positions()
    }
}
