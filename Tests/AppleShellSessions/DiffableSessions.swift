// Sessions with TesseraCollectionViewLayout under UICollectionViewDiffableDataSource (issue 37,
// point 7): identity-based updates animate as batch updates and keep measured sizes.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

@MainActor
let diffableSessions: [Session] = [
    // A self-sizing list (estimated 100, rows measure 40/60/80 by id) under a diffable data
    // source, scrolled to 300: deletes, a move, inserts above and inside the viewport and a
    // reload, applied as a snapshot. Caught when the driver drops measured sizes on a data
    // change or keeps them by index path (counts alone do not say which item is where).
    Session(name: "diffable: inserts, deletes, moves and reloads animate and keep measured heights") { log in
        let layout = TesseraCollectionViewLayout(estimatedList(100))
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(cv)
        cv.register(SizingCell.self, forCellWithReuseIdentifier: "cell")
        let height: (Int) -> CGFloat = { [40, 60, 80][$0 % 3] }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, id in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.modelPreferredSize = { CGSize(width: $0.width, height: height(id)) }
            return cell
        }
        keepAlive.append(dataSource)
        var first = NSDiffableDataSourceSnapshot<Int, Int>()
        first.appendSections([0])
        first.appendItems(Array(0..<30))
        dataSource.apply(first, animatingDifferences: false)
        window.layoutIfNeeded()
        cv.modelScroll(to: CGPoint(x: 0, y: 300))
        let d = layout.driver
        // Rows 0–4 are 40 60 80 40 60 high: row 5 (80) at 280, 20 pt above the top.
        log.expect(
            d.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 0, y: 280, width: 390, height: 80),
            "row 5 measured at 280: \(String(describing: d.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame))")
        let before = measuredByID(d) { dataSource.itemIdentifier(for: $0) }
        let oldFive = cv.modelVisibleCells[IndexPath(item: 5, section: 0)]?.modelAppliedAttributes?.frame
        var edit = dataSource.snapshot()
        edit.deleteItems([1, 7])
        edit.moveItem(10, beforeItem: 0)
        edit.insertItems([100], beforeItem: 3)
        edit.insertItems([101], afterItem: 16)
        edit.reloadItems([12])
        log.expect(edit.itemIdentifiers.prefix(8) == [10, 0, 2, 100, 3, 4, 5, 6], "the edited order: \(edit.itemIdentifiers.prefix(8))")
        let reloads = calls("reloadData"), batches = calls("performBatchUpdates"), remeasures = calls("shouldInvalidateLayout(forPreferredLayoutAttributes:)")
        dataSource.apply(edit)
        log.expect(
            dataSource.modelLastApply?.how == "batch" && calls("reloadData") == reloads && calls("performBatchUpdates") == batches + 1,
            "one batch update, no reload: \(String(describing: dataSource.modelLastApply))")
        let after = measuredByID(d) { dataSource.itemIdentifier(for: $0) }
        let kept = before.filter { id, _ in ![1, 7].contains(id) }
        log.expect(kept.allSatisfy { after[$0.key] == $0.value }, "every row keeps its measured size: \(kept.filter { after[$0.key] != $0.value }.keys.sorted())")
        let visibleIDs = Set(cv.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) })
        let neverMeasured = visibleIDs.subtracting(before.keys).count
        log.expect(
            calls("shouldInvalidateLayout(forPreferredLayoutAttributes:)") - remeasures <= neverMeasured,
            "only rows never measured measure: \(calls("shouldInvalidateLayout(forPreferredLayoutAttributes:)") - remeasures) invalidations, \(neverMeasured) new on screen")
        // Row 5 stays 20 pt above the top: above it 10 (60), 0 (40), 2 (80), 100 (estimated
        // 100), 3 (40), 4 (60) → at 380, the offset 400.
        guard let five = dataSource.indexPath(for: 5), let new = dataSource.indexPath(for: 101), let twelve = dataSource.indexPath(for: 12) else {
            return log.expect(false, "rows 5, 12 and 101 are in the data")
        }
        log.expect(
            d.layoutAttributesForItem(at: five)?.frame.minY == 380 && cv.contentOffset.y == 400,
            "row 5 at \(String(describing: d.layoutAttributesForItem(at: five)?.frame.minY)), offset \(cv.contentOffset.y): 380 and 400")
        // Animations: 101 and the reloaded 12 fade in; 5 slides from where it was.
        log.expect(cv.modelAppearing[new]?.alpha == 0, "row 101 fades in: \(String(describing: cv.modelAppearing[new]))")
        log.expect(cv.modelAppearing[twelve]?.alpha == 0, "row 12 (reloaded) fades in")
        // Row 7 (at 400 before, deleted) fades out; row 5 ends where it now is (380).
        log.expect(cv.modelDisappearing[IndexPath(item: 7, section: 0)]?.alpha == 0, "row 7 fades out: \(String(describing: cv.modelDisappearing[IndexPath(item: 7, section: 0)]))")
        log.expect(cv.modelDisappearing[IndexPath(item: 5, section: 0)]?.frame.minY == 380, "row 5 ends at 380: \(String(describing: cv.modelDisappearing[IndexPath(item: 5, section: 0)]?.frame))")
        log.expect(oldFive != nil && cv.modelAppearing[five]?.frame == oldFive, "row 5 moves from \(String(describing: oldFive)): \(String(describing: cv.modelAppearing[five]?.frame))")
        log.expect(cv.cellForItem(at: twelve) != nil && cv.cellForItem(at: five) != nil, "rows 5 and 12 are on screen")
        log.expectFramesMatchEngine(cv)
        // A reconfigure keeps the cell and lays nothing out.
        let cell = cv.cellForItem(at: five), prepares = calls("prepare")
        var again = dataSource.snapshot()
        again.reconfigureItems([5])
        dataSource.apply(again)
        log.expect(cv.cellForItem(at: five) === cell && calls("reconfigureItems(at:)") >= 1, "row 5 reconfigured in its own cell")
        log.expect(calls("prepare") == prepares, "an empty difference lays nothing out: \(calls("prepare") - prepares) prepares")
    },
    // The snapshot's rules: duplicates and unknown anchors are what UIKit raises for.
    Session(name: "diffable: a snapshot rejects duplicate identifiers") { log in
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(["a", "b"])
        s.appendItems(["a"])
        s.insertItems(["c"], afterItem: "z")
        log.expect(UIKitModel.violations.count == 2, "two violations: \(UIKitModel.violations)")
        log.expect(s.itemIdentifiers == ["a", "b"], "the snapshot is unchanged: \(s.itemIdentifiers)")
        UIKitModel.violations = []
    },
]
