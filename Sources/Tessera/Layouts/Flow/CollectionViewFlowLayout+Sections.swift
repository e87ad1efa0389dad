import Foundation

extension CollectionViewFlowLayout {
    /// One section's knobs: its overrides over the layout's.
    struct SectionMetrics: Sendable {
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

    /// A cursor for section `index` starting at `start` along the scroll axis, its lines placed
    /// across what the insets and their reference leave.
    func cursor(forSection index: Int, environment: LayoutEnvironment, from start: CGFloat) throws -> FlowSectionCursor {
        let axis = scrollDirection, across = axis.other
        let m = metrics(forSection: index)
        let breadth = environment.containerSize.length(along: across)
        let reference = sectionInsetReference.insets(in: environment, scrollDirection: axis)
        let lineStart = reference.start + m.inset.start(along: across)
        let lineLength = breadth - lineStart - reference.end - m.inset.end(along: across)
        guard lineLength > 0 else {
            let path: LayoutPath = sectionOverrides[index]?.sectionInset != nil ? ["sectionOverrides", .index(index), "sectionInset"] : ["sectionInset"]
            throw LayoutError(.noRoom(needed: Double(breadth - lineLength), available: Double(breadth)), at: path)
        }
        var cursor = FlowSectionCursor(section: index, metrics: m, lineStart: lineStart, lineLength: lineLength, environment: environment, axis: axis, start: start)
        cursor.keptStarts = KeptLineStarts(keptLineStarts[index] ?? [])
        return cursor
    }

    /// Checks that the layout's knobs are valid and that the lines of each of `sectionCount`
    /// sections have room in `environment` (a spec's errors come before any layout).
    package func checkSectionsFit(sectionCount: Int, environment: LayoutEnvironment) throws {
        try validateKnobs()
        for index in 0..<sectionCount where index == 0 || sectionOverrides[index]?.sectionInset != nil {
            _ = try cursor(forSection: index, environment: environment, from: 0)
        }
    }

    /// Lays out whole sections numbered from `firstIndex`, stacked from `start`; returns them
    /// placed and the last one's cursor (nil when there are none).
    func layOut(_ sections: ArraySlice<SectionData>, firstIndex: Int, environment: LayoutEnvironment, from start: CGFloat) throws -> (placed: [FlowPlacedSection], last: FlowSectionCursor?) {
        var placed: [FlowPlacedSection] = []
        placed.reserveCapacity(sections.count)
        var position = start
        var last: FlowSectionCursor?
        for (offset, data) in sections.enumerated() {
            var cursor = try cursor(forSection: firstIndex + offset, environment: environment, from: position)
            var cells: [CGRect] = []
            cells.reserveCapacity(data.count)
            cursor.add(try itemSizes(data, section: firstIndex + offset), into: &cells)
            let section = cursor.finish(cells: cells)
            position = section.end
            placed.append(section)
            last = cursor
        }
        return (placed, last)
    }

    /// A frame from its edges along the scroll axis and across it, each rounded to the grid.
    static func frame(along axis: LayoutAxis, _ start: CGFloat, _ end: CGFloat, across acrossStart: CGFloat, _ acrossEnd: CGFloat, grid: PixelGrid) -> CGRect {
        axis == .vertical
            ? grid.roundEdges(minX: acrossStart, minY: start, maxX: acrossEnd, maxY: end)
            : grid.roundEdges(minX: start, minY: acrossStart, maxX: end, maxY: acrossEnd)
    }
}
