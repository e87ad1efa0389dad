// UICollectionView batch updates: the update items, UIKit's count check, the invalidation
// context it builds, and the animation queries it makes on the layout.

extension UICollectionView {
    /// developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:):
    /// the changes in `updates` animate together. UIKit checks that the data source's new counts
    /// equal the old ones plus inserts minus deletes (it raises "Invalid update" otherwise),
    /// invalidates the layout with `invalidateDataSourceCounts`
    /// (developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts),
    /// prepares it, hands it the update items (`prepare(forCollectionViewUpdates:)`), asks for
    /// the appearing and disappearing attributes, then `finalizeCollectionViewUpdates()`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let nested = pendingUpdates != nil
        let before = readCounts()
        if !nested { pendingUpdates = [] }
        updates?()
        guard !nested else { return }
        let items = pendingUpdates ?? []
        pendingUpdates = nil
        applyUpdate(items, before: before)
        completion?(true)
    }

    /// Records update items; outside `performBatchUpdates` one call (`insertItems(at:)` with
    /// many index paths) is one batch of its own.
    func record(_ items: [UICollectionViewUpdateItem]) {
        if pendingUpdates != nil {
            pendingUpdates?.append(contentsOf: items)
        } else {
            performBatchUpdates({ self.pendingUpdates?.append(contentsOf: items) })
        }
    }

    public func insertItems(at indexPaths: [IndexPath]) { record(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }) }
    public func deleteItems(at indexPaths: [IndexPath]) { record(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }) }
    public func reloadItems(at indexPaths: [IndexPath]) { record(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }) }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)]) }
    public func insertSections(_ sections: IndexSet) { record(sections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: [$0, NSNotFound]) }) }
    public func deleteSections(_ sections: IndexSet) { record(sections.map { UICollectionViewUpdateItem(action: .delete, before: [$0, NSNotFound], after: nil) }) }
    public func reloadSections(_ sections: IndexSet) { record(sections.map { UICollectionViewUpdateItem(action: .reload, before: [$0, NSNotFound], after: [$0, NSNotFound]) }) }
    public func moveSection(_ section: Int, toSection newSection: Int) { record([UICollectionViewUpdateItem(action: .move, before: [section, NSNotFound], after: [newSection, NSNotFound])]) }

    func applyUpdate(_ items: [UICollectionViewUpdateItem], before: [Int]) {
        UIKitModel.count("performBatchUpdates")
        // developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:): an update
        // made inside it does not animate.
        modelLastUpdateAnimated = UIView.areAnimationsEnabled
        counts = nil
        let after = readCounts()
        checkCounts(items, before: before, after: after)
        checkCollisions(items)
        let beforeDisplayed = modelDisplayed
        // Every cell is requested again after the update (the model does not track moves of
        // live cells; UIKit keeps them, which changes no frame).
        removeAllViews()
        // UIKit's order (`CollectionViewCallOrder.performBatchUpdates`): the counts invalidated,
        // `prepare`, the content size, the update items, the animation's queries, finalize, and
        // after an animated update only, the offset asked of the layout
        // (developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:):
        // "the content offset to use after an animated layout update or change"; one without
        // animation keeps the offset as it is).
        callOrder.performBatchUpdates(items, countsContext: countsContext(everything: false), animated: modelLastUpdateAnimated == true) {
            queryAnimations(beforeDisplayed: beforeDisplayed)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The queries an update's animation makes: the disappearing items (what was on screen
    /// before, by before-update paths), the supplementary views inserted and deleted, the
    /// appearing items.
    func queryAnimations(beforeDisplayed: [UICollectionViewLayoutAttributes]) {
        modelDisappearing = [:]
        for a in beforeDisplayed where a.representedElementCategory == .cell {
            if let final = layout.finalLayoutAttributesForDisappearingItem(at: a.indexPath) { modelDisappearing[a.indexPath] = final }
        }
        var kinds = Set(beforeDisplayed.compactMap { $0.representedElementCategory == .supplementaryView ? $0.representedElementKind : nil })
        let now = layout.layoutAttributesForElements(in: bounds) ?? []
        vend(now, from: "layoutAttributesForElements(in:)")
        for a in now where a.representedElementCategory == .supplementaryView { kinds.insert(a.representedElementKind ?? "") }
        var inserted: [String] = [], deleted: [String] = []
        for kind in kinds.sorted() {
            for p in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) {
                let a = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: p)
                if a != nil { inserted.append("\(kind)@\(p)") }
            }
            for p in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
                let a = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: p)
                if a != nil { deleted.append("\(kind)@\(p)") }
            }
        }
        modelAnimatedSupplementaries = (inserted, deleted)
        modelAppearing = [:]
        for a in now where a.representedElementCategory == .cell {
            guard exists(a.indexPath, category: .cell) else { continue }
            if let initial = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath) { modelAppearing[a.indexPath] = initial }
        }
    }

    /// UIKit's "Invalid update: invalid number of items in section" check.
    func checkCounts(_ items: [UICollectionViewUpdateItem], before: [Int], after: [Int]) {
        var sectionsInserted = 0, sectionsDeleted = 0
        var deletedSections = Set<Int>(), insertedSections = Set<Int>(), sectionMovesIn: [Int: Int] = [:]
        var itemDelta: [Int: Int] = [:]  // after-section → inserts − deletes (deletes counted against the before section's successor)
        var deletesBySource: [Int: Int] = [:], insertsByTarget: [Int: Int] = [:]
        for i in items {
            switch (i.action, i.isSection) {
            case (.insert, true): sectionsInserted += 1; insertedSections.insert(i.after![0])
            case (.delete, true): sectionsDeleted += 1; deletedSections.insert(i.before![0])
            case (.move, true): sectionMovesIn[i.after![0]] = i.before![0]
            case (.insert, false): insertsByTarget[i.after![0], default: 0] += 1
            case (.delete, false): deletesBySource[i.before![0], default: 0] += 1
            case (.move, false): deletesBySource[i.before![0], default: 0] += 1; insertsByTarget[i.after![0], default: 0] += 1
            default: break
            }
            if let p = i.before, !i.isSection, i.action != .insert {
                if !(p[0] < before.count && p[1] < before[p[0]]) { UIKitModel.violate("update \(i.action) names item \(p), which did not exist before the update") }
            }
            if let p = i.after, !i.isSection, i.action == .insert || i.action == .move {
                if !(p[0] < after.count && p[1] < after[p[0]]) { UIKitModel.violate("update \(i.action) names item \(p), which does not exist after the update") }
            }
        }
        _ = itemDelta
        guard after.count == before.count + sectionsInserted - sectionsDeleted else {
            UIKitModel.violate("Invalid update: invalid number of sections: \(after.count) after, \(before.count) before, \(sectionsInserted) inserted, \(sectionsDeleted) deleted")
            return
        }
        // Map each after-section to its before-section (moves, then order of the survivors).
        let survivorsBefore = (0..<before.count).filter { !deletedSections.contains($0) && !sectionMovesIn.values.contains($0) }
        var free = survivorsBefore.makeIterator()
        for s in 0..<after.count {
            let source: Int?
            if insertedSections.contains(s) { source = nil } else if let m = sectionMovesIn[s] { source = m } else { source = free.next() }
            let base = source.map { before[$0] - (deletesBySource[$0] ?? 0) } ?? 0
            let expected = base + (source == nil ? 0 : insertsByTarget[s] ?? 0)
            if source != nil, after[s] != expected {
                UIKitModel.violate("Invalid update: invalid number of items in section \(s): \(after[s]) after the update, expected \(expected)")
            }
        }
        itemDelta = [:]
    }
}
