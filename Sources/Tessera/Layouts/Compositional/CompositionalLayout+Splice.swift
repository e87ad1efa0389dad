import Foundation

extension CompositionalLayout {
    /// The previous snapshot of `update` with its section's records replaced by the section's
    /// new layout (in `state`, with its cells) and everything after them moved by the change in
    /// its length: O(the section's elements + log n + sections), however many elements follow.
    /// Nil when the section's element counts or its orthogonal scrolling changed, and the caller
    /// adds the sections again. Requires `canReuse` (no layout-level items, no sideways
    /// right-to-left mirroring).
    ///
    /// The moved elements' coordinates are their old ones plus the change, which can differ from
    /// a full layout's sums in the last bits when positions are not binary fractions (scale 3).
    func splicing(_ state: CompositionalLayoutState, update: SectionUpdate, plan: ContentPlan) -> LayoutSnapshot? {
        let (s, old, snapshot) = (update.section, update.old, update.previous)
        let new = state.sectionLayouts[s]
        let axis = configuration.scrollDirection
        guard new.cellCount == old.cellCount, new.elements.elements.count == old.elements.elements.count,
            (new.orthogonal == nil) == (old.orthogonal == nil), s < snapshot.sectionStarts.count
        else { return nil }
        // The section's supplementaries and decorations: records lo..<hi.
        let supplementaries = snapshot.supplementaries
        func firstRecord(ofSectionAtLeast section: Int) -> Int {
            partitioningIndex(in: 0..<supplementaries.count) { supplementaries[$0].sortKey.section >= section }
        }
        let lo = firstRecord(ofSectionAtLeast: s), hi = firstRecord(ofSectionAtLeast: s + 1)
        guard hi - lo == new.elements.elements.count else { return nil }
        var sequence = lo < hi ? Int.max : 0
        for i in lo..<hi { sequence = min(sequence, supplementaries[i].sortKey.sequence) }
        let (cells, records) = sectionRecords(new, section: s, at: plan.starts[s], numberedFrom: sequence, environment: snapshot.environment)
        // The saved state keeps the section without its cells, which the snapshot holds.
        var state = state
        state.sectionLayouts[s] = new.droppingCells()

        let change = new.length - old.length
        let delta = axis == .vertical ? Translation(dx: 0, dy: change) : Translation(dx: change, dy: 0)
        let cellRange = snapshot.sectionStarts[s]..<(snapshot.sectionStarts[s] + cells.count)
        let orthogonal = Self.orthogonalSections(of: state, at: plan.starts, axis: axis)
        return LayoutSnapshot(
            environment: snapshot.environment,
            scrollDirection: axis,
            contentSize: plan.contentSize,
            cells: snapshot.cells.replacing(range: cellRange, with: cells).shiftingSuffix(from: cellRange.upperBound, by: delta),
            sectionStarts: snapshot.sectionStarts,
            supplementaries: supplementaries.replacing(range: lo..<hi, with: records).shiftingSuffix(from: hi, by: delta),
            layoutState: state,
            orthogonalSections: orthogonal,
            visibleItemsEffect: snapshot.visibleItemsEffect
        )
    }

    /// Section `s`'s records as a full layout makes them (the same builder calls), starting at
    /// `start` along the scroll axis, its supplementaries numbered from `sequence`.
    private func sectionRecords(_ layout: SectionLayout, section s: Int, at start: CGFloat, numberedFrom sequence: Int, environment: LayoutEnvironment) -> (
        cells: [CellRecord], supplementaries: [SupplementaryRecord]
    ) {
        var builder = LayoutSnapshotBuilder(environment: environment, scrollDirection: configuration.scrollDirection)
        builder.sequence = sequence
        builder.startSection()
        Self.add(layout, section: s, at: start, axis: configuration.scrollDirection, to: &builder)
        let part = builder.build(contentSize: .zero)
        var cells: [CellRecord] = []
        cells.reserveCapacity(part.cells.count)
        part.cells.forEach { cells.append($0) }
        var records: [SupplementaryRecord] = []
        records.reserveCapacity(part.supplementaries.count)
        part.supplementaries.forEach { records.append($0) }
        return (cells, records)
    }

