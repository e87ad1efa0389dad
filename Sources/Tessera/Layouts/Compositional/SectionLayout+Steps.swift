import Foundation

extension SectionLayout {
    /// The group instances of a section that scrolls with the layout, one after another along
    /// the scroll axis from `start`, between the section's insets there. Returns where the
    /// content (the insets' end included) ends.
    ///
    /// An empty section with nothing to show takes no room of its own (UIKit, measured: between
    /// two spacings of 12 it adds nothing, its insets included); with a header of 30 and insets
    /// 3/5 it is 38 long. One with a decoration keeps its insets (inferred).
    static func placeGroups(
        _ section: LayoutSection, _ instances: GroupInstances, _ geometry: SectionGeometry, from start: CGFloat, into out: inout SectionElements
    ) -> CGFloat {
        let axis = geometry.axis
        let count = instances.context.data.count
        let isBare = isBare(section, count: count)
        // The top-level group's edge spacing (its minimum) surrounds each instance.
        let edge = section.group.edgeSpacing
        let edgeBefore = edge?.start(along: axis)?.minimum ?? 0, edgeAfter = edge?.end(along: axis)?.minimum ?? 0
        let edgeAcross = edge?.start(along: axis.other)?.minimum ?? 0
        var cursor = start + (isBare ? 0 : geometry.insets.start(along: axis))
        var item = 0
        while item < count {
            let copies = instances.fullCopies(from: item)
            if copies > 0 {
                // Full copies of the first instance, with the same sums as one at a time below.
                let step = edgeBefore + instances.template.size.length(along: axis) + edgeAfter
                var origins: [CGPoint] = []
                origins.reserveCapacity(copies)
                for n in 0..<copies {
                    if item > 0 || n > 0 { cursor += section.interGroupSpacing }
                    origins.append(CGPoint(coordinate: cursor + edgeBefore, along: axis, across: geometry.contentStartAcross + edgeAcross))
                    cursor += step
                }
                instances.placeCopies(at: origins, firstItem: item, into: &out)
                item += copies * instances.template.itemCapacity
                continue
            }
            if item > 0 { cursor += section.interGroupSpacing }
            let origin = CGPoint(coordinate: cursor + edgeBefore, along: axis, across: geometry.contentStartAcross + edgeAcross)
            let r = instances.place(at: origin, firstItem: item, into: &out)
            guard r.used > 0 else { break }
            cursor += edgeBefore + r.size.length(along: axis) + edgeAfter
            item += r.used
        }
        return cursor + (isBare ? 0 : geometry.insets.end(along: axis))
    }

    /// Whether a section has nothing to show, so takes no room for its insets along the scroll axis.
    private static func isBare(_ section: LayoutSection, count: Int) -> Bool {
        count == 0 && section.boundarySupplementaryItems.isEmpty && section.decorationItems.isEmpty
    }

    /// The group instances of an orthogonal section: one after another across the scroll axis,
    /// in a band of the section, shifted by minus `orthogonalOffset`. Returns where the band
    /// (the insets' end included) ends along the scroll axis, and the section's scrolling record.
    static func placeOrthogonalGroups(
        _ section: LayoutSection, index: Int, _ instances: GroupInstances, _ geometry: SectionGeometry, from start: CGFloat,
        into out: inout SectionElements
    ) -> (end: CGFloat, record: OrthogonalSection) {
        let axis = geometry.axis, across = axis.other
        let count = instances.context.data.count
        let edge = section.group.edgeSpacing
        let edgeBefore = edge?.start(along: axis)?.minimum ?? 0, edgeAfter = edge?.end(along: axis)?.minimum ?? 0
        let edgeAcrossBefore = edge?.start(along: across)?.minimum ?? 0, edgeAcrossAfter = edge?.end(along: across)?.minimum ?? 0
        let offset = section.orthogonalOffset.coordinate(along: across)
        let bandStart = start + (isBare(section, count: count) ? 0 : geometry.insets.start(along: axis))
        var position = geometry.contentStartAcross
        var thickness: CGFloat = 0
        var starts: [CGFloat] = [], lengths: [CGFloat] = []
        var item = 0
        while item < count {
            if item > 0 { position += section.interGroupSpacing }
            position += edgeAcrossBefore
            let origin = CGPoint(coordinate: bandStart + edgeBefore, along: axis, across: position - offset)
            let r = instances.place(at: origin, firstItem: item, into: &out)
            guard r.used > 0 else { break }
            let length = r.size.length(along: across)
            starts.append(position)
            lengths.append(length)
            position += length + edgeAcrossAfter
            thickness = max(thickness, edgeBefore + r.size.length(along: axis) + edgeAfter)
            item += r.used
        }
        let end = bandStart + thickness + geometry.insets.end(along: axis)
        let record = OrthogonalSection(
            section: index, behavior: section.orthogonalScrollingBehavior,
            viewport: CGRect(along: axis, start: start, length: end - start, crossStart: 0, crossLength: geometry.crossTotal),
            contentLength: position + geometry.insets.end(along: across) + geometry.reference.end,
            groupStarts: starts, groupLengths: lengths, offset: offset
        )
        return (end, record)
    }

