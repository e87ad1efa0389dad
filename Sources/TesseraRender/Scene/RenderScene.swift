import Foundation
import Tessera

/// What a picture of a snapshot shows, worked out once for every renderer: the elements in
/// drawing order with their style and label, all in picture pixels, the content outline, the
/// viewport and the title. The SVG and PNG renderers only turn it into their format.
package struct RenderScene {
    /// One element to draw.
    struct Element {
        /// The displayed attributes (frame in content points).
        var attributes: LayoutAttributes
        /// The frame in picture pixels, before the transform.
        var rect: CGRect
        /// The transform's translation in picture pixels (scale and rotation need no conversion).
        var translation: CGPoint
        var style: ElementStyle
        var label: String
        /// Where the label sits: centred (cells, supplementaries) or at the top-leading corner
        /// (decorations, which cells cover).
        var labelCentred: Bool
        /// The element's opacity as drawn: its alpha, times `RenderScene.outsideOpacity` when it
        /// lies outside the content and the viewport (pictures of `RenderArea.all`).
        var opacity: Double
        /// Where the label must stay, in picture pixels (`LabelPlacement`): clear of the shapes
        /// drawn above, of other labels and of the viewport's outline; nil: no label.
        var labelArea: CGRect?

        /// The centre the transform turns and scales about.
        var center: CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

        /// The four corners after the transform (scale and rotate about the centre, then translate).
        var transformedCorners: [CGPoint] {
            let t = attributes.transform
            let c = center, s = t.scale
            let cosR = cos(t.rotation), sinR = sin(t.rotation)
            return [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)].map { x, y in
                let dx = (x - c.x) * s, dy = (y - c.y) * s
                return CGPoint(x: c.x + dx * cosR - dy * sinR + translation.x, y: c.y + dx * sinR + dy * cosR + translation.y)
            }
        }

        /// The bounding box of the transformed rect (the rect itself when untransformed).
        var transformedBounds: CGRect {
            if attributes.transform.isIdentity { return rect }
            let p = transformedCorners
            let xs = p.map(\.x), ys = p.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }

    /// The title, in lines as narrow as the content allows (the title's parts are never split).
    let titleLines: [String]
    /// The picture's size in pixels.
    let size: CGSize
    /// Pixels per point.
    let scale: CGFloat
    /// The content rect (0, 0, contentSize) in picture pixels.
    let content: CGRect
    /// The visible bounds at the content offset, in picture pixels.
    let viewport: CGRect
    /// The area the picture shows, in picture pixels: shapes and labels are clipped to it
    /// (`nil`: nothing is clipped, `RenderArea.all`).
    let clip: CGRect?
    /// Where the title's first line starts (top-left), its text height and line advance.
    let titleOrigin: CGPoint
    let titleSize: CGFloat
    var titleLineHeight: CGFloat { titleSize * 1.5 }
    /// Elements in drawing order: by zIndex, decorations before cells before supplementaries
    /// when equal, otherwise in layout order. Hidden elements are left out.
    let elements: [Element]
    /// The legend's entries under the title: a swatch and a name for each kind of shape.
    let legend: [LegendEntry]

    /// The scene of `snapshot` at `contentOffset`; refuses snapshots past `options.elementLimit`.
    init(snapshot: LayoutSnapshot, contentOffset: CGPoint, layoutName: String, options: RenderOptions) throws {
        let total = snapshot.numberOfCells + snapshot.numberOfSupplementaryAndDecorationElements
        guard total <= options.elementLimit else { throw RenderError.tooManyElements(total, limit: options.elementLimit) }
        let all = snapshot.allElements(contentOffset: contentOffset)

        // The area shown, in points: the viewport; the content and the viewport; or those and
        // anything drawn outside them.
        let viewportPoints = snapshot.visibleBounds(at: contentOffset)
        let contentAndViewport = CGRect(origin: .zero, size: snapshot.contentSize).union(viewportPoints)
        var bounds = options.area == .viewport ? viewportPoints : contentAndViewport
        var outside = 0
        for a in all where !a.isHidden && Self.isFinite(a) {
            if options.area == .all { bounds = bounds.union(a.frame) } else if !bounds.intersects(a.frame) { outside += 1 }
        }
        guard Self.isFinite(bounds) else { throw RenderError("the layout has non-finite frames; nothing to draw") }

        let sections = snapshot.numberOfSections
        let titleParts = [
            "\(layoutName) - \(snapshot.numberOfCells) item\(snapshot.numberOfCells == 1 ? "" : "s")" + (sections > 1 ? " in \(sections) sections" : ""),
            "content \(Self.decimal(snapshot.contentSize.width)) x \(Self.decimal(snapshot.contentSize.height)) pt",
            "viewport at (\(Self.decimal(contentOffset.x)), \(Self.decimal(contentOffset.y)))",
        ] + Self.areaNote(options.area, outside: outside) + Self.emptyNote(all, severalSections: sections > 1)
        let margin = options.margin
        let longest = max(bounds.width, bounds.height, 1)
        let lineHeight = options.titleSize * 1.5
        // Fit the longest side in `maximumSide`, but never below 1 px per point: smaller, a
        // cell's label and its edges blur into its neighbours'.
        func scale(headerLines: Int) -> CGFloat {
            let block = CGFloat(headerLines) * lineHeight + options.titleSize * 0.5
            return min(options.preferredScale, max(1, (options.maximumSide - 2 * margin - block) / longest))
        }
        // Lay the title and the legend out for the content's width at one line each, then fit
        // the scale to their lines.
        let fontScale = Self.titleFontScale(options.titleSize)
        let headerWidth = bounds.width * scale(headerLines: 2)
        titleLines = Self.pack(titleParts, width: headerWidth, fontScale: fontScale)
        let legendRows = Self.packLegend(width: headerWidth, titleSize: options.titleSize, fontScale: fontScale)
        let headerLines = titleLines.count + legendRows.count
        let titleBlock = CGFloat(headerLines) * lineHeight + options.titleSize * 0.5
        let scale = scale(headerLines: headerLines)
        self.scale = scale
        let origin = CGPoint(x: margin, y: margin + titleBlock)
        func picture(_ r: CGRect) -> CGRect {
            CGRect(x: origin.x + (r.minX - bounds.minX) * scale, y: origin.y + (r.minY - bounds.minY) * scale,
                   width: r.width * scale, height: r.height * scale)
        }
        // Wide enough for the title and the legend too (PNG's bitmap font is the wider of the two).
        let titleWidth = CGFloat(titleLines.map { BitmapFont.textWidth($0, scale: fontScale) }.max() ?? 0)
        let legendWidth: CGFloat = legendRows.map { Self.legendRowWidth($0, titleSize: options.titleSize, fontScale: fontScale) }.max() ?? 0
        let drawnWidth: CGFloat = max(bounds.width * scale, titleWidth, legendWidth)
        size = CGSize(width: (2 * margin + drawnWidth).rounded(.up),
                      height: (2 * margin + titleBlock + bounds.height * scale).rounded(.up))
        guard max(size.width, size.height) <= options.largestSide, size.width * size.height <= options.largestSide * RenderLimits.areaPerSidePixel else {
            throw RenderError(
                "the layout is \(Self.decimal(bounds.width)) x \(Self.decimal(bounds.height)) pt: at 1 pixel per point (the least that stays readable) "
                + "its picture would be \(Self.decimal(size.width)) x \(Self.decimal(size.height)) px, past the limit of \(Self.decimal(options.largestSide)) pixels a side and \(Self.decimal(options.largestSide * RenderLimits.areaPerSidePixel)) in all; "
                + "draw fewer items, or use --format json for the frames")
        }
        content = picture(CGRect(origin: .zero, size: snapshot.contentSize))
        viewport = picture(viewportPoints)
        clip = options.area == .all ? nil : picture(bounds)
        titleOrigin = CGPoint(x: margin, y: margin)
        titleSize = options.titleSize
        var legend: [LegendEntry] = []
        for (row, entries) in legendRows.enumerated() {
            var x = margin
            let top = margin + CGFloat(titleLines.count + row) * lineHeight + options.titleSize * 0.25
            for kind in entries {
                let swatch = CGRect(x: x, y: top, width: options.titleSize, height: options.titleSize)
                legend.append(LegendEntry(kind: kind, swatch: swatch, textOrigin: CGPoint(x: swatch.maxX + options.titleSize * 0.4, y: top)))
                x += Self.legendEntryWidth(kind, titleSize: options.titleSize, fontScale: fontScale) + options.titleSize
            }
        }
        self.legend = legend

        let severalSections = snapshot.numberOfSections > 1
        var drawn: [(order: Int, element: Element)] = []
        drawn.reserveCapacity(all.count)
        for (i, a) in all.enumerated() where !a.isHidden && Self.isFinite(a) {
            // Outside the area shown: nothing of it would be drawn.
            if options.area != .all, !bounds.intersects(a.frame) { continue }
            let style: ElementStyle, label: String
            switch a.representedElementCategory {
            case .cell:
                style = .cell
                label = severalSections ? "\(a.indexPath.sectionIndex).\(a.indexPath.itemIndex)" : "\(a.indexPath.itemIndex)"
            case .supplementary:
                style = .supplementary
                label = (a.representedElementKind ?? "supplementary") + (severalSections ? " \(a.indexPath.sectionIndex)" : "")
            case .decoration:
                style = .decoration
                label = a.representedElementKind ?? "decoration"
            }
            let element = Element(
                attributes: a, rect: picture(a.frame),
                translation: CGPoint(x: a.transform.translateX * scale, y: a.transform.translateY * scale),
                style: style, label: label, labelCentred: a.representedElementCategory != .decoration,
                opacity: Double(max(0, min(1, a.alpha))) * (contentAndViewport.intersects(a.frame) ? 1 : Self.outsideOpacity),
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
        var sorted = drawn.map(\.element)
        let areas = LabelPlacement.areas(
            labels: sorted.map(\.label), boxes: sorted.map(\.transformedBounds), centred: sorted.map(\.labelCentred),
            shown: clip ?? picture(bounds), viewport: viewport)
        for i in sorted.indices { sorted[i].labelArea = areas[i] }
        elements = sorted

    }

    /// How opaque an element outside the content and the viewport is drawn (`RenderArea.all`):
    /// faint enough that the phone's screen stands out, strong enough to count the cards.
    static let outsideOpacity = 0.35

    /// What the title says of the area shown: which area, and how many elements lie outside it.
    static func areaNote(_ area: RenderArea, outside: Int) -> [String] {
        let elements = "\(outside) element\(outside == 1 ? "" : "s")"
        switch area {
        case .viewport: return ["the viewport only" + (outside > 0 ? " (\(elements) outside)" : "")]
        case .content: return outside > 0 ? ["clipped to the content (\(elements) outside)"] : []
        case .all: return []
        }
    }

    /// What the title says of elements with no area (a `Spacer` laid out across its stack, a
    /// zero-height cell): they have an index but nothing to draw, so the picture names them
    /// rather than leave a gap in the numbering unexplained.
    static func emptyNote(_ all: [LayoutAttributes], severalSections: Bool) -> [String] {
        var labels: [String] = []
        var count = 0
        for a in all where !a.isHidden && (a.frame.width == 0 || a.frame.height == 0) {
            count += 1
            guard labels.count < 3 else { continue }
            let index = severalSections ? "\(a.indexPath.sectionIndex).\(a.indexPath.itemIndex)" : "\(a.indexPath.itemIndex)"
            labels.append(a.representedElementCategory == .cell ? index : (a.representedElementKind ?? "element") + " " + index)
        }
        guard count > 0 else { return [] }
        let more = count > labels.count ? " and \(count - labels.count) more" : ""
        return ["no area, not drawn: " + labels.joined(separator: ", ") + more]
    }

    /// `parts` joined with " - " into as few lines as fit in `width` pixels (a part wider than
    /// that gets a line of its own).
    static func pack(_ parts: [String], width: CGFloat, fontScale: Int) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, CGFloat(BitmapFont.textWidth(last + " - " + part, scale: fontScale)) <= width {
                lines[lines.count - 1] = last + " - " + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }

    /// The width of one legend entry in pixels: its swatch, a gap and its name.
    static func legendEntryWidth(_ kind: LegendEntry.Kind, titleSize: CGFloat, fontScale: Int) -> CGFloat {
        titleSize * 1.4 + CGFloat(BitmapFont.textWidth(kind.rawValue, scale: fontScale))
    }

    /// The width of a row of legend entries, with a swatch's width between entries.
    static func legendRowWidth(_ row: [LegendEntry.Kind], titleSize: CGFloat, fontScale: Int) -> CGFloat {
        row.reduce(0) { $0 + legendEntryWidth($1, titleSize: titleSize, fontScale: fontScale) } + CGFloat(max(row.count - 1, 0)) * titleSize
    }

    /// The legend's entries in rows as few as fit in `width` pixels (at least one entry a row).
    static func packLegend(width: CGFloat, titleSize: CGFloat, fontScale: Int) -> [[LegendEntry.Kind]] {
        var rows: [[LegendEntry.Kind]] = []
        for kind in LegendEntry.Kind.allCases {
            if let last = rows.last, legendRowWidth(last + [kind], titleSize: titleSize, fontScale: fontScale) <= width {
                rows[rows.count - 1].append(kind)
            } else {
                rows.append([kind])
            }
        }
        return rows
    }

    /// Font pixels per bitmap-font pixel for a title `titleSize` pixels tall.
    static func titleFontScale(_ titleSize: CGFloat) -> Int {
        max(1, Int(titleSize / CGFloat(BitmapFont.height + 1)))
    }

    /// A number for people and for SVG attributes: whole, or to at most two decimals.
    package static func decimal(_ v: CGFloat) -> String {
        let rounded = (Double(v) * 100).rounded() / 100
        return rounded.isFinite ? DecimalText.plain(rounded) : "0"
    }

    private static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    private static func isFinite(_ a: LayoutAttributes) -> Bool {
        let t = a.transform
        return isFinite(a.frame) && a.alpha.isFinite && t.scale.isFinite && t.rotation.isFinite && t.translateX.isFinite && t.translateY.isFinite
    }

    /// The font size (pixels) at which `label` fits in `rect`, for a font whose glyphs are
    /// `advance` ems wide; nil when it would be too small to read.
    static func labelSize(_ label: String, in rect: CGRect, advance: CGFloat = 0.62, minimum: CGFloat = 5, maximum: CGFloat = 40) -> CGFloat? {
        let n = CGFloat(max(label.count, 1))
        let size = min(rect.height * 0.6, rect.width * 0.85 / (advance * n), maximum)
        return size >= minimum ? size : nil
    }
}