    /// The sideways-scrolling sections of `state`, their viewports moved to where `starts` puts
    /// each section along the scroll axis.
    static func orthogonalSections(of state: CompositionalLayoutState, at starts: [CGFloat], axis: LayoutAxis) -> [OrthogonalSection] {
        state.sectionLayouts.indices.compactMap { t in
            guard var o = state.sectionLayouts[t].orthogonal else { return nil }
            o.viewport = shifted(o.viewport, starts[t], axis)
            return o
        }
    }

    static func shifted(_ r: CGRect, _ d: CGFloat, _ axis: LayoutAxis) -> CGRect {
        axis == .vertical ? r.moved(dx: 0, dy: d) : r.moved(dx: d, dy: 0)
    }

    /// Adds a section's or the layout's own supplementary or decoration element, moved by `d`
    /// along the scroll axis.
    static func add(_ e: PlacedElement, section: Int, shift d: CGFloat, axis: LayoutAxis, to builder: inout LayoutSnapshotBuilder) {
        var pinning: PinningBehavior?
        if e.category != .decoration, let p = e.pinning {
            pinning = p
            pinning?.range = (p.range.lowerBound + d)...(p.range.upperBound + d)
        }
        builder.add(e.category, kind: e.kind, item: e.item, section: section, frame: shifted(e.frame, d, axis), zIndex: e.zIndex, pinning: pinning)
    }

    /// Adds copies of a group instance's cells (in their section's coordinates) moved by `d`
    /// along the scroll axis, written straight into the leaf being filled as `addCells` writes
    /// (each copy's cell is moved to the copy's origin first, then by `d`: the same sums as
    /// placing the copy and then adding it).
    private static func addCopies(_ copies: CellCopies, shift d: CGFloat, axis: LayoutAxis, to writer: inout LayoutSnapshotBuilder.CellWriter) {
        let (dx, dy) = axis == .vertical ? (CGFloat(0), d) : (d, CGFloat(0))
        let first = copies.first, origins = copies.origins
        guard !first.isEmpty else { return }
        // The next copy and cell to write, a run at a time.
        var o = 0, c = 0
        while o < origins.count {
            writer.fillRun { run in
                while !run.isFull && o < origins.count {
                    let cell = first[c], origin = origins[o]
                    run.append(CellRecord(frame: cell.frame.moved(dx: origin.x, dy: origin.y).moved(dx: dx, dy: dy), zIndex: Int32(clamping: cell.zIndex)))
                    c += 1
                    if c == first.count {
                        c = 0
                        o += 1
                    }
                }
            }
        }
    }

    /// Adds `cells` (in their section's coordinates) moved by `d` along the scroll axis, a run at
    /// a time straight into the leaf being filled (no per-cell capacity or mirroring checks;
    /// the writer mirrors a run where the layout is right to left).
    private static func addCells(_ cells: [PlacedCell], shift d: CGFloat, axis: LayoutAxis, to writer: inout LayoutSnapshotBuilder.CellWriter) {
        let (dx, dy) = axis == .vertical ? (CGFloat(0), d) : (d, CGFloat(0))
        var i = 0
        while i < cells.count {
            writer.fillRun { run in
                let end = min(cells.count, i + run.capacity)
                while i < end {
                    let c = cells[i]
                    run.append(CellRecord(frame: c.frame.moved(dx: dx, dy: dy), zIndex: Int32(clamping: c.zIndex)))
                    i += 1
                }
            }
        }
    }

    /// Adds section `s` as `layout` laid it out, starting at `d` along the scroll axis.
    static func add(_ layout: SectionLayout, section s: Int, at d: CGFloat, axis: LayoutAxis, to builder: inout LayoutSnapshotBuilder) {
        builder.withCellWriter { writer in
            if let copies = layout.elements.copies { addCopies(copies, shift: d, axis: axis, to: &writer) }
            addCells(layout.elements.cells, shift: d, axis: axis, to: &writer)
        }
        // By index: a `for e in` loop would copy each element (its kind) out first.
        let elements = layout.elements.elements
        for i in elements.indices { add(elements[i], section: s, shift: d, axis: axis, to: &builder) }
        if var o = layout.orthogonal {
            o.viewport = shifted(o.viewport, d, axis)
            builder.orthogonalSections.append(o)
        }
    }
}
