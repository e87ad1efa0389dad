import Foundation
import Tessera

/// Draws a snapshot as an SVG picture: every element at a content offset — cells as filled
/// rounded rects labelled with their item index (`section.item` when there are several
/// sections), supplementaries in amber labelled with their kind, decorations light and dashed
/// behind them — stacked by zIndex, with alpha and transforms applied; the content outlined in
/// grey, the viewport (the container at the content offset) in red, and a title.
public struct SVGRenderer: Sendable {
    /// Size limits and margins.
    public var options: RenderOptions

    /// A renderer with `options`.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The SVG text of `snapshot` displayed at `contentOffset`; `layoutName` heads the title.
    /// Throws `RenderError` past `options.elementLimit` elements.
    public func render(_ snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero, layoutName: String = "layout") throws -> String {
        let scene = try RenderScene(snapshot: snapshot, contentOffset: contentOffset, layoutName: layoutName, options: options)
        return Self.svg(of: scene)
    }

    static func svg(of scene: RenderScene) -> String {
        let px = RenderScene.decimal
        var out = ""
        out.reserveCapacity(200 + scene.elements.count * 260)
        let w = px(scene.size.width), h = px(scene.size.height)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(ElementStyle.background.hex)\"/>\n"
        for (i, line) in scene.titleLines.enumerated() {
            let y = scene.titleOrigin.y + scene.titleSize + CGFloat(i) * scene.titleLineHeight
            out +=
                "<text class=\"title\" x=\"\(px(scene.titleOrigin.x))\" y=\"\(px(y))\" font-size=\"\(px(scene.titleSize))\" font-weight=\"bold\" fill=\"\(ElementStyle.title.hex)\">\(escape(line))</text>\n"
        }
        for entry in scene.legend { legend(entry, titleSize: scene.titleSize, into: &out) }
        out += "<rect class=\"content\" \(frame(scene.content)) fill=\"none\" stroke=\"\(ElementStyle.contentOutline.hex)\" stroke-width=\"1\"/>\n"
        // Shapes and labels stop at the area shown (the viewport's outline is named by the
        // legend, not by a label of its own, which would sit on the legend).
        if let clip = scene.clip {
            out += "<clipPath id=\"area\"><rect \(frame(clip))/></clipPath>\n<g clip-path=\"url(#area)\">\n"
        }
        for e in scene.elements { element(e, into: &out) }
        if scene.clip != nil { out += "</g>\n" }
        out += "<rect class=\"viewport\" \(frame(scene.viewport)) fill=\"none\" stroke=\"\(ElementStyle.viewport.hex)\" stroke-width=\"3\"/>\n"
        // Labels last, above every shape, so a cell drawn later never hides another's label.
        if scene.clip != nil { out += "<g clip-path=\"url(#area)\">\n" }
        for e in scene.elements { label(e, into: &out) }
        if scene.clip != nil { out += "</g>\n" }
        out += "</svg>\n"
        return out
    }

    private static func frame(_ r: CGRect) -> String {
        let px = RenderScene.decimal
        return "x=\"\(px(r.minX))\" y=\"\(px(r.minY))\" width=\"\(px(r.width))\" height=\"\(px(r.height))\""
    }

    private static func element(_ e: RenderScene.Element, into out: inout String) {
        let px = RenderScene.decimal
        let a = e.attributes, s = e.style
        let category = a.representedElementCategory.rawValue
        var group = "<g class=\"\(category)\""
        if let kind = a.representedElementKind { group += " data-kind=\"\(escape(kind))\"" }
        group += " data-index-path=\"\(a.indexPath.map(String.init).joined(separator: ","))\""
        if e.opacity != 1 { group += " opacity=\"\(px(e.opacity))\"" }
        if !a.transform.isIdentity {
            // Scale and rotate about the centre, then translate (LayoutTransform's order).
            let t = a.transform, c = e.center
            group += " transform=\"translate(\(px(c.x + e.translation.x)) \(px(c.y + e.translation.y))) rotate(\(px(t.rotation * 180 / .pi))) scale(\(t.scale)) translate(\(px(-c.x)) \(px(-c.y)))\""
        }
        out += group + ">"
        let radius = min(s.cornerRadius, e.rect.width / 4, e.rect.height / 4)
        out += "<rect \(frame(e.rect)) rx=\"\(px(radius))\" fill=\"\(s.fill.hex)\""
        if s.fill.opacity != 1 { out += " fill-opacity=\"\(px(s.fill.opacity))\"" }
        out += " stroke=\"\(s.stroke.hex)\" stroke-width=\"1\""
        if s.dashed { out += " stroke-dasharray=\"5 3\"" }
        out += "/></g>\n"
    }

