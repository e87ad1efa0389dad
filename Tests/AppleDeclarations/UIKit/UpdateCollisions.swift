// The batch updates UIKit raises on although the counts add up: one index path named by two
// changes that cannot both happen to it.

extension UICollectionView {
    /// A reload "consists of deleting and then inserting the item"
    /// (developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/reload), so
    /// before the update an index path may be deleted, reloaded or moved from once only, and
    /// after it inserted or moved to once only. Otherwise UIKit raises
    /// NSInternalInconsistencyException: "attempt to delete and reload the same index path"
    /// (nek023/QBImagePicker #88, ivpusic/react-native-image-crop-picker #1251), and likewise for
    /// a delete or reload and a move from one path; a path deleted twice corrupts the collection
    /// view and crashes later (Open Radar 31786176, Instagram/IGListKit #689, whose PR #657 drops
    /// such collisions).
    func checkCollisions(_ items: [UICollectionViewUpdateItem]) {
        var source: [IndexPath: UICollectionViewUpdateItem.Action] = [:]
        var destination: [IndexPath: UICollectionViewUpdateItem.Action] = [:]
        for i in items where !i.isSection {
            if let p = i.before, i.action != .insert {
                if let other = source[p] { UIKitModel.violate("Invalid update: item \(p) is both \(describe(other)) and \(describe(i.action)) before the update") }
                source[p] = i.action
            }
            if let p = i.after, i.action == .insert || i.action == .move {
                if let other = destination[p] { UIKitModel.violate("Invalid update: item \(p) is both \(describe(other)) and \(describe(i.action)) after the update") }
                destination[p] = i.action
            }
        }
    }

    private func describe(_ action: UICollectionViewUpdateItem.Action) -> String {
        switch action {
        case .insert: "inserted"
        case .delete: "deleted"
        case .reload: "reloaded"
        case .move: "moved"
        case .none: "unchanged"
        }
    }
}
