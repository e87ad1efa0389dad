import Foundation
import Tessera

/// The index-path map of one batch update, before to after and back, built from its
/// `CollectionUpdate`s with UIKit's rules: deletes, reloads and move sources name before-update
/// paths; inserts and move destinations after-update paths; everything else keeps its order.
public struct UpdateMap: Sendable, Hashable {
    private let sections: IndexMapping
    private let sectionMovesOut: [Int: Int]
    private let sectionMovesIn: [Int: Int]
    /// Per before-section: items removed (deleted or moved out), sorted, each once.
    private let itemsRemoved: [Int: [Int]]
    /// Per after-section: item slots taken (inserted or moved in), sorted, each once.
    private let itemsTaken: [Int: [Int]]
    private let itemMovesOut: [IndexPath: IndexPath]
    private let itemMovesIn: [IndexPath: IndexPath]
    private let reloadedItems: Set<IndexPath>
    private let reloadedSections: Set<Int>
    private let deletedSections: Set<Int>
    private let insertedSections: Set<Int>
    private let insertedItems: Set<IndexPath>
    private let deletedItems: Set<IndexPath>

    /// The map of `updates`.
    public init(_ updates: [CollectionUpdate]) {
        var sRemoved: [Int] = [], sTaken: [Int] = [], sOut: [Int: Int] = [:], sIn: [Int: Int] = [:]
        var iRemoved: [Int: [Int]] = [:], iTaken: [Int: [Int]] = [:]
        var iOut: [IndexPath: IndexPath] = [:], iIn: [IndexPath: IndexPath] = [:]
        var reloaded: Set<IndexPath> = [], reloadedS: Set<Int> = [], deletedS: Set<Int> = [], insertedS: Set<Int> = []
        var inserted: Set<IndexPath> = [], deleted: Set<IndexPath> = []
        for u in updates {
            switch u {
            case .insertItem(let p): iTaken[p.sectionIndex, default: []].append(p.itemIndex); inserted.insert(p)
            case .deleteItem(let p): iRemoved[p.sectionIndex, default: []].append(p.itemIndex); deleted.insert(p)
            case .reloadItem(let p): reloaded.insert(p)
            case .moveItem(let from, let to):
                iRemoved[from.sectionIndex, default: []].append(from.itemIndex)
                iTaken[to.sectionIndex, default: []].append(to.itemIndex)
                iOut[from] = to
                iIn[to] = from
            case .insertSection(let s): sTaken.append(s); insertedS.insert(s)
            case .deleteSection(let s): sRemoved.append(s); deletedS.insert(s)
            case .reloadSection(let s): reloadedS.insert(s)
            case .moveSection(let from, let to): sRemoved.append(from); sTaken.append(to); sOut[from] = to; sIn[to] = from
            }
        }
        sections = IndexMapping(removed: sRemoved, occupied: sTaken)
        sectionMovesOut = sOut
        sectionMovesIn = sIn
        itemsRemoved = iRemoved.mapValues { IndexMapping.sortedUnique($0) }
        itemsTaken = iTaken.mapValues { IndexMapping.sortedUnique($0) }
        itemMovesOut = iOut
        itemMovesIn = iIn
        reloadedItems = reloaded
        reloadedSections = reloadedS
        deletedSections = deletedS
        insertedSections = insertedS
        insertedItems = inserted
        deletedItems = deleted
    }

    /// The sections inserted (after-update indices), sorted.
    public var insertedSectionIndices: [Int] { insertedSections.sorted() }
    /// The sections deleted (before-update indices), sorted.
    public var deletedSectionIndices: [Int] { deletedSections.sorted() }

    /// The after-update index of before-update section `s`, or nil when it was deleted.
    public func sectionAfterUpdate(_ s: Int) -> Int? {
        if let to = sectionMovesOut[s] { return to }
        return sections.after(s)
    }

    /// The before-update index of after-update section `s`, or nil when it was inserted.
    public func sectionBeforeUpdate(_ s: Int) -> Int? {
        if let from = sectionMovesIn[s] { return from }
        return sections.before(s)
    }

    /// The after-update index path of the item at before-update `indexPath`, or nil when it
    /// was deleted (itself or its section). A reloaded item maps to where it would have moved:
    /// its replacement's path.
    public func indexPathAfterUpdate(_ indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        if let to = itemMovesOut[indexPath] { return to }
        guard let s = sectionAfterUpdate(indexPath.sectionIndex) else { return nil }
        let items = IndexMapping(sortedRemoved: itemsRemoved[indexPath.sectionIndex] ?? [], sortedOccupied: itemsTaken[s] ?? [])
        return items.after(indexPath.itemIndex).map { IndexPath.item($0, section: s) }
    }

    /// Where the items of before-update section `s` go: the section's after-update index and
    /// the map of its item positions (items moved out of it count as removed there: `itemMoves`
    /// says where they went); nil when the section was deleted.
    func itemMapping(fromSection s: Int) -> (section: Int, items: IndexMapping)? {
        guard let t = sectionAfterUpdate(s) else { return nil }
        return (t, IndexMapping(sortedRemoved: itemsRemoved[s] ?? [], sortedOccupied: itemsTaken[t] ?? []))
    }

    /// The items the update reloads (before-update paths), and the sections it reloads.
    var reloads: (items: Set<IndexPath>, sections: Set<Int>) { (reloadedItems, reloadedSections) }

    /// The items the update moves, before-update path to after-update path.
    var itemMoves: [IndexPath: IndexPath] { itemMovesOut }

    /// The before-update index path of the item at after-update `indexPath`, or nil when it
    /// was inserted (itself or its section).
    public func indexPathBeforeUpdate(_ indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        if let from = itemMovesIn[indexPath] { return from }
        guard let s = sectionBeforeUpdate(indexPath.sectionIndex) else { return nil }
        let items = IndexMapping(sortedRemoved: itemsRemoved[s] ?? [], sortedOccupied: itemsTaken[indexPath.sectionIndex] ?? [])
        return items.before(indexPath.itemIndex).map { IndexPath.item($0, section: s) }
    }

    /// Whether the before-update item at `indexPath` is replaced by a fresh cell (reloaded, or
    /// its section reloaded): it fades out while the new one fades in.
    public func isReloaded(before indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        return reloadedItems.contains(indexPath) || reloadedSections.contains(indexPath.sectionIndex)
    }

    /// Whether the item at after-update `indexPath` appears (inserted, in an inserted section,
    /// or the replacement of a reloaded item) rather than moving from somewhere.
    public func appears(after indexPath: IndexPath) -> Bool {
        guard let before = indexPathBeforeUpdate(indexPath) else { return true }
        return isReloaded(before: before)
    }

    /// Whether the item at before-update `indexPath` disappears (deleted, in a deleted section,
    /// or reloaded) rather than moving somewhere.
    public func disappears(before indexPath: IndexPath) -> Bool {
        indexPathAfterUpdate(indexPath) == nil || isReloaded(before: indexPath)
    }
}
