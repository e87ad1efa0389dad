import Foundation
import Tessera

/// Columns that stay still. One content offset keeps one column still: when a cell above the
/// viewport in one column of a waterfall changes length, the offset can follow that column and
/// the other moves. A layout of adjustable columns (`ColumnStartAdjustableLayout`) lets the
/// driver take the difference out of each column instead: every column's first cell the user
/// saw stays where it was, the content above it laid out from it upward. What a column takes
/// goes into the gaps after the items just above that cell, so that the columns still start in line
/// (CollectionLayoutDriver+ColumnGaps.swift); the least a column takes is 0 (the section and
/// the offset move together by the rest).
extension CollectionLayoutDriver {
    /// The layout the driver lays out: the app's, with the column starts and line starts the
    /// driver keeps.
    var placedLayout: any CollectionLayout {
        if !keptLineStarts.isEmpty, var lines = layout as? any LineStartKeepingLayout {
            lines.keptLineStarts = keptLineStarts
            return lines
        }
        guard !columnStartOffsets.isEmpty || !itemGaps.isEmpty, var adjustable = layout as? any ColumnStartAdjustableLayout else { return layout }
        adjustable.columnStartOffsets = columnStartOffsets
        adjustable.itemGaps = itemGaps
        return adjustable
    }

    /// After a relayout from `base` to `updated` that the offset follows by `shift`: when the
    /// cells the user saw are all in one section of a column-start-adjustable layout laid out a
    /// part at a time, each column's first such cell moved by `shift` too — its column's start
    /// moved by what it moved otherwise — and the snapshot laid out so, with the shift that then
    /// keeps them all; nil when nothing had to move.
    func keepingColumnsStill(from base: LayoutSnapshot, to updated: LayoutSnapshot, shift: CGFloat, at offset: CGPoint) -> (snapshot: LayoutSnapshot, shift: CGFloat)? {
        // After a size change the first cell fully shown is what stays (`ViewportAnchor.sizeChange`).
        guard viewportAnchor.sizeChangeItem == nil, let adjustable = layout as? any ColumnStartAdjustableLayout, prefix != nil, base.scrollDirection == .vertical,
            let (section, firsts) = firstSeenCellPerColumn(in: base, at: offset, layout: adjustable), !firsts.isEmpty,
            let n = adjustable.columnCount(inSection: section, width: base.environment.containerSize.width)
        else { return nil }
        let cells = firsts.mapValues { (frame: $0.frame, indexPath: $0.indexPath) }
        let beyond = Self.beyond(cells, in: updated, shift: shift)
        // The first item of a later section holding a cell seen: it follows this section's end
        // (its cells that measure are kept by the measurement's own anchor).
        let belowCell = firstSeenCell(after: section, in: base, at: offset).compactMapValues { cell in
            let first = IndexPath.item(0, section: cell.indexPath.sectionIndex)
            return base.layoutAttributesForItem(at: first).map { (frame: $0.frame, indexPath: first) }
        }
        guard !beyond.isEmpty || !Self.beyond(belowCell, in: updated, shift: shift).isEmpty else { return nil }
        pinColumns(inSection: section, of: updated, before: offset.y + viewportLength)
        let windows = columnWindows(inSection: section, firsts: firsts.mapValues(\.indexPath.itemIndex), of: updated, layout: adjustable)
        let first = redistribute(section: section, columns: n, beyond: beyond, windows: windows)
        var total = first.least
        let boundary = neededBoundary(in: base.environment, through: offset.y + viewportLength)
        var laid = updated
        if let from = first.from {
            guard let relaid = relayOut(section, fromItem: from, through: boundary) else { return nil }
            laid = relaid
        }
        // Pixel rounding, or cells that took the space anew: once more, by what they moved.
        let again = Self.beyond(cells, in: laid, shift: shift - total)
        if !again.isEmpty {
            let second = redistribute(section: section, columns: n, beyond: again, windows: windows)
            total += second.least
            if let from = second.from, let relaid = relayOut(section, fromItem: from, through: boundary) { laid = relaid }
        }
        if let b = Self.beyond(belowCell, in: laid, shift: shift - total)[0] {
            let back = putLaterSectionBack(b, section: section, columns: n, windows: windows, in: laid, through: boundary)
            laid = back.snapshot ?? laid
            total -= back.shift
        }
        return (laid, shift - total)
    }

