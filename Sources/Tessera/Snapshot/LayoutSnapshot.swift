import Foundation

/// A computed layout: the content size and every element's attributes, with fast queries.
///
/// A snapshot is an immutable value (`Sendable`): compute it off the main thread, hand it to the
/// UI, keep the previous one for animations. Cells are stored in a packed spatial index, about
/// 41 bytes a cell, so `elements(in:)` answers in O(log n + k) and look-ups by index path in
/// O(log n). Appending items (`IncrementalCollectionLayout`) shares all unchanged storage with
/// the snapshot it extends.
public struct LayoutSnapshot: Sendable {
    /// The environment the layout was computed in.
    public let environment: LayoutEnvironment
    /// The axis the content scrolls along.
    public let scrollDirection: LayoutAxis
    /// The size of the scrollable content.
    public let contentSize: CGSize

    let cells: BoundedTree<CellRecord>
    /// The global cell index of each section's first item.
    let sectionStarts: [Int]
    /// Supplementaries and decorations, sorted by `SortKey`.
    let supplementaries: BoundedTree<SupplementaryRecord>
    /// What the layout needs to continue from here when items are appended.
    let layoutState: (any Sendable)?
    /// Sections that scroll along the other axis, in section order.
    public let orthogonalSections: [OrthogonalSection]
    /// The effect applied to visible elements at a content offset (carousel scaling), if any.
    public let visibleItemsEffect: (any VisibleItemsEffect)?

    // MARK: Counts

