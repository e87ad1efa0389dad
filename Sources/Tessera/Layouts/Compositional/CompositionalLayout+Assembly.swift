import Foundation

extension CompositionalLayout {
    /// A section laid out again in a snapshot this layout made: the snapshot, the section's
    /// index, and how the section was laid out before.
    struct SectionUpdate {
        let previous: LayoutSnapshot
        let section: Int
        let old: SectionLayout
    }

    /// Where the sections go in the content: their starts along the scroll axis (`interSectionSpacing`
    /// apart), the layout's own boundary items around them, and the content's size.
    struct ContentPlan {
        var starts: [CGFloat]
        var layoutElements: SectionElements
        var contentSize: CGSize
    }

    /// Assembles `state` (each section laid out in its own coordinates) into a snapshot: the one
    /// way every snapshot of this layout is made. The plan (section starts, the layout's own
    /// items, the content size) is always made whole; the sections' elements are added to it:
    /// - with no `update`, every section;
    /// - after `update` (one section laid out again, its new layout in `state` with its cells),
    ///   only what changed where the rest of the previous snapshot can be reused: when the
    ///   section's element counts are unchanged and nothing depends on the content's end, its
    ///   records are replaced and everything after it shifted (O(the section + log n)); else
    ///   the sections before it are kept and the rest added again.
    ///
    /// Sections whose cells the state no longer holds (a snapshot's saved state) are laid out
    /// again; each section's cells are dropped once added, so the snapshot's saved state does
    /// not hold a second copy of every cell.
    func assemble(_ state: consuming CompositionalLayoutState, environment: LayoutEnvironment, update: SectionUpdate? = nil) throws -> LayoutSnapshot {
        state.settle()  // the sections' data is read whole below
        let plan = contentPlan(state.sectionLayouts, environment: environment)
        if let update, canReuse(update.previous), let spliced = splicing(state, update: update, plan: plan) { return spliced }
        let reused = update.flatMap { canReuse($0.previous) ? $0 : nil }
        let firstAdded = reused?.section ?? 0
        let axis = configuration.scrollDirection
        var builder =
            reused.map { LayoutSnapshotBuilder(keepingSectionsBefore: $0.section, of: $0.previous) }
            ?? LayoutSnapshotBuilder(environment: environment, scrollDirection: axis, mirrorWidth: axis == .horizontal ? plan.contentSize.width : nil)
        var cache = SectionLayoutCache()
        for s in firstAdded..<state.sectionLayouts.count {
            if !state.sectionLayouts[s].hasCells {
                state.sectionLayouts[s] = try layoutSection(s, data: state.sections[s], environment: environment, cache: &cache)
            }
            builder.startSection()
            Self.add(state.sectionLayouts[s], section: s, at: plan.starts[s], axis: axis, to: &builder)
            state.sectionLayouts[s].dropCells()
        }
        for e in plan.layoutElements.elements { Self.add(e, section: 0, shift: 0, axis: axis, to: &builder) }
        return builder.build(contentSize: plan.contentSize, layoutState: state)
    }

    /// Lays out `sections` and assembles them as it goes: each section's cells go into the
    /// snapshot as soon as it is laid out and are dropped, so one section's cell storage is
    /// reused by the next instead of every section's cells being live at once (fresh memory,
    /// that is page faults, on every layout). The same frames as laying out every section and
    /// then `assemble`: a section's start depends only on the sections before it. Not for a
    /// right-to-left layout that scrolls sideways (mirrored across the whole content's width).
    func layOutAndAssemble(_ sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        let axis = configuration.scrollDirection
        var builder = LayoutSnapshotBuilder(environment: environment, scrollDirection: axis)
        builder.reserveCapacity(cells: LayoutLimits.totalItems(sections))
        var layouts: [SectionLayout] = []
        layouts.reserveCapacity(sections.count)
        var cache = SectionLayoutCache()
        var position = contentStart(environment: environment)
        for (s, data) in sections.enumerated() {
            var layout = try layoutSection(s, data: data, environment: environment, cache: &cache)
            if s > 0 { position += configuration.interSectionSpacing }
            builder.startSection()
            Self.add(layout, section: s, at: position, axis: axis, to: &builder)
            position += layout.length
            layout.dropCells()
            layouts.append(layout)
        }
        let plan = contentPlan(layouts, environment: environment)
        for e in plan.layoutElements.elements { Self.add(e, section: 0, shift: 0, axis: axis, to: &builder) }
        return builder.build(contentSize: plan.contentSize, layoutState: CompositionalLayoutState(sections: sections, sectionLayouts: layouts, maker: self))
    }

