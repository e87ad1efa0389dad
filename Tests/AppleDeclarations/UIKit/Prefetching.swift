// Cell and data prefetching: cells requested ahead of display and kept until they scroll in.

/// developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching: "advance
/// warning of the data requirements for a collection view". The cancel method is optional
/// (a requirement with a default here).
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled: "the
    /// collection view requests cells in advance of when they will be displayed, spreading the
    /// rendering over multiple layout passes" (the default). After each settled layout pass the
    /// model asks the data source for the cells of the items one screen ahead in the direction
    /// of the last scroll (Assumed: UIKit documents no distance; the sample "Prefetching
    /// collection view data" shows about a row ahead) and keeps them, configured, off screen
    /// (`cellForItem(at:)` is nil for them); a cell that scrolls in is displayed without asking
    /// the data source again, and one that leaves the band goes back to the reuse queue. The
    /// prefetch data source hears the same items (Assumed), and a cancel for those that left
    /// the band without being displayed.
    func prefetchCells(around visible: CGRect) {
        defer { modelLastPassOffset = visible.origin }
        var prepared: [IndexPath: UICollectionViewCell] = [:]
        if isPrefetchingEnabled, dataSource != nil, let ahead = modelPrefetchRect(visible) {
            UIKitModel.count("layoutAttributesForElements(in:) ahead")
            let vended = layout.layoutAttributesForElements(in: mirrored(ahead)) ?? []
            vend(vended, from: "layoutAttributesForElements(in:)")
            for a in vended.map(displayedAttributes) where a.representedElementCategory == .cell {
                let p = a.indexPath
                guard a.frame.intersects(ahead), !a.frame.intersects(visible), modelVisibleCells[p] == nil, exists(p, category: .cell) else { continue }
                guard let cell = modelPreparedCells[p] ?? requestCell(at: p) else { continue }
                modelShow(cell, a.modelCopy())
                prepared[p] = cell
            }
        }
        for (p, c) in modelPreparedCells where prepared[p] !== c { enqueue(c) }
        modelPreparedCells = prepared
        prefetchData(Set(prepared.keys))
    }

    /// The band one screen ahead of `visible` along the scrolling axis, behind it when the
    /// last scroll went back; nil when the content does not scroll.
    func modelPrefetchRect(_ visible: CGRect) -> CGRect? {
        let previous = modelLastPassOffset ?? visible.origin
        if contentSize.height > visible.height + 0.5 {
            let back = visible.minY < previous.y
            return CGRect(x: visible.minX, y: back ? visible.minY - visible.height : visible.maxY, width: visible.width, height: visible.height)
        }
        if contentSize.width > visible.width + 0.5 {
            let back = visible.minX < previous.x
            return CGRect(x: back ? visible.minX - visible.width : visible.maxX, y: visible.minY, width: visible.width, height: visible.height)
        }
        return nil
    }

    /// Takes the prefetched cell of `p` to display it.
    func takePreparedCell(at p: IndexPath) -> UICollectionViewCell? {
        modelPreparedCells.removeValue(forKey: p)
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:):
    /// "The collection view calls this method as the user scrolls, providing the index paths
    /// for cells it's likely to display in the near future."
    func prefetchData(_ paths: Set<IndexPath>) {
        guard let prefetchDataSource else { modelPrefetchedData = []; return }
        let new = paths.subtracting(modelPrefetchedData).sorted()
        let gone = modelPrefetchedData.subtracting(paths).subtracting(modelVisibleCells.keys).sorted()
        if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new) }
        if !gone.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: gone) }
        modelPrefetchedData = paths
    }
}
