import Foundation

extension LayoutSnapshot {
    /// The elements displayed in the visible bounds at `state`: pinned headers and footers where
    /// they stick (within the part of the viewport `state.contentInset` leaves uncovered), orthogonal sections' items scrolled to their offsets (and clipped to their
    /// viewports), and the `visibleItemsEffect` applied. O(log n + k).
    public func visibleElements(at state: ScrollState) -> [LayoutAttributes] {
        elements(in: visibleBounds(at: state.contentOffset), at: state)
    }

    /// The elements whose displayed frames overlap `rect` at `state` (see
    /// `visibleElements(at:)`), in the order of `elements(in:)`. O(log n + k).
    ///
    /// An orthogonal section's snapshot frames are displayed at its record's `offset`; at
    /// another offset its cells, and the supplementaries lying wholly inside its viewport band
    /// (item badges), move by the difference along the section's scroll axis.
    public func elements(in rect: CGRect, at state: ScrollState) -> [LayoutAttributes] {
        guard !orthogonalSections.isEmpty else { return elements(in: rect, contentOffset: state.contentOffset, contentInset: state.contentInset) }
        let visible = unobscuredBounds(at: state)
        var result: [LayoutAttributes] = []
        forEachElement(overlapping: rect, displayed: { displayed($0, visible: visible) }) { a in
            if let record = orthogonalSection(a.indexPath.sectionIndex), scrollsOrthogonally(a, in: record) { return }
            result.append(a)
        }
        var added = false
        for record in orthogonalSections {
            forEachOrthogonalItem(of: record, at: orthogonalOffset(of: record, at: state), clippedTo: rect) {
                result.append($0); added = true
            }
        }
        if added { result = Self.sortedForQueries(result) }
        visibleItemsEffect?.apply(to: &result, contentOffset: state.contentOffset, environment: environment)
        return result
    }

    /// One element as `elements(in:at:)` displays it at `state`: moved with its orthogonal
    /// section's own scrolling when it moves with it (cells, and supplementaries lying wholly
    /// inside the section's viewport band), and with the `visibleItemsEffect` applied. For an
    /// element a query found by index path (UIKit's `layoutAttributesForItem(at:)`): an adapter
    /// shows it as the region queries do without working out the shift or the effect again.
    /// Pinning is the supplementary queries' (`layoutAttributesForSupplementaryElement`). O(1)
    /// but for the effect.
    public func displayedAttributes(_ element: LayoutAttributes, at state: ScrollState) -> LayoutAttributes {
        var a = element
        if let record = orthogonalSection(a.indexPath.sectionIndex), scrollsOrthogonally(a, in: record) {
            let shift = displayShift(ofOrthogonalSection: record, at: orthogonalOffset(of: record, at: state))
            a.frame = a.frame.offsetBy(dx: shift.width, dy: shift.height)
        }
        guard let visibleItemsEffect else { return a }
        var one = [a]
        visibleItemsEffect.apply(to: &one, contentOffset: state.contentOffset, environment: environment)
        return one[0]
    }

    /// Where orthogonal section `record` is scrolled at `state`: its offset there, else the
    /// offset it was laid out at.
    private func orthogonalOffset(of record: OrthogonalSection, at state: ScrollState) -> CGFloat {
        state.orthogonalOffsets[record.section] ?? record.offset
    }

    /// The items (and item supplementaries) of orthogonal section `section` visible through its
    /// viewport when it is scrolled to its own `offset` and the collection view to
    /// `contentOffset`, in content coordinates, without effects. Empty when the section does not
    /// scroll orthogonally or `offset` is NaN. O(log n + k).
    public func visibleItems(ofOrthogonalSection section: Int, at offset: CGFloat, contentOffset: CGPoint) -> [LayoutAttributes] {
        guard !offset.isNaN else { return [] }
        let offset = offset.sanitizedCoordinate
        guard let record = orthogonalSection(section) else { return [] }
        var result: [LayoutAttributes] = []
        forEachOrthogonalItem(of: record, at: offset, clippedTo: visibleBounds(at: contentOffset)) { result.append($0) }
        return result
    }

    /// Whether `a` (of `record`'s section) moves with the section's own scrolling.
    private func scrollsOrthogonally(_ a: LayoutAttributes, in record: OrthogonalSection) -> Bool {
        switch a.representedElementCategory {
        case .cell: return true
        case .decoration: return false
        case .supplementary:
            let axis = scrollDirection
            return a.frame.minCoordinate(along: axis) >= record.viewport.minCoordinate(along: axis)
                && a.frame.maxCoordinate(along: axis) <= record.viewport.maxCoordinate(along: axis)
        }
    }

    private func forEachOrthogonalItem(of record: OrthogonalSection, at offset: CGFloat, clippedTo rect: CGRect, _ body: (LayoutAttributes) -> Void) {
        let clip = rect.intersection(record.viewport)
        guard !clip.isNull, clip.width > 0, clip.height > 0 else { return }
        let shift = displayShift(ofOrthogonalSection: record, at: offset)
        let query = clip.offsetBy(dx: -shift.width, dy: -shift.height)
        forEachElement(overlapping: query, displayed: { $0.attributes }) { stored in
            guard stored.indexPath.sectionIndex == record.section, scrollsOrthogonally(stored, in: record) else { return }
            var a = stored
            a.frame = a.frame.offsetBy(dx: shift.width, dy: shift.height)
            if a.frame.overlaps(clip) { body(a) }
        }
    }

    /// `elements` in query order: section, then cells, supplementaries, decorations, then item;
    /// stable otherwise.
    static func sortedForQueries(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        func rank(_ c: ElementCategory) -> Int { c == .cell ? 0 : c == .supplementary ? 1 : 2 }
        return elements.enumerated().sorted { x, y in
            let a = x.element, b = y.element
            return (a.indexPath.sectionIndex, rank(a.representedElementCategory), a.indexPath.itemIndex, x.offset)
                < (b.indexPath.sectionIndex, rank(b.representedElementCategory), b.indexPath.itemIndex, y.offset)
        }.map(\.element)
    }
}
