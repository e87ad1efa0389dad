// What the sessions build: a data source with cells and headers registered, a cell that
// reports a given size, and the collection view inside a view controller's view.
import Foundation
import Tessera
import TesseraUIKit
import UIKit

/// A cell that self-sizes to what the session says (Auto Layout content, in the model).
final class SizingCell: UICollectionViewCell {
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source of `counts` (one entry per section) that registers its cell and header
/// classes the way an app does, and dequeues properly. `preferredHeight` makes cells self-size.
@MainActor
final class CountsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var headerKinds: [String]
    var preferredHeight: ((IndexPath, CGFloat) -> CGFloat)?

    init(_ counts: [Int], headerKinds: [String] = []) {
        self.counts = counts
        self.headerKinds = headerKinds
    }

    func install(on cv: UICollectionView) {
        cv.register(SizingCell.self, forCellWithReuseIdentifier: "cell")
        for k in headerKinds { cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: k, withReuseIdentifier: "header") }
        cv.dataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let preferredHeight {
            cell.modelPreferredSize = { proposed in CGSize(width: proposed.width, height: preferredHeight(indexPath, proposed.height)) }
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Objects an app would own (data sources), kept for the length of the run.
@MainActor var keepAlive: [AnyObject] = []

/// A collection view running `layout` in a 390×844 window, its data source installed, laid out.
@MainActor
func mounted(_ layout: TesseraCollectionViewLayout, _ dataSource: CountsDataSource, size: CGSize = CGSize(width: 390, height: 844)) -> UICollectionView {
    let window = UIView(frame: CGRect(origin: .zero, size: size))
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dataSource.install(on: cv)
    keepAlive.append(dataSource)  // a collection view's data source is weak, as in UIKit
    window.addSubview(cv)
    window.layoutIfNeeded()
    return cv
}

/// The collection view a sample's view controller put in its view.
@MainActor
func collectionView(in view: UIView) -> UICollectionView? {
    for v in view.subviews {
        if let cv = v as? UICollectionView { return cv }
        if let cv = collectionView(in: v) { return cv }
    }
    return nil
}

/// The first cell on screen (smallest leading edge along the vertical axis, then x) and its
/// distance from the viewport's top.
@MainActor
func topItem(_ cv: UICollectionView) -> (IndexPath, CGFloat)? {
    let cells = cv.modelVisibleCells.compactMap { p, c in c.modelAppliedAttributes.map { (p, $0.frame) } }
        .filter { $0.1.maxY > cv.contentOffset.y + 0.5 }
    guard let top = cells.min(by: { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }) else { return nil }
    return (top.0, top.1.minY - cv.contentOffset.y)
}

/// The first cell (index-path order) wholly below the top of the screen and its distance
/// from it: what a reader is reading.
@MainActor
func firstFullyShownItem(_ cv: UICollectionView) -> (IndexPath, CGFloat)? {
    let cells = cv.modelVisibleCells.compactMap { p, c in c.modelAppliedAttributes.map { (p, $0.frame) } }
        .filter { $0.1.minY >= cv.contentOffset.y - 0.01 && $0.1.minY < cv.contentOffset.y + cv.bounds.height }
    guard let first = cells.min(by: { $0.0 < $1.0 }) else { return nil }
    return (first.0, first.1.minY - cv.contentOffset.y)
}

/// A full-width list whose rows are estimated `estimate` points high.
func estimatedList(_ estimate: CGFloat, headerKind: String? = nil, pinned: Bool = false) -> CompositionalLayout {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
    let group = LayoutGroup.horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])
    var section = LayoutSection(group: group)
    if let headerKind {
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: headerKind, alignment: .top, pinToVisibleBounds: pinned)
        ]
    }
    return CompositionalLayout(section: section)
}
