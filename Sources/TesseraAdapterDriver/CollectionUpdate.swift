import Foundation

/// One change of a batch update: UIKit's `UICollectionViewUpdateItem` as a value. Deletes and
/// reloads name index paths before the update, inserts after it, moves both (UIKit's rule).
public enum CollectionUpdate: Sendable, Hashable {
    /// An item inserted at an index path after the update.
    case insertItem(IndexPath)
    /// An item deleted from an index path before the update.
    case deleteItem(IndexPath)
    /// An item reloaded (before-update index path): it fades out and a new one fades in.
    case reloadItem(IndexPath)
    /// An item moved from a before-update path to an after-update path.
    case moveItem(from: IndexPath, to: IndexPath)
    /// A section inserted at an index after the update.
    case insertSection(Int)
    /// A section deleted at an index before the update.
    case deleteSection(Int)
    /// A section reloaded (before-update index): all its items fade out and in.
    case reloadSection(Int)
    /// A section moved from a before-update index to an after-update index.
    case moveSection(from: Int, to: Int)
}
