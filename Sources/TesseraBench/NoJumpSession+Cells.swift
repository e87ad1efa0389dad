import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// Cells that change on screen (a growing reply, a cell that flips between two sizes), width
/// changes mid-scroll, and chat mode.
extension NoJumpSession {
    /// The items after `id` in its track (a waterfall: its column; else every later item); in
    /// chat mode, mirrored: the items before it.
    func after(_ id: Int, in before: NoJumpScreen, _ screen: NoJumpScreen) -> (Int) -> Bool {
        guard let p = before.indexPaths[id] else { return { _ in false } }
        return after(p, x: before.frames[id]?.minX, in: before, screen)
    }

    /// The items after the item at `p` in its track, its cell at `x` (its column). A waterfall's
    /// later sections start below its section's lowest column, so they are after every column's
    /// items (a reload that lengthened the lowest column moved the next section: quick 2-column
    /// seed 95, right to left, judged as 56.3 pt before).
    func after(_ p: IndexPath, x: CGFloat?, in before: NoJumpScreen, _ screen: NoJumpScreen) -> (Int) -> Bool {
        let hasColumns = family.hasColumns, mirrored = family == .chat
        return { other in
            guard let q = screen.indexPaths[other] ?? before.indexPaths[other], mirrored ? q < p : q > p else { return false }
            guard hasColumns, q.sectionIndex == p.sectionIndex, let x, let ox = before.frames[other]?.minX else { return true }
            return abs(ox - x) < 0.5
        }
    }

    /// The items a step may move because a cell that flips its size each time it is asked
    /// changed on screen by itself (asked again as the user scrolls): shown before and after
    /// the step at other sizes, or asked while its frame met the viewport during the step
    /// (`NoJumpView.oscillatingAskedOnScreen`, emptied as each step begins). A change inside
    /// the viewport, which moves what is after it in its track (rule 1). Nothing else may move.
    func movedByCellsChangingOnScreen(_ before: NoJumpScreen, _ after: NoJumpScreen) -> (Int) -> Bool {
        var changed = before.frames.compactMap { id, f -> ((Int) -> Bool)? in
            guard view.truth.isOscillating(id), let now = after.frames[id], now.size != f.size else { return nil }
            return self.after(id, in: before, after)
        }
        for (_, shown) in view.oscillatingAskedOnScreen { changed.append(self.after(shown.indexPath, x: shown.minX, in: before, after)) }
        return { id in changed.contains { $0(id) } }
    }

    /// The app changes the cell of `id` (`change`), UIKit asks it again; what is before it in its
    /// track must stay.
    mutating func changeCell(_ id: Int, _ kind: String, _ change: (NoJumpTruth) -> Void) -> NoJumpScreen {
        let before = screen()
        change(view.truth)
        let after = screen()
        let mayMove = self.after(id, in: before, after)
        let (shift, worst) = before.maxShift(to: after, scrolled: .zero) { $0 != id && !mayMove($0) }
        t.shift(shift, kind, "\(family) item \(worst ?? -1) changed by \(id)")
        if shift > NoJumpScreen.traceThreshold { NoJumpScreen.trace(before, after) }
        for (other, f) in after.frames where mayMove(other) { xs[other] = f.minX + after.offset.x }
        return after
    }

    /// A cell that keeps growing (+40 pt a step, 12 steps): measured as often as it grows; its
    /// frame must end at its full height.
    mutating func growingCell(pick: Int? = nil) {
        guard let id = pick ?? screen().firstFullyShown else { return }
        var last = NoJumpScreen()
        for _ in 0..<12 { last = changeCell(id, "a cell growing") { $0.grow(id, by: 40) } }
        guard family.takesMeasuredSizes, let f = last.frames[id] else { return }
        let full = view.truth.size(of: id, displayedAt: f.size, containerWidth: view.environment.containerSize.width)
        if abs(f.height - full.height) > 0.5 {
            t.nonConvergingLoops += 1
            if ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil { print("TRACE \(family) growing cell frozen at \(f.height) of \(full.height)") }
        }
    }

    /// A cell whose size flips by a point each time it is asked (its content depends on its own
    /// frame): the layout passes must end (`settle` counts a loop that does not).
    mutating func oscillatingCell() {
        guard let id = screen().frames.keys.sorted().randomElement(using: &rng) else { return }
        _ = changeCell(id, "a cell oscillating") {
            $0.oscillate(id)
            $0.reload(id)
        }
    }

