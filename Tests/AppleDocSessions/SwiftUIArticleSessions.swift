// Runs the code of "Using Tessera in SwiftUI" (Sources/TesseraSwiftUI/TesseraSwiftUI.docc)
// through the executable SwiftUI model: each view's body is measured or mounted as SwiftUI
// would, and compared with the engine's own answer. Called by `ArticleSessions.main()`.
import Foundation
import SwiftUI
import Tessera
import TesseraSwiftUI

@MainActor
enum SwiftUIArticleSessions {
    /// Every session; failures are appended to `failures`.
    static func run(_ failures: inout [String]) {
        // ExploreGrid: the container is as tall as the Explore mosaic of 19 items at 390 points
        // (the engine's content size for the same layout, data and width).
        let titles = (0..<19).map { "\($0)" }
        let size = modelSizeThatFits(ExploreGrid(titles: titles).body, ProposedViewSize(width: 390, height: nil))
        do {
            let engine = try MosaicLayout.explore(spacing: 1)
                .makeSnapshot(sections: [SectionData(itemCount: 19)], environment: LayoutEnvironment(width: 390)).contentSize
            if abs(size.width - engine.width) > 0.5 || abs(size.height - engine.height) > 0.5 {
                failures.append("ExploreGrid: \(size), the engine's mosaic is \(engine)")
            }
        } catch {
            failures.append("ExploreGrid: the engine refused the layout: \(error)")
        }

        // PhotoFeed: mounted as SwiftUI mounts a representable, it shows cells and breaks no rule.
        UIKitModel.reset()
        guard let feed = PhotoFeed(ratios: [0.75, 1, 1.5, 0.66, 1, 1]).body as? TesseraCollectionView<Text> else {
            return failures.append("PhotoFeed: the body is not a TesseraCollectionView<Text>")
        }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        if host.view.modelVisibleCells.isEmpty { failures.append("PhotoFeed: no cells shown") }
        if !UIKitModel.violations.isEmpty { failures.append("PhotoFeed: UIKit rules broken: \(UIKitModel.violations)") }

        // ButtonRow: the equal-width stack gives its one button a size.
        let row = modelSizeThatFits(ButtonRow().body, ProposedViewSize(width: 390, height: nil))
        if row.width <= 0 || row.height <= 0 { failures.append("ButtonRow: measured \(row)") }
    }
}
