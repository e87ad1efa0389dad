import Foundation
import Tessera

/// Draws a snapshot as a PNG picture — the same picture as `SVGRenderer` (cells, supplementaries,
/// decorations, zIndex order, alpha, the viewport, a title), rasterised in pure Swift with a
/// built-in bitmap font. A rotated element is drawn as the bounding box of its turned frame.
public struct PNGRenderer: Sendable {
    /// Size limits and margins.
    public var options: RenderOptions

    /// A renderer with `options`.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The PNG file of `snapshot` displayed at `contentOffset`; `layoutName` heads the title.
    /// Throws `RenderError` past `options.elementLimit` elements.
    public func render(_ snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero, layoutName: String = "layout") throws -> Data {
        let scene = try RenderScene(snapshot: snapshot, contentOffset: contentOffset, layoutName: layoutName, options: options)
        let canvas = draw(scene)
        return PNGEncoder.encode(width: canvas.width, height: canvas.height, rgba: canvas.pixels)
    }

    /// The picture of `scene` in memory, before it is encoded.
    func draw(_ scene: RenderScene) -> RasterCanvas {
        var canvas = RasterCanvas(width: Int(scene.size.width), height: Int(scene.size.height), background: ElementStyle.background)
        let titleScale = FontMetrics.bitmapTitleScale(scene.titleSize)
        for (i, line) in scene.titleLines.enumerated() {
            let y = scene.titleOrigin.y + CGFloat(i) * scene.titleLineHeight
            canvas.text(line, x: Int(scene.titleOrigin.x), y: Int(y), scale: titleScale, ElementStyle.title)
        }
        for entry in scene.legend {
            let s = entry.style
            canvas.fill(entry.swatch, s.fill)
            canvas.stroke(entry.swatch, s.stroke, lineWidth: entry.kind == .viewport ? 3 : 1, dash: s.dashed ? (5, 3) : nil)
            let y = Int(entry.textOrigin.y + (scene.titleSize - CGFloat(BitmapFont.height * titleScale)) / 2)
            canvas.text(entry.kind.rawValue, x: Int(entry.textOrigin.x), y: y, scale: titleScale, ElementStyle.title)
        }
        canvas.stroke(scene.content, ElementStyle.contentOutline)
        // Shapes and labels stop at the area shown (the legend names the viewport's outline).
        canvas.clip = scene.clip
        for e in scene.elements { draw(e, on: &canvas) }
        canvas.clip = nil
        canvas.stroke(scene.viewport.insetBy(dx: -1, dy: -1), ElementStyle.viewport, lineWidth: 3)
        // Labels last, above every shape, so a cell drawn later never hides another's label.
        canvas.clip = scene.clip
        for e in scene.elements { label(e, on: &canvas) }
        return canvas
    }

    private func draw(_ e: RenderScene.Element, on canvas: inout RasterCanvas) {
        let alpha = e.opacity
        let rect = e.transformedBounds
        let s = e.style
        canvas.fill(rect, s.fill, alpha: alpha)
        canvas.stroke(rect, s.stroke, alpha: alpha, dash: s.dashed ? (5, 3) : nil)
    }

    private func label(_ e: RenderScene.Element, on canvas: inout RasterCanvas) {
        guard let placed = Self.labelPlacement(e) else { return }
        canvas.text(e.label, x: placed.x, y: placed.y, scale: placed.scale, e.style.text, alpha: e.opacity)
    }

    /// Where `e`'s label is drawn: its top-left pixel and font scale, inside its label area
    /// (`RenderScene.Element.labelArea`); nil when it has none or the text would not fit.
    static func labelPlacement(_ e: RenderScene.Element) -> (x: Int, y: Int, scale: Int)? {
        guard let area = e.labelArea else { return nil }
        let textHeight = FontMetrics.bitmapHeight(e.label)
        let scale: Int
        if e.labelCentred {
            // As large as fits at a whole number of font pixels, with room around it.
            scale = FontMetrics.bitmapLabelScale(e.label, in: area.insetBy(dx: 2, dy: 2))
        } else {
            scale = min(FontMetrics.bitmapDecorationScale(height: area.height), Int(area.height) / textHeight)
        }
        guard scale >= 1 else { return nil }
        let w = FontMetrics.bitmapWidth(e.label, scale: scale), h = textHeight * scale
        // The area's whole pixels.
        let x0 = Int(area.minX.rounded(.up)), x1 = Int(area.maxX.rounded(.down))
        let y0 = Int(area.minY.rounded(.up)), y1 = Int(area.maxY.rounded(.down))
        guard w <= x1 - x0, h <= y1 - y0 else { return nil }
        // Centred (a decoration's label vertically only, at the slot's leading edge).
        let x = e.labelCentred ? min(max(Int((area.midX - CGFloat(w) / 2).rounded(.down)), x0), x1 - w) : x0
        let y = min(max(Int((area.midY - CGFloat(h) / 2).rounded(.down)), y0), y1 - h)
        return (x, y, scale)
    }

    /// The pixels `e`'s label covers (for tests: no label may overlap another's or the outline).
    static func labelBox(_ e: RenderScene.Element) -> CGRect? {
        guard let p = labelPlacement(e) else { return nil }
        return CGRect(x: p.x, y: p.y, width: FontMetrics.bitmapWidth(e.label, scale: p.scale), height: FontMetrics.bitmapHeight(e.label) * p.scale)
    }
}
