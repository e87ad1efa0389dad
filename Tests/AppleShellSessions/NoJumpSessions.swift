// Issue 38: the visible content stays put through measurements, updates above the viewport,
// prepends and scroll-to-index, in the UIKit shell under the model of UIKit.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// Where each cell shown is on screen (its frame less the offset), by index path.
@MainActor
func screenFrames(_ cv: UICollectionView) -> [IndexPath: CGRect] {
    var frames: [IndexPath: CGRect] = [:]
    for (p, c) in cv.modelVisibleCells {
        if let f = c.modelAppliedAttributes?.frame { frames[p] = f.offsetBy(dx: 0, dy: -cv.contentOffset.y) }
    }
    return frames
}

/// The first cell shown in index-path order (the anchor) and its place on screen.
@MainActor
func anchorCell(_ cv: UICollectionView) -> (IndexPath, CGRect)? {
    screenFrames(cv).filter { $0.value.maxY > 0 && $0.value.minY < cv.bounds.height }.min { $0.key < $1.key }.map { ($0.key, $0.value) }
}

/// A row's self-sized height, 40–160 by its item (and section).
func rowHeight(_ p: IndexPath) -> CGFloat { CGFloat(40 + ((p.item * 37 + p.section * 11) % 7) * 20) }

/// The rows of a data source by identity: what a row measures follows the row (its id), not
/// its index path, through inserts and deletes, as an app's content does.
final class IdentifiedRows {
    var ids: [[Int]]
    private var next: Int
    init(_ counts: [Int]) {
        var n = 0
        ids = counts.map { c in
            (0..<c).map { _ in
                n += 1; return n
            }
        }
        next = n
    }
    func fresh(_ k: Int) -> [Int] {
        (0..<k).map { _ in
            next += 1; return next
        }
    }
    var counts: [Int] { ids.map(\.count) }
    func height(_ p: IndexPath) -> CGFloat { CGFloat(40 + ((ids[p.section][p.item] * 37) % 7) * 20) }
}

