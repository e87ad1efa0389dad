import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// One scripted `nojump` session on one family: every step is judged from the screen — the
/// items shown before and after it, followed by identity, the user's own scroll subtracted.
struct NoJumpSession {
    let family: NoJumpFamily
    let view: NoJumpView
    var rng: SplitMix
    var t = NoJumpTotals()
    /// The x of every item shown, by identity (forgotten across a width change).
    var xs: [Int: CGFloat] = [:]

    /// `rightToLeft`: the session in a right-to-left layout direction (UIKit flips the layout's
    /// frames), with a session of its own (its random choices drawn from another seed).
    init(_ family: NoJumpFamily, items: Int, perSection: Int = 1_000, seed: UInt64, rightToLeft: Bool = false) {
        self.family = family
        let familySeed = seed &+ UInt64(NoJumpFamily.allCases.firstIndex(of: family)!)
        rng = SplitMix(seed: rightToLeft ? familySeed ^ 0x5254_4C5F_5254_4C5F : familySeed)
        let count = max(1, items / perSection)
        view = NoJumpView(family.layout, sectionSizes: Array(repeating: perSection, count: count), truth: family.truth(seed: seed), chat: family == .chat) {
            family.section($0)
        }
        if rightToLeft { view.standIn.layoutDirection = .rightToLeft }
    }

    // MARK: Frames

    /// Settles, then notes every shown item's x: an item seen before at another x changed column.
    mutating func screen() -> NoJumpScreen {
        view.settle(&rng)
        let s = NoJumpScreen(view)
        for (id, f) in s.frames {
            if family.hasColumns || family.isFixedColumnGrid, let x = xs[id], abs(x - (f.minX + s.offset.x)) > 0.5 { t.columnChanges += 1 }
            xs[id] = f.minX + s.offset.x
        }
        return s
    }

    /// One frame: the user scrolls to `y`, the cells UIKit then displays measure, and every cell
    /// shown before must have moved by exactly the scroll.
    mutating func frame(to y: CGFloat, _ kind: String) {
        let before = NoJumpScreen(view)
        view.oscillatingAskedOnScreen = [:]
        let from = view.bounds.origin
        let elements = view.driver.elementsLaidOut
        let clock = ContinuousClock()
        let d = clock.measure {
            NoJumpFrameWork.callgrindframe {
                view.scroll(to: CGPoint(x: from.x, y: y))
                view.settle(&rng)
            }
        }
        t.frameMicroseconds.append(d.microseconds)
        t.frameElements.append(Double(view.driver.elementsLaidOut - elements))
        t.countFrames(kind)
        let after = screen()
        let moved = movedByCellsChangingOnScreen(before, after)
        let (shift, id) = before.maxShift(to: after, scrolled: CGPoint(x: 0, y: y - from.y)) { !moved($0) }
        t.shift(shift, kind, "\(family) item \(id ?? -1) offset \(from.y) -> \(y) -> \(after.offset.y)")
        if shift > NoJumpScreen.traceThreshold { NoJumpScreen.trace(before, after) }
        if min(from.y, after.offset.y) < view.axisLength { t.topSettleMaxStep = max(t.topSettleMaxStep, shift) }
    }

    /// Frames of `step` points toward `target` (re-read each frame: the end moves as cells measure).
    mutating func frames(_ kind: String, step: CGFloat, limit: Int = 100_000, to target: (NoJumpView) -> CGFloat) {
        var n = 0
        while abs(view.bounds.minY - target(view)) > 0.5, n < limit {
            if let deadline = view.deadline, ContinuousClock.now > deadline {
                view.outOfTime = true
                return
            }
            n += 1
            let goal = target(view), y = view.bounds.minY
            frame(to: y < goal ? min(goal, y + step) : max(goal, y - step), kind)
        }
        release()
        framesAtRest()
        if view.bounds.minY <= 0.5 { restAtTop() }
    }

    /// The user lifts the finger: a scroll view left beyond an end of its content springs back
    /// to it, as UIScrollView does. A drag back up can end there when cells never shown scroll
    /// in above a cell the user saw and measure shorter than their estimates: the cell seen
    /// stays, so the content's start comes into view with a gap above it. The spring is a
    /// scroll (every cell moves alike, judged like a frame); its length is reported on its own
    /// (`edge_spring_back_max_pt`), not hidden.
    mutating func release() {
        let y = view.bounds.minY, end = min(max(0, y), endOffset)
        guard abs(end - y) > 0.5 else { return }
        t.springBackMax = max(t.springBackMax, abs(end - y))
        if ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil { print("TRACE \(family) springs back from \(y) to \(end)") }
        frame(to: end, "spring back at an end")
    }

