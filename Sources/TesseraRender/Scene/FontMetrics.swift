import Foundation

/// How much room text takes in a picture, for the scene and for both renderers, so that what the
/// scene lays out (the title's lines, the legend's rows, where each label goes) fits the text
/// either renderer draws there:
///
/// - the SVG's text, set in a proportional sans-serif font the viewer picks, estimated at
///   `svgAdvance` ems a character;
/// - the PNG's bitmap font (`BitmapFont`), drawn at a whole number of pixels per font pixel,
///   its glyphs `BitmapFont.width` wide with a pixel between them.
///
/// `RenderScene` and `LabelPlacement` measure with it; `SVGRenderer` and `PNGRenderer` draw at the
/// sizes it gives. Only `RasterCanvas` reads the glyphs themselves.
enum FontMetrics {
    // MARK: SVG text

    /// The advance of one character of SVG text, in ems (a sans-serif font's average).
    static let svgAdvance: CGFloat = 0.62

    /// The width in pixels of `text` set in SVG at `size` pixels.
    static func svgWidth(_ text: String, size: CGFloat) -> CGFloat {
        svgAdvance * size * CGFloat(text.count)
    }

    /// The font size (pixels) at which `label` fits in `rect` as SVG text; nil when it would be
    /// too small to read.
    static func svgLabelSize(_ label: String, in rect: CGRect, minimum: CGFloat = 5, maximum: CGFloat = 40) -> CGFloat? {
        let n = CGFloat(max(label.count, 1))
        let size = min(rect.height * 0.6, rect.width * 0.85 / (svgAdvance * n), maximum)
        return size >= minimum ? size : nil
    }

    /// The SVG font size of a decoration's label in a box `height` pixels tall (at most 12).
    static func svgDecorationSize(height: CGFloat) -> CGFloat { min(12, height * 0.85) }

    // MARK: The bitmap font

    /// The width in pixels of `text` in the bitmap font at `scale` pixels per font pixel.
    static func bitmapWidth(_ text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * (BitmapFont.width + 1) - 1) * scale
    }

    /// The height in font pixels of `text` in the bitmap font: its capitals', and its
    /// descenders' too when it has a letter that descends.
    static func bitmapHeight(_ text: String) -> Int {
        BitmapFont.height + (text.contains { "gjpqy".contains($0) } ? BitmapFont.descent : 0)
    }

    /// Pixels per font pixel for a title `titleSize` pixels tall (a pixel of line gap included).
    static func bitmapTitleScale(_ titleSize: CGFloat) -> Int {
        max(1, Int(titleSize / CGFloat(BitmapFont.height + 1)))
    }

    /// Pixels per font pixel for a decoration's label in a box `height` pixels tall (glyphs
    /// with their descenders are `BitmapFont.height + BitmapFont.descent` font pixels tall).
    static func bitmapDecorationScale(height: CGFloat) -> Int {
        max(1, Int(height / CGFloat(BitmapFont.height + BitmapFont.descent)))
    }

    /// Pixels per font pixel for a centred label in `area`: as large as fits at a whole number of
    /// font pixels, at most 6, its height 60 % of the area's at most (0 when nothing fits).
    static func bitmapLabelScale(_ label: String, in area: CGRect) -> Int {
        let byHeight = Int(area.height * 0.6 / CGFloat(BitmapFont.height + 1))
        let byWidth = Int(area.width / CGFloat(bitmapWidth(label, scale: 1)))
        return min(byHeight, byWidth, 6)
    }

    // MARK: Both renderers

    /// The width in pixels of a title line or a legend name `titleSize` pixels tall: the wider
    /// of the two renderers' (the bitmap font's at the sizes pictures use).
    static func titleWidth(_ text: String, titleSize: CGFloat) -> CGFloat {
        max(CGFloat(bitmapWidth(text, scale: bitmapTitleScale(titleSize))), svgWidth(text, size: titleSize))
    }

    /// The width in pixels of a decoration's label in a box `height` pixels tall: the wider of
    /// the two renderers', rounded up to a whole pixel.
    static func decorationLabelWidth(_ label: String, height: CGFloat) -> CGFloat {
        let svg = svgWidth(label, size: svgDecorationSize(height: height))
        let png = CGFloat(bitmapWidth(label, scale: bitmapDecorationScale(height: height)))
        return max(svg, png).rounded(.up)
    }

    /// How large a centred label of `characters` characters can be in `area`: the smaller of the
    /// area's height and the SVG size at which the label fills the area's width (what
    /// `LabelPlacement` compares the parts of an element by).
    static func centredLabelScore(_ area: CGRect, characters: Int) -> CGFloat {
        min(area.height, area.width / (svgAdvance * CGFloat(max(characters, 1))))
    }
}
