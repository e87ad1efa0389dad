import Foundation

/// Collects a layout's elements into a `LayoutSnapshot`. Layouts (built-in or your own) start a
/// section, add its cells in item order and its supplementaries and decorations, then build.
///
/// Frames are given left-to-right; when the environment is right-to-left the builder mirrors
/// them across `mirrorWidth` (the container width unless the layout says otherwise).
public struct LayoutSnapshotBuilder: Sendable {
    /// The environment being laid out in.
    public let environment: LayoutEnvironment
    /// The axis the content scrolls along.
    public let scrollDirection: LayoutAxis
    /// The width frames are mirrored across in right-to-left layouts (nil: no mirroring).
    public let mirrorWidth: CGFloat?

    var cells: BoundedTree<CellRecord>.LeafWriter
    private var sectionStarts: [Int]
    /// Supplementaries and decorations: those of a continued snapshot that are kept, then
    /// those added, in query order, a section at a time (see `flushSupplementaries()`).
    private var supplementaries: BoundedTree<SupplementaryRecord>.LeafWriter
    /// How many of `supplementaries` were kept from a continued snapshot.
    private var keptSupplementaries = 0
    /// The sort key of the last record in `supplementaries` (nil: none).
    private var lastWrittenKey: SortKey?
    /// The records added since the last section started; all of them once `unordered`.
    private var pendingSupplementaries: [SupplementaryRecord] = []
    /// Whether a section's records sorted before ones already written: from then on everything
    /// waits for one sort in `build`.
    private var unordered = false
    /// The number the next supplementary or decoration gets (its place among equal sort keys).
    var sequence = 0
    /// Sections that scroll along the other axis (compositional orthogonal sections).
    public var orthogonalSections: [OrthogonalSection] = []
    /// The effect applied to visible elements at a content offset (carousel scaling).
    public var visibleItemsEffect: (any VisibleItemsEffect)?

    /// Starts an empty snapshot. `mirrorWidth` defaults to the container width; a layout that
    /// scrolls horizontally passes its content width.
    public init(environment: LayoutEnvironment, scrollDirection: LayoutAxis = .vertical, mirrorWidth: CGFloat? = nil) {
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.mirrorWidth = environment.layoutDirection == .rightToLeft ? (mirrorWidth ?? environment.containerSize.width) : nil
        cells = BoundedTree.LeafWriter(continuing: BoundedTree())
        sectionStarts = []
        supplementaries = BoundedTree.LeafWriter(continuing: BoundedTree())
    }

    /// Continues `snapshot` to append items: keeps its cells and sections (new cells go to its
    /// last section until `startSection()`), and drops the supplementaries and decorations of
    /// sections `fromSection` and later, which the layout adds again. O(log n).
    public init(continuing snapshot: LayoutSnapshot, droppingSupplementariesFromSection fromSection: Int) {
        self.init(snapshot, keepingSections: snapshot.sectionStarts.count, cells: snapshot.cells.count, elementsBeforeSection: fromSection)
    }

    /// Continues `snapshot` to append to its last section after laying out its end again: keeps
    /// its sections and its first `cellCount` cells (new cells go to its last section until
    /// `startSection()`), and drops the supplementaries and decorations of sections
    /// `fromSection` and later. O(log n).
    init(continuing snapshot: LayoutSnapshot, keepingCells cellCount: Int, droppingSupplementariesFromSection fromSection: Int) {
        self.init(snapshot, keepingSections: snapshot.sectionStarts.count, cells: cellCount, elementsBeforeSection: fromSection)
    }

    /// Continues `snapshot` from section `section` on: keeps the cells, supplementaries,
    /// decorations and orthogonal sections of the sections before it (sharing storage with
    /// `snapshot`); the layout adds the rest again. O(log n). Frames are mirrored across the
    /// container width, so a right-to-left layout that scrolls horizontally must not use it.
    init(keepingSectionsBefore section: Int, of snapshot: LayoutSnapshot) {
        let kept = min(max(0, section), snapshot.sectionStarts.count)
        let cellCount = kept < snapshot.sectionStarts.count ? snapshot.sectionStarts[kept] : snapshot.cells.count
        self.init(snapshot, keepingSections: kept, cells: cellCount, elementsBeforeSection: kept)
    }

