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
    /// In steps: the area shown, the header (title and legend) and the scale, the picture's
    /// size, then the elements in drawing order with their labels placed.
    init(snapshot: LayoutSnapshot, contentOffset: CGPoint, layoutName: String, options: RenderOptions) throws {
        let total = snapshot.numberOfCells + snapshot.numberOfSupplementaryAndDecorationElements
        guard total <= options.elementLimit else { throw RenderError.tooManyElements(total, limit: options.elementLimit) }
        let all = snapshot.allElements(contentOffset: contentOffset)
        let area = try ShownArea(snapshot: snapshot, elements: all, contentOffset: contentOffset, area: options.area)
        let titleParts = Self.titleParts(snapshot: snapshot, elements: all, contentOffset: contentOffset, layoutName: layoutName, area: area, options: options)
        let header = Header(titleParts: titleParts, bounds: area.bounds, options: options)
        let picture = PictureMapping(bounds: area.bounds, scale: header.scale, origin: CGPoint(x: options.margin, y: options.margin + header.height))
        titleLines = header.titleLines
        scale = header.scale
        size = try Self.pictureSize(area: area, header: header, options: options)
        content = picture.rect(CGRect(origin: .zero, size: snapshot.contentSize))
        viewport = picture.rect(area.viewport)
        clip = options.area == .all ? nil : picture.rect(area.bounds)
        titleOrigin = CGPoint(x: options.margin, y: options.margin)
        titleSize = options.titleSize
        legend = header.legendEntries(options: options)
        elements = Self.drawingOrder(all, area: area, picture: picture, severalSections: snapshot.numberOfSections > 1, options: options)
            .placingLabels(shown: clip ?? picture.rect(area.bounds), viewport: viewport)
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
    static func pack(_ parts: [String], width: CGFloat, titleSize: CGFloat) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, FontMetrics.titleWidth(last + " - " + part, titleSize: titleSize) <= width {
                lines[lines.count - 1] = last + " - " + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }

    /// The width of one legend entry in pixels: its swatch, a gap and its name.
    static func legendEntryWidth(_ kind: LegendEntry.Kind, titleSize: CGFloat) -> CGFloat {
        titleSize * 1.4 + FontMetrics.titleWidth(kind.rawValue, titleSize: titleSize)
    }

    /// The width of a row of legend entries, with a swatch's width between entries.
    static func legendRowWidth(_ row: [LegendEntry.Kind], titleSize: CGFloat) -> CGFloat {
        row.reduce(0) { $0 + legendEntryWidth($1, titleSize: titleSize) } + CGFloat(max(row.count - 1, 0)) * titleSize
    }

    /// The legend's entries in rows as few as fit in `width` pixels (at least one entry a row).
    static func packLegend(width: CGFloat, titleSize: CGFloat) -> [[LegendEntry.Kind]] {
        var rows: [[LegendEntry.Kind]] = []
        for kind in LegendEntry.Kind.allCases {
            if let last = rows.last, legendRowWidth(last + [kind], titleSize: titleSize) <= width {
                rows[rows.count - 1].append(kind)
            } else {
                rows.append([kind])
            }
        }
        return rows
    }

    /// A number for people and for SVG attributes: whole, or to at most two decimals.
    package static func decimal(_ v: CGFloat) -> String {
        let rounded = (Double(v) * 100).rounded() / 100
        return rounded.isFinite ? DecimalText.plain(rounded) : "0"
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    static func isFinite(_ a: LayoutAttributes) -> Bool {
        let t = a.transform
        return isFinite(a.frame) && a.alpha.isFinite && t.scale.isFinite && t.rotation.isFinite && t.translateX.isFinite && t.translateY.isFinite
    }
}
