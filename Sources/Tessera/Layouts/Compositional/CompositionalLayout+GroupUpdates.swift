import Foundation

extension CompositionalLayout {
    /// `snapshot` after every item in `measuredSizes` measured its size: what laying out again
    /// with those sizes in the data gives, as `snapshot(_:updatingMeasuredSize:at:)` one after
    /// another gives it, with each section's measurements done together. A screen of new cells
    /// (a fling's) lays out each group instance that holds one of them again once, and the
    /// tree's cells are replaced and moved once per run of nearby instances rather than once per
    /// cell: 24 cells of a 3-per-row grid cost one tree update instead of 24. Sections that
    /// cannot update one instance (`updatingGroup`'s cases) take the sizes one at a time.
    ///
    /// Frames equal a full layout's with the same measurements up to floating-point rounding,
    /// as the one-at-a-time update's do (the sums are taken in another order).
    public func snapshot(_ snapshot: LayoutSnapshot, updatingMeasuredSizes measuredSizes: [IndexPath: CGSize]) throws -> LayoutSnapshot {
        guard let state = snapshot.layoutState as? CompositionalLayoutState, state.maker == self else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        var bySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for (indexPath, size) in measuredSizes {
            guard indexPath.count == 2, indexPath.sectionIndex >= 0, indexPath.sectionIndex < state.sections.count,
                indexPath.itemIndex >= 0, indexPath.itemIndex < state.sections[indexPath.sectionIndex].count
            else {
                throw LayoutError(.noSuchItem(Array(indexPath)), at: ["measuredSizes"])
            }
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: ["measuredSizes", .key("\(Array(indexPath))")])
            }
            bySection[indexPath.sectionIndex, default: []].append((indexPath.itemIndex, size))
        }
        var result = snapshot
        for s in bySection.keys.sorted() {
            let items = bySection[s]!.sorted { $0.item < $1.item }
            if let updated = updatingGroups(result, section: s, items: items) {
                result = updated
            } else {
                for (i, size) in items { result = try self.snapshot(result, updatingMeasuredSize: size, at: .item(i, section: s)) }
            }
        }
        return result
    }

    /// The records of `count` cells of `snapshot` from cell `first` on (counted across sections).
    private static func cellRecords(of snapshot: LayoutSnapshot, from first: Int, count: Int) -> [CellRecord] {
        var records: [CellRecord] = []
        records.reserveCapacity(count)
        snapshot.cells.forEach(from: first) { (record: CellRecord) -> Bool in
            records.append(record)
            return records.count < count
        }
        return records
    }

    /// The group instances holding `items` (ascending), ascending, each with its measurements.
    private static func measuredInstances(
        _ items: [(item: Int, size: CGSize)], capacity: Int
    ) -> [(index: Int, items: ArraySlice<(item: Int, size: CGSize)>)] {
        var instances: [(index: Int, items: ArraySlice<(item: Int, size: CGSize)>)] = []
        var from = 0
        while from < items.count {
            let k = items[from].item / capacity
            var to = from + 1
            while to < items.count, items[to].item / capacity == k { to += 1 }
            instances.append((k, items[from..<to]))
            from = to
        }
        return instances
    }

    /// Cells apart by at most this many between two measured group instances share one run:
    /// their tree update copies the cells between them rather than a second path of the tree.
    static var groupRunGap: Int { 64 }

    /// `snapshot` after items `items` (ascending, of section `s`) measured their sizes, each
    /// group instance holding one laid out once at the origin the snapshot has for it (moved by
    /// the change of the instances before it) and each run of instances near one another
    /// replaced in the tree at once; nil in the cases `updatingGroup` lists (the section is then
    /// laid out whole). `updatingGroup` is this with one item.
    func updatingGroups(_ snapshot: LayoutSnapshot, section s: Int, items: [(item: Int, size: CGSize)]) -> LayoutSnapshot? {
        guard var state = snapshot.layoutState as? CompositionalLayoutState else { return nil }
        let old = state.sectionLayouts[s]
        guard canReuse(snapshot), let run = old.groupRun, s < snapshot.sectionStarts.count, old.cellCount == state.sections[s].count, !items.isEmpty
        else { return nil }
        let capacity = run.template.itemCapacity
        let count = state.sections[s].count
        let axis = run.axis
        let sectionStart = snapshot.sectionStarts[s]
        var cells = snapshot.cells
        let instances = Self.measuredInstances(items, capacity: capacity)
        // The change in length before the instance placed next (every earlier instance's).
        var change: CGFloat = 0
        var next = 0
        while next < instances.count {
            // A run: instances whose cells lie at most `groupRunGap` apart.
            var last = next
            while last + 1 < instances.count, instances[last + 1].index * capacity - min((instances[last].index + 1) * capacity, count) <= Self.groupRunGap {
                last += 1
            }
            let span = (instances[next].index * capacity)..<min((instances[last].index + 1) * capacity, count)
            // The run's cells as the snapshot has them (no earlier run's change in them).
            var records = Self.cellRecords(of: snapshot, from: sectionStart + span.lowerBound, count: span.count)
            guard records.count == span.count else { return nil }
            let changeBefore = change
            // Records before `done` are final: where the snapshot has them, moved by the change
            // before them (every earlier instance's, earlier runs' included).
            var done = 0
            for (index, measured) in instances[next...last] {
                let range = (index * capacity)..<min((index + 1) * capacity, count)
                let offset = range.lowerBound - span.lowerBound
                let moved = Self.translation(change, axis)
                if !moved.isZero { for r in done..<offset { records[r] = records[r].translated(by: moved) } }
                let before = run.place(state.items(range, inSection: s))
                for (i, size) in measured { state.recordMeasuredSize(size, ofItem: i, inSection: s) }
                let after = run.place(state.items(range, inSection: s))
                guard before.cells.count == range.count, after.cells.count == range.count else { return nil }
                // The instance's origin along the axis: where the snapshot has its first cell,
                // moved by the change before it.
                let origin = records[offset].frame.minCoordinate(along: axis) + change - before.cells[0].frame.minCoordinate(along: axis)
                records.replaceSubrange(offset..<(offset + range.count), with: cellRecords(after.cells, movedBy: origin, environment: snapshot.environment))
                change += after.length - before.length
                done = offset + range.count
            }
            cells = cells.replacing(
                range: (sectionStart + span.lowerBound)..<(sectionStart + span.upperBound), with: records,
                movingTheRestBy: Self.translation(change - changeBefore, axis))
            next = last + 1
        }
        let section = sectionProvider(s, snapshot.environment)
        let new = old.movingGroupsEnd(by: change, section: section, environment: snapshot.environment, configuration: configuration)
        state.sectionLayouts[s] = new
        let sectionChange = new.length - old.length
        if sectionChange != change { cells = cells.shiftingSuffix(from: sectionStart + old.cellCount, by: Self.translation(sectionChange - change, axis)) }
        return sectionElementsReplaced(in: snapshot, cells: cells, state: state, section: s, change: Self.translation(sectionChange, axis))
    }
}
