import Foundation
import Tessera
import TesseraAdapterDriver

/// What a batch update costs deep in a long feed, as the frame it is: a scroll to the middle
/// item of the last section, then three updates an app makes there — the section's first item
/// deleted (above the screen), an item inserted in its place, the first item shown deleted
/// (inside the screen) — each timed from `performBatchUpdates` through the layout passes and the
/// cells measuring (`update_frame_us_*`). The frame script's frames (`frames`) hold no update.
extension NoJumpSession {
    mutating func updateFrames() {
        let s = view.sections.count - 1
        let middle = view.sections[s].count / 2
        guard middle > 0, let offset = view.driver.contentOffset(forScrollingTo: .item(middle, section: s), at: .start) else { return }
        view.scroll(to: offset)
        _ = screen()
        for step in 0..<3 {
            var c = Change(sections: view.sections, ids: view.ids)
            let n = c.sections[s].count
            let shown = NoJumpScreen(view).indexPaths.values.filter { $0.sectionIndex == s }.min()?.itemIndex ?? middle
            let at = step == 2 ? shown : 0
            if step == 1 {
                c.sections[s] = family.section(n + 1)
                c.ids[s].insert(contentsOf: view.newIDs(1), at: at)
                c.updates = [.insertItem(.item(at, section: s))]
            } else {
                c.sections[s] = family.section(n - 1)
                c.ids[s].remove(at: at)
                c.updates = [.deleteItem(.item(at, section: s))]
            }
            let clock = ContinuousClock()
            let d = clock.measure {
                view.batchUpdate(c.updates, newSections: c.sections, newIDs: c.ids)
                view.settle(&rng)
            }
            t.updateFrameMicroseconds.append(d.microseconds)
        }
    }
}
