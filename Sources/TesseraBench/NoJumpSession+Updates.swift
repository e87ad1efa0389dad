import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// Random batch updates above, below and inside the viewport, in the shown items' sections and
/// in others, each followed by a drag back toward the start.
extension NoJumpSession {
    enum Place: CaseIterable { case above, inside, below }

    /// The data after an update, with what changed (after-update index paths; a deleted item's
    /// before-update path) and where.
    struct Change {
        var updates: [CollectionUpdate] = []
        var sections: [SectionData]
        var ids: [[Int]]
        var kind = ""
        /// The first index path (after the update) from which items may move: inside the
        /// viewport, the change's own track after it.
        var from: IndexPath?
        /// The x of the changed items (a waterfall's track).
        var track: CGFloat?
    }

    mutating func randomUpdate() {
        let before = screen()
        let shown = before.indexPaths.values.sorted()
        guard let first = shown.first, let last = shown.last else { return }
        let place = Place.allCases.randomElement(using: &rng)!
        var c = Change(sections: view.sections, ids: view.ids)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: insert(&c, place, first, last, before)
        case 2: delete(&c, place, first, last, before)
        case 3: reload(&c, place, first, last, before)
        case 4: move(&c, place, first, last)
        case 5: sectionAppears(&c, place, first, last)
        case 6: sectionGoes(&c, place, first, last)
        default: prepend(&c)
        }
        guard !c.updates.isEmpty else { return }
        view.batchUpdate(c.updates, newSections: c.sections, newIDs: c.ids)
        if family.isFixedColumnGrid {
            // Items going in or out move the items after them by slots, as in every grid: their
            // columns are noted afresh.
            for u in c.updates {
                switch u {
                case .insertItem(let p), .deleteItem(let p), .moveItem(from: _, to: let p):
                    if p.sectionIndex < view.ids.count { for id in view.ids[p.sectionIndex] { xs[id] = nil } }
                default: break
                }
            }
        }
        let after = screen()
        judge(before, after, c, kind: "\(c.kind) \(place)")
        for _ in 0..<3 where view.bounds.minY > 0 { frame(to: max(0, view.bounds.minY - 150), "drag back after an update") }
        release()
    }

    /// Compares the screens around an update: outside the viewport nothing moves; inside, the
    /// change's own track after it may. A grid of fixed columns whose own section took items
    /// before the shown ones keeps the first shown row's place (items move by slots).
    mutating func judge(_ before: NoJumpScreen, _ after: NoJumpScreen, _ c: Change, kind: String) {
        let hasColumns = family.hasColumns
        let mayMove: (Int) -> Bool = { id in
            guard let from = c.from, let p = after.indexPaths[id] ?? before.indexPaths[id], p >= from else { return false }
            // A waterfall's later sections are after every column of the change's section
            // (`after(_:x:in:_:)`).
            guard hasColumns, p.sectionIndex == from.sectionIndex, let track = c.track, let f = before.frames[id] else { return true }
            return abs(f.minX + before.offset.x - track) < 0.5
        }
        if family.isFixedColumnGrid, c.kind == "insert" || c.kind == "delete" || c.kind == "prepend",
            let firstShown = before.indexPaths.min(by: { $0.value < $1.value }),
            c.updates.contains(where: { u in
                // An item inserted at the first shown one's index goes before it (a prepend at a
                // screen showing item 0).
                if case .insertItem(let p) = u { return p.sectionIndex == firstShown.value.sectionIndex && p <= firstShown.value }
                if case .deleteItem(let p) = u { return p.sectionIndex == firstShown.value.sectionIndex && p < firstShown.value }
                return false
            })
        {
            // The exception: the top row stays where it was.
            let rowBefore = before.frames.values.map(\.minY).min() ?? 0
            let rowNow = after.frames.values.map(\.minY).filter { $0 >= rowBefore - 0.5 }.min() ?? rowBefore
            t.shift(abs(rowNow - rowBefore), kind + " (grid by slots)", "\(family) top row \(rowBefore) -> \(rowNow)")
            if abs(rowNow - rowBefore) > 0.5 { NoJumpScreen.trace(before, after) }
            // Every item of the section after the change moved by slots: its column is new.
            for id in view.ids[firstShown.value.sectionIndex] { xs[id] = nil }
            for (id, f) in after.frames { xs[id] = f.minX + after.offset.x }
            return
        }
        let (shift, id) = before.maxShift(to: after, scrolled: .zero) { !mayMove($0) }
        if shift > NoJumpScreen.traceThreshold { NoJumpScreen.trace(before, after) }
        t.shift(shift, kind, "\(family) item \(id ?? -1) \(before.frames[id ?? -1] ?? .zero) -> \(after.frames[id ?? -1] ?? .zero), \(c.updates.prefix(2)) of \(c.updates.count)")
        // Items that may move may move across too (a flow's line): their x is noted afresh.
        for (id, f) in after.frames where mayMove(id) { xs[id] = f.minX + after.offset.x }
    }

    /// Where an item goes for `place`: (section, index) in the data before the change.
    mutating func spot(_ place: Place, _ first: IndexPath, _ last: IndexPath, _ c: Change, sameSection: Bool) -> IndexPath? {
        switch place {
        case .above:
            if sameSection || first.sectionIndex == 0 {
                return first.itemIndex > 0 ? .item(Int.random(in: 0..<first.itemIndex, using: &rng), section: first.sectionIndex) : nil
            }
            let s = Int.random(in: 0..<first.sectionIndex, using: &rng)
            return .item(Int.random(in: 0...c.sections[s].count, using: &rng), section: s)
        case .below:
            if sameSection || last.sectionIndex == c.sections.count - 1 {
                let n = c.sections[last.sectionIndex].count
                return last.itemIndex + 1 < n ? .item(Int.random(in: last.itemIndex + 1...n, using: &rng), section: last.sectionIndex) : nil
            }
            let s = Int.random(in: last.sectionIndex + 1..<c.sections.count, using: &rng)
            return .item(Int.random(in: 0...c.sections[s].count, using: &rng), section: s)
        case .inside:
            guard let shown = view.pass().map(\.indexPath).randomElement(using: &rng) else { return nil }
            return shown
        }
    }

    mutating func insert(_ c: inout Change, _ place: Place, _ first: IndexPath, _ last: IndexPath, _ before: NoJumpScreen) {
        guard let at = spot(place, first, last, c, sameSection: rng.next() % 2 == 0) else { return }
        let k = Int.random(in: 1...(place == .inside ? 3 : 40), using: &rng)
        c.sections[at.sectionIndex] = family.section(c.sections[at.sectionIndex].count + k)
        c.ids[at.sectionIndex].insert(contentsOf: view.newIDs(k), at: at.itemIndex)
        c.updates = (at.itemIndex..<at.itemIndex + k).map { .insertItem(.item($0, section: at.sectionIndex)) }
        c.kind = "insert"
        if place == .inside {
            c.from = at
            c.track = nil  // the new items' column is the layout's choice: every column after may move
        }
    }

    mutating func delete(_ c: inout Change, _ place: Place, _ first: IndexPath, _ last: IndexPath, _ before: NoJumpScreen) {
        guard let at = spot(place, first, last, c, sameSection: rng.next() % 2 == 0), at.itemIndex < c.sections[at.sectionIndex].count else { return }
        let k = min(Int.random(in: 1...(place == .inside ? 2 : 20), using: &rng), c.sections[at.sectionIndex].count - at.itemIndex)
        if place == .above, at.sectionIndex == first.sectionIndex, at.itemIndex + k > first.itemIndex { return }
        c.sections[at.sectionIndex] = family.section(c.sections[at.sectionIndex].count - k)
        c.ids[at.sectionIndex].removeSubrange(at.itemIndex..<at.itemIndex + k)
        c.updates = (at.itemIndex..<at.itemIndex + k).map { .deleteItem(.item($0, section: at.sectionIndex)) }
        c.kind = "delete"
        if place == .inside {
            c.from = at
            c.track = k == 1 ? before.frames[view.id(at)].map { $0.minX + before.offset.x } : nil
        }
    }

    mutating func reload(_ c: inout Change, _ place: Place, _ first: IndexPath, _ last: IndexPath, _ before: NoJumpScreen) {
        guard let at = spot(place, first, last, c, sameSection: rng.next() % 2 == 0), at.itemIndex < c.sections[at.sectionIndex].count else { return }
        let id = c.ids[at.sectionIndex][at.itemIndex]
        view.truth.reload(id)
        c.updates = [.reloadItem(at)]
        c.kind = "reload"
        if place == .inside {
            c.from = at
            c.track = before.frames[id].map { $0.minX + before.offset.x }
        }
    }

    mutating func move(_ c: inout Change, _ place: Place, _ first: IndexPath, _ last: IndexPath) {
        guard let from = spot(place, first, last, c, sameSection: true), from.itemIndex < c.sections[from.sectionIndex].count,
            let to = spot(place, first, last, c, sameSection: true), to.sectionIndex == from.sectionIndex,
            to.itemIndex < c.sections[to.sectionIndex].count, to != from
        else { return }
        let id = c.ids[from.sectionIndex].remove(at: from.itemIndex)
        c.ids[to.sectionIndex].insert(id, at: to.itemIndex)
        c.updates = [.moveItem(from: from, to: to)]
        c.kind = "move"
        if place == .inside { c.from = min(from, to) }
    }

    mutating func sectionAppears(_ c: inout Change, _ place: Place, _ first: IndexPath, _ last: IndexPath) {
        let s: Int
        switch place {
        case .above: s = Int.random(in: 0...first.sectionIndex, using: &rng)
        case .below: s = Int.random(in: last.sectionIndex + 1...c.sections.count, using: &rng)
        case .inside:
            guard last.sectionIndex > first.sectionIndex else { return }
            s = Int.random(in: first.sectionIndex + 1...last.sectionIndex, using: &rng)
            c.from = .item(0, section: s)
        }
        let n = Int.random(in: 1...30, using: &rng)
        c.sections.insert(family.section(n), at: s)
        c.ids.insert(view.newIDs(n), at: s)
        c.updates = [.insertSection(s)]
        c.kind = "section appears"
    }

    mutating func sectionGoes(_ c: inout Change, _ place: Place, _ first: IndexPath, _ last: IndexPath) {
        let s: Int
        switch place {
        case .above:
            guard first.sectionIndex > 0 else { return }
            s = Int.random(in: 0..<first.sectionIndex, using: &rng)
        case .below:
            guard last.sectionIndex + 1 < c.sections.count else { return }
            s = Int.random(in: last.sectionIndex + 1..<c.sections.count, using: &rng)
        case .inside:
            guard last.sectionIndex > first.sectionIndex + 1 else { return }
            s = Int.random(in: first.sectionIndex + 1..<last.sectionIndex, using: &rng)
            c.from = .item(0, section: s)
        }
        c.sections.remove(at: s)
        c.ids.remove(at: s)
        c.updates = [.deleteSection(s)]
        c.kind = "section goes"
    }

    /// A burst of history at the very start (a chat loading older messages, a feed's new posts).
    mutating func prepend(_ c: inout Change) {
        let k = Int.random(in: 50...400, using: &rng)
        c.sections[0] = family.section(c.sections[0].count + k)
        c.ids[0].insert(contentsOf: view.newIDs(k), at: 0)
        c.updates = (0..<k).map { .insertItem(.item($0, section: 0)) }
        c.kind = "prepend"
    }
}
