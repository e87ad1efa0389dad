import Foundation

/// One section laid out in its own coordinates: 0 along the scroll axis is where the section
/// starts; across it, coordinates are the collection view's. The layout keeps these per section
/// so that a measured-size update re-lays out one section and only shifts the others.
struct SectionLayout: Sendable {
    /// The section's elements. A snapshot's saved state keeps its sections without their cells
    /// (`droppingCells()`), which the snapshot holds already; `cellCount` remembers how many.
    var elements: SectionElements
    /// The number of cells the section laid out (whether or not `elements` still holds them).
    private(set) var cellCount = 0
    /// The section's extent along the scroll axis.
    var length: CGFloat
    /// The orthogonal-scrolling record, its viewport in the section's own coordinates.
    var orthogonal: OrthogonalSection?
    /// What laying out one group instance again needs (`GroupRun`), when a measurement can
    /// update the section a group at a time; nil when the whole section is laid out again.
    var groupRun: GroupRun?

    /// Lays out `section` (the definition for section `index`) with its items `data`, in UIKit's
    /// steps: resolve the geometry and the group's template; boundary items aligned to the start
    /// that extend the section; the content insets' start; the group instances
    /// (`interGroupSpacing` apart, along the scroll axis or, orthogonal, across it); the insets'
    /// end; the content grown to the longest item over it that extends the boundary; boundary
    /// items aligned to the end, then those over the content; pinning; decorations.
    init(
        section: borrowing LayoutSection, index: Int, data: SectionData, environment: LayoutEnvironment, configuration: CompositionalLayoutConfiguration,
        path: @autoclosure () -> LayoutPath, cache: inout SectionLayoutCache
    ) throws {
        let geometry = SectionGeometry(section: section, environment: environment, configuration: configuration)
        let axis = geometry.axis
        // `section.group` read where it is used, and handed to the template's maker: a `let`
        // of it, or a closure capturing the section, would copy it (retaining its arrays) for
        // every section.
        let groupSize = geometry.groupSize(of: section.group)
        let template = try cache.template(ofValidatedSectionGroup: section.group, size: groupSize) { g in
            try GroupTemplate(
                group: g, size: groupSize,
                estimatedWidth: g.layoutSize.widthDimension.isEstimated, estimatedHeight: g.layoutSize.heightDimension.isEstimated,
                grid: geometry.grid, path: path().appending("group")
            )
        }
        guard template.itemCapacity > 0 else { throw LayoutError(.groupHoldsNoItems, at: path().appending("group")) }
        // zIndex: UIKit reports cells at 1 in a section with decorations, whatever their zIndex.
        let context = GroupTemplate.PlacementContext(
            data: data, grid: geometry.grid, cellZIndex: section.decorationItems.isEmpty ? 0 : 1,
            trimAxis: section.isOrthogonal ? axis.other : axis
        )
        let instances = GroupInstances(template: template, container: geometry.groupContainer, context: context, cache: &cache)

        var out = SectionElements()
        // Full copies of a fixed group are kept as copies (`SectionElements.copies`); room is
        // made for the cells placed one at a time.
        if template.isSelfSizing || section.isOrthogonal { out.reserve(cells: data.count) }
        var boundary = Self.boundaryPlacement(of: section, geometry)
        let contentStart = boundary.placeExtending(atFraction: 0, into: &out, at: 0)
        let contentEnd: CGFloat
        if section.isOrthogonal {
            let band = Self.placeOrthogonalGroups(section, index: index, instances, geometry, from: contentStart, into: &out)
            contentEnd = band.end
            orthogonal = band.record
        } else {
            contentEnd = Self.placeGroups(section, instances, geometry, from: contentStart, into: &out)
            orthogonal = nil
            groupRun = GroupRun(section: section, template: template, geometry: geometry, context: context, groupsEnd: contentEnd)
        }
        out.numberGroupSupplementaries()
        let end = Self.placeAfterGroups(of: section, geometry, boundary: &boundary, contentStart: contentStart, groupsEnd: contentEnd, into: &out)

        elements = out
        cellCount = out.cellCount
        length = end
    }

    /// Whether `elements` holds the cells (they have not been dropped).
    var hasCells: Bool { elements.cellCount == cellCount }

    /// This layout without its cells, to be kept in a snapshot's state: the snapshot has them.
    func droppingCells() -> SectionLayout {
        var thin = self
        thin.dropCells()
        return thin
    }

    /// Drops the cells in place (see `droppingCells()`), without copying the rest.
    mutating func dropCells() {
        elements.cells = []
        elements.copies = nil
    }
}
