import Foundation
import Tessera

extension CollectionLayoutDriver {
    /// UIKit's `indexPathsToInsertForSupplementaryView(ofKind:)` (and, with `.decoration`, its
    /// decoration twin): the elements of `kind` in the sections the batch update inserts, which
    /// UIKit then animates in with `initialLayoutAttributesForAppearing…`. Empty outside an update.
    public func indexPathsToInsert(ofKind kind: String, category: ElementCategory) -> [IndexPath] {
        guard let map = updateMap, let snapshot else { return [] }
        return map.insertedSectionIndices.flatMap { snapshot.indexPathsOfElements(ofKind: kind, category: category, inSection: $0) }
    }

    /// UIKit's `indexPathsToDeleteForSupplementaryView(ofKind:)` (and the decoration twin): the
    /// elements of `kind` in the sections the batch update deletes (before-update paths).
    public func indexPathsToDelete(ofKind kind: String, category: ElementCategory) -> [IndexPath] {
        guard let map = updateMap, let old = previousSnapshot else { return [] }
        return map.deletedSectionIndices.flatMap { old.indexPathsOfElements(ofKind: kind, category: category, inSection: $0) }
    }

    /// UIKit's `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)` (and the
    /// decoration twin), an after-update path: an element of an inserted section fades in at its
    /// frame; one whose section was there before starts at its previous frame. Nil outside an
    /// update or for an unknown element.
    public func initialLayoutAttributesForAppearingElement(ofKind kind: String, category: ElementCategory, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let map = updateMap, indexPath.count == 2, var a = element(kind, category, at: indexPath, in: snapshot) else { return nil }
        if let before = map.sectionBeforeUpdate(indexPath.sectionIndex) {
            if let old = element(kind, category, at: [before, indexPath[1]], in: previousSnapshot) { a.frame = old.frame } else { a.alpha = 0 }
        } else {
            a.alpha = 0
        }
        return a
    }

    /// UIKit's `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)` (and the
    /// decoration twin), a before-update path: an element of a deleted section fades out at its
    /// old frame; one whose section stays ends at its new frame.
    public func finalLayoutAttributesForDisappearingElement(ofKind kind: String, category: ElementCategory, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let map = updateMap, indexPath.count == 2, var a = element(kind, category, at: indexPath, in: previousSnapshot) else { return nil }
        if let after = map.sectionAfterUpdate(indexPath.sectionIndex) {
            if let new = element(kind, category, at: [after, indexPath[1]], in: snapshot) { a.frame = new.frame } else { a.alpha = 0 }
        } else {
            a.alpha = 0
        }
        return a
    }

    private func element(_ kind: String, _ category: ElementCategory, at p: IndexPath, in snapshot: LayoutSnapshot?) -> LayoutAttributes? {
        switch category {
        case .supplementary: return snapshot?.layoutAttributesForSupplementaryElement(ofKind: kind, at: p)
        case .decoration: return snapshot?.layoutAttributesForDecorationView(ofKind: kind, at: p)
        case .cell: return nil
        }
    }
}
