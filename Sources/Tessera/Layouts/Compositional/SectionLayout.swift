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

    /// Lays out `section` (the definition for section `index`) with its items `data`.
    ///
    /// Along the scroll axis: boundary items aligned to the start that extend the boundary, the
    /// content insets' start, the groups (`interGroupSpacing` apart), the insets' end, then
    /// boundary items aligned to the end. A partly filled last group whose axis is the scroll
    /// axis is trimmed to its items. An orthogonal section lays its groups along the other axis
    /// instead, shifted by minus `orthogonalOffset`.
    init(
        section: LayoutSection, index: Int, data: SectionData, environment: LayoutEnvironment, configuration: CompositionalLayoutConfiguration,
        path: @autoclosure () -> LayoutPath, cache: inout SectionLayoutCache
    ) throws {
        let axis = configuration.scrollDirection
        let across = axis.other
        let grid = environment.pixelGrid
        let crossTotal = environment.containerSize.length(along: across)
        let alongTotal = environment.containerSize.length(along: axis)
        let reference = (section.contentInsetsReference ?? configuration.contentInsetsReference).insets(in: environment, scrollDirection: axis)
        let insets = section.contentInsets
        let layoutStart = reference.start
        let layoutLength = max(0, crossTotal - reference.start - reference.end)
        let contentStartAcross = layoutStart + insets.start(along: across)
        let contentLengthAcross = max(0, layoutLength - insets.start(along: across) - insets.end(along: across))

        var out = SectionElements()
        let count = data.count

        // The top-level group against the section's container. In an orthogonal section UIKit
        // resolves it against the whole container across the scroll axis (320 × 0.8 = 256 with
        // insets 4/6) and, along it, against the container less the section's insets there
        // (480 − 3 − 5 = 472, × 0.25 = 118): measured on every orthogonal behaviour.
        let container = section.isOrthogonal
            ? CGSize(length: max(0, alongTotal - insets.start(along: axis) - insets.end(along: axis)), along: axis, breadth: crossTotal)
            : CGSize(length: alongTotal, along: axis, breadth: contentLengthAcross)
        let g = section.group
        let groupSize = CGSize(
            width: grid.floor(resolve(g.layoutSize.widthDimension, measured: nil, container: container)),
            height: grid.floor(resolve(g.layoutSize.heightDimension, measured: nil, container: container))
        )
        let template = try cache.template(of: g, size: groupSize) {
            try GroupTemplate(
                group: g, size: groupSize,
                estimatedWidth: g.layoutSize.widthDimension.isEstimated, estimatedHeight: g.layoutSize.heightDimension.isEstimated,
                grid: grid, path: path().appending("group")
            )
        }
        guard template.itemCapacity > 0 else { throw LayoutError(.groupHoldsNoItems, at: path().appending("group")) }

        // zIndex: UIKit reports cells at 1 in a section with decorations, whatever their zIndex.
        let cellZ = section.decorationItems.isEmpty ? 0 : 1

        // Boundary items.
        var boundary = BoundaryPlacement(
            items: section.boundarySupplementaryItems, axis: axis, alongTotal: alongTotal,
            acrossStart: section.supplementariesFollowContentInsets ? contentStartAcross : layoutStart,
            acrossLength: section.supplementariesFollowContentInsets ? contentLengthAcross : layoutLength,
            grid: grid
        )
        var cursor = boundary.placeExtending(atFraction: 0, into: &out, at: 0)
        let contentStart = cursor
        // An empty section with nothing to show takes no room of its own (UIKit, measured:
        // between two spacings of 12 it adds nothing, its insets included); with a header of
        // 30 and insets 3/5 it is 38 long. One with a decoration keeps its insets (inferred).
        let isBare = count == 0 && section.boundarySupplementaryItems.isEmpty && section.decorationItems.isEmpty
        let insetsAlong = isBare ? (start: CGFloat(0), end: CGFloat(0)) : (start: insets.start(along: axis), end: insets.end(along: axis))
        cursor += insetsAlong.start

        // The axis the groups follow each other along.
        let groupsAxis = section.isOrthogonal ? across : axis
        // A full instance of a group that never self-sizes is the template, shifted.
        var flat = SectionElements()
        if !template.isSelfSizing {
            _ = template.place(at: .zero, container: container, trimming: groupsAxis, firstItem: 0, available: template.itemCapacity, data: data, grid: grid, cellZIndex: cellZ, into: &flat)
        }
        func placeGroup(at origin: CGPoint, firstItem: Int) -> (size: CGSize, used: Int, end: CGFloat) {
            let available = count - firstItem
            if !template.isSelfSizing, available >= template.itemCapacity {
                for c in flat.cells { out.cells.append(PlacedCell(frame: c.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: c.zIndex)) }
                for var e in flat.elements {
                    e.frame = e.frame.offsetBy(dx: origin.x, dy: origin.y)
                    e.item += firstItem
                    out.elements.append(e)
                }
                return (template.size, template.itemCapacity, template.size.length(along: g.axis))
            }
            return template.place(at: origin, container: container, trimming: groupsAxis, firstItem: firstItem, available: available, data: data, grid: grid, cellZIndex: cellZ, into: &out)
        }
        /// The group's length along `direction` (a partly filled instance comes back trimmed).
        func groupLength(_ r: (size: CGSize, used: Int, end: CGFloat), along direction: LayoutAxis) -> CGFloat {
            r.size.length(along: direction)
        }
        // The top-level group's edge spacing (its minimum) surrounds each instance.
        let edge = g.edgeSpacing
        let edgeBefore = edge?.start(along: axis)?.minimum ?? 0, edgeAfter = edge?.end(along: axis)?.minimum ?? 0
        let edgeAcrossBefore = edge?.start(along: across)?.minimum ?? 0, edgeAcrossAfter = edge?.end(along: across)?.minimum ?? 0

        out.reserve(cells: count)
        var orthogonal: OrthogonalSection?
        if section.isOrthogonal {
            // Groups run along the other axis, inside a band of the section.
            let offset = section.orthogonalOffset.coordinate(along: across)
            let bandStart = cursor
            var position = contentStartAcross
            var thickness: CGFloat = 0
            var starts: [CGFloat] = [], lengths: [CGFloat] = []
            var item = 0
            while item < count {
                if item > 0 { position += section.interGroupSpacing }
                position += edgeAcrossBefore
                let origin = CGPoint(coordinate: bandStart + edgeBefore, along: axis, across: position - offset)
                let r = placeGroup(at: origin, firstItem: item)
                guard r.used > 0 else { break }
                let length = groupLength(r, along: across)
                starts.append(position)
                lengths.append(length)
                position += length + edgeAcrossAfter
                thickness = max(thickness, edgeBefore + r.size.length(along: axis) + edgeAfter)
                item += r.used
            }
            cursor = bandStart + thickness + insets.end(along: axis)
            let contentLength = position + insets.end(along: across) + reference.end
            orthogonal = OrthogonalSection(
                section: index, behavior: section.orthogonalScrollingBehavior,
                viewport: CGRect(along: axis, start: contentStart, length: cursor - contentStart, crossStart: 0, crossLength: crossTotal),
                contentLength: contentLength, groupStarts: starts, groupLengths: lengths, offset: offset
            )
        } else {
            var item = 0
            while item < count {
                if item > 0 { cursor += section.interGroupSpacing }
                let origin = CGPoint(coordinate: cursor + edgeBefore, along: axis, across: contentStartAcross + edgeAcrossBefore)
                let r = placeGroup(at: origin, firstItem: item)
                guard r.used > 0 else { break }
                cursor += edgeBefore + groupLength(r, along: axis) + edgeAfter
                item += r.used
            }
            cursor += insetsAlong.end
        }
        out.numberGroupSupplementaries()
        let contentEnd = cursor
        cursor = boundary.placeExtending(atFraction: 1, into: &out, at: cursor)
        boundary.placeOverlapping(into: &out, contentStart: contentStart, contentEnd: contentEnd)
        boundary.pin(&out, range: 0...cursor)

        for (i, d) in section.decorationItems.enumerated() {
            let sameKind = section.decorationItems[..<i].filter { $0.elementKind == d.elementKind }.count
            let sectionRect = CGRect(along: axis, start: 0, length: cursor, crossStart: layoutStart, crossLength: layoutLength)
            var frame = sectionRect.inset(by: d.contentInsets)
            // Insets longer than the section (an empty one is only its own insets long) leave
            // the decoration no length; it stays at the section's far edge, not past it, so it
            // never lies outside the content (inferred: no recording has such a section).
            frame.origin.x = min(frame.minX, sectionRect.maxX)
            frame.origin.y = min(frame.minY, sectionRect.maxY)
            out.elements.append(PlacedElement(category: .decoration, kind: d.elementKind, item: sameKind, frame: frame, zIndex: d.zIndex))
        }

        elements = out
        cellCount = out.cells.count
        length = cursor
        self.orthogonal = orthogonal
    }

    /// Whether `elements` holds the cells (they have not been dropped).
    var hasCells: Bool { elements.cells.count == cellCount }

    /// This layout without its cells, to be kept in a snapshot's state: the snapshot has them.
    func droppingCells() -> SectionLayout {
        var thin = self
        thin.elements.cells = []
        return thin
    }
}
