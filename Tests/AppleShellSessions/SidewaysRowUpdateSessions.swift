// Issue 49, defect 3: a sideways row's offset, and its scroll view, belong to the row, not to
// a section index: a batch update that inserts, deletes or moves sections before a row the user
// scrolled leaves it where it was.
//
// The fixture of OrthogonalSessions.swift (a 400 × 300 collection view, rows of ten 100 × 100
// items, each row's offset 0 … 600; left to right item k of a row shows at x = 100k − offset),
// rows stacked 100 apart: all three rows of a three-section feed are on screen.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// Where item `item` of section `section` shows (its minX), nil when it is not shown.
@MainActor
func shownX(_ cv: UICollectionView, _ item: Int, section: Int) -> CGFloat? {
    cv.modelVisibleCells[IndexPath(item: item, section: section)]?.modelAppliedAttributes?.frame.minX
}

/// Drags row `section` `distance` points toward later items and lets it go still.
@MainActor
func dragRow(_ cv: UICollectionView, _ layout: TesseraCollectionViewLayout, section: Int, by distance: CGFloat) {
    guard let sv = layout.scrollView(forOrthogonalSection: section) else { return }
    sv.modelTouchDown()
    sv.modelDrag(translation: CGPoint(x: -distance, y: 0))
    sv.modelEndDragging(velocity: .zero)
    settle(cv, sv)
}

/// Each row's offset as the driver, its scroll view and its cells show it: the offset, the
/// scroll view's content offset, and where its item 0 would be (its item 3 shown at 300 − offset).
@MainActor
func rowShown(_ cv: UICollectionView, _ layout: TesseraCollectionViewLayout, section: Int) -> String {
    let offset = layout.driver.offset(ofOrthogonalSection: section).map { "\($0)" } ?? "none"
    let view = layout.scrollView(forOrthogonalSection: section).map { "\($0.contentOffset.x) (its section \($0.section))" } ?? "none"
    return "row \(section): offset \(offset), scroll view \(view), item 3 at \(String(describing: shownX(cv, 3, section: section)))"
}

/// Whether row `section` is at `offset` as the driver, its scroll view and its cells show it.
@MainActor
func rowIs(_ cv: UICollectionView, _ layout: TesseraCollectionViewLayout, section: Int, at offset: CGFloat) -> Bool {
    guard let view = layout.scrollView(forOrthogonalSection: section) else { return false }
    return near(layout.driver.offset(ofOrthogonalSection: section), offset) && near(view.contentOffset.x, offset) && view.section == section
        && near(shownX(cv, 3, section: section), 300 - offset)
}

@MainActor
let sidewaysRowUpdateSessions: [Session] = [
    // Rows at 250 and 100. A section inserted at the top rests at 0 and the two rows keep their
    // offsets at their new indices (1: 250, item 3 at 50; 2: 100, item 3 at 200); a drag on
    // the first scrolled row goes on from 250 (its scroll view followed it): 50 more, 300.
    // Deleting the new section brings them back to 0 and 1 with their offsets; moving row 1 to
    // the top swaps them.
    Session(name: "sideways rows: a row's offset and scroll view follow it through inserted, deleted and moved sections") { log in
        let (cv, layout, _) = sidewaysRows(.continuous)
        guard let ds = cv.dataSource as? CountsDataSource else { return log.expect(false, "the fixture's data source") }
        dragRow(cv, layout, section: 0, by: 250)
        dragRow(cv, layout, section: 1, by: 100)
        log.expect(rowIs(cv, layout, section: 0, at: 250) && rowIs(cv, layout, section: 1, at: 100), "\(rowShown(cv, layout, section: 0)); \(rowShown(cv, layout, section: 1))")
        ds.counts.insert(10, at: 0)
        cv.performBatchUpdates({ cv.insertSections(IndexSet(integer: 0)) })
        for (s, offset) in [(0, 0), (1, 250), (2, 100)] as [(Int, CGFloat)] {
            log.expect(rowIs(cv, layout, section: s, at: offset), "after an insert at the top, row \(s) at \(offset): \(rowShown(cv, layout, section: s))")
        }
        log.expectFramesMatchEngine(cv)
        dragRow(cv, layout, section: 1, by: 50)
        log.expect(rowIs(cv, layout, section: 1, at: 300) && rowIs(cv, layout, section: 0, at: 0), "the drag goes on from 250: \(rowShown(cv, layout, section: 1))")
        ds.counts.remove(at: 0)
        cv.performBatchUpdates({ cv.deleteSections(IndexSet(integer: 0)) })
        log.expect(rowIs(cv, layout, section: 0, at: 300) && rowIs(cv, layout, section: 1, at: 100), "after the delete: \(rowShown(cv, layout, section: 0)); \(rowShown(cv, layout, section: 1))")
        log.expect(layout.scrollView(forOrthogonalSection: 2) == nil, "no scroll view for a section that is gone")
        cv.performBatchUpdates({ cv.moveSection(1, toSection: 0) })
        log.expect(rowIs(cv, layout, section: 0, at: 100) && rowIs(cv, layout, section: 1, at: 300), "after the move: \(rowShown(cv, layout, section: 0)); \(rowShown(cv, layout, section: 1))")
        log.expectFramesMatchEngine(cv)
    },
    // Group paging, dragged to 130 and released at 800 pt/s: it decelerates toward 200 (the
    // next group; OrthogonalSessions.swift). A section inserted at the top while it moves: the
    // row, now section 1, goes on to rest at 200; the new row stays at 0.
    Session(name: "sideways rows: a row decelerating while a section is inserted above comes to rest on its own group") { log in
        let (cv, layout, sv) = sidewaysRows(.groupPaging)
        guard let sv, let ds = cv.dataSource as? CountsDataSource else { return log.expect(false, "the fixture's row and data source") }
        sv.modelTouchDown()
        sv.modelDrag(translation: CGPoint(x: -130, y: 0))
        sv.modelEndDragging(velocity: CGPoint(x: 800, y: 0))
        for _ in 0..<20 { sv.modelStep(); cv.layoutIfNeeded() }
        log.expect(sv.isDecelerating, "still moving after 20 frames")
        ds.counts.insert(10, at: 0)
        cv.performBatchUpdates({ cv.insertSections(IndexSet(integer: 0)) })
        settle(cv, sv)
        log.expect(rowIs(cv, layout, section: 1, at: 200), "the flung row rests on its next group: \(rowShown(cv, layout, section: 1))")
        log.expect(rowIs(cv, layout, section: 0, at: 0), "the inserted row rests at its start: \(rowShown(cv, layout, section: 0))")
        log.expectFramesMatchEngine(cv)
    },
]
