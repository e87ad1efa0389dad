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

extension CollectionUpdate {
    /// UIKit's `UICollectionViewUpdateItem.Action`, mirrored.
    public enum Action: Sendable, Hashable {
        /// `.insert`
        case insert
        /// `.delete`
        case delete
        /// `.reload`
        case reload
        /// `.move`
        case move
        /// `.none` (or an action this version does not know)
        case none
    }

    /// The update for a UIKit update item: its action and its before/after index paths. UIKit
    /// names a whole section by an index path whose item is `NSNotFound` (or that has one index).
    /// Nil when the paths the action needs are missing.
    public init?(action: Action, before: IndexPath?, after: IndexPath?) {
        func section(_ p: IndexPath?) -> Int? {
            guard let p, p.count == 1 || (p.count == 2 && p[1] == NSNotFound) else { return nil }
            return p[0]
        }
        func item(_ p: IndexPath?) -> IndexPath? {
            guard let p, p.count == 2, p[1] != NSNotFound else { return nil }
            return p
        }
        switch action {
        case .insert:
            if let s = section(after) { self = .insertSection(s) } else if let p = item(after) { self = .insertItem(p) } else { return nil }
        case .delete:
            if let s = section(before) { self = .deleteSection(s) } else if let p = item(before) { self = .deleteItem(p) } else { return nil }
        case .reload:
            if let s = section(before) { self = .reloadSection(s) } else if let p = item(before) { self = .reloadItem(p) } else { return nil }
        case .move:
            if let from = section(before), let to = section(after) {
                self = .moveSection(from: from, to: to)
            } else if let from = item(before), let to = item(after) {
                self = .moveItem(from: from, to: to)
            } else {
                return nil
            }
        case .none:
            return nil
        }
    }
}
