import Foundation
import Tessera

// The steps `RenderScene.init` takes, in its order: the area shown, the title's parts, the header
// (title and legend lines, and the scale they leave), the picture's size, the elements in
// drawing order, their labels placed.

extension RenderScene {
    /// The area a picture shows, in content points: the viewport; the content and the viewport;
    /// or those and anything drawn outside them (`RenderArea`).
    struct ShownArea {
        /// The visible bounds at the content offset.
        let viewport: CGRect
        /// The content rect and the viewport together.
        let contentAndViewport: CGRect
        /// What the picture shows.
        let bounds: CGRect
        /// How many shown elements lie outside `bounds` (for the title).
        let outside: Int

        /// Throws when the area is not finite (a layout with non-finite frames).
        init(snapshot: LayoutSnapshot, elements: [LayoutAttributes], contentOffset: CGPoint, area: RenderArea) throws {
            viewport = snapshot.visibleBounds(at: contentOffset)
            contentAndViewport = CGRect(origin: .zero, size: snapshot.contentSize).union(viewport)
            var bounds = area == .viewport ? viewport : contentAndViewport
            var outside = 0
            for a in elements where !a.isHidden && RenderScene.isFinite(a) {
                if area == .all { bounds = bounds.union(a.frame) } else if !bounds.intersects(a.frame) { outside += 1 }
            }
            guard RenderScene.isFinite(bounds) else { throw RenderError("the layout has non-finite frames; nothing to draw") }
            self.bounds = bounds
            self.outside = outside
        }
    }

    /// What the title says, part by part: the layout and its items, the content size, the
    /// viewport's offset, the area shown and the elements with no area.
    static func titleParts(
        snapshot: LayoutSnapshot, elements: [LayoutAttributes], contentOffset: CGPoint, layoutName: String, area: ShownArea, options: RenderOptions
    ) -> [String] {
        let sections = snapshot.numberOfSections
        let items = snapshot.numberOfCells
        return [
            "\(layoutName) - \(items) item\(items == 1 ? "" : "s")" + (sections > 1 ? " in \(sections) sections" : ""),
            "content \(decimal(snapshot.contentSize.width)) x \(decimal(snapshot.contentSize.height)) pt",
            "viewport at (\(decimal(contentOffset.x)), \(decimal(contentOffset.y)))",
        ] + areaNote(options.area, outside: area.outside) + emptyNote(elements, severalSections: sections > 1)
    }

    /// The title's lines and the legend's rows above the picture, and the scale they leave: the
    /// longest side fits in `maximumSide` with the header, but never below 1 px per point
    /// (smaller, a cell's label and its edges blur into its neighbours').
    struct Header {
        let titleLines: [String]
        let legendRows: [[LegendEntry.Kind]]
        /// Pixels per point.
        let scale: CGFloat
        /// The header's height in pixels: its lines and half a line's gap below them.
        let height: CGFloat
        /// The distance between lines' tops.
        let lineHeight: CGFloat

        /// Lays the title and the legend out for the content's width at one line each, then
        /// fits the scale to their lines.
        init(titleParts: [String], bounds: CGRect, options: RenderOptions) {
            let longest = max(bounds.width, bounds.height, 1)
            let lineHeight = options.titleSize * 1.5
            func block(_ lines: Int) -> CGFloat { CGFloat(lines) * lineHeight + options.titleSize * 0.5 }
            func scale(headerLines: Int) -> CGFloat {
                min(options.preferredScale, max(1, (options.maximumSide - 2 * options.margin - block(headerLines)) / longest))
            }
            let headerWidth = bounds.width * scale(headerLines: 2)
            titleLines = RenderScene.pack(titleParts, width: headerWidth, titleSize: options.titleSize)
            legendRows = RenderScene.packLegend(width: headerWidth, titleSize: options.titleSize)
            let lines = titleLines.count + legendRows.count
            height = block(lines)
            self.scale = scale(headerLines: lines)
            self.lineHeight = lineHeight
        }

        /// The widest of the title's lines and the legend's rows, in pixels.
        func width(titleSize: CGFloat) -> CGFloat {
            let title = titleLines.map { FontMetrics.titleWidth($0, titleSize: titleSize) }.max() ?? 0
            let legend = legendRows.map { RenderScene.legendRowWidth($0, titleSize: titleSize) }.max() ?? 0
            return max(title, legend)
        }

        /// The legend's entries, row by row under the title: each a swatch as tall as the title's
        /// text and its name, a swatch's width between entries.
        func legendEntries(options: RenderOptions) -> [LegendEntry] {
            let size = options.titleSize
            var legend: [LegendEntry] = []
            for (row, entries) in legendRows.enumerated() {
                var x = options.margin
                let top = options.margin + CGFloat(titleLines.count + row) * lineHeight + size * 0.25
                for kind in entries {
                    let swatch = CGRect(x: x, y: top, width: size, height: size)
                    legend.append(LegendEntry(kind: kind, swatch: swatch, textOrigin: CGPoint(x: swatch.maxX + size * 0.4, y: top)))
                    x += RenderScene.legendEntryWidth(kind, titleSize: size) + size
                }
            }
            return legend
        }
    }