    /// The section's boundary items, placed across the section as
    /// `supplementariesFollowContentInsets` says.
    static func boundaryPlacement(of section: LayoutSection, _ geometry: SectionGeometry) -> BoundaryPlacement {
        BoundaryPlacement(
            items: section.boundarySupplementaryItems, axis: geometry.axis, alongTotal: geometry.alongTotal,
            acrossStart: section.supplementariesFollowContentInsets ? geometry.contentStartAcross : geometry.layoutStart,
            acrossLength: section.supplementariesFollowContentInsets ? geometry.contentLengthAcross : geometry.layoutLength,
            grid: geometry.grid
        )
    }

    /// What comes after the groups, whose content (insets included) runs from `contentStart` to
    /// `groupsEnd`: the boundary items at the end and over the content, pinning, decorations.
    /// Returns where the section ends.
    static func placeAfterGroups(
        of section: LayoutSection, _ geometry: SectionGeometry, boundary: inout BoundaryPlacement, contentStart: CGFloat, groupsEnd: CGFloat,
        into out: inout SectionElements
    ) -> CGFloat {
        // An item over the content that extends the boundary makes the content at least its
        // length, as the layout's own items do (inferred from the layout-level recording and
        // the section's recordings with `extendsBoundary` false).
        let contentEnd = max(groupsEnd, contentStart + boundary.longestOverlapping())
        let end = boundary.placeExtending(atFraction: 1, into: &out, at: contentEnd)
        boundary.placeOverlapping(into: &out, contentStart: contentStart, contentEnd: contentEnd)
        boundary.pin(&out, contentStart: contentStart, contentEnd: contentEnd, end: end)
        placeDecorations(of: section, length: end, geometry, into: &out)
        return end
    }

    /// The section's decorations: the section's rect (`length` long, across the reference's
    /// box) inset by each decoration's insets, numbered per kind.
    static func placeDecorations(of section: LayoutSection, length: CGFloat, _ geometry: SectionGeometry, into out: inout SectionElements) {
        let sectionRect = CGRect(along: geometry.axis, start: 0, length: length, crossStart: geometry.layoutStart, crossLength: geometry.layoutLength)
        for (i, d) in section.decorationItems.enumerated() {
            let sameKind = section.decorationItems[..<i].filter { $0.elementKind == d.elementKind }.count
            var frame = sectionRect.inset(by: d.contentInsets)
            // Insets longer than the section (an empty one is only its own insets long) leave the
            // decoration no length; it stays at the section's far edge, not past it, so it never
            // lies outside the content (inferred: no recording has such a section).
            frame.origin.x = min(frame.minX, sectionRect.maxX)
            frame.origin.y = min(frame.minY, sectionRect.maxY)
            out.elements.append(PlacedElement(category: .decoration, kind: d.elementKind, item: sameKind, frame: frame, zIndex: d.zIndex))
        }
    }
}