    /// How far each column's first cell the user saw (`firsts`: its frame before, its path in
    /// `snapshot`) moved in `snapshot` beyond `shift`, for those that moved.
    static func beyond(_ firsts: [Int: (frame: CGRect, indexPath: IndexPath)], in snapshot: LayoutSnapshot, shift: CGFloat) -> [Int: CGFloat] {
        var moved: [Int: CGFloat] = [:]
        for (column, before) in firsts {
            guard let now = snapshot.layoutAttributesForItem(at: before.indexPath)?.frame else { continue }
            let beyond = now.minY - before.frame.minY - shift
            if abs(beyond) > 0.001 { moved[column] = beyond }
        }
        return moved
    }

    /// The first section holding a cell the user saw that is shown at `offset`, and in it each
    /// column's first such cell (index-path order; cells spanning several columns left out).
    /// Sections after it move as its columns' ends do: when every column moves alike, they
    /// move with them.
    func firstSeenCellPerColumn(in snapshot: LayoutSnapshot, at offset: CGPoint, layout: any ColumnStartAdjustableLayout) -> (Int, [Int: ShownCell])? {
        let seen = seenCellsShown(in: snapshot, at: offset).sorted { $0.indexPath < $1.indexPath }
        guard let section = seen.first?.indexPath.sectionIndex else { return nil }
        let environment = snapshot.environment
        guard let n = layout.columnCount(inSection: section, width: environment.containerSize.width), n > 1 else { return nil }
        let oneColumn = environment.containerSize.width / CGFloat(n)
        var firsts: [Int: ShownCell] = [:]
        for a in seen where a.indexPath.sectionIndex == section && a.frame.width <= oneColumn + 0.5 {
            guard let column = layout.column(ofItemFrame: a.frame, section: section, environment: environment), firsts[column] == nil else { continue }
            firsts[column] = a
        }
        return (section, firsts)
    }

    /// Records the column of every item of `section` laid out in `snapshot` that starts before
    /// `end` and has none yet: moving the columns' starts must not send them to other columns.
    /// Goes on from the last item it pinned (`ItemMeasurements.pinnedThrough`): a frame pins
    /// what was laid out since. Items do not start in index order: a later item, in a shorter
    /// column, may start before `end` after one that starts past it; once every column has an
    /// item starting past `end`, no later item starts before it.
    ///
    /// In a part laid out a part at a time this only notes the debt (`OwedColumnPins`), in O(1):
    /// the pins are written when something lays those items out again (their frames are the
    /// snapshot's until then), so a jump deep into a long section costs no pass over the items
    /// above it.
    func pinColumns(inSection section: Int, of snapshot: LayoutSnapshot, before end: CGFloat) {
        let data = sections
        if prefix != nil, layout is any ColumnStartAdjustableLayout, section < snapshot.numberOfSections, section < data.count {
            let through = min(snapshot.numberOfItems(inSection: section), data[section].count)
            measurements.owedPins.owe(section: section, through: through, before: end, in: snapshot)
            return
        }
        guard let (pinned, through) = columnsToPin(inSection: section, of: snapshot, before: end) else { return }
        measurements.pinColumns(pinned, inSection: section)
        measurements.pinned(section: section, through: through)
        guard !pinned.isEmpty else { return }
        guard var part = prefix else { return }
        prefix = nil
        do { try part.setColumns(pinned, inSection: section) } catch { lastError = error }
        prefix = part
    }