    /// Whether a previous snapshot's elements can be kept: not when the layout has its own
    /// boundary items (they move with the content's end) or scrolls sideways right to left
    /// (its frames are mirrored across the content's width).
    func canReuse(_ previous: LayoutSnapshot) -> Bool {
        configuration.boundarySupplementaryItems.isEmpty
            && !(configuration.scrollDirection == .horizontal && previous.environment.layoutDirection == .rightToLeft)
    }

    /// The plan for `layouts`: the layout's boundary items that extend it, the sections, the
    /// items over the content (which make it at least their length, then align within it: UIKit,
    /// measured: a leading item of the container's height makes a short vertical layout 480
    /// tall, the item at 0; sideways, a top item 320 wide puts the trailing one at 320, not after
    /// the sections' 270), then the items at the end; pinned items pin as a section's do, a
    /// header within the content and the items before it, a footer within the content and the
    /// items after it.
    func contentPlan(_ layouts: [SectionLayout], environment: LayoutEnvironment) -> ContentPlan {
        let axis = configuration.scrollDirection
        let crossTotal = environment.containerSize.length(along: axis.other)
        var elements = SectionElements()
        var boundary = boundaryPlacement(environment: environment)
        let contentStart = boundary.placeExtending(atFraction: 0, into: &elements, at: 0)
        var starts: [CGFloat] = []
        starts.reserveCapacity(layouts.count)
        var position = contentStart
        // By index: a `for (s, layout) in` loop would copy each section's layout (retaining its
        // arrays) to read its length.
        for s in layouts.indices {
            if s > 0 { position += configuration.interSectionSpacing }
            starts.append(position)
            position += layouts[s].length
        }
        position = max(position, contentStart + boundary.longestOverlapping())
        boundary.placeOverlapping(into: &elements, contentStart: contentStart, contentEnd: position)
        let contentEnd = position
        position = boundary.placeExtending(atFraction: 1, into: &elements, at: position)
        boundary.pin(&elements, contentStart: contentStart, contentEnd: contentEnd, end: position)
        return ContentPlan(starts: starts, layoutElements: elements, contentSize: CGSize(length: position, along: axis, breadth: crossTotal))
    }

    /// The layout's own boundary items, placed across the content as its insets reference says.
    private func boundaryPlacement(environment: LayoutEnvironment) -> BoundaryPlacement {
        let axis = configuration.scrollDirection
        let crossTotal = environment.containerSize.length(along: axis.other)
        let reference = configuration.contentInsetsReference.insets(in: environment, scrollDirection: axis)
        return BoundaryPlacement(
            items: configuration.boundarySupplementaryItems, axis: axis, alongTotal: environment.containerSize.length(along: axis),
            acrossStart: reference.start, acrossLength: max(0, crossTotal - reference.start - reference.end), grid: environment.pixelGrid
        )
    }

    /// Where the first section starts: after the layout's leading boundary items that extend it.
    private func contentStart(environment: LayoutEnvironment) -> CGFloat {
        var boundary = boundaryPlacement(environment: environment)
        var scratch = SectionElements()
        return boundary.placeExtending(atFraction: 0, into: &scratch, at: 0)
    }
}
