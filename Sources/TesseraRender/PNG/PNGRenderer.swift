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
        var canvas = RasterCanvas(width: Int(scene.size.width), height: Int(scene.size.height), background: ElementStyle.background)
        let titleScale = RenderScene.titleFontScale(scene.titleSize)
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
        return PNGEncoder.encode(width: canvas.width, height: canvas.height, rgba: canvas.pixels)
    }

    private func draw(_ e: RenderScene.Element, on canvas: inout RasterCanvas) {
        let alpha = e.opacity
        let rect = e.transformedBounds
        let s = e.style
        canvas.fill(rect, s.fill, alpha: alpha)
        canvas.stroke(rect, s.stroke, alpha: alpha, dash: s.dashed ? (5, 3) : nil)
    }

    private func label(_ e: RenderScene.Element, on canvas: inout RasterCanvas) {
        let alpha = e.opacity
        let rect = e.transformedBounds
        let s = e.style
        // The label at a whole number of font pixels, as large as fits.
        let cell = CGFloat(BitmapFont.height + 1)
        let available = e.labelCentred ? rect.insetBy(dx: 2, dy: 2) : CGRect(x: rect.minX + 3, y: rect.minY + 3, width: rect.width - 6, height: min(rect.height - 6, 2 * cell))
        let byHeight = Int(available.height * (e.labelCentred ? 0.6 : 1) / cell)
        let byWidth = Int(available.width / CGFloat(BitmapFont.textWidth(e.label, scale: 1)))
        let scale = min(byHeight, byWidth, 6)
        guard scale >= 1 else { return }
        let w = BitmapFont.textWidth(e.label, scale: scale), h = BitmapFont.height * scale
        let x = e.labelCentred ? Int((rect.midX - CGFloat(w) / 2).rounded()) : Int(available.minX)
        let y = e.labelCentred ? Int((rect.midY - CGFloat(h) / 2).rounded()) : Int(available.minY)
        canvas.text(e.label, x: x, y: y, scale: scale, s.text, alpha: alpha)
    }
}
