import Foundation

/// UIKit's `UICollectionViewCompositionalLayout`, reproducing its frames: sections made of
/// groups made of items, each sized absolutely, as a fraction of its container or by an estimate
/// its cell replaces (self-sizing); headers, footers, pinned headers, badges, backgrounds, and
/// sections that scroll sideways.
///
/// Naming: every type takes UIKit's name with the `NSCollectionLayout` prefix dropped
/// (`NSCollectionLayoutItem` → `LayoutItem`, `NSCollectionLayoutGroup` → `LayoutGroup`,
/// `NSCollectionLayoutSection` → `LayoutSection`, `NSCollectionLayoutDimension` →
/// `LayoutDimension`, …), and `UICollectionViewCompositionalLayout` → `CompositionalLayout`. A
/// group's subitems are `LayoutSubitem.item(_)` or `.group(_)` (UIKit's groups subclass items).
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [.item(item)])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// let snapshot = try layout.makeSnapshot(sections: [SectionData(itemCount: 100)], environment: LayoutEnvironment(width: 390, height: 844, displayScale: 3))
/// ```
///
/// Errors name the bad value by path in the model's terms: `section.group.subitems[0].item.size.width`
/// for a single section, `sections[3].…` for a section provider, `configuration.…`.
public struct CompositionalLayout: CollectionLayout {
    /// Scroll direction, spacing between sections, layout-wide headers and footers.
    public var configuration: CompositionalLayoutConfiguration
    /// The section for each section index (UIKit's section provider).
    public let sectionProvider: @Sendable (Int, LayoutEnvironment) -> LayoutSection
    private let usesSingleSection: Bool