    /// The label of `e` as one `<text>` carrying the element's opacity, with a white halo so it
    /// reads over any shape under it, inside its label area (`RenderScene.Element.labelArea`:
    /// clear of the shapes above, of other labels and of the viewport's outline). A turned
    /// element's label turns with it, in its own frame.
    private static func label(_ e: RenderScene.Element, into out: inout String) {
        let px = RenderScene.decimal
        let a = e.attributes, s = e.style
        var attributes = ""
        if e.opacity != 1 { attributes += " opacity=\"\(px(e.opacity))\"" }
        let halo = " stroke=\"\(ElementStyle.background.hex)\" stroke-width=\"3\" stroke-opacity=\"0.7\" paint-order=\"stroke\""
        let area: CGRect
        if a.transform.rotation != 0 {
            let t = a.transform, c = e.center
            attributes +=
                " transform=\"translate(\(px(c.x + e.translation.x)) \(px(c.y + e.translation.y))) rotate(\(px(t.rotation * 180 / .pi))) scale(\(t.scale)) translate(\(px(-c.x)) \(px(-c.y)))\""
            area = e.rect
        } else {
            guard let placed = e.labelArea else { return }
            area = placed
        }
        if e.labelCentred {
            if let size = FontMetrics.svgLabelSize(e.label, in: area) {
                out +=
                    "<text class=\"label\" x=\"\(px(area.midX))\" y=\"\(px(area.midY + size * 0.35))\" font-size=\"\(px(size))\" text-anchor=\"middle\" fill=\"\(s.text.hex)\"\(halo)\(attributes)>\(escape(e.label))</text>\n"
            }
        } else if a.transform.rotation == 0 {
            // A decoration's label in its corner slot: the text's ascent and descent inside it.
            let size = FontMetrics.svgDecorationSize(height: area.height)
            let baseline = area.midY + size * 0.26
            out += "<text class=\"label\" x=\"\(px(area.minX))\" y=\"\(px(baseline))\" font-size=\"\(px(size))\" fill=\"\(s.text.hex)\"\(halo)\(attributes)>\(escape(e.label))</text>\n"
        } else if let size = FontMetrics.svgLabelSize(e.label, in: area, maximum: 12) {
            out += "<text class=\"label\" x=\"\(px(area.minX + 3))\" y=\"\(px(area.minY + size + 2))\" font-size=\"\(px(size))\" fill=\"\(s.text.hex)\"\(halo)\(attributes)>\(escape(e.label))</text>\n"
        }
    }

    /// One legend entry: its swatch drawn as its kind's shapes are, and its name.
    private static func legend(_ entry: LegendEntry, titleSize: CGFloat, into out: inout String) {
        let px = RenderScene.decimal
        let s = entry.style
        out += "<rect class=\"legend\" \(frame(entry.swatch)) fill=\"\(s.fill.hex)\""
        if s.fill.opacity != 1 { out += " fill-opacity=\"\(px(s.fill.opacity))\"" }
        out += " stroke=\"\(s.stroke.hex)\" stroke-width=\"\(entry.kind == .viewport ? 3 : 1)\""
        if s.dashed { out += " stroke-dasharray=\"5 3\"" }
        out += "/>"
        out +=
            "<text x=\"\(px(entry.textOrigin.x))\" y=\"\(px(entry.textOrigin.y + titleSize * 0.85))\" font-size=\"\(px(titleSize))\" fill=\"\(ElementStyle.title.hex)\">\(entry.kind.rawValue)</text>\n"
    }

    /// `text` with XML's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
