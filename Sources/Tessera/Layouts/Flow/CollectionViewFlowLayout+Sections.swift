import Foundation

extension CollectionViewFlowLayout {
    /// One section's knobs: its overrides over the layout's.
    struct SectionMetrics {
        var inset: DirectionalEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerLength: CGFloat
        var footerLength: CGFloat
    }

    func metrics(forSection index: Int) -> SectionMetrics {
        let o = sectionOverrides[index]
        let axis = scrollDirection
        return SectionMetrics(
            inset: o?.sectionInset ?? sectionInset,
            lineSpacing: o?.minimumLineSpacing ?? minimumLineSpacing,
            interitemSpacing: o?.minimumInteritemSpacing ?? minimumInteritemSpacing,
            headerLength: (o?.headerReferenceSize ?? headerReferenceSize).length(along: axis),
            footerLength: (o?.footerReferenceSize ?? footerReferenceSize).length(along: axis)
        )
    }

    /// Lays out section `index` starting at `start` along the scroll axis: header, inset, lines,
    /// inset, footer.
    func layOutSection(_ index: Int, data: SectionData, environment: LayoutEnvironment, from start: CGFloat) throws -> FlowPlacedSection {
        let axis = scrollDirection, across = axis.other
        let grid = environment.pixelGrid
        let m = metrics(forSection: index)
        let breadth = environment.containerSize.length(along: across)
        let reference = sectionInsetReference.insets(in: environment, scrollDirection: axis)
        let lineStart = reference.start + m.inset.start(along: across)
        let lineLength = breadth - lineStart - reference.end - m.inset.end(along: across)
        guard lineLength > 0 else {
            let path: LayoutPath = sectionOverrides[index]?.sectionInset != nil ? ["sectionOverrides", .index(index), "sectionInset"] : ["sectionInset"]
            throw LayoutError(.noRoom(needed: Double(breadth - lineLength), available: Double(breadth)), at: path)
        }
        let sizes = try itemSizes(data, section: index)
        var placed = FlowPlacedSection()
        var cursor = start
        if m.headerLength > 0 {
            placed.header = Self.frame(along: axis, cursor, cursor + m.headerLength, across: 0, breadth, grid: grid)
            placed.pinsHeader = sectionHeadersPinToVisibleBounds
        }
        cursor += m.headerLength + m.inset.start(along: axis)
        let lengths = sizes.map { $0.length(along: across) }
        let lines = FlowLine.breaks(lengths, lineLength: lineLength, spacing: m.interitemSpacing)
        placed.cells.reserveCapacity(sizes.count)
        for (l, line) in lines.enumerated() {
            if l > 0 { cursor += m.lineSpacing }
            let starts = FlowLine.starts(lengths[line], lineLength: lineLength, spacing: m.interitemSpacing, isLast: l == lines.count - 1)
            let thickness = sizes[line].reduce(0) { max($0, $1.length(along: axis)) }
            for (k, i) in line.enumerated() {
                // Thinner items are centred in the line.
                let along = cursor + (thickness - sizes[i].length(along: axis)) / 2
                let first = lineStart + starts[k]
                placed.cells.append(Self.frame(along: axis, along, along + sizes[i].length(along: axis), across: first, first + lengths[i], grid: grid))
            }
            cursor += thickness
        }
        cursor += m.inset.end(along: axis)
        if m.footerLength > 0 {
            placed.footer = Self.frame(along: axis, cursor, cursor + m.footerLength, across: 0, breadth, grid: grid)
            placed.pinsFooter = sectionFootersPinToVisibleBounds
        }
        placed.end = cursor + m.footerLength
        placed.range = grid.round(start)...grid.round(placed.end)
        return placed
    }

    /// A frame from its edges along the scroll axis and across it, each rounded to the grid.
    static func frame(along axis: LayoutAxis, _ start: CGFloat, _ end: CGFloat, across acrossStart: CGFloat, _ acrossEnd: CGFloat, grid: PixelGrid) -> CGRect {
        axis == .vertical
            ? grid.roundEdges(minX: acrossStart, minY: start, maxX: acrossEnd, maxY: end)
            : grid.roundEdges(minX: start, minY: acrossStart, maxX: end, maxY: acrossEnd)
    }
}
