// Issue 49, defect 1: `TesseraCollectionView` updates with no layout pass between them. A data
// change that reloads leaves UIKit without counts until the next pass; an append right after it
// must still be one consistent batch update. UIKit reads the counts before the updates block
// (performBatchUpdates(_:completion:): update the data model inside the block, or make sure
// the layout is up to date before the call); a model changed before `insertItems` is counted
// twice, and UIKit raises "Invalid update" (the model records it as a broken rule).
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit

/// A list of `count` rows, each a line of text.
@MainActor
func rows(_ count: Int) -> TesseraCollectionView<Text> {
    TesseraCollectionView(estimatedList(100), sections: [SectionData(itemCount: count)]) { p in Text("row \(p.item)") }
}

@MainActor
let updateTimingSessions: [Session] = [
    Session(name: "update timing: a reload and an append before one layout pass are one consistent update") { log in
        let host = ModelRepresentableHost(rows(20), size: CGSize(width: 390, height: 844))
        let cv = host.view
        log.expect(cv.numberOfItems(inSection: 0) == 20, "20 rows shown first")
        // Fewer rows (a reload), then five appended, before the next pass.
        host.updateWithoutLayout(rows(10))
        host.updateWithoutLayout(rows(15))
        cv.layoutIfNeeded()
        log.expectNoViolations()
        log.expect(cv.numberOfItems(inSection: 0) == 15, "15 rows after both updates: \(cv.numberOfItems(inSection: 0))")
        log.expectFramesMatchEngine(cv)
        // Two appends before a pass: 15 → 18 → 22.
        host.updateWithoutLayout(rows(18))
        host.updateWithoutLayout(rows(22))
        cv.layoutIfNeeded()
        log.expect(cv.numberOfItems(inSection: 0) == 22, "22 rows: \(cv.numberOfItems(inSection: 0))")
        log.expectFramesMatchEngine(cv)
    }
]