    /// Keeps the first `sections` sections' starts, the first `cells` cells, and the
    /// supplementaries, decorations and orthogonal sections of sections before `elementsBeforeSection`.
    private init(_ snapshot: LayoutSnapshot, keepingSections sections: Int, cells cellCount: Int, elementsBeforeSection section: Int) {
        environment = snapshot.environment
        scrollDirection = snapshot.scrollDirection
        mirrorWidth = environment.layoutDirection == .rightToLeft ? environment.containerSize.width : nil
        sectionStarts = Array(snapshot.sectionStarts[..<sections])
        cells = BoundedTree.LeafWriter(continuing: snapshot.cells.prefix(cellCount))
        let lo = partitioningIndex(in: 0..<snapshot.supplementaries.count) { snapshot.supplementaries[$0].sortKey.section >= section }
        supplementaries = BoundedTree.LeafWriter(continuing: snapshot.supplementaries.prefix(lo))
        keptSupplementaries = lo
        lastWrittenKey = lo > 0 ? snapshot.supplementaries[lo - 1].sortKey : nil
        sequence = snapshot.supplementaries.count
        orthogonalSections = snapshot.orthogonalSections.filter { $0.section < section }
        visibleItemsEffect = snapshot.visibleItemsEffect
    }

    /// The number of sections started so far.
    public var numberOfSections: Int { sectionStarts.count }
    /// The number of cells added so far, in all sections.
    public var numberOfCells: Int { cells.count }
    /// The number of items in the current (last) section so far.
    public var itemsInCurrentSection: Int { numberOfCells - (sectionStarts.last ?? 0) }

    /// Starts the next section; returns its index.
    @discardableResult
    public mutating func startSection() -> Int {
        flushSupplementaries()
        sectionStarts.append(numberOfCells)
        return sectionStarts.count - 1
    }

    private func mirrored(_ frame: CGRect) -> CGRect {
        guard let mirrorWidth else { return frame }
        return frame.mirroredHorizontally(inWidth: mirrorWidth)
    }

    /// Makes room for `count` more cells, so a layout that knows how many it will add saves the
    /// regrowth (and copies) of the builder's storage on large inputs.
    public mutating func reserveCapacity(cells count: Int) {
        cells.reserveCapacity(count)
    }

    /// Writes the records added since the last flush into the snapshot's tree, sorted, when
    /// they all come after those written before (the usual case: layouts add a section at a
    /// time). The pending array is emptied but keeps its storage, so a layout's records pass
    /// through one section-sized buffer instead of an array of every record copied into the tree
    /// at the end. Otherwise everything waits for one sort in `build`.
    private mutating func flushSupplementaries() {
        guard !unordered, !pendingSupplementaries.isEmpty else { return }
        if !Self.isSorted(pendingSupplementaries) { pendingSupplementaries.sort { $0.sortKey < $1.sortKey } }
        if let last = lastWrittenKey, !(last < pendingSupplementaries[0].sortKey) {
            unordered = true
            return
        }
        lastWrittenKey = pendingSupplementaries[pendingSupplementaries.count - 1].sortKey
        supplementaries.withBulkWriter { bulk in
            for i in pendingSupplementaries.indices { bulk.append(pendingSupplementaries[i]) }
        }
        pendingSupplementaries.removeAll(keepingCapacity: true)
    }

    private static func isSorted(_ records: [SupplementaryRecord]) -> Bool {
        records.indices.dropFirst().allSatisfy { records[$0 - 1].sortKey < records[$0].sortKey }
    }

    /// Adds the next cell of the current section.
    @inline(__always)
    public mutating func addCell(frame: CGRect, zIndex: Int = 0) {
        guard !sectionStarts.isEmpty else { fatalError("LayoutSnapshotBuilder: startSection() before adding cells") }
        cells.append(CellRecord(frame: mirrored(frame), zIndex: Int32(clamping: zIndex)))
    }