    /// The scroll rests: the frames the UIKit shell's update link runs while the driver wants
    /// them (a waterfall's columns coming back in line at the top), each judged from the screen
    /// like a frame the user scrolled in, with no scroll. Nothing else changes at rest: what moves
    /// is the columns coming back, at most a point a frame (`top_settle_max_step_pt`); more than
    /// that is a jump (`visible_max_shift_pt`). At most 2,000 frames (33 s at 60 Hz).
    mutating func framesAtRest() {
        // Asked first: a screen read asks the driver for elements, which it notes as seen.
        for _ in 0..<2_000 where view.driver.wantsSettleFrames {
            let before = NoJumpScreen(view)
            view.oscillatingAskedOnScreen = [:]
            var ran = false
            NoJumpFrameWork.callgrindframe {
                ran = view.standIn.frameAtRest()
                if ran { view.settle(&rng) }
            }
            guard ran else { return }
            let after = screen()
            let moved = movedByCellsChangingOnScreen(before, after)
            let (shift, id) = before.maxShift(to: after, scrolled: .zero) { !moved($0) }
            t.topSettleMaxStep = max(t.topSettleMaxStep, shift)
            if shift > Self.settleStep { t.shift(shift, "frame at rest", "\(family) item \(id ?? -1) at rest at \(after.offset.y)") }
            if shift > NoJumpScreen.traceThreshold { NoJumpScreen.trace(before, after) }
        }
    }

    /// The most a frame at rest may move a cell shown: the driver's step is a point; a hair
    /// over it for rounding to pixels.
    static let settleStep: CGFloat = 1.001

    /// At rest at the top: the columns of the first section shown start in line (a waterfall's
    /// column starts moved to keep cells still must have come back by now).
    mutating func restAtTop() {
        let s = NoJumpScreen(view)
        guard family.hasColumns, let first = s.indexPaths.values.map(\.sectionIndex).min() else { return }
        var tops: [CGFloat: CGFloat] = [:]
        for (id, f) in s.frames where s.indexPaths[id]!.sectionIndex == first && f.width < view.bounds.width / 2 {
            tops[f.minX] = min(tops[f.minX] ?? .infinity, f.minY)
        }
        guard let low = tops.values.min(), let high = tops.values.max() else { return }
        t.topMisalignmentAtRest = max(t.topMisalignmentAtRest, high - low)
    }

    var endOffset: CGFloat { max(0, view.driver.collectionViewContentSize.height - view.bounds.height) }

    // MARK: The script

    /// The whole session (`costOnly`: the frames alone, for the per-frame work at any size;
    /// then, with `timesUpdates`, the batch updates deep in the feed, `updateFrames`).
    mutating func run(costOnly: Bool, timesUpdates: Bool = false) -> NoJumpTotals {
        _ = screen()
        let start = view.driver.layoutAttributesForItem(at: .item(0, section: min(3, view.sections.count - 1)))?.frame.minY ?? 12_000
        frames("scroll-in frame", step: 600) { _ in start }
        if family == .chat && !costOnly { chatScript() }
        if !costOnly && family != .chat {
            for _ in 0..<40 { randomUpdate() }
            for k in 0..<20 { jump(throughUIKit: k % 2 == 1) }
            for _ in 0..<6 { revisit() }
            growingCell()
            oscillatingCell()
            widthChange()
        }
        for _ in 0..<3 {
            // The cost script's jumps land in the feed's first half, at the same fraction of it
            // at every size: room for every fling frame after them, so that each size runs the
            // same frames (at 1,000,000 justified rows a jump near the end once left 36 fling
            // frames down against 200, and the medians compared other frames).
            jump(throughUIKit: false, dragBack: 0, inFirstHalf: costOnly)
            frames("drag frame up", step: 150, limit: 40) { _ in 0 }
        }
        frames("fling frame down", step: 2_000, limit: costOnly ? 200 : 100_000) { [self] _ in endOffset }
        frames("fling frame up", step: 2_000, limit: costOnly ? 200 : 100_000) { _ in 0 }
        if costOnly && timesUpdates { updateFrames() }
        t.nonConvergingLoops += view.nonConvergingLoops
        return t
    }