    /// What `pinColumns(inSection:of:before:)` pins, in item order, and the item it has gone
    /// through; nil when the layout has no columns there. A pass over the frames in order, the
    /// section's columns read once: after a jump it reads every item above the target.
    private func columnsToPin(inSection section: Int, of snapshot: LayoutSnapshot, before end: CGFloat) -> ([(item: Int, column: Int)], Int)? {
        guard let adjustable = layout as? any ColumnStartAdjustableLayout, section < snapshot.numberOfSections else { return nil }
        let data = sections
        guard section < data.count, let n = adjustable.columnCount(inSection: section, width: snapshot.environment.containerSize.width),
            let columnOf = adjustable.columnReader(inSection: section, environment: snapshot.environment)
        else { return nil }
        let items = data[section]
        var pinned: [(item: Int, column: Int)] = []
        var i = measurements.pinnedThrough[section] ?? 0
        var firstPast: Int?, columnsPast: Set<Int> = []
        let count = min(snapshot.numberOfItems(inSection: section), items.count)
        let recorded = measurements.columns
        snapshot.forEachCell(inSection: section, from: i) { frame in
            guard i < count, columnsPast.count < n else { return false }
            i += 1
            let column = columnOf(frame)
            guard frame.minY < end else {
                firstPast = firstPast ?? i - 1
                columnsPast.insert(column)
                return true
            }
            if items[i - 1].column == nil, !recorded.contains(item: i - 1, inSection: section) { pinned.append((i - 1, column)) }
            return true
        }
        return (pinned, firstPast ?? i)
    }
}

/// Column starts across a batch update: carried to their sections' new indexes, and moved so
/// that each column's first cell the user saw is where it was relative to the update's anchor.
extension CollectionLayoutDriver {
    /// Each column's first cell the user saw in the snapshot before an update (before-update
    /// index paths): what `keepColumnsStill(through:old:)` keeps. Nil for other layouts.
    /// With it, the first cell the user saw in a later section (see +SectionEnds.swift).
    func columnsSeenBeforeUpdate() -> ColumnsSeen? {
        guard let adjustable = layout as? any ColumnStartAdjustableLayout, let old = previousSnapshot, old.scrollDirection == .vertical,
            let (section, cells) = firstSeenCellPerColumn(in: old, at: contentOffset, layout: adjustable)
        else { return nil }
        return ColumnsSeen(section: section, cells: cells, below: firstSeenCell(after: section, in: old, at: contentOffset)[0])
    }

    /// The column starts and item gaps carried through a batch update (`map`) to their
    /// sections' and items' new indexes, before the data is laid out again with the carried
    /// measurements (one layout for both); returns whether they moved.
    func carryColumnStarts(through map: UpdateMap) -> Bool {
        guard layout is any ColumnStartAdjustableLayout else { return false }
        var carried: [Int: [CGFloat]] = [:]
        for (s, starts) in columnStartOffsets { if let t = map.sectionAfterUpdate(s) { carried[t] = starts } }
        let carriedGaps = Self.carry(itemGaps, through: map)
        let moved = carried != columnStartOffsets || carriedGaps != itemGaps
        columnStartOffsets = carried
        itemGaps = carriedGaps
        return moved
    }

