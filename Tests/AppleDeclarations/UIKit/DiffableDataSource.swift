// UICollectionViewDiffableDataSource and NSDiffableDataSourceSnapshot: a data source driven by
// identifiers, whose `apply` turns the difference between two snapshots into one batch update.

/// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot: "A representation of
/// the state of the data in a view at a specific point in time." Sections and items are named
/// by identifiers, which must be unique (UIKit raises for a duplicate: the model records it).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    var storage: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
    var reloaded: [ItemIdentifierType] = []
    var reconfigured: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { storage.count }
    public var sectionIdentifiers: [SectionIdentifierType] { storage.map(\.section) }
    public var itemIdentifiers: [ItemIdentifierType] { storage.flatMap(\.items) }
    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadeditemidentifiers
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloaded }
    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureditemidentifiers
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigured }

    func section(_ id: SectionIdentifierType) -> Int? { storage.firstIndex { $0.section == id } }
    func path(of item: ItemIdentifierType) -> IndexPath? {
        for (s, entry) in storage.enumerated() { if let i = entry.items.firstIndex(of: item) { return IndexPath(item: i, section: s) } }
        return nil
    }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { section(identifier).map { storage[$0].items.count } ?? 0 }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { section(identifier).map { storage[$0].items } ?? [] }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { path(of: identifier).map { storage[$0.section].section } }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { section(identifier) }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appendsections(_:)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            if section(id) != nil { modelViolate("appendSections: section identifier \(id) is already in the snapshot"); continue }
            storage.append((id, []))
        }
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appenditems(_:tosection:):
    /// nil appends to the last section; UIKit raises when there is none.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let s = sectionIdentifier.map({ section($0) }) ?? (storage.isEmpty ? nil : storage.count - 1) else {
            return modelViolate("appendItems: no such section (append a section first)")
        }
        for id in identifiers {
            if path(of: id) != nil { modelViolate("appendItems: item identifier \(id) is already in the snapshot"); continue }
            storage[s].items.append(id)
        }
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:beforeitem:)
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:afteritem:)
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let p = path(of: anchor) else { return modelViolate("insertItems: item identifier \(anchor) is not in the snapshot") }
        let fresh = identifiers.filter { id in
            if path(of: id) != nil { modelViolate("insertItems: item identifier \(id) is already in the snapshot"); return false }
            return true
        }
        storage[p.section].items.insert(contentsOf: fresh, at: p.item + (after ? 1 : 0))
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteitems(_:)
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in storage.indices { storage[s].items.removeAll { gone.contains($0) } }
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteallitems()
    public mutating func deleteAllItems() { storage = [] }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deletesections(_:)
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        storage.removeAll { identifiers.contains($0.section) }
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) { move(identifier, to: toIdentifier, after: false) }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:afteritem:)
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) { move(identifier, to: toIdentifier, after: true) }

    mutating func move(_ id: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        guard id != anchor, let from = path(of: id), path(of: anchor) != nil else {
            return modelViolate("moveItem: \(id) or \(anchor) is not in the snapshot, or they are the same item")
        }
        storage[from.section].items.remove(at: from.item)
        let to = path(of: anchor)!
        storage[to.section].items.insert(id, at: to.item + (after ? 1 : 0))
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloaditems(_:):
    /// the items' cells are replaced (a reload in the batch update).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers where path(of: id) == nil { modelViolate("reloadItems: item identifier \(id) is not in the snapshot") }
        reloaded += identifiers.filter { path(of: $0) != nil }
    }

    /// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureitems(_:)
    /// (iOS 15): the items' existing cells are configured again (`reconfigureItems(at:)`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers where path(of: id) == nil { modelViolate("reconfigureItems: item identifier \(id) is not in the snapshot") }
        reconfigured += identifiers.filter { path(of: $0) != nil }
    }

    func modelViolate(_ rule: String) {
        MainActor.assumeIsolated { UIKitModel.violate("NSDiffableDataSourceSnapshot.\(rule)") }
    }
}

/// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource: "The object you
/// use to manage data and provide cells for a collection view." It becomes the collection
/// view's data source; cells come from the cell provider with each item's identifier.
@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var hasApplied = false
    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/supplementaryviewprovider
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// How the last `apply` reached the collection view (`"reloadData"`, `"batch"`, or `"none"`
    /// for an empty difference), and whether it animated.
    public private(set) var modelLastApply: (how: String, animated: Bool)?

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/init(collectionview:cellprovider:):
    /// connects the data source to the collection view (which holds it weakly, as any data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/snapshot()
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var s = current
        s.reloaded = []
        s.reconfigured = []
        return s
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:):
    /// "The diffable data source computes the difference between the current state and the new
    /// state in the applied snapshot" and updates the collection view with it: one batch update
    /// of section and item deletes, inserts and moves and the snapshot's reloads, then its
    /// reconfigured items (`reconfigureItems(at:)`). Items keeping their relative order are not
    /// moved (Swift's `CollectionDifference`, a longest common subsequence); an item both moved
    /// and reloaded is deleted and inserted. Assumed: the first snapshot applied reloads the
    /// data (there is nothing on screen to animate from).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        UIKitModel.count("UICollectionViewDiffableDataSource.apply")
        guard let collectionView else { return }
        guard hasApplied else {
            hasApplied = true
            current = snapshot
            modelLastApply = ("reloadData", false)
            collectionView.reloadData()
            return completion?() ?? ()
        }
        let old = current
        let updates = Self.updates(from: old, to: snapshot)
        if updates.isEmpty {
            // Assumed: an empty difference makes no batch update.
            current = snapshot
            modelLastApply = ("none", animatingDifferences)
        } else {
            let batch = {
                collectionView.performBatchUpdates {
                    self.current = snapshot
                    for u in updates { u(collectionView) }
                }
            }
            // Assumed: without animating differences the batch update runs without animation.
            if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
            modelLastApply = ("batch", animatingDifferences)
        }
        let reconfigure = snapshot.reconfigured.compactMap { snapshot.path(of: $0) }
        if !reconfigure.isEmpty { collectionView.reconfigureItems(at: reconfigure) }
        completion?()
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:):
    /// "resets the UI to reflect the state of the data in the snapshot without computing a diff
    /// or animating the changes".
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        UIKitModel.count("UICollectionViewDiffableDataSource.apply")
        hasApplied = true
        current = snapshot
        modelLastApply = ("reloadData", false)
        collectionView?.reloadData()
        completion?()
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/itemidentifier(for:)
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.storage.count,
            indexPath.item >= 0, indexPath.item < current.storage[indexPath.section].items.count
        else { return nil }
        return current.storage[indexPath.section].items[indexPath.item]
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/indexpath(for:)
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.path(of: itemIdentifier) }

    /// developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionidentifier(for:)
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.storage.count ? current.storage[index].section : nil
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.storage.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.storage.count ? current.storage[section].items.count : 0
    }

    /// The cell provider's cell for the item there; UIKit raises when it returns nil.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let id = itemIdentifier(for: indexPath) else {
            UIKitModel.violate("UICollectionViewDiffableDataSource: no item at \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, id) else {
            UIKitModel.violate("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The supplementary view provider's view; without a provider, like any data source that
    /// does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? ModelMissingSupplementaryView(frame: .zero)
    }

    // MARK: The difference

    /// The batch update from `old` to `new` as collection-view calls.
    static func updates(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> [(UICollectionView) -> Void] {
        var calls: [(UICollectionView) -> Void] = []
        let oldSection = Dictionary(old.storage.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { a, _ in a })
        let newSection = Dictionary(new.storage.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { a, _ in a })
        var oldPath: [ItemIdentifierType: IndexPath] = [:], newPath: [ItemIdentifierType: IndexPath] = [:]
        for (s, e) in old.storage.enumerated() { for (i, id) in e.items.enumerated() { oldPath[id] = IndexPath(item: i, section: s) } }
        for (s, e) in new.storage.enumerated() { for (i, id) in e.items.enumerated() { newPath[id] = IndexPath(item: i, section: s) } }
        let reloads = Set(new.reloaded)
        for (s, e) in old.storage.enumerated() where newSection[e.section] == nil { calls.append { $0.deleteSections(IndexSet(integer: s)) } }
        for (s, e) in new.storage.enumerated() where oldSection[e.section] == nil { calls.append { $0.insertSections(IndexSet(integer: s)) } }
        let keptBefore = old.storage.map(\.section).filter { newSection[$0] != nil }
        let keptAfter = new.storage.map(\.section).filter { oldSection[$0] != nil }
        for case .insert(_, let id, _?) in keptAfter.difference(from: keptBefore).inferringMoves() {
            let from = oldSection[id]!, to = newSection[id]!
            calls.append { $0.moveSection(from, toSection: to) }
        }
        for (s, e) in old.storage.enumerated() {
            let kept = newSection[e.section] != nil
            for (i, id) in e.items.enumerated() {
                let p = IndexPath(item: i, section: s)
                guard let q = newPath[id] else {
                    if kept { calls.append { $0.deleteItems(at: [p]) } }
                    continue
                }
                let target = new.storage[q.section].section
                let existed = oldSection[target] != nil
                if !kept && existed { calls.append { $0.insertItems(at: [q]) } }
                if kept && !existed { calls.append { $0.deleteItems(at: [p]) } }
                if kept && existed && target != e.section {
                    if reloads.contains(id) {
                        calls.append {
                            $0.deleteItems(at: [p]); $0.insertItems(at: [q])
                        }
                    } else {
                        calls.append { $0.moveItem(at: p, to: q) }
                    }
                }
            }
        }
        for (t, e) in new.storage.enumerated() where oldSection[e.section] != nil {
            for (i, id) in e.items.enumerated() where oldPath[id] == nil { calls.append { $0.insertItems(at: [IndexPath(item: i, section: t)]) } }
        }
        for (s, e) in old.storage.enumerated() {
            guard let t = newSection[e.section] else { continue }
            let stayBefore = e.items.filter { newPath[$0]?.section == t }
            let stayAfter = new.storage[t].items.filter { oldPath[$0]?.section == s }
            var moved = Set<ItemIdentifierType>()
            for case .insert(_, let id, _?) in stayAfter.difference(from: stayBefore).inferringMoves() { moved.insert(id) }
            for id in stayBefore {
                let p = oldPath[id]!, q = newPath[id]!
                switch (moved.contains(id), reloads.contains(id)) {
                case (true, true):
                    calls.append {
                        $0.deleteItems(at: [p]); $0.insertItems(at: [q])
                    }
                case (true, false): calls.append { $0.moveItem(at: p, to: q) }
                case (false, true): calls.append { $0.reloadItems(at: [p]) }
                case (false, false): break
                }
            }
        }
        return calls
    }
}
