import Foundation

extension SectionLayout {
    /// What laying out one instance of a section's top-level group again needs, kept with a
    /// section that scrolls with the layout: the template, what its instances are placed with,
    /// and where the groups end. A measured size then costs the instance holding the item
    /// (`CompositionalLayout.updatingGroup`): instance `k` holds items `k · itemCapacity` on,
    /// its origin is wherever the snapshot has it, and every instance after it keeps its layout
    /// and moves by the change in the instance's length.
    ///
    /// Nil (the whole section is laid out again) for a section that scrolls sideways (its groups
    /// lie across the scroll axis, its band's thickness is the longest group's) and for groups
    /// that add supplementary items (a group's are numbered per instance and an item's by item,
    /// so they interleave with the section's boundary items in the snapshot's order and do not
    /// form a suffix that moves together).
    struct GroupRun: Sendable {
        let template: GroupTemplate
        /// What the group's size was resolved against.
        let container: CGSize
        let grid: PixelGrid
        /// The zIndex cells get (1 in a section with decorations).
        let cellZIndex: Int
        /// The scroll axis, along which the instances follow one another.
        let axis: LayoutAxis
        /// Where every instance's origin lies across the scroll axis.
        let acrossOrigin: CGFloat
        /// Where the groups' content ends along the scroll axis (the insets' end included),
        /// before boundary items over the content lengthen it.
        var groupsEnd: CGFloat

        init?(section: borrowing LayoutSection, template: GroupTemplate, geometry: SectionGeometry, context: GroupTemplate.PlacementContext, groupsEnd: CGFloat) {
            guard !section.isOrthogonal, !template.addsSupplementaries else { return nil }
            self.template = template
            container = geometry.groupContainer
            grid = context.grid
            cellZIndex = context.cellZIndex
            axis = geometry.axis
            acrossOrigin = geometry.contentStartAcross + (section.group.edgeSpacing?.start(along: geometry.axis.other)?.minimum ?? 0)
            self.groupsEnd = groupsEnd
        }

        /// One instance holding `items` (its first item is its first slot's), its origin at 0
        /// along the scroll axis: its cells, in the section's coordinates across the axis, and
        /// its length along the axis.
        func place(_ items: SectionData) -> (cells: [PlacedCell], length: CGFloat) {
            var out = SectionElements()
            let context = GroupTemplate.PlacementContext(data: items, grid: grid, cellZIndex: cellZIndex, trimAxis: axis)
            let origin = CGPoint(coordinate: 0, along: axis, across: acrossOrigin)
            let placed = template.place(at: origin, container: container, firstItem: 0, available: items.count, context: context, into: &out)
            return (out.cells, placed.size.length(along: axis))
        }
    }

    /// This section (one with a `groupRun`, whose elements besides its cells are its own
    /// boundary items and decorations) with its groups' content `change` longer: those
    /// elements placed again, as a full layout places them after the groups.
    func movingGroupsEnd(by change: CGFloat, section: LayoutSection, environment: LayoutEnvironment, configuration: CompositionalLayoutConfiguration) -> SectionLayout {
        guard var run = groupRun else { return self }
        run.groupsEnd += change
        let geometry = SectionGeometry(section: section, environment: environment, configuration: configuration)
        var out = SectionElements()
        var boundary = Self.boundaryPlacement(of: section, geometry)
        let contentStart = boundary.placeExtending(atFraction: 0, into: &out, at: 0)
        let end = Self.placeAfterGroups(of: section, geometry, boundary: &boundary, contentStart: contentStart, groupsEnd: run.groupsEnd, into: &out)
        var moved = self
        moved.elements.elements = out.elements
        moved.length = end
        moved.groupRun = run
        return moved
    }
}
