import Foundation
import Tessera

/// The lines of a layout of lines (`LineStartKeepingLayout`: a flow, justified rows) that hold
/// the cells a screen shows, taken from the driver's snapshot: what the rule calls a change's
/// track there (docs/no-jump.md, "The rule"). A change inside a line — an item in it measuring,
/// coming or going — moves the other items of that line across (a flow spreads a line's items
/// from edge to edge and centres thinner ones in it; a justified row scales its items to one
/// height), but never the line itself: an item whose line holds such a change is judged by
/// its line's leading edge on screen, not by its own frame.
struct NoJumpLines {
    /// One line: its items, and its leading edge on screen (the least top of its items).
    struct Line {
        var items: [IndexPath]
        var edge: CGFloat
    }

    let snapshot: LayoutSnapshot
    /// Every item's identity, as the data was when the screen was taken.
    let ids: [[Int]]
    /// The line of each shown item, by identity.
    var lines: [Int: Line] = [:]

    /// The lines holding the items `shown` (identity → index path) in the driver's snapshot,
    /// their edges on screen at `offset`; nil under a layout that is not of lines.
    init?(_ view: NoJumpView, shown: [Int: IndexPath], offset: CGPoint) {
        guard let layout = view.driver.layout as? any LineStartKeepingLayout, let snapshot = view.driver.snapshot else { return nil }
        self.snapshot = snapshot
        ids = view.ids
        var byStart: [IndexPath: Line] = [:]
        for (id, p) in shown {
            guard let start = layout.lineStart(ofItem: p, in: snapshot) else { continue }
            let first = IndexPath.item(start, section: p.sectionIndex)
            if byStart[first] == nil { byStart[first] = Self.line(from: first, in: snapshot, layout: layout, offset: offset) }
            lines[id] = byStart[first]
        }
    }

    /// The line that `first` starts: it and every item after it on one line.
    private static func line(from first: IndexPath, in snapshot: LayoutSnapshot, layout: some LineStartKeepingLayout, offset: CGPoint) -> Line {
        guard var frame = snapshot.layoutAttributesForItem(at: first)?.frame else { return Line(items: [], edge: 0) }
        var items = [first], edge = frame.minY
        var item = first.itemIndex + 1
        while let next = snapshot.layoutAttributesForItem(at: .item(item, section: first.sectionIndex))?.frame,
            type(of: layout).onOneLine(frame, next, in: snapshot)
        {
            items.append(.item(item, section: first.sectionIndex))
            edge = min(edge, next.minY)
            frame = next
            item += 1
        }
        return Line(items: items, edge: edge - offset.y)
    }

    /// Where the item `id` is in this screen's data (`hint`: where it was in the other); nil
    /// when the data does not hold it (it came or went).
    func path(of id: Int, near hint: IndexPath) -> IndexPath? {
        let s = hint.sectionIndex
        if s < ids.count, hint.itemIndex < ids[s].count, ids[s][hint.itemIndex] == id { return hint }
        for (section, items) in ids.enumerated() {
            if let i = items.firstIndex(of: id) { return .item(i, section: section) }
        }
        return nil
    }

    /// Whether the line of `id` here or in `after` holds an item that changed between them: its
    /// size changed (a measurement, a row scaled anew), or an item came into it, went or moved
    /// (the items from its first to its last are others in the other data).
    func lineChanged(_ id: Int, to after: NoJumpLines) -> Bool {
        for (side, other) in [(self, after), (after, self)] {
            guard let items = side.lines[id]?.items, let first = items.first, let last = items.last else { continue }
            let mine = side.ids[first.sectionIndex][first.itemIndex...last.itemIndex]
            guard let a = other.path(of: mine.first!, near: first), let b = other.path(of: mine.last!, near: last),
                a.sectionIndex == b.sectionIndex, a.itemIndex <= b.itemIndex,
                other.ids[a.sectionIndex][a.itemIndex...b.itemIndex].elementsEqual(mine)
            else { return true }
            for (p, q) in zip(items, (a.itemIndex...b.itemIndex).map { IndexPath.item($0, section: a.sectionIndex) }) {
                guard let x = side.snapshot.layoutAttributesForItem(at: p)?.frame.size, let y = other.snapshot.layoutAttributesForItem(at: q)?.frame.size else { continue }
                if abs(x.width - y.width) > 0.01 || abs(x.height - y.height) > 0.01 { return true }
            }
        }
        return false
    }
}
