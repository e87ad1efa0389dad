import Foundation

extension CompositionalLayout {
    /// The items of the group instance holding `indexPath` when a measurement of it lays out
    /// only that instance again (`updatingGroup`'s conditions that the snapshot alone tells):
    /// the instances before it keep their frames, those after it move by the change in its
    /// length. Nil when it lays out the item's section whole.
    public func itemsLaidOutAgain(measuring indexPath: IndexPath, in snapshot: LayoutSnapshot) -> Range<Int>? {
        guard let state = snapshot.layoutState as? CompositionalLayoutState, state.maker == self, isItem(indexPath, of: state),
            indexPath.sectionIndex < snapshot.sectionStarts.count, canReuse(snapshot)
        else { return nil }
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        let old = state.sectionLayouts[s]
        guard let run = old.groupRun, old.cellCount == state.sections[s].count else { return nil }
        let capacity = run.template.itemCapacity
        let first = i / capacity * capacity
        return first..<min(first + capacity, state.sections[s].count)
    }

    /// Whether `indexPath` names an item of `state`'s sections.
    func isItem(_ indexPath: IndexPath, of state: CompositionalLayoutState) -> Bool {
        indexPath.count == 2 && indexPath.sectionIndex >= 0 && indexPath.sectionIndex < state.sections.count && indexPath.itemIndex >= 0
            && indexPath.itemIndex < state.sections[indexPath.sectionIndex].count
    }
}