    /// Cells measured long ago above cells never measured: a jump to a random item, a jump a few
    /// screens past it, and a drag back up through the cells between (the first jump's cells
    /// scroll in above ones never shown).
    mutating func revisit() {
        let s = Int.random(in: 0..<view.sections.count, using: &rng)
        let n = view.sections[s].count
        guard n > 80 else { return }
        let i = Int.random(in: 0..<(n - 60), using: &rng)
        guard let near = view.driver.contentOffset(forScrollingTo: .item(i, section: s), at: .start) else { return }
        view.scroll(to: near)
        _ = screen()
        let skip = Int.random(in: 8...(family.hasColumns || family.isFixedColumnGrid || family == .flow ? 60 : 20), using: &rng)
        guard let far = view.driver.contentOffset(forScrollingTo: .item(i + skip, section: s), at: .start) else { return }
        view.scroll(to: far)
        _ = screen()
        let step = CGFloat([60, 150, 400].randomElement(using: &rng)!)
        for _ in 0..<40 where view.bounds.minY > 0 { frame(to: max(0, view.bounds.minY - step), "drag back over cells measured long ago") }
        release()
    }

    /// A scroll to a random item at a random position — by the driver's own offset, or as
    /// UIKit's `scrollToItem(at:at:animated:)` works it out from the item's attributes — settled
    /// before it shows; its error measured on the screen; then a drag back toward the start.
    ///
    /// UIKit's arithmetic clamps the offset to the content: where it gives the same offset for
    /// several positions (the item near an end of the content as laid out when UIKit asked),
    /// the layout is told the same thing whichever was asked, and the error is taken to the
    /// nearest of them.
    /// `inFirstHalf`: to an item in the feed's first half (by sections; in one section, by items).
    mutating func jump(throughUIKit: Bool, dragBack: Int = 4, inFirstHalf: Bool = false) {
        let sections = view.sections.count
        let s = Int.random(in: 0..<(inFirstHalf ? (sections + 1) / 2 : sections), using: &rng)
        let count = view.sections[s].count
        guard count > 0 else { return }
        let p = IndexPath.item(Int.random(in: 0..<(inFirstHalf && sections == 1 ? (count + 1) / 2 : count), using: &rng), section: s)
        let position = ItemScrollPosition.allCases.randomElement(using: &rng)!
        let h = view.bounds.height
        let screenPlace = { (f: CGRect, at: ItemScrollPosition) -> CGFloat in at == .start ? 0 : at == .center ? (h - f.height) / 2 : h - f.height }
        var alike = [position]
        if throughUIKit {
            guard let f = view.driver.layoutAttributesForItem(at: p)?.frame else { return }
            let maxOffset = max(0, view.driver.collectionViewContentSize.height - h)
            let uikit = { (at: ItemScrollPosition) in (min(max(0, f.minY - screenPlace(f, at)), maxOffset) * 3).rounded() / 3 }
            alike = ItemScrollPosition.allCases.filter { abs(uikit($0) - uikit(position)) < 0.01 }
            view.scroll(to: CGPoint(x: 0, y: uikit(position)))
        } else {
            guard let offset = view.driver.contentOffset(forScrollingTo: p, at: position) else { return }
            view.scroll(to: offset)
        }
        let shown = screen()
        if dragBack > 0, let f = shown.frames[view.id(p)].map({ $0.offsetBy(dx: 0, dy: shown.offset.y) }) {
            let maxOffset = max(0, view.driver.collectionViewContentSize.height - h)
            let offsets = alike.map { min(max(0, f.minY - screenPlace(f, $0)), maxOffset) }
            let expected = offsets.min { abs(view.bounds.minY - $0) < abs(view.bounds.minY - $1) }!
            t.scrollToIndexMaxError = max(t.scrollToIndexMaxError, abs(view.bounds.minY - expected))
            if abs(view.bounds.minY - expected) > 1, ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil {
                print("TRACE scroll to \(p) \(position) through UIKit \(throughUIKit): offset \(view.bounds.minY), item at \(f), expected \(expected)")
            }
            t.scrollsToIndex += 1
        }
        for _ in 0..<dragBack where view.bounds.minY > 0 { frame(to: max(0, view.bounds.minY - 150), "drag back after a jump") }
        if dragBack > 0 { release() }
    }
}
