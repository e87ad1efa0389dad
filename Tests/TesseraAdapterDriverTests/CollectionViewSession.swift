import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraCollectionViewStandIn

/// The driver's tests drive it through the one stand-in for UICollectionView, shared with the
/// no-jump bench and the model of UIKit: UIKit's calls in UIKit's order, so that tests read as
/// what a user does (show, scroll, rotate, fling, self-size, batch update).
typealias CollectionViewSession = ScriptedCollectionView

/// The cells of `elements`, by index path.
func cellFrames(_ elements: [LayoutAttributes]) -> [IndexPath: CGRect] {
    Dictionary(elements.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0.frame) }) { a, _ in a }
}

/// `n` items of fixed height `h`.
func fixedHeights(_ n: Int, _ h: CGFloat) -> SectionData { SectionData(items: Array(repeating: .height(h), count: n)) }

/// A list's snapshot, 390 wide in a viewport 600 tall: `count` rows `height` tall, one under the
/// other (ContentAnchorTests, ViewportAnchorTests).
func listSnapshot(rows count: Int, height: CGFloat) -> LayoutSnapshot {
    var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 600)))
    _ = b.startSection()
    for i in 0..<count { b.addCell(frame: CGRect(x: 0, y: CGFloat(i) * height, width: 390, height: height)) }
    return b.build(contentSize: CGSize(width: 390, height: CGFloat(count) * height))
}

/// `n` items estimated `h` high that take their cells' preferred sizes.
func estimatedHeights(_ n: Int, _ h: CGFloat) -> SectionData { SectionData(items: Array(repeating: .estimatedHeight(h), count: n)) }

/// A session of a waterfall with `columns` columns and no spacing, `width` wide and 300 high,
/// over `section`, after its first layout pass.
func columnsSession(_ columns: Int, width: CGFloat, _ section: SectionData) -> CollectionViewSession {
    let s = CollectionViewSession(
        WaterfallLayout(columns: .fixed(columns), columnSpacing: 0, itemSpacing: 0),
        size: CGSize(width: width, height: 300), sections: [section])
    s.layoutPass()
    return s
}
