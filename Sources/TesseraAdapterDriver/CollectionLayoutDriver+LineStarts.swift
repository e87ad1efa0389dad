import Foundation
import Tessera

/// Lines that keep their items. A flow and justified rows break lines from the start of their
/// section: an item above the viewport that measures wider or narrower moves items into or out
/// of every line after it, the lines the user reads included, and no content offset keeps
/// those still. Under a layout that keeps line starts (`LineStartKeepingLayout`), the driver
/// records the first item of every line the user saw before a measurement or a batch update
/// lays the section out again: those lines keep their items, and only the line before the
/// first of them (above the viewport) may end early.
extension CollectionLayoutDriver {
    /// Records the start of every line holding a cell the user saw that is shown in `snapshot`
    /// at `offset` (not while a size change's anchor holds). Each is where the lines already break, so nothing is laid out again: the
    /// part laid out so far takes the layout with the starts as it is.
    /// `shown`, when given, is what `cellsShown(in:at:)` gives for `snapshot` at `offset`.
    func keepSeenLines(in snapshot: LayoutSnapshot, at offset: CGPoint, shown: [ShownCell]? = nil) {
        // After a size change the first cell fully shown is what stays (`ViewportAnchor.sizeChange`): the
        // lines at the new width are still breaking as their cells measure.
        // So is a scroll target while it holds: the screen around it is landing, not read.
        guard !viewportAnchor.holdsUntilScroll, let lines = layout as? any LineStartKeepingLayout else { return }
        let changed = keepLines(of: seenCells(among: shown ?? cellsShown(in: snapshot, at: offset)), in: snapshot, layout: lines)
        guard changed, var part = prefix, let placed = placedLayout as? any IncrementalCollectionLayout else { return }
        prefix = nil
        do { try part.adoptLayout(placed) } catch { lastError = error }
        prefix = part
    }

    /// Before a batch update: records the starts of the lines the user saw (before-update index
    /// paths, from the snapshot laid out before it) with the kept ones, which
    /// `keepLinesStill(through:)` then carries.
    func keepLinesSeenBeforeUpdate() {
        guard let lines = layout as? any LineStartKeepingLayout, let old = previousSnapshot else { return }
        _ = keepLines(of: seenCellsShown(in: old, at: contentOffset), in: old, layout: lines)
    }

    /// Records the start of every line holding one of `cells` in `snapshot`, and the start of
    /// the line after the last of them in each section (so that no item after it joins it);
    /// whether any was new.
    private func keepLines(of cells: [ShownCell], in snapshot: LayoutSnapshot, layout lines: any LineStartKeepingLayout) -> Bool {
        var changed = false
        var last: [Int: IndexPath] = [:]
        for a in cells {
            let s = a.indexPath.sectionIndex
            if last[s].map({ a.indexPath > $0 }) ?? true { last[s] = a.indexPath }
            guard let start = lines.lineStart(ofItem: a.indexPath, in: snapshot) else { continue }
            changed = Self.insert(start, into: &keptLineStarts[s, default: []]) || changed
        }
        for (s, p) in last {
            guard let next = lines.nextLineStart(after: p, in: snapshot) else { continue }
            changed = Self.insert(next, into: &keptLineStarts[s, default: []]) || changed
        }
        return changed
    }

    /// After a batch update (`map`): the kept line starts carried to their items' new index
    /// paths (an item that went away hands its start to the next that stays), and the data
    /// laid out again with them.
    func keepLinesStill(through map: UpdateMap) {
        guard layout is any LineStartKeepingLayout, !keptLineStarts.isEmpty, let environment = snapshot?.environment else { return }
        var carried: [Int: [Int]] = [:]
        let before = keptLineStarts.flatMap { s, items in items.map { IndexPath.item($0, section: s) } }
        for p in before {
            guard let after = survivor(from: p, through: map) else { continue }
            _ = Self.insert(after.itemIndex, into: &carried[after.sectionIndex, default: []])
        }
        // The `prepare` before this laid the new data out with the starts at their old paths.
        keptLineStarts = carried
        relayOutKeepingPrevious(environment: environment)
    }

    /// Where the line that began at `p` (a before-update path) begins after the update: at its
    /// item, or, when that item went away, at the next of its section's items that stays (the
    /// line keeps its place; within a line's worth of items).
    private func survivor(from p: IndexPath, through map: UpdateMap) -> IndexPath? {
        for i in p.itemIndex..<(p.itemIndex + 64) {
            if let after = map.indexPathAfterUpdate(.item(i, section: p.sectionIndex)) { return after }
        }
        return nil
    }

    /// What keeps item `p` still in `snapshot`, and its leading edge along the scroll axis: the
    /// item itself and its frame's edge; under a layout of lines, when its line's start is kept,
    /// the item that starts its line (it stays a start) and where the line begins (the least
    /// edge of its items: its thickest item's): a flow centres thinner items in their line, so
    /// an item's own edge moves as its line thickens. The same for a section's first line and
    /// any other: an update can make either the other (items going in before it), and the
    /// line spacing told them apart. The first cell fully shown before a size change
    /// (`ViewportAnchor.sizeChange`, which starts its line at the new width) is kept by its own
    /// edge.
    func anchorEdge(of p: IndexPath, in snapshot: LayoutSnapshot) -> (item: IndexPath, edge: CGFloat)? {
        let axis = snapshot.scrollDirection
        guard let frame = snapshot.layoutAttributesForItem(at: p)?.frame else { return nil }
        // The first cell fully shown before a size change keeps its own edge (`ViewportAnchor.sizeChange`).
        guard p != viewportAnchor.sizeChangeItem, let lines = layout as? any LineStartKeepingLayout, let start = lines.lineStart(ofItem: p, in: snapshot),
            keptLineStarts[p.sectionIndex]?.contains(start) == true
        else {
            return (p, frame.minCoordinate(along: axis))
        }
        let section = p.sectionIndex
        let first = IndexPath.item(start, section: section)
        guard var previous = snapshot.layoutAttributesForItem(at: first)?.frame else { return (p, frame.minCoordinate(along: axis)) }
        // Along the line (its least start: its thickest item's, where the line begins).
        var edge = previous.minCoordinate(along: axis)
        var item = start + 1
        while let next = snapshot.layoutAttributesForItem(at: .item(item, section: section))?.frame, Self.onOneLine(previous, next, in: snapshot, lines: lines) {
            edge = min(edge, next.minCoordinate(along: axis))
            previous = next
            item += 1
        }
        return (first, edge)
    }

    private static func onOneLine(_ a: CGRect, _ b: CGRect, in snapshot: LayoutSnapshot, lines: some LineStartKeepingLayout) -> Bool {
        type(of: lines).onOneLine(a, b, in: snapshot)
    }

    /// Inserts `item` into the ascending `starts`; whether it was not there.
    static func insert(_ item: Int, into starts: inout [Int]) -> Bool {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < item { low = mid + 1 } else { high = mid }
        }
        guard low == starts.count || starts[low] != item else { return false }
        starts.insert(item, at: low)
        return true
    }
}
