// Runs the code of "Using Tessera in a UIKit app" (Sources/TesseraUIKit/TesseraUIKit.docc),
// extracted block by block, through the executable UIKit model (Tests/AppleDeclarations, issue
// 21): launch, scroll, append with insertItems, and checks that cells, headers and decoration
// views are shown and that no UIKit rule was broken (a kind never registered, an index path the
// data source does not have, …); then the SwiftUI article's sessions. Built and run by
// `scripts/run-doc-articles`.
import Foundation
import Tessera
import TesseraUIKit
import UIKit

@main
struct ArticleSessions {
    @MainActor static var failures: [String] = []

    @MainActor static func expect(_ condition: Bool, _ message: String) {
        if !condition { failures.append(message) }
    }

    @MainActor static func main() {
        UIViewController.modelScreenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        feedViewController()
        catalogWithHeadersAndDecorations()
        SwiftUIArticleSessions.run(&failures)
        if failures.isEmpty {
            print("doc article sessions passed (UIKit: feed, catalog; SwiftUI: ExploreGrid, PhotoFeed, ButtonRow)")
        } else {
            failures.forEach { print("FAILED: \($0)") }
            exit(1)
        }
    }

    /// The article's `FeedViewController`: a waterfall with a pinned header; a page appended.
    @MainActor static func feedViewController() {
        UIKitModel.reset()
        let vc = FeedViewController(nibName: nil, bundle: nil)
        let root: UIView = vc.view
        root.layoutIfNeeded()
        guard let cv = root.subviews.compactMap({ $0 as? UICollectionView }).first else {
            return expect(false, "feed: the view controller shows no collection view")
        }
        expect(!cv.modelVisibleCells.isEmpty, "feed: no cells shown at launch")
        expect(!cv.modelVisibleSupplementaries.isEmpty, "feed: the pinned header is not shown at launch")
        vc.append((0..<100).map { [0.75, 1, 1.5][$0 % 3] })
        cv.layoutIfNeeded()
        expect(cv.numberOfItems(inSection: 0) == 104, "feed: 4 + 100 items after the append, not \(cv.numberOfItems(inSection: 0))")
        cv.modelScroll(to: CGPoint(x: 0, y: 2000))
        expect(!cv.modelVisibleCells.isEmpty, "feed: no cells shown 2000 points down")
        expect(!cv.modelVisibleSupplementaries.isEmpty, "feed: the header does not stay pinned 2000 points down")
        expect(UIKitModel.violations.isEmpty, "feed: UIKit rules broken: \(UIKitModel.violations)")
    }

    /// The article's `makeCatalogCollectionView(frame:)`: a compositional grid with pinned
    /// headers and section backgrounds, two sections of 30 items.
    @MainActor static func catalogWithHeadersAndDecorations() {
        UIKitModel.reset()
        let dataSource = CatalogDataSource()
        let cv = makeCatalogCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        cv.dataSource = dataSource
        cv.layoutIfNeeded()
        cv.modelScroll(to: CGPoint(x: 0, y: 600))
        expect(!cv.modelVisibleCells.isEmpty, "catalog: no cells shown")
        expect(!cv.modelVisibleSupplementaries.isEmpty, "catalog: no header shown")
        expect(!cv.modelVisibleDecorations.isEmpty, "catalog: no section background shown")
        expect(UIKitModel.violations.isEmpty, "catalog: UIKit rules broken: \(UIKitModel.violations)")
    }
}

/// The data source an app pairs with the article's catalog collection view.
final class CatalogDataSource: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}