@MainActor
let noJumpSessions: [Session] = [
    // Point 1: a self-sizing list of three sections, scrolled into the last; rows are inserted,
    // deleted and reloaded above the viewport, a section appears above it and one goes. After
    // each update the first row shown is exactly where it was (0 pt), every row shown is, and
    // what shows is the engine's. Caught when the driver anchors nothing after an update.
    Session(name: "no jump: updates above the viewport leave the screen as it was") { log in
        let rows = IdentifiedRows([60, 60, 60])
        let ds = CountsDataSource(rows.counts)
        ds.preferredHeight = { p, _ in rows.height(p) }
        let cv = mounted(TesseraCollectionViewLayout(estimatedList(100)), ds)
        guard let layout = cv.collectionViewLayout as? TesseraCollectionViewLayout else { return log.expect(false, "no layout") }
        guard let start = layout.driver.layoutAttributesForItem(at: IndexPath(item: 20, section: 2))?.frame.minY else { return log.expect(false, "no row") }
        cv.modelScroll(to: CGPoint(x: 0, y: start + 15))
        cv.layoutIfNeeded()
        let updates: [(String, () -> Void)] = [
            (
                "insert 5 rows in section 0",
                {
                    rows.ids[0].insert(contentsOf: rows.fresh(5), at: 3); ds.counts = rows.counts
                    cv.insertItems(at: (3..<8).map { IndexPath(item: $0, section: 0) })
                }
            ),
            (
                "delete 4 rows of section 1",
                {
                    rows.ids[1].removeSubrange(10..<14); ds.counts = rows.counts
                    cv.deleteItems(at: (10..<14).map { IndexPath(item: $0, section: 1) })
                }
            ),
            ("reload a row of section 1", { cv.reloadItems(at: [IndexPath(item: 2, section: 1)]) }),
            (
                "a section appears above",
                {
                    rows.ids.insert(rows.fresh(12), at: 1); ds.counts = rows.counts
                    cv.insertSections(IndexSet(integer: 1))
                }
            ),
            (
                "a section goes",
                {
                    rows.ids.remove(at: 0); ds.counts = rows.counts
                    cv.deleteSections(IndexSet(integer: 0))
                }
            ),
        ]
        for (what, update) in updates {
            guard let (anchor, place) = anchorCell(cv) else { return log.expect(false, "nothing shown") }
            let before = screenFrames(cv)
            let sectionsBefore = ds.counts.count
            update()
            cv.layoutIfNeeded()
            // The anchor's index path after the update: its section moves with inserted or
            // deleted sections, its item does not (the changes are in other sections).
            let shift = ds.counts.count - sectionsBefore
            let after = screenFrames(cv)
            let now = after[IndexPath(item: anchor.item, section: anchor.section + shift)]
            log.expect(now == place, "\(what): the first row shown \(anchor) was at \(place), now \(String(describing: now))")
            let moved = before.filter { p, f in p.section == anchor.section && after[IndexPath(item: p.item, section: p.section + shift)].map { $0 != f } ?? false }
            log.expect(moved.isEmpty, "\(what): rows shown moved: \(moved.keys.sorted())")
            log.expectFramesMatchEngine(cv)
        }
        // Rows above measuring as the user scrolls back up keep the top row still (the driver's
        // adjustment, applied by UIKit). The frame's anchor is the first row shown that was on
        // screen before: once, a row came into view 5 pt deep and measured its estimate (no
        // invalidation), the row below it measured 40 pt more, and an anchor chosen among the
        // rows not measured in the pass — the sliver, which that change does not move — let the
        // rows shown before move 40 pt (docs/no-jump.md, "The anchor").
        var worst: CGFloat = 0
        for _ in 0..<30 {
            guard let (item, place) = anchorCell(cv) else { break }
            cv.modelScroll(to: CGPoint(x: 0, y: max(0, cv.contentOffset.y - 120)))
            if cv.contentOffset.y > 0, let f = screenFrames(cv)[item] { worst = max(worst, abs(f.minY - (place.minY + 120))) }
        }
        log.expect(worst == 0, "scrolling back up, the row at the top moved \(worst) pt")
        log.expectNoViolations()
    },
    // Point 2: 200 older messages inserted before the ones shown (a chat loading its history):
    // the screen stays as it was, to the point.
    Session(name: "no jump: prepending 200 items keeps the screen") { log in
        let rows = IdentifiedRows([50])
        let ds = CountsDataSource(rows.counts)
        ds.preferredHeight = { p, _ in rows.height(p) }
        let cv = mounted(TesseraCollectionViewLayout(estimatedList(100)), ds)
        cv.modelScroll(to: CGPoint(x: 0, y: 1_234))
        cv.layoutIfNeeded()
        let before = screenFrames(cv)
        rows.ids[0].insert(contentsOf: rows.fresh(200), at: 0)
        ds.counts = rows.counts
        cv.insertItems(at: (0..<200).map { IndexPath(item: $0, section: 0) })
        cv.layoutIfNeeded()
        let after = screenFrames(cv)
        let moved = before.filter { p, f in after[IndexPath(item: p.item + 200, section: 0)] != f }
        log.expect(!before.isEmpty && moved.isEmpty, "rows moved after the prepend: \(moved.keys.sorted()) of \(before.count)")
        log.expectFramesMatchEngine(cv)
        log.expectNoViolations()
    },
    // Point 2: chat mode. Four messages rest at the bottom; a fifth arrives at the bottom;
    // a long history scrolled to the end follows new messages; scrolled up it does not.
    Session(name: "chat: a short chat rests at the bottom; new messages scroll in only from the end") { log in
        let ds = CountsDataSource([4])
        ds.preferredHeight = { p, _ in rowHeight(p) }
        let layout = TesseraCollectionViewLayout(estimatedList(100))
        layout.anchorsAtEnd = true
        let cv = mounted(layout, ds)
        let bottom: @MainActor () -> CGFloat? = {
            cv.modelVisibleCells[IndexPath(item: ds.counts[0] - 1, section: 0)]?.modelAppliedAttributes.map { $0.frame.maxY - cv.contentOffset.y }
        }
        log.expect(bottom() == cv.bounds.height, "the last message ends at the bottom: \(String(describing: bottom()))")
        ds.counts[0] += 1
        cv.insertItems(at: [IndexPath(item: 4, section: 0)])
        cv.layoutIfNeeded()
        log.expect(bottom() == cv.bounds.height, "the new message ends at the bottom: \(String(describing: bottom()))")
        log.expectFramesMatchEngine(cv)
        // A long history: 60 more, appended while the end shows; the newest shows at the bottom.
        ds.counts[0] += 60
        cv.insertItems(at: (5..<65).map { IndexPath(item: $0, section: 0) })
        cv.layoutIfNeeded()
        log.expect(bottom() == cv.bounds.height, "after 60 more the newest ends at the bottom: \(String(describing: bottom()))")
        // Scrolled up, a new message does not move what is read.
        cv.modelScroll(to: CGPoint(x: 0, y: cv.contentOffset.y - 1_500))
        guard let (anchor, place) = anchorCell(cv) else { return log.expect(false, "nothing shown") }
        ds.counts[0] += 1
        cv.insertItems(at: [IndexPath(item: 65, section: 0)])
        cv.layoutIfNeeded()
        log.expect(screenFrames(cv)[anchor] == place, "scrolled up, \(anchor) stays at \(place): \(String(describing: screenFrames(cv)[anchor]))")
        log.expectFramesMatchEngine(cv)
        log.expectNoViolations()
    },
    // Point 4: UIKit's scrollToItem(at:at:animated:), not animated (ScrollToItemSessions.swift
    // runs it animated, over frames), on 10,000 self-sizing rows (one column,
    // a 390-point square estimate, rows 40–160): to row 5,000 centred, 9,999 at the bottom and
    // back to 0 at the top. Each lands exactly (its neighbours measured in the same pass, each
    // adjustment keeping it in place), a later pass moves nothing (no second jump), and what
    // shows is a full layout with the same measurements.
    Session(name: "scroll to item: 10,000 self-sizing rows, to 5,000, 9,999 and back to 0") { log in
        let ds = CountsDataSource([10_000])
        ds.preferredHeight = { p, _ in rowHeight(p) }
        let waterfall = WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0)
        let layout = TesseraCollectionViewLayout(waterfall)
        let cv = mounted(layout, ds)
        let steps: [(Int, UICollectionView.ScrollPosition)] = [(5_000, .centeredVertically), (9_999, .bottom), (0, .top), (7_321, .top)]
        for (item, position) in steps {
            let p = IndexPath(item: item, section: 0)
            cv.scrollToItem(at: p, at: position, animated: false)
            guard let f = cv.modelVisibleCells[p]?.modelAppliedAttributes?.frame else { log.expect(false, "row \(item) is not shown"); continue }
            let y = f.minY - cv.contentOffset.y
            let wanted: CGFloat = position == .top ? 0 : position == .bottom ? cv.bounds.height - f.height : (cv.bounds.height - f.height) / 2
            log.expect(abs(y - wanted) <= 0.001, "row \(item) at \(y) on screen, asked \(wanted)")
            log.expect(f.height == rowHeight(p), "row \(item) measured: \(f.height)")
            let offset = cv.contentOffset
            cv.setNeedsLayout()
            cv.layoutIfNeeded()
            log.expect(cv.contentOffset == offset, "row \(item): a second pass moved the view from \(offset) to \(cv.contentOffset)")
            // A full layout with every measurement the driver has.
            let measured = layout.driver.measuredSizes
            let items = (0..<10_000).map { i in ItemData(measuredSize: measured[IndexPath(item: i, section: 0)]) }
            if let full = try? waterfall.makeSnapshot(sections: [SectionData(items: items)], environment: LayoutEnvironment(containerSize: cv.bounds.size)) {
                let wrong = cv.modelVisibleCells.filter { q, c in c.modelAppliedAttributes?.frame != full.layoutAttributesForItem(at: q)?.frame }
                log.expect(wrong.isEmpty, "row \(item): \(wrong.count) rows shown differ from a full layout")
            }
            log.expectFramesMatchEngine(cv)
        }
        log.expectNoViolations()
    },
    // Point 5: a cell whose preferred height alternates 100, 101, 100, … never settles. The
    // layout stops asking after a bounded number of passes (no self-sizing loop reported by
    // the model), keeps its last size, and reports the index path once.
    // Issue 48, point 2, judged from the screen: 60 rows estimated 100 measure 120, row 8 400.
    // The first screen measures rows 0–7; a jump to 3,000 and a drag back up, 400 pt a frame,
    // through rows never shown: at the frame where rows measured long ago (0–7) scroll in above
    // row 8, never measured, every row shown before the frame must be exactly 400 pt lower on
    // screen after it. Caught when the anchor is "the first row shown that has a measurement"
    // (row 7, and row 8's +300 pushes the rows the user reads off the screen).
    Session(name: "no jump from the screen: dragging back over rows measured long ago") { log in
        let ds = CountsDataSource([60])
        ds.preferredHeight = { p, _ in p.item == 8 ? 400 : 120 }
        let cv = mounted(TesseraCollectionViewLayout(estimatedList(100)), ds)
        cv.layoutIfNeeded()
        cv.modelScroll(to: CGPoint(x: 0, y: 3_000))
        var worst: (CGFloat, String) = (0, "")
        var frames = 0
        while cv.contentOffset.y > 0, frames < 40 {
            frames += 1
            let before = screenFrames(cv)
            let drag = min(400, cv.contentOffset.y)
            cv.modelScroll(to: CGPoint(x: 0, y: cv.contentOffset.y - drag))
            for (p, f) in screenFrames(cv) {
                guard let was = before[p] else { continue }
                let moved = abs(f.minY - (was.minY + drag))
                if moved > worst.0 { worst = (moved, "row \(p.item) at frame \(frames)") }
            }
            log.expectFramesMatchEngine(cv)
        }
        log.expect(worst.0 == 0, "every row shown moved by exactly the drag: \(worst.1) moved \(worst.0) pt more")
        log.expect(frames > 5, "the drag went back to the top in \(frames) frames")
        log.expectNoViolations()
    },
    // Point 3: a two-column waterfall, 400 × 300. Section 0: item 0 600 high (left, 0–600),
    // item 1 350 (right, 0–350), item 2 estimated 100 (right, 350–450) that measures 300;
    // section 1: ten items 100 high, at 600. Scrolled to 460 (item 0 and section 1 seen), then
    // up to 400: item 2 shows and measures, the right column ends at 650 and section 1 would go
    // down 50. The user saw item 0 and section 1: the offset follows section 1 (450) and the
    // left column starts 50 lower (item 0 at 50–650, 400 above the screen's top). The user stops
    // there. Frames at rest (the shell's update link) raise the left column a point a frame:
    // 50 frames, after which the columns are in line and the link stops. Every cell shown moves
    // at most a point a frame, the right column and section 1 not at all. Caught when the link
    // is not continuous (no frame runs at rest) or keeps running.
    Session(name: "no jump: a waterfall's columns come back in line while the scroll rests") { log in
        let items: [ItemData] = [.height(600), .height(350), .estimatedHeight(100)]
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0)) { _ in
            [SectionData(items: items), SectionData(items: Array(repeating: .height(100), count: 10))]
        }
        let ds = CountsDataSource([3, 10])
        ds.preferredHeight = { p, _ in p.section == 1 ? 100 : [600, 350, 300][p.item] }
        let cv = mounted(layout, ds, size: CGSize(width: 400, height: 300))
        cv.modelScroll(to: CGPoint(x: 0, y: 460))
        cv.modelScroll(to: CGPoint(x: 0, y: 400))
        log.expect(cv.contentOffset.y == 450, "the offset follows section 1: \(cv.contentOffset.y)")
        log.expect(screenFrames(cv)[IndexPath(item: 0, section: 0)]?.minY == -400, "item 0 starts 50 lower: \(String(describing: screenFrames(cv)[IndexPath(item: 0, section: 0)]))")
        var frames = 0, worst: CGFloat = 0, others: CGFloat = 0
        var before = screenFrames(cv)
        while frames < 1_000, UIUpdateLink.modelDisplayFrame() > 0 {
            frames += 1
            let now = screenFrames(cv)
            for (p, f) in now {
                guard let was = before[p] else { continue }
                let moved = abs(f.minY - was.minY)
                if p == IndexPath(item: 0, section: 0) { worst = max(worst, moved) } else { others = max(others, moved) }
            }
            before = now
        }
        log.expect(frames == 50, "the column came back in \(frames) frames at rest")
        log.expect(worst <= 1 && others == 0, "a frame at rest moved item 0 \(worst) pt and the others \(others) pt")
        log.expect(layout.driver.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0, "item 0 back at the top")
        log.expect(layout.driver.columnStartOffsets[0] == [0, 0], "the columns start in line: \(String(describing: layout.driver.columnStartOffsets[0]))")
        log.expect(cv.contentOffset.y == 450, "the scroll view rested: \(cv.contentOffset.y)")
        log.expectFramesMatchEngine(cv)
        log.expectNoViolations()
    },
    Session(name: "self-sizing converges: a cell alternating 100 and 101") { log in
        let ds = CountsDataSource([30])
        var flip = false
        ds.preferredHeight = { p, _ in
            if p.item == 2 { flip.toggle(); return flip ? 101 : 100 }
            return 60
        }
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0))
        var said: [String] = []
        layout.driver.diagnosticHandler = { said.append($0) }
        let cv = mounted(layout, ds)
        cv.layoutIfNeeded()
        log.expect(layout.driver.nonConvergingItems == [IndexPath(item: 2, section: 0)], "item 2 reported: \(layout.driver.nonConvergingItems)")
        log.expect(said.count == 1 && said[0].contains("item 2"), "one diagnostic naming item 2: \(said)")
        log.expectFramesMatchEngine(cv)
        log.expectNoViolations()
    },
]