    /// Adds a supplementary element (header, footer, badge); `pinning` makes it stick to the
    /// visible bounds while its section scrolls by.
    public mutating func addSupplementary(kind: String, at indexPath: IndexPath, frame: CGRect, zIndex: Int = 0, pinning: PinningBehavior? = nil) {
        add(.supplementary, kind: kind, at: indexPath, section: indexPath.sectionIndex, item: indexPath.itemIndex, frame: frame, zIndex: zIndex, pinning: pinning)
    }

    /// Adds a decoration element (a section background).
    public mutating func addDecoration(kind: String, at indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) {
        add(.decoration, kind: kind, at: indexPath, section: indexPath.sectionIndex, item: indexPath.itemIndex, frame: frame, zIndex: zIndex, pinning: nil)
    }

    /// Adds a supplementary or decoration element at item `item` of section `section`: the same
    /// as `addSupplementary` or `addDecoration` with `IndexPath.item(item, section: section)`,
    /// without reading the two numbers back out of the index path.
    mutating func add(_ category: ElementCategory, kind: String, item: Int, section: Int, frame: CGRect, zIndex: Int, pinning: PinningBehavior?) {
        add(category, kind: kind, at: .item(item, section: section), section: section, item: item, frame: frame, zIndex: zIndex, pinning: pinning)
    }

    /// The record of a supplementary or decoration element, `section` and `item` being
    /// `indexPath`'s; pinning is mirrored with the frame in a right-to-left layout that scrolls
    /// sideways.
    private mutating func add(
        _ category: ElementCategory, kind: String, at indexPath: IndexPath, section: Int, item: Int, frame: CGRect, zIndex: Int, pinning: PinningBehavior?
    ) {
        var pin = pinning
        if let p = pinning, mirrorWidth != nil, scrollDirection == .horizontal, let w = mirrorWidth {
            pin = PinningBehavior(edge: p.edge == .leading ? .trailing : .leading, range: (w - p.range.upperBound)...(w - p.range.lowerBound), pinnedZIndex: p.pinnedZIndex)
        }
        // The attributes made in the call: a local handed on would be copied (its kind and index
        // path retained) and then destroyed.
        pendingSupplementaries.append(
            SupplementaryRecord(
                attributes: LayoutAttributes(category: category, kind: kind, indexPath: indexPath, frame: mirrored(frame), zIndex: zIndex),
                pinning: pin, axis: scrollDirection, sequence: sequence, section: section, item: item
            )
        )
        sequence += 1
    }

    /// The snapshot of everything added, with the content size and whatever the layout needs to
    /// continue appending later.
    public func build(contentSize: CGSize) -> LayoutSnapshot {
        build(contentSize: contentSize, layoutState: nil)
    }

    func build(contentSize: CGSize, layoutState: (any Sendable)?) -> LayoutSnapshot {
        var builder = self
        builder.flushSupplementaries()
        return builder.finish(contentSize: contentSize, layoutState: layoutState)
    }

    /// The snapshot, the pending records flushed already.
    private func finish(contentSize: CGSize, layoutState: (any Sendable)?) -> LayoutSnapshot {
        var tree = supplementaries.finish()
        if unordered {
            // Everything added, written or pending, sorted once after the kept records.
            var all = (keptSupplementaries..<tree.count).map { tree[$0] } + pendingSupplementaries
            all.sort { $0.sortKey < $1.sortKey }
            tree = tree.prefix(keptSupplementaries).appending(contentsOf: all)
        }
        return LayoutSnapshot(
            environment: environment,
            scrollDirection: scrollDirection,
            contentSize: contentSize,
            cells: cells.finish(),
            sectionStarts: sectionStarts,
            supplementaries: tree,
            layoutState: layoutState,
            // Right to left, a band shows through where its mirrored items are.
            orthogonalSections: orthogonalSections.map { o in
                var o = o; o.viewport = mirrored(o.viewport); return o
            },
            visibleItemsEffect: visibleItemsEffect
        )
    }
}
