import Foundation
import Tessera

/// What the screen of a `NoJumpView` shows, taken from outside the driver: every cell that
/// intersects the viewport, by its item's identity, at its place on screen (its displayed frame
/// minus the content offset UIKit ended up with). Two screens compared item by item, the
/// user's own scroll subtracted, say how far anything the user was looking at moved.
struct NoJumpScreen {
    /// Each shown item's frame on screen, by identity.
    var frames: [Int: CGRect] = [:]
    /// Each shown item's index path (at the time of the screen).
    var indexPaths: [Int: IndexPath] = [:]
    /// The content offset the screen was taken at.
    var offset: CGPoint = .zero

    init() {}

    /// The screen `view` shows now (one layout pass).
    init(_ view: NoJumpView) {
        offset = view.bounds.origin
        viewport = view.bounds.size
        for a in view.pass() {
            let id = view.id(a.indexPath)
            frames[id] = a.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            indexPaths[id] = a.indexPath
        }
        lines = NoJumpLines(view, shown: indexPaths, offset: offset)
    }

    /// The lines holding the shown items, under a layout of lines (`NoJumpLines`).
    var lines: NoJumpLines?

    /// The first item fully shown, in index-path order: what a reader is reading.
    var firstFullyShown: Int? {
        frames.filter { $0.value.minY >= -0.01 && $0.value.minX >= -0.01 }.keys.min { indexPaths[$0]! < indexPaths[$1]! }
    }

    /// The viewport's size (to tell what the user's scroll alone would leave in view).
    var viewport: CGSize = .zero

    /// The largest movement on screen (the larger of the two axes) of an item shown here and
    /// in `after`, and in view where the user's scroll alone (`scrolled`) would have put it, less
    /// that scroll; among the items for which `mustStay` holds; with the item that moved most.
    /// An item whose line holds a change moves as its line's leading edge does (`NoJumpLines`).
    func maxShift(to after: NoJumpScreen, scrolled: CGPoint, mustStay: (Int) -> Bool = { _ in true }) -> (shift: CGFloat, id: Int?) {
        var worst: (CGFloat, Int?) = (0, nil)
        let view = CGRect(origin: .zero, size: viewport)
        for (id, before) in frames where mustStay(id) {
            guard let now = after.frames[id], before.offsetBy(dx: -scrolled.x, dy: -scrolled.y).intersects(view) else { continue }
            var d = max(abs(now.minX - (before.minX - scrolled.x)), abs(now.minY - (before.minY - scrolled.y)))
            if let lines, let later = after.lines, lines.lineChanged(id, to: later), let from = lines.lines[id]?.edge, let to = later.lines[id]?.edge {
                d = abs(to - (from - scrolled.y))
            }
            if d > worst.0 { worst = (d, id) }
        }
        return worst
    }

    /// With `NOJUMP_TRACE=2`: both screens, item by item (identity@section,item, x, y, height).
    /// The least movement a trace prints: half a point, or `NOJUMP_TRACE_MIN` (0.1: a pixel at 3×).
    static let traceThreshold = CGFloat(ProcessInfo.processInfo.environment["NOJUMP_TRACE_MIN"].flatMap(Double.init) ?? 0.5)

    static func trace(_ before: NoJumpScreen, _ after: NoJumpScreen) {
        guard ProcessInfo.processInfo.environment["NOJUMP_TRACE"] == "2" else { return }
        for (name, s) in [("before", before), ("after", after)] {
            let cells = s.frames.sorted { s.indexPaths[$0.key]! < s.indexPaths[$1.key]! }.map { id, f in
                "\(id)@\(s.indexPaths[id]!.sectionIndex),\(s.indexPaths[id]!.itemIndex) x \(Int(f.minX)) y \(f.minY) h \(f.height)"
            }
            print("  \(name) offset \(s.offset.y): " + cells.joined(separator: "; "))
        }
    }
}