    /// After a batch update (`map`) whose anchor is set, the column starts carried
    /// (`carryColumnStarts(through:)`): in the section of the cells the user saw (`seen`, before
    /// the update), moved so that each column's first such cell moves as the anchor does.
    func keepColumnsStill(through map: UpdateMap, seen: ColumnsSeen?) {
        guard let adjustable = layout as? any ColumnStartAdjustableLayout, let environment = snapshot?.environment else { return }
        guard case .item(let anchor, let distance)? = viewportAnchor.relayout, let seen, let section = map.sectionAfterUpdate(seen.section), prefix != nil,
            let n = adjustable.columnCount(inSection: section, width: environment.containerSize.width)
        else { return }
        var firsts: [Int: (frame: CGRect, indexPath: IndexPath)] = [:]
        for (column, cell) in seen.cells {
            if let p = map.indexPathAfterUpdate(cell.indexPath) { firsts[column] = (cell.frame, p) }
        }
        let below = seen.below.flatMap { b in map.indexPathAfterUpdate(b.indexPath).map { [0: (frame: b.frame, indexPath: $0)] } } ?? [:]
        let beyond = movedBeyondAnchor(firsts, anchor: anchor, distance: distance)
        // (laid out as far as the anchor and those cells now)
        guard !beyond.isEmpty || !movedBeyondAnchor(below, anchor: anchor, distance: distance).isEmpty, let current = snapshot,
            let anchorFrame = current.layoutAttributesForItem(at: anchor)?.frame
        else { return }
        pinColumns(inSection: section, of: current, before: anchorFrame.minY + 2 * viewportLength)
        let columns = firsts.mapValues { _ in [Int]() }
        let boundary = anchorFrame.maxY + 2 * viewportLength
        let before = previousSnapshot
        defer { previousSnapshot = before }
        // Twice: pixel rounding, or cells that took the space anew, move them once more.
        for _ in 0..<2 {
            let moved = movedBeyondAnchor(firsts, anchor: anchor, distance: distance)
            guard !moved.isEmpty else { break }
            _ = redistribute(section: section, columns: n, beyond: moved, windows: columns, intoStarts: true)
            if let relaid = relayOut(section, fromItem: 0, through: boundary) { adopt(relaid, sections: [], prefix: prefix) }
        }
        // The anchor is a cell seen: the offset follows the columns it lifts.
        if let b = movedBeyondAnchor(below, anchor: anchor, distance: distance)[0], let current = snapshot,
            let relaid = putLaterSectionBack(b, section: section, columns: n, windows: columns, in: current, through: boundary, intoStarts: true).snapshot
        {
            adopt(relaid, sections: [], prefix: prefix)
        }
    }

    /// How far each column's first cell the user saw (`firsts`: its frame before the update,
    /// its path after) moved in the current snapshot beyond the update's anchor (the item
    /// `anchor`, `distance` from the viewport's leading edge), for those that moved.
    private func movedBeyondAnchor(_ firsts: [Int: (frame: CGRect, indexPath: IndexPath)], anchor: IndexPath, distance: CGFloat) -> [Int: CGFloat] {
        layOutPart { try $0.layOut(toInclude: anchor) }
        for cell in firsts.values { layOutPart { try $0.layOut(toInclude: cell.indexPath) } }
        guard let snapshot, let anchorFrame = snapshot.layoutAttributesForItem(at: anchor)?.frame else { return [:] }
        return Self.beyond(firsts, in: snapshot, shift: anchorFrame.minY - (contentOffset.y + distance))
    }

    /// `gaps` at their items' after-update index paths (a deleted item's gone).
    static func carry(_ gaps: [Int: ItemGaps], through map: UpdateMap) -> [Int: ItemGaps] {
        var carried: [Int: [Int: CGFloat]] = [:]
        for (s, section) in gaps {
            for (item, gap) in zip(section.items, section.gaps) {
                guard let p = map.indexPathAfterUpdate(.item(item, section: s)) else { continue }
                carried[p.sectionIndex, default: [:]][p.itemIndex] = gap
            }
        }
        return carried.mapValues { ItemGaps($0) }
    }

    /// Lays the data out again with every measurement and the column starts, keeping the
    /// snapshot animated from.
    func relayOutKeepingPrevious(environment: LayoutEnvironment) {
        let before = previousSnapshot
        do {
            try layOutAll(measuredData(sourceSections), environment: environment)
        } catch {
            lastError = error
        }
        previousSnapshot = before
    }
}

/// Each column's first cell the user saw before a batch update, in the first section holding
/// one, and the first cell seen in a later section (before-update index paths).
struct ColumnsSeen {
    let section: Int
    let cells: [Int: ShownCell]
    let below: (frame: CGRect, indexPath: IndexPath)?
}
