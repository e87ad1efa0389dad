// UICollectionView's visible cells and reconfiguring them in place.

extension UICollectionView {
    /// developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems:
    /// "An array of IndexPath objects, each of which corresponds to a visible item in the
    /// collection view. This array does not include any currently visible supplementary or
    /// decoration views. If there are no visible items, this array is empty." Assumed: sorted
    /// (UIKit documents no order).
    public var indexPathsForVisibleItems: [IndexPath] { modelVisibleCells.keys.sorted() }

    /// developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:): "The cell
    /// object at the corresponding index path or nil if the cell is not visible or indexPath is
    /// out of range."
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { modelVisibleCells[indexPath] }

    /// developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:) (iOS 15):
    /// "Updates the data for the items at the index paths you specify, preserving the existing
    /// cells for the items." For a visible item the data source's `collectionView(_:cellForItemAt:)`
    /// runs again and its dequeue returns the existing cell ("the collection view dequeues the
    /// existing cell" and does not call `prepareForReuse()`); the cell may then self-size again.
    /// Prefetched cells are reconfigured too ("To update the contents of existing (including
    /// prefetched) cells"); items with no cell get their content when displayed. Reconfiguring is not a reload:
    /// no layout invalidation unless the cell's preferred size changes. Assumed: outside
    /// `performBatchUpdates` it applies at once.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        UIKitModel.count("reconfigureItems(at:)")
        for p in indexPaths {
            guard exists(p, category: .cell) else {
                UIKitModel.violate("reconfigureItems(at:) names item \(p), which does not exist")
                continue
            }
            guard let cell = modelVisibleCells[p] ?? modelPreparedCells[p], let dataSource else { continue }
            modelReconfiguring = (p, cell)
            UIKitModel.count("collectionView(_:cellForItemAt:)")
            let returned = dataSource.collectionView(self, cellForItemAt: p)
            modelReconfiguring = nil
            if returned !== cell {
                UIKitModel.violate("reconfigureItems(at:): the data source returned another cell for \(p) than the one it dequeued (the existing cell)")
            }
            // A cell on screen measures again with its new content (a prefetched one when displayed).
            if modelVisibleCells[p] != nil, let original = layout.layoutAttributesForItem(at: p), selfSize(cell, original: original) { setNeedsLayout() }
        }
    }
}

extension UICollectionView {
    /// The order VoiceOver reads the cells on screen in. Assumed: with `accessibilityElements`
    /// unset, a collection view's cells are read in the order its layout listed them in the
    /// last layout pass's `layoutAttributesForElements(in:)` (UIKit documents no order; a
    /// layout that lists them in reading order is read in reading order).
    public var modelVoiceOverOrder: [IndexPath] {
        modelDisplayed.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }
}