    /// Content points to picture pixels: the shown area's top-left corner at `origin`, `scale`
    /// pixels a point.
    struct PictureMapping {
        let bounds: CGRect
        let scale: CGFloat
        let origin: CGPoint

        func rect(_ r: CGRect) -> CGRect {
            CGRect(
                x: origin.x + (r.minX - bounds.minX) * scale, y: origin.y + (r.minY - bounds.minY) * scale,
                width: r.width * scale, height: r.height * scale)
        }
    }

    /// The picture's size in pixels: the area shown at the header's scale, wide enough for the
    /// header too, in the margins. Throws past `options.largestSide` (a side) or its area limit.
    static func pictureSize(area: ShownArea, header: Header, options: RenderOptions) throws -> CGSize {
        let margin = options.margin
        let bounds = area.bounds
        let drawnWidth = max(bounds.width * header.scale, header.width(titleSize: options.titleSize))
        let size = CGSize(
            width: (2 * margin + drawnWidth).rounded(.up),
            height: (2 * margin + header.height + bounds.height * header.scale).rounded(.up))
        let largest = options.largestSide
        guard max(size.width, size.height) <= largest, size.width * size.height <= largest * RenderLimits.areaPerSidePixel else {
            throw RenderError(
                "the layout is \(decimal(bounds.width)) x \(decimal(bounds.height)) pt: at 1 pixel per point (the least that stays readable) "
                    + "its picture would be \(decimal(size.width)) x \(decimal(size.height)) px, past the limit of \(decimal(largest)) pixels a side and \(decimal(largest * RenderLimits.areaPerSidePixel)) in all; "
                    + "draw fewer items, or use --format json for the frames")
        }
        return size
    }

    /// The shown elements in drawing order (by zIndex, decorations before cells before
    /// supplementaries when equal, otherwise in layout order), each with its style and label;
    /// hidden elements, non-finite ones and those outside the area shown are left out.
    static func drawingOrder(
        _ all: [LayoutAttributes], area: ShownArea, picture: PictureMapping, severalSections: Bool, options: RenderOptions
    ) -> [Element] {
        var drawn: [(order: Int, element: Element)] = []
        drawn.reserveCapacity(all.count)
        for (i, a) in all.enumerated() where !a.isHidden && isFinite(a) {
            // Outside the area shown: nothing of it would be drawn.
            if options.area != .all, !area.bounds.intersects(a.frame) { continue }
            let (style, label) = styleAndLabel(a, severalSections: severalSections)
            let element = Element(
                attributes: a, rect: picture.rect(a.frame),
                translation: CGPoint(x: a.transform.translateX * picture.scale, y: a.transform.translateY * picture.scale),
                style: style, label: label, labelCentred: a.representedElementCategory != .decoration,
                opacity: Double(max(0, min(1, a.alpha))) * (area.contentAndViewport.intersects(a.frame) ? 1 : outsideOpacity),
                labelArea: nil)
            drawn.append((i, element))
        }
        func rank(_ c: ElementCategory) -> Int { c == .decoration ? 0 : c == .cell ? 1 : 2 }
        drawn.sort { x, y in
            let a = x.element.attributes, b = y.element.attributes
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            let ra = rank(a.representedElementCategory), rb = rank(b.representedElementCategory)
            if ra != rb { return ra < rb }
            return x.order < y.order
        }
        return drawn.map(\.element)
    }

    /// How an element is drawn and what its label says: a cell's index (with its section's
    /// when there are several), a supplementary's or a decoration's kind.
    static func styleAndLabel(_ a: LayoutAttributes, severalSections: Bool) -> (ElementStyle, String) {
        switch a.representedElementCategory {
        case .cell:
            return (.cell, severalSections ? "\(a.indexPath.sectionIndex).\(a.indexPath.itemIndex)" : "\(a.indexPath.itemIndex)")
        case .supplementary:
            return (.supplementary, (a.representedElementKind ?? "supplementary") + (severalSections ? " \(a.indexPath.sectionIndex)" : ""))
        case .decoration:
            return (.decoration, a.representedElementKind ?? "decoration")
        }
    }
}

extension [RenderScene.Element] {
    /// The elements with their label areas (`LabelPlacement`): inside `shown`, clear of what is
    /// drawn above them and of the viewport's outline.
    func placingLabels(shown: CGRect, viewport: CGRect) -> [RenderScene.Element] {
        let areas = LabelPlacement.areas(
            labels: map(\.label), boxes: map(\.transformedBounds), centred: map(\.labelCentred), shown: shown, viewport: viewport)
        var placed = self
        for i in placed.indices { placed[i].labelArea = areas[i] }
        return placed
    }
}
