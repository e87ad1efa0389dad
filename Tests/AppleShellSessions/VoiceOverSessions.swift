// VoiceOver in sideways rows (OrthogonalSessions.swift's fixture: rows of ten 100-wide items,
// 400 wide, content 1000, offset 0 … 600, three pages). A page scroll tells VoiceOver where it
// went (`UIAccessibility.Notification.pageScrolled`, "Page 2 of 3"), and the items outside a
// row's visible band are VoiceOver elements of the row's scroll view: focus reaching one
// scrolls the row to show it and moves on to its cell (`layoutChanged`).
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// The announcements posted as `pageScrolled` so far.
@MainActor
func pageAnnouncements() -> [String] {
    UIAccessibility.modelPosted.filter { $0.notification == .pageScrolled }.compactMap { $0.argument as? String }
}

@MainActor
let voiceOverSessions: [Session] = [
    // Offsets 400 (page 2), 600 (the end, page 3), 200 (page 2); right to left the same pages.
    Session(name: "sideways rows VoiceOver: a page scroll announces the page") { log in
        for rightToLeft in [false, true] {
            UIAccessibility.modelPosted = []
            let (cv, _, sv) = sidewaysRows(.continuousGroupLeadingBoundary, rightToLeft: rightToLeft)
            guard let sv else { return log.expect(false, "the row has a scroll view") }
            log.expect(sv.accessibilityScroll(.next), "next page")
            settle(cv, sv)
            log.expect(sv.accessibilityScroll(.next), "next page again")
            settle(cv, sv)
            log.expect(sv.accessibilityScroll(.previous), "previous page")
            settle(cv, sv)
            let said = pageAnnouncements()
            log.expect(said == ["Page 2 of 3", "Page 3 of 3", "Page 2 of 3"], "right to left \(rightToLeft): VoiceOver heard \(said)")
            log.expectFramesMatchEngine(cv)
        }
    },
    // At offset 0 the band shows items 0–3: items 4–9 are elements of the row (item 9 at
    // 900–1000 in the row's content). Focus on item 9 scrolls the row to 600 (1000 − 400):
    // its cell shows at 300 (right to left at 300 − 900 + 600 = 0), VoiceOver moves to it,
    // and the elements are then items 0–5.
    Session(name: "sideways rows VoiceOver: focus reaches items outside a row's band") { log in
        for rightToLeft in [false, true] {
            UIAccessibility.modelPosted = []
            let (cv, layout, sv) = sidewaysRows(.continuous, rightToLeft: rightToLeft)
            guard let sv else { return log.expect(false, "the row has a scroll view") }
            let elements = (sv.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
            log.expect(elements.count == 6, "right to left \(rightToLeft): items 4–9 are elements: \(elements.count)")
            guard let last = elements.last else { continue }
            if !rightToLeft {
                log.expect(last.accessibilityFrameInContainerSpace == CGRect(x: 900, y: 0, width: 100, height: 100), "item 9's element at \(last.accessibilityFrameInContainerSpace)")
            }
            sv.modelVoiceOverFocus(last)
            cv.layoutIfNeeded()
            log.expect(near(layout.driver.offset(ofOrthogonalSection: 0), 600), "the row scrolled to 600: \(String(describing: layout.driver.offset(ofOrthogonalSection: 0)))")
            log.expect(near(shownX(cv, 9), rightToLeft ? 0 : 300), "item 9's cell shows: \(String(describing: shownX(cv, 9)))")
            let moved = UIAccessibility.modelPosted.last { $0.notification == .layoutChanged }
            let cell = cv.cellForItem(at: IndexPath(item: 9, section: 0))
            log.expect(cell != nil && (moved?.argument as? UICollectionViewCell) === cell, "VoiceOver moves on to item 9's cell")
            let now = (sv.accessibilityElements ?? []).count
            log.expect(now == 6, "items 0–5 are the elements now: \(now)")
            log.expectFramesMatchEngine(cv)
        }
    },
]