    /// A width change mid-scroll (a rotation, 390 × 844 ↔ 844 × 390): the first item fully shown
    /// before stays first, at the same distance from the top; drags after it are judged as any.
    mutating func widthChange() {
        for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
            jump(throughUIKit: false, dragBack: 0)
            let before = screen()
            guard let top = before.firstFullyShown, let distance = before.frames[top]?.minY else { continue }
            view.resize(to: size)
            xs = [:]
            let after = screen()
            // Not shown at all: where the layout has it (or a screen away when it has none).
            let now = after.frames[top]?.minY ?? (view.indexPath(of: top).flatMap { view.driver.layoutAttributesForItem(at: $0) }.map { $0.frame.minY - view.bounds.minY } ?? view.axisLength)
            // Where it can be: the distance, unless the content's ends or the new viewport's
            // height (a first item shown 557 down in portrait, 390 high in landscape) forbid it.
            let height = after.frames[top]?.height ?? 0
            let end = max(0, view.driver.collectionViewContentSize.height - view.bounds.height)
            let clamped = view.bounds.minY <= 0.5 || view.bounds.minY >= end - 0.5 || distance + height > view.bounds.height
            if !clamped { t.widthChangeTopShift = max(t.widthChangeTopShift, abs(now - distance)) }
            if after.firstFullyShown != top {
                t.widthChangeTopItemChanges += 1
                if ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil { print("TRACE \(family) width change to \(size.width): first fully shown \(top) -> \(after.firstFullyShown ?? -1)") }
                NoJumpScreen.trace(before, after)
            }
            if ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil, abs(now - distance) > 0.5, !clamped {
                print("TRACE \(family) width change to \(size.width): top item \(top) at \(distance) -> \(now)")
            }
            for _ in 0..<10 where view.bounds.minY > 0 { frame(to: max(0, view.bounds.minY - 150), "drag after a width change") }
            release()
        }
    }

    /// Chat mode: messages arriving while the end shows scroll fully into view; a reply growing
    /// at the end is followed to the bottom; scrolled up, arrivals and history move nothing shown.
    mutating func chatScript() {
        frames("fling frame down", step: 2_000) { [self] _ in endOffset }
        for i in 0..<15 {
            _ = screen()
            // Now and then a burst (a conversation loaded, a batch of replies).
            arrive(i % 5 == 4 ? Int.random(in: 10...40, using: &rng) : Int.random(in: 1...3, using: &rng))
            _ = screen()
            t.chatEndGap = max(t.chatEndGap, view.driver.collectionViewContentSize.height - view.bounds.maxY)
        }
        let s = view.sections.count - 1
        let reply = view.ids[s][view.ids[s].count - 1]
        for _ in 0..<12 {
            _ = changeCell(reply, "a reply growing at the end") { $0.grow(reply, by: 40) }
            t.chatEndGap = max(t.chatEndGap, view.driver.collectionViewContentSize.height - view.bounds.maxY)
        }
        if let f = NoJumpScreen(view).frames[reply],
            abs(f.height - view.truth.size(of: reply, displayedAt: f.size, containerWidth: view.environment.containerSize.width).height) > 0.5
        {
            t.nonConvergingLoops += 1
        }
        frames("chat drag up", step: 150, limit: 20) { _ in 0 }
        for _ in 0..<5 {
            let before = screen()
            arrive(Int.random(in: 1...3, using: &rng))
            let after = screen()
            t.shift(before.maxShift(to: after, scrolled: .zero).shift, "chat arrival while scrolled up", "\(family)")
        }
        let before = screen()
        var c = Change(sections: view.sections, ids: view.ids)
        prepend(&c)
        view.batchUpdate(c.updates, newSections: c.sections, newIDs: c.ids)
        t.shift(before.maxShift(to: screen(), scrolled: .zero).shift, "chat history prepended", "\(family)")
    }

    /// `k` messages added at the end of the last section.
    mutating func arrive(_ k: Int) {
        let s = view.sections.count - 1, n = view.sections[s].count
        var sections = view.sections, ids = view.ids
        sections[s] = family.section(n + k)
        ids[s] += view.newIDs(k)
        view.batchUpdate((n..<n + k).map { .insertItem(.item($0, section: s)) }, newSections: sections, newIDs: ids)
    }
}