    /// The number of sections.
    public var numberOfSections: Int { sectionStarts.count }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < sectionStarts.count else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : cells.count
        return end - sectionStarts[section]
    }

    /// The number of cells in all sections.
    public var numberOfCells: Int { cells.count }

    /// The number of supplementary and decoration elements.
    public var numberOfSupplementaryAndDecorationElements: Int { supplementaries.count }

    /// About how many bytes the snapshot's storage takes: its spatial index nodes, element records
    /// and section table (about 41 bytes a cell). Strings of element kinds are not counted.
    public var estimatedMemoryFootprint: Int {
        cells.estimatedHeapBytes + supplementaries.estimatedHeapBytes + sectionStarts.capacity * MemoryLayout<Int>.stride
    }

    // MARK: Look-ups

    /// The attributes of the cell at `indexPath`, or nil if there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.sectionIndex, item = indexPath.itemIndex
        guard item >= 0, item < numberOfItems(inSection: section) else { return nil }
        let record = cells[sectionStarts[section] + item]
        return .cell(indexPath, frame: record.frame, zIndex: Int(record.zIndex))
    }

    /// The attributes of the supplementary element of `kind` at `indexPath` (its resting frame,
    /// before any pinning), or nil (also for an index path without exactly two indices).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        record(category: .supplementary, kind: kind, at: indexPath)?.attributes
    }

    /// The attributes of the decoration element of `kind` at `indexPath`, or nil (also for an
    /// index path without exactly two indices).
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        record(category: .decoration, kind: kind, at: indexPath)?.attributes
    }

    /// The index paths of the supplementary (or decoration, by `category`) elements of `kind`
    /// in `section`, in index-path order. O(log n + the section's elements).
    public func indexPathsOfElements(ofKind kind: String, category: ElementCategory, inSection section: Int) -> [IndexPath] {
        var result: [IndexPath] = []
        var i = partitioningIndex(in: 0..<supplementaries.count) { supplementaries[$0].sortKey.section >= section }
        while i < supplementaries.count {
            let r = supplementaries[i]
            if r.sortKey.section != section { break }
            if r.attributes.representedElementCategory == category, r.attributes.representedElementKind == kind { result.append(r.attributes.indexPath) }
            i += 1
        }
        return result.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Whether any supplementary element is pinned to the visible bounds, so that its frame
    /// depends on the content offset. O(supplementary and decoration elements).
    public var hasPinnedElements: Bool {
        var found = false
        supplementaries.forEach { if $0.pinning != nil { found = true } }
        return found
    }

    func record(category: ElementCategory, kind: String, at indexPath: IndexPath) -> SupplementaryRecord? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.sectionIndex
        // Binary search for the section's first record, then scan the section.
        var i = partitioningIndex(in: 0..<supplementaries.count) { supplementaries[$0].sortKey.section >= section }
        while i < supplementaries.count {
            let r = supplementaries[i]
            if r.sortKey.section != section { break }
            if r.attributes.representedElementCategory == category, r.attributes.representedElementKind == kind,
                r.attributes.indexPath == indexPath
            {
                return r
            }
            i += 1
        }
        return nil
    }

    /// The index path of the cell with global index `index` (cells counted across sections).
    func indexPath(ofCell index: Int) -> IndexPath {
        let section = self.section(ofCell: index)
        return .item(index - sectionStarts[section], section: section)
    }

    /// The section holding the cell with global index `index`.
    func section(ofCell index: Int) -> Int {
        // The last section whose start is <= index (empty sections share starts; take the last).
        partitioningIndex(in: sectionStarts.indices) { sectionStarts[$0] > index } - 1
    }

    // MARK: Queries

    /// Every element whose frame overlaps `rect` (interiors overlapping, as
    /// `CGRectIntersectsRect`), at their resting frames. O(log n + k).
    ///
    /// Order: by section; within a section, cells by item, then supplementaries, then
    /// decorations, each in the order the layout made them. This is exactly what filtering
    /// `allElements()` by `frame.overlaps(rect)` returns.
    public func elements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(overlapping: rect, displayed: { $0.attributes }) { result.append($0) }
        return result
    }

    /// Calls `body` with the index path and resting frame of every cell whose frame overlaps
    /// `rect`, in item order: the cells of `elements(in:)`, without building their attributes
    /// or looking at supplementaries (what a driver asks several times a layout pass).
    package func forEachCell(overlapping rect: CGRect, _ body: (IndexPath, CGRect) -> Void) {
        var section = -1
        var sectionEnd = 0
        cells.forEach(overlapping: rect) { index, c in
            if index >= sectionEnd || section < 0 {
                section = self.section(ofCell: index)
                sectionEnd = sectionStarts[section] + numberOfItems(inSection: section)
            }
            body(.item(index - sectionStarts[section], section: section), c.frame)
        }
    }

    /// Calls `body` with the resting frame of every cell of `section` from item `item` on, in
    /// item order, until it returns false: O(log n + the cells visited), not a look-up per
    /// cell (what reading the frames of a run of items costs).
    package func forEachCell(inSection section: Int, from item: Int, while body: (CGRect) -> Bool) {
        let count = numberOfItems(inSection: section)
        guard item >= 0, item < count else { return }
        var left = count - item
        cells.forEach(from: sectionStarts[section] + item) { c in
            left -= 1
            return body(c.frame) && left > 0
        }
    }

    /// Every element, in the order of `elements(in:)`, at their resting frames.
    public func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(cells.count + supplementaries.count)
        forEachElement(overlapping: nil, displayed: { $0.attributes }) { result.append($0) }
        return result
    }

    /// Visits, in result order, every element whose frame overlaps `rect` (all when nil). A
    /// supplementary is shown as `displayed(record)` says, which is how scrolling moves pinned
    /// headers.
    package func forEachElement(
        overlapping rect: CGRect?, displayed: (SupplementaryRecord) -> LayoutAttributes, _ body: (LayoutAttributes) -> Void
    ) {
        var matchedSupplementaries: [(key: SortKey, attributes: LayoutAttributes)] = []
        if let rect {
            supplementaries.forEach(overlapping: rect) { _, r in
                let a = displayed(r)
                if a.frame.overlaps(rect) { matchedSupplementaries.append((r.sortKey, a)) }
            }
        } else {
            supplementaries.forEach { matchedSupplementaries.append(($0.sortKey, displayed($0))) }
        }
        var next = 0
        func flushSupplementaries(before key: SortKey?) {
            while next < matchedSupplementaries.count {
                let m = matchedSupplementaries[next]
                if let key, !(m.key < key) { return }
                body(m.attributes)
                next += 1
            }
        }
        var section = -1
        var sectionEnd = 0
        func visitCell(_ index: Int, _ c: CellRecord) {
            if index >= sectionEnd || section < 0 {
                section = self.section(ofCell: index)
                sectionEnd = sectionStarts[section] + numberOfItems(inSection: section)
            }
            let item = index - sectionStarts[section]
            flushSupplementaries(before: SortKey(section: section, rank: 0, item: item, sequence: 0))
            body(.cell(.item(item, section: section), frame: c.frame, zIndex: Int(c.zIndex)))
        }
        if let rect {
            cells.forEach(overlapping: rect, visitCell)
        } else {
            var i = 0
            cells.forEach {
                visitCell(i, $0); i += 1
            }
        }
        flushSupplementaries(before: nil)
    }
}
