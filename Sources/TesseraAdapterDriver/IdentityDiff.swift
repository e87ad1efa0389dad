import Foundation
import Tessera

extension CollectionUpdate {
    /// The batch update that turns `old` into `new`, sections and items named by identity (what
    /// `UICollectionViewDiffableDataSource` and SwiftUI's `ForEach` compute): sections deleted,
    /// inserted and moved; items deleted, inserted, moved (within a section, or to another) and
    /// reloaded (those in `reloading` present before and after). Index paths follow UIKit's rules
    /// (deletes, reloads and move sources before the update; inserts and move destinations
    /// after), so `UpdateMap` of the result maps every kept item to its new place.
    ///
    /// Items that keep their relative order in a section are left to move implicitly; only
    /// items out of order move (a longest common subsequence, Swift's `CollectionDifference`).
    /// An item both moved and reloaded is deleted and inserted (UIKit cannot move and reload one
    /// item in one update). Items of a deleted or inserted section go with it. Nil when an
    /// identifier occurs twice in `old` or `new` (UIKit's diffable data source raises then): the
    /// caller reloads instead.
    public static func changes<SectionID: Hashable, ItemID: Hashable>(
        from old: [(section: SectionID, items: [ItemID])], to new: [(section: SectionID, items: [ItemID])], reloading: Set<ItemID> = []
    ) -> [CollectionUpdate]? {
        guard let oldSections = indices(old.map(\.section)), let newSections = indices(new.map(\.section)),
            let oldItems = paths(old.map(\.items)), let newItems = paths(new.map(\.items))
        else { return nil }
        var updates: [CollectionUpdate] = []
        // Sections.
        for (s, id) in old.map(\.section).enumerated() where newSections[id] == nil { updates.append(.deleteSection(s)) }
        for (s, id) in new.map(\.section).enumerated() where oldSections[id] == nil { updates.append(.insertSection(s)) }
        let keptBefore = old.map(\.section).filter { newSections[$0] != nil }
        let keptAfter = new.map(\.section).filter { oldSections[$0] != nil }
        for case .insert(_, let id, _?) in keptAfter.difference(from: keptBefore).inferringMoves() {
            updates.append(.moveSection(from: oldSections[id]!, to: newSections[id]!))
        }
        // Items leaving or changing section.
        for (s, entry) in old.enumerated() {
            for (i, id) in entry.items.enumerated() {
                let p = IndexPath.item(i, section: s)
                let oldSection = old[p.sectionIndex].section
                let oldKept = newSections[oldSection] != nil
                guard let q = newItems[id] else {
                    if oldKept { updates.append(.deleteItem(p)) }
                    continue
                }
                let newSection = new[q.sectionIndex].section
                let newExisted = oldSections[newSection] != nil
                switch (oldKept, newExisted) {
                case (false, false): break
                case (false, true): updates.append(.insertItem(q))
                case (true, false): updates.append(.deleteItem(p))
                case (true, true) where oldSection != newSection:
                    if reloading.contains(id) {
                        updates.append(contentsOf: [.deleteItem(p), .insertItem(q)])
                    } else {
                        updates.append(.moveItem(from: p, to: q))
                    }
                case (true, true): break  // same section: below
                }
            }
        }
        for (t, entry) in new.enumerated() where oldSections[entry.section] != nil {
            for (i, id) in entry.items.enumerated() where oldItems[id] == nil { updates.append(.insertItem(.item(i, section: t))) }
        }
        updates += staying(old: old, new: new, newSections: newSections, oldItems: oldItems, newItems: newItems, reloading: reloading)
        return updates
    }

    /// The updates of the items staying in their section: those out of order move (deleted and
    /// inserted when also reloaded); the rest move implicitly, reloaded when in `reloading`.
    private static func staying<SectionID: Hashable, ItemID: Hashable>(
        old: [(section: SectionID, items: [ItemID])], new: [(section: SectionID, items: [ItemID])], newSections: [SectionID: Int],
        oldItems: [ItemID: IndexPath], newItems: [ItemID: IndexPath], reloading: Set<ItemID>
    ) -> [CollectionUpdate] {
        var updates: [CollectionUpdate] = []
        for (s, entry) in old.enumerated() {
            guard let t = newSections[entry.section] else { continue }
            let stayBefore = entry.items.filter { newItems[$0]?.sectionIndex == t }
            let stayAfter = new[t].items.filter { oldItems[$0]?.sectionIndex == s }
            var moved = Set<ItemID>()
            for case .insert(_, let id, _?) in stayAfter.difference(from: stayBefore).inferringMoves() { moved.insert(id) }
            for id in stayBefore {
                let p = oldItems[id]!, q = newItems[id]!
                switch (moved.contains(id), reloading.contains(id)) {
                case (true, true): updates.append(contentsOf: [.deleteItem(p), .insertItem(q)])
                case (true, false): updates.append(.moveItem(from: p, to: q))
                case (false, true): updates.append(.reloadItem(p))
                case (false, false): break
                }
            }
        }
        return updates
    }

    /// Each element's position, or nil when one occurs twice.
    private static func indices<ID: Hashable>(_ ids: [ID]) -> [ID: Int]? {
        var result: [ID: Int] = [:]
        result.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() where result.updateValue(i, forKey: id) != nil { return nil }
        return result
    }

    /// Each item's index path, or nil when one occurs twice.
    private static func paths<ID: Hashable>(_ sections: [[ID]]) -> [ID: IndexPath]? {
        var result: [ID: IndexPath] = [:]
        for (s, items) in sections.enumerated() {
            for (i, id) in items.enumerated() where result.updateValue(.item(i, section: s), forKey: id) != nil { return nil }
        }
        return result
    }
}
