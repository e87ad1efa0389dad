import Foundation

extension CompositionalLayout {
    /// `snapshot` after item `indexPath` measured `measuredSize`, laying out only the group
    /// instance that holds the item: O(the instance + log n + sections), however long its section.
    ///
    /// How: a section that scrolls with the layout places its top-level group's instances one
    /// after another, instance `k` holding items `k · itemCapacity` on, each where the previous
    /// one ends (plus `interGroupSpacing` and edge spacing). An instance's frames depend only on
    /// its origin and its own items, so the instance holding the item is placed again at the
    /// origin the snapshot has for it, twice (before and after the measurement: the difference
    /// is the change in its length), and its cells replace the old ones in the snapshot's tree.
    /// Every instance after it keeps its layout and moves by the change: the tree translates
    /// that suffix of its cells by wrapping nodes (`BoundedTree.shiftingSuffix`), without
    /// touching its elements. The section's own boundary items and decorations (a handful) are
    /// placed again after the moved content end, as a full layout places them (a pinned
    /// header's range, a footer, a background), and later sections move by the change in the
    /// section's length, as `splicing` moves them. The data takes the size as a pending size
    /// (`CompositionalLayoutState`), so the section's items are not copied either.
    ///
    /// Frames equal a full layout's with the same measurements up to floating-point rounding
    /// (old position + change in length, rather than the full sum), as `splicing`'s do.
    ///
    /// Nil, and the caller lays the item's section out whole, when:
    /// - the section scrolls sideways (orthogonal: its groups lie across the scroll axis and
    ///   its band is as thick as its thickest group, so one group can move every other);
    /// - its groups add supplementary items (badges, a group's supplementaries): they are
    ///   ordered by index path among the section's boundary items, not as a suffix that moves
    ///   together (`SectionLayout.GroupRun`);
    /// - the previous snapshot's elements cannot be kept (the layout has its own boundary items,
    ///   which move with the content's end, or scrolls sideways right to left, mirrored across
    ///   the whole content's width: `canReuse`);
    /// - the section was laid out before this layout knew it this way (a snapshot made by a
    ///   layout not equal to this one is refused earlier, with a thrown error), or its
    ///   boundary items' count changed.
    func updatingGroup(_ snapshot: LayoutSnapshot, measuredSize: CGSize, at indexPath: IndexPath) -> LayoutSnapshot? {
        updatingGroups(snapshot, section: indexPath.sectionIndex, items: [(indexPath.itemIndex, measuredSize)])
    }

    /// `snapshot` with `cells`, `state`, section `s`'s supplementary and decoration records
    /// made again from its layout in `state`, everything after them moved by `change`, and the
    /// content plan (section starts, content size, orthogonal sections' viewports) made again.
    /// The section's records are few: its groups add none (`SectionLayout.GroupRun`).
    func sectionElementsReplaced(
        in snapshot: LayoutSnapshot, cells: BoundedTree<CellRecord>, state: CompositionalLayoutState, section s: Int, change: Translation
    ) -> LayoutSnapshot? {
        let plan = contentPlan(state.sectionLayouts, environment: snapshot.environment)
        let axis = configuration.scrollDirection
        var supplementaries = snapshot.supplementaries
        let lo = partitioningIndex(in: 0..<supplementaries.count) { supplementaries[$0].sortKey.section >= s }
        let hi = partitioningIndex(in: lo..<supplementaries.count) { supplementaries[$0].sortKey.section >= s + 1 }
        if lo < hi {
            var sequence = Int.max
            for r in lo..<hi { sequence = min(sequence, supplementaries[r].sortKey.sequence) }
            var builder = LayoutSnapshotBuilder(environment: snapshot.environment, scrollDirection: axis)
            builder.sequence = sequence
            builder.startSection()
            let elements = state.sectionLayouts[s].elements.elements
            for e in elements.indices { Self.add(elements[e], section: s, shift: plan.starts[s], axis: axis, to: &builder) }
            var records: [SupplementaryRecord] = []
            records.reserveCapacity(hi - lo)
            builder.build(contentSize: .zero).supplementaries.forEach { records.append($0) }
            // Not the records the snapshot has: the caller lays the section out whole.
            guard records.count == hi - lo else { return nil }
            supplementaries = supplementaries.replacing(range: lo..<hi, with: records)
        }
        supplementaries = supplementaries.shiftingSuffix(from: hi, by: change)
        let orthogonal = Self.orthogonalSections(of: state, at: plan.starts, axis: axis)
        return LayoutSnapshot(
            environment: snapshot.environment, scrollDirection: axis, contentSize: plan.contentSize, cells: cells,
            sectionStarts: snapshot.sectionStarts, supplementaries: supplementaries, layoutState: state,
            orthogonalSections: orthogonal, visibleItemsEffect: snapshot.visibleItemsEffect
        )
    }

    /// An instance's cells (placed at 0 along the scroll axis) as the snapshot stores them:
    /// moved to `origin` along the axis, mirrored in a right-to-left layout (which, here, scrolls
    /// vertically: `canReuse`) as the snapshot builder mirrors them.
    func cellRecords(_ cells: [PlacedCell], movedBy origin: CGFloat, environment: LayoutEnvironment) -> [CellRecord] {
        let axis = configuration.scrollDirection
        let mirrorWidth = environment.layoutDirection == .rightToLeft ? environment.containerSize.width : nil
        return cells.map { c in
            var frame = Self.shifted(c.frame, origin, axis)
            if let mirrorWidth { frame = frame.mirroredHorizontally(inWidth: mirrorWidth) }
            return CellRecord(frame: frame, zIndex: Int32(clamping: c.zIndex))
        }
    }

    static func translation(_ d: CGFloat, _ axis: LayoutAxis) -> Translation {
        axis == .vertical ? Translation(dx: 0, dy: d) : Translation(dx: d, dy: 0)
    }
}
