// Sessions on gesture recognizers that compete: a finger on a sideways row is seen by the row's
// pan (added to the collection view) and by the page's; the row takes sideways pans, the page
// the rest. The model picks the winner as UIKit's rules do (Gestures.swift).
import Foundation
import Tessera
import TesseraUIKit
import UIKit

@MainActor
let gestureSessions: [Session] = [
    Session(name: "gestures: a sideways pan on a row scrolls the row, any other pan the page") { log in
        let (window, cv, layout) = pageOfRows()
        @MainActor func rowOffsets() -> [CGFloat] { (0..<8).map { layout.driver.offset(ofOrthogonalSection: $0) ?? -1 } }
        // Sideways on row 1 (y 100–200): the row's pan begins, the page's waits for it and fails.
        let first = window.modelPan(at: CGPoint(x: 200, y: 150), velocity: CGPoint(x: -400, y: 30))
        log.expect(first === layout.scrollView(forOrthogonalSection: 1), "a sideways pan on row 1 is row 1's: \(String(describing: first))")
        first?.modelDrag(translation: CGPoint(x: -120, y: 0))
        first?.modelEndDragging(velocity: .zero)
        if let first { settle(cv, first) }
        log.expect(near(layout.driver.offset(ofOrthogonalSection: 1), 120) && cv.contentOffset.y == 0, "row 1 at 120, the page still: \(rowOffsets()), page \(cv.contentOffset.y)")
        // Upward on the same row: the row refuses, the page scrolls.
        let second = window.modelPan(at: CGPoint(x: 200, y: 150), velocity: CGPoint(x: 20, y: -400))
        log.expect(second === cv, "a vertical pan on a row is the page's: \(String(describing: second))")
        second?.modelDrag(translation: CGPoint(x: 0, y: -150))
        second?.modelEndDragging(velocity: .zero)
        if let second { settle(cv, second) }
        log.expect(cv.contentOffset.y == 150 && rowOffsets() == [0, 120, 0, 0, 0, 0, 0, 0], "the page at 150, the rows still: page \(cv.contentOffset.y), rows \(rowOffsets())")
        // Sideways at the same place on screen, now over row 3 (content y 300–400).
        let third = window.modelPan(at: CGPoint(x: 200, y: 180), velocity: CGPoint(x: -300, y: 0))
        log.expect(third === layout.scrollView(forOrthogonalSection: 3), "the pan is row 3's now: \(String(describing: third))")
        third?.modelDrag(translation: CGPoint(x: -60, y: 0))
        third?.modelEndDragging(velocity: .zero)
        if let third { settle(cv, third) }
        log.expect(rowOffsets() == [0, 120, 0, 60, 0, 0, 0, 0] && cv.contentOffset.y == 150, "row 3 at 60: rows \(rowOffsets()), page \(cv.contentOffset.y)")
        log.expectFramesMatchEngine(cv)
    }
]