    /// A layout with the same section for every section index.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()) {
        self.configuration = configuration
        sectionProvider = { _, _ in section }
        usesSingleSection = true
    }

    /// A layout asking `sectionProvider` for each section (UIKit's
    /// `init(sectionProvider:configuration:)`).
    public init(configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(), sectionProvider: @escaping @Sendable (Int, LayoutEnvironment) -> LayoutSection) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        usesSingleSection = false
    }

    private func sectionPath(_ index: Int) -> LayoutPath { usesSingleSection ? ["section"] : ["sections", .index(index)] }

    /// Lays out `sections`. Throws a `LayoutError` naming the bad value (a group that cannot fit
    /// one item, a fraction <= 0, an estimated width on a vertical section's group, …).
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        try LayoutLimits.checkElementBudget(cells: LayoutLimits.totalItems(sections), maximum: LayoutLimits.absoluteMaximumElements)
        try configuration.validate(path: ["configuration"])
        var layouts: [SectionLayout] = []
        layouts.reserveCapacity(sections.count)
        var cache = SectionLayoutCache()
        for (i, data) in sections.enumerated() {
            layouts.append(try layoutSection(i, data: data, environment: environment, cache: &cache))
        }
        return try assemble(CompositionalLayoutState(sections: sections, sectionLayouts: consume layouts), environment: environment)
    }

    /// `snapshot` (made by this layout) after item `indexPath` reported `measuredSize` when it
    /// self-sized (`preferredLayoutAttributesFitting`): the same as laying out again with that
    /// measured size in the data, but only the item's section is laid out again; later sections
    /// are shifted, in time independent of their number of elements (their storage moves by
    /// translating tree nodes, not elements). Their frames equal a full layout's up to
    /// floating-point rounding (old position + change in length, rather than the full sum).
    public func snapshot(_ snapshot: LayoutSnapshot, updatingMeasuredSize measuredSize: CGSize, at indexPath: IndexPath) throws -> LayoutSnapshot {
        guard var state = snapshot.layoutState as? CompositionalLayoutState else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        guard indexPath.count == 2, indexPath.sectionIndex >= 0, indexPath.sectionIndex < state.sections.count,
              indexPath.itemIndex >= 0, indexPath.itemIndex < state.sections[indexPath.sectionIndex].count else {
            throw LayoutError(.noSuchItem(Array(indexPath)), at: ["indexPath"])
        }
        guard measuredSize.width.isFinite, measuredSize.height.isFinite, measuredSize.width >= 0, measuredSize.height >= 0 else {
            throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: ["measuredSize"])
        }
        let s = indexPath.sectionIndex
        let data = state.sections[s]
        var items = (0..<data.count).map { data[$0] }
        items[indexPath.itemIndex].measuredSize = measuredSize
        state.sections[s] = SectionData(items: items)
        let environment = snapshot.environment
        let old = state.sectionLayouts[s]
        var cache = SectionLayoutCache()
        let new = try layoutSection(s, data: state.sections[s], environment: environment, cache: &cache)
        state.sectionLayouts[s] = new.droppingCells()
        if let replaced = replacingSection(s, was: old, now: new, in: snapshot, state: state) { return replaced }
        state.sectionLayouts[s] = new
        return try assemble(state, environment: environment, reusing: snapshot, from: s)
    }

    /// `snapshot` with section `s` (laid out anew in `state`; `old` is how it was) put in place
    /// of its old elements, and everything after it moved by the change in its length: O(the
    /// section's elements + log n + sections), however many elements follow. Nil when that
    /// cannot be done (layout-level boundary items, which move with the content's end; a
    /// horizontal right-to-left layout, mirrored across the content's width; a section whose
    /// element counts changed), and the caller assembles from section `s` on instead.
    ///
    /// The moved elements' coordinates are their old ones plus the change, which can differ from
    /// a full layout's sums in the last bits when positions are not binary fractions (scale 3).
    private func replacingSection(_ s: Int, was old: SectionLayout, now new: SectionLayout, in snapshot: LayoutSnapshot, state: CompositionalLayoutState) -> LayoutSnapshot? {
        let axis = configuration.scrollDirection
        let environment = snapshot.environment
        guard configuration.boundarySupplementaryItems.isEmpty, !(axis == .horizontal && environment.layoutDirection == .rightToLeft),
              new.cellCount == old.cellCount, new.elements.elements.count == old.elements.elements.count,
              (new.orthogonal == nil) == (old.orthogonal == nil), s < snapshot.sectionStarts.count else { return nil }

        // The section's supplementaries and decorations: records lo..<hi.
        let supplementaries = snapshot.supplementaries
        func firstRecord(ofSectionAtLeast section: Int) -> Int {
            partitioningIndex(in: 0..<supplementaries.count) { supplementaries[$0].sortKey.section >= section }
        }
        let lo = firstRecord(ofSectionAtLeast: s), hi = firstRecord(ofSectionAtLeast: s + 1)
        guard hi - lo == new.elements.elements.count else { return nil }

        // The section's new records, made as a full layout makes them: the same builder calls,
        // numbered from where the old records' numbers start.
        let (starts, end) = sectionStarts(state.sectionLayouts, from: 0)
        var builder = LayoutSnapshotBuilder(environment: environment, scrollDirection: axis)
        var sequence = Int.max
        for i in lo..<hi { sequence = min(sequence, supplementaries[i].sortKey.sequence) }
        builder.sequence = lo < hi ? sequence : 0
        builder.startSection()
        Self.add(new, section: s, at: starts[s], axis: axis, to: &builder)
        let part = builder.build(contentSize: .zero)
        var cells: [CellRecord] = []
        cells.reserveCapacity(part.cells.count)
        part.cells.forEach { cells.append($0) }
        var records: [SupplementaryRecord] = []
        records.reserveCapacity(part.supplementaries.count)
        part.supplementaries.forEach { records.append($0) }

        let change = new.length - old.length
        let delta = axis == .vertical ? Translation(dx: 0, dy: change) : Translation(dx: change, dy: 0)
        let firstCell = snapshot.sectionStarts[s]
        let cellRange = firstCell..<(firstCell + cells.count)
        var orthogonal: [OrthogonalSection] = []
        for (t, layout) in state.sectionLayouts.enumerated() {
            guard var o = layout.orthogonal else { continue }
            o.viewport = Self.shifted(o.viewport, starts[t], axis)
            orthogonal.append(o)
        }
        return LayoutSnapshot(
            environment: environment,
            scrollDirection: axis,
            contentSize: CGSize(length: end, along: axis, breadth: environment.containerSize.length(along: axis.other)),
            cells: snapshot.cells.replacing(range: cellRange, with: cells).shiftingSuffix(from: cellRange.upperBound, by: delta),
            sectionStarts: snapshot.sectionStarts,
            supplementaries: supplementaries.replacing(range: lo..<hi, with: records).shiftingSuffix(from: hi, by: delta),
            layoutState: state,
            orthogonalSections: orthogonal,
            visibleItemsEffect: snapshot.visibleItemsEffect
        )
    }

    /// Where each section starts along the scroll axis when the first starts at `position`
    /// (`interSectionSpacing` apart), and where the last ends.
    private func sectionStarts(_ layouts: [SectionLayout], from position: CGFloat) -> (starts: [CGFloat], end: CGFloat) {
        var position = position
        var starts: [CGFloat] = []
        starts.reserveCapacity(layouts.count)
        for (s, layout) in layouts.enumerated() {
            if s > 0 { position += configuration.interSectionSpacing }
            starts.append(position)
            position += layout.length
        }
        return (starts, position)
    }

    private static func shifted(_ r: CGRect, _ d: CGFloat, _ axis: LayoutAxis) -> CGRect {
        axis == .vertical ? r.offsetBy(dx: 0, dy: d) : r.offsetBy(dx: d, dy: 0)
    }

    /// Adds a section's or the layout's own supplementary or decoration element, moved by `d`
    /// along the scroll axis.
    private static func add(_ e: PlacedElement, section: Int, shift d: CGFloat, axis: LayoutAxis, to builder: inout LayoutSnapshotBuilder) {
        let indexPath = IndexPath.item(e.item, section: section)
        if e.category == .decoration {
            builder.addDecoration(kind: e.kind, at: indexPath, frame: shifted(e.frame, d, axis), zIndex: e.zIndex)
        } else {
            var pinning = e.pinning
            if let p = e.pinning { pinning?.range = (p.range.lowerBound + d)...(p.range.upperBound + d) }
            builder.addSupplementary(kind: e.kind, at: indexPath, frame: shifted(e.frame, d, axis), zIndex: e.zIndex, pinning: pinning)
        }
    }

    /// Adds section `s` as `layout` laid it out, starting at `d` along the scroll axis.
    private static func add(_ layout: SectionLayout, section s: Int, at d: CGFloat, axis: LayoutAxis, to builder: inout LayoutSnapshotBuilder) {
        builder.withCellWriter { cells in
            for c in layout.elements.cells { cells.addCell(frame: shifted(c.frame, d, axis), zIndex: c.zIndex) }
        }
        for e in layout.elements.elements { add(e, section: s, shift: d, axis: axis, to: &builder) }
        if var o = layout.orthogonal {
            o.viewport = shifted(o.viewport, d, axis)
            builder.orthogonalSections.append(o)
        }
    }

    /// Lays out section `index`, reusing what `cache` has from sections laid out before it.
    private func layoutSection(_ index: Int, data: SectionData, environment: LayoutEnvironment, cache: inout SectionLayoutCache) throws -> SectionLayout {
        let section = sectionProvider(index, environment)
        // The path is spelled out only for an error.
        try cache.validate(section, path: sectionPath(index), scrollDirection: configuration.scrollDirection)
        return try SectionLayout(
            section: section, index: index, data: data, environment: environment, configuration: configuration,
            path: sectionPath(index), cache: &cache
        )
    }

    /// Puts the sections one after another (`interSectionSpacing` apart) between the layout's
    /// own boundary items, into a snapshot.
    ///
    /// With `previous` (a snapshot of the same layout whose sections before `firstChanged` are
    /// unchanged), those sections' elements are kept from it rather than added again, unless
    /// the layout has layout-level boundary items (which move with the content's end) or the
    /// layout scrolls horizontally right to left (whose frames are mirrored across the
    /// content's width).
    ///
    /// Sections whose cells the state no longer holds (a snapshot's saved state) are laid out
    /// again; each section's cells are dropped once added, so the snapshot's saved state does
    /// not hold a second copy of every cell.
    private func assemble(_ state: consuming CompositionalLayoutState, environment: LayoutEnvironment, reusing previous: LayoutSnapshot? = nil, from firstChanged: Int = 0) throws -> LayoutSnapshot {
        let axis = configuration.scrollDirection
        let grid = environment.pixelGrid
        let crossTotal = environment.containerSize.length(along: axis.other)
        let reference = configuration.contentInsetsReference.insets(in: environment, scrollDirection: axis)
        var global = SectionElements()
        var boundary = BoundaryPlacement(
            items: configuration.boundarySupplementaryItems, axis: axis, alongTotal: environment.containerSize.length(along: axis),
            acrossStart: reference.start, acrossLength: max(0, crossTotal - reference.start - reference.end), grid: grid
        )
        var position = boundary.placeExtending(atFraction: 0, into: &global, at: 0)
        let contentStart = position
        let (starts, end) = sectionStarts(state.sectionLayouts, from: position)
        position = end
        // The content is at least as long as the layout-level items over it, which are then
        // aligned within it (UIKit, measured: a leading item of the container's height makes a
        // short vertical layout 480 tall, the item at 0; sideways, a top item 320 wide puts
        // the trailing one at 320, not after the sections' 270).
        position = max(position, contentStart + boundary.longestOverlapping())
        boundary.placeOverlapping(into: &global, contentStart: contentStart, contentEnd: position)
        position = boundary.placeExtending(atFraction: 1, into: &global, at: position)
        boundary.pin(&global, range: 0...position)

        let contentSize = CGSize(length: position, along: axis, breadth: crossTotal)
        let canReuse = previous != nil && configuration.boundarySupplementaryItems.isEmpty
            && !(axis == .horizontal && environment.layoutDirection == .rightToLeft)
        let firstAdded = canReuse ? firstChanged : 0
        var builder = canReuse
            ? LayoutSnapshotBuilder(keepingSectionsBefore: firstChanged, of: previous!)
            : LayoutSnapshotBuilder(environment: environment, scrollDirection: axis, mirrorWidth: axis == .horizontal ? position : nil)
        builder.reserveCapacity(
            supplementaries: state.sectionLayouts[firstAdded...].reduce(global.elements.count) { $0 + $1.elements.elements.count }
        )
        var cache = SectionLayoutCache()
        for s in firstAdded..<state.sectionLayouts.count {
            if !state.sectionLayouts[s].hasCells {
                state.sectionLayouts[s] = try layoutSection(s, data: state.sections[s], environment: environment, cache: &cache)
            }
            builder.startSection()
            Self.add(state.sectionLayouts[s], section: s, at: starts[s], axis: axis, to: &builder)
            state.sectionLayouts[s] = state.sectionLayouts[s].droppingCells()
        }
        for e in global.elements { Self.add(e, section: 0, shift: 0, axis: axis, to: &builder) }
        return builder.build(contentSize: contentSize, layoutState: state)
    }
}

/// What a compositional snapshot keeps to update one section without laying out the others:
/// the data and each section laid out in its own coordinates.
struct CompositionalLayoutState: Sendable {
    var sections: [SectionData]
    var sectionLayouts: [SectionLayout]
}
