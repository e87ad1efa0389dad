import Foundation

/// An RGBA picture in memory with the few drawing operations pictures of layouts need:
/// rects filled or outlined (optionally dashed) with alpha blending, and bitmap-font text.
struct RasterCanvas {
    let width: Int, height: Int
    /// 4 bytes a pixel, row by row, not premultiplied.
    private(set) var pixels: [UInt8]
    /// The glyphs drawn so far, by character and scale.
    private var glyphs: [GlyphKey: SmoothedGlyph] = [:]
    /// Where drawing reaches, in pixels (`nil`: the whole canvas).
    var clip: CGRect?
    /// The drawable pixel range: the canvas, or the clip rect's pixels within it.
    private var bounds: (x0: Int, y0: Int, x1: Int, y1: Int) {
        guard let clip else { return (0, 0, width, height) }
        func clamp(_ v: CGFloat, _ limit: Int) -> Int { Int(max(0, min(CGFloat(limit), v.rounded()))) }
        return (clamp(clip.minX, width), clamp(clip.minY, height), clamp(clip.maxX, width), clamp(clip.maxY, height))
    }

    /// A canvas filled with `background`.
    init(width: Int, height: Int, background: RenderColor) {
        self.width = width
        self.height = height
        let pixel = [background.red, background.green, background.blue, UInt8((background.opacity * 255).rounded())]
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in pixels.indices { pixels[i] = pixel[i & 3] }
        self.pixels = pixels
    }

    /// The pixel range a rect covers (edges rounded to whole pixels, clipped to the canvas and
    /// the clip rect).
    private func pixelSpan(_ r: CGRect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let b = bounds
        guard r.maxX > CGFloat(b.x0), r.minX < CGFloat(b.x1), r.maxY > CGFloat(b.y0), r.minY < CGFloat(b.y1) else { return nil }
        func clamp(_ v: CGFloat, _ low: Int, _ high: Int) -> Int { Int(max(CGFloat(low), min(CGFloat(high), v.rounded()))) }
        let x0 = clamp(r.minX, b.x0, b.x1), y0 = clamp(r.minY, b.y0, b.y1)
        // Anything with an area covers at least one pixel, so scaled-down contents stay visible.
        let x1 = r.width > 0 ? max(clamp(r.maxX, b.x0, b.x1), min(x0 + 1, b.x1)) : x0
        let y1 = r.height > 0 ? max(clamp(r.maxY, b.y0, b.y1), min(y0 + 1, b.y1)) : y0
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// The colour of the pixel at (x, y) as 0xRRGGBB.
    func rgb(_ x: Int, _ y: Int) -> UInt32 {
        let i = (y * width + x) * 4
        return UInt32(pixels[i]) << 16 | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2])
    }

    /// Blends `color` at `opacity` over the pixel at (x, y).
    private mutating func blend(_ x: Int, _ y: Int, _ color: RenderColor, _ opacity: Double) {
        let i = (y * width + x) * 4
        let a = max(0, min(1, opacity))
        func mix(_ src: UInt8, _ dst: UInt8) -> UInt8 { UInt8((Double(src) * a + Double(dst) * (1 - a)).rounded()) }
        pixels[i] = mix(color.red, pixels[i])
        pixels[i + 1] = mix(color.green, pixels[i + 1])
        pixels[i + 2] = mix(color.blue, pixels[i + 2])
        pixels[i + 3] = UInt8(min(255, (a * 255 + Double(pixels[i + 3]) * (1 - a)).rounded()))
    }

    /// Fills `rect` with `color` (its own opacity times `alpha`).
    mutating func fill(_ rect: CGRect, _ color: RenderColor, alpha: Double = 1) {
        guard let s = pixelSpan(rect) else { return }
        let opacity = color.opacity * alpha
        if opacity >= 1 {
            // Opaque: copy the colour in, no blending.
            let pixel = [color.red, color.green, color.blue, 255]
            for y in s.y0..<s.y1 {
                for x in s.x0..<s.x1 { for c in 0..<4 { pixels[(y * width + x) * 4 + c] = pixel[c] } }
            }
            return
        }
        for y in s.y0..<s.y1 { for x in s.x0..<s.x1 { blend(x, y, color, opacity) } }
    }

    /// Outlines `rect` inside its edges with lines `lineWidth` pixels thick, dashed when
    /// `dash` gives (on, off) lengths.
    mutating func stroke(_ rect: CGRect, _ color: RenderColor, lineWidth: Int = 1, alpha: Double = 1, dash: (on: Int, off: Int)? = nil) {
        guard let s = pixelSpan(rect) else { return }
        let opacity = color.opacity * alpha
        let t = max(1, lineWidth)
        func on(_ i: Int) -> Bool {
            guard let dash else { return true }
            return i % (dash.on + dash.off) < dash.on
        }
        // Only the edge bands, never the interior.
        let bandHeight = min(t, s.y1 - s.y0), bandWidth = min(t, s.x1 - s.x0)
        for x in s.x0..<s.x1 where on(x - s.x0) {
            for y in s.y0..<(s.y0 + bandHeight) { blend(x, y, color, opacity) }
            for y in max(s.y0 + bandHeight, s.y1 - t)..<s.y1 { blend(x, y, color, opacity) }
        }
        guard s.y0 + bandHeight < s.y1 - t else { return }
        for y in (s.y0 + bandHeight)..<(s.y1 - t) where on(y - s.y0) {
            for x in s.x0..<(s.x0 + bandWidth) { blend(x, y, color, opacity) }
            for x in max(s.x0 + bandWidth, s.x1 - t)..<s.x1 { blend(x, y, color, opacity) }
        }
    }

    /// Draws `text` with its top-left corner at (x, y), `scale` pixels per font pixel: the crisp
    /// bitmap at scale 1, smoothed and anti-aliased (`SmoothedGlyph`) from scale 2.
    mutating func text(_ text: String, x: Int, y: Int, scale: Int, _ color: RenderColor, alpha: Double = 1) {
        let b = bounds
        var penX = x
        for ch in text {
            let glyph = smoothedGlyph(ch, scale: scale)
            let w = BitmapFont.width * scale
            for py in 0..<(glyph.rows * scale) {
                for px in 0..<w where glyph.coverage[py * w + px] > 0 {
                    let cx = penX + px, cy = y + py
                    if cx >= b.x0, cx < b.x1, cy >= b.y0, cy < b.y1 {
                        blend(cx, cy, color, color.opacity * alpha * glyph.coverage[py * w + px])
                    }
                }
            }
            penX += (BitmapFont.width + 1) * scale
        }
    }

    /// `ch`'s glyph at `scale`, made once per canvas (a picture's labels repeat few characters).
    private mutating func smoothedGlyph(_ ch: Character, scale: Int) -> SmoothedGlyph {
        let key = GlyphKey(character: ch, scale: scale)
        if let glyph = glyphs[key] { return glyph }
        let bits = BitmapFont.glyph(ch)
        let glyph = scale >= 2 ? SmoothedGlyph(bits, scale: scale) : SmoothedGlyph(crisp: bits)
        glyphs[key] = glyph
        return glyph
    }
}

/// A glyph's place in `RasterCanvas`'s glyph cache.
private struct GlyphKey: Hashable {
    let character: Character
    let scale: Int
}