@MainActor
let readingOrderSessions: [Session] = [
    // Point 7: a two-column waterfall placing items from the trailing column (odd items 100
    // high in the leading column, even items 25 high in the other), 400 × 200. VoiceOver reads
    // the cells by rows of the screen, worked out by hand: 1 (top left) with 0 and 2 beside its
    // upper half, 4, 6, then 3 with 8 and 10, 12, 14 — not 0, 1, 2, 3, … (3 stands below 4–6).
    // Right to left the leading column is on the right and the order is the same.
    Session(name: "VoiceOver reads a waterfall by rows of the screen") { log in
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let items = (0..<40).map { ItemData.height($0 % 2 == 1 ? 100 : 25) }
            let layout = TesseraCollectionViewLayout(
                WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, itemOrder: .rightToLeft),
                sectionsProvider: { _ in [SectionData(items: items)] })
            let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            window.modelSetTraits(.modelTraits(displayScale: 2, layoutDirection: direction))
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            let ds = CountsDataSource([40])
            ds.install(on: cv)
            keepAlive.append(ds)
            window.addSubview(cv)
            window.layoutIfNeeded()
            let order = cv.modelVoiceOverOrder.map(\.item)
            log.expect(order == [1, 0, 2, 4, 6, 3, 8, 10, 12, 14], "\(direction): VoiceOver reads \(order)")
            log.expectFramesMatchEngine(cv)
        }
        log.expectNoViolations()
    }
]
