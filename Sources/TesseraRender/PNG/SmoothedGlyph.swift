/// The pixels of a `BitmapFont` glyph, each with the share of it the glyph covers. At 2 or more
/// pixels per font pixel the glyph is smoothed: diagonal steps are bridged and the outer corners
/// beside a bridge cut, so diagonals read as straight 45° strokes and round letters as round,
/// with anti-aliased edges (16 samples a pixel). At 1 pixel per font pixel it stays the crisp bitmap.
///
/// The shape, in font pixels: every set pixel, plus, in a clear pixel whose two neighbours at a
/// corner are set while the pixel diagonally across that corner is clear (a diagonal step), the
/// half-pixel triangle at that corner; minus, in a set pixel, the half-pixel triangle at a corner
/// whose neighbours are all clear when one of the two corners next to it holds a bridge (so a
/// stroke's flat end, which has no bridge beside it, stays square).
struct SmoothedGlyph {
    /// Pixels per font pixel.
    let scale: Int
    /// Coverage in 0…1 of each pixel, row by row, `(BitmapFont.width · scale)` wide.
    let coverage: [Double]
    /// The glyph's rows.
    let rows: Int

    /// Samples per pixel along each axis (16 samples a pixel).
    static let samples = 4

    /// The bitmap itself, one pixel per font pixel, each set pixel fully covered.
    init(crisp bits: [UInt8]) {
        scale = 1
        rows = bits.count
        coverage = bits.flatMap { row in
            (0..<BitmapFont.width).map { column in row & (1 << UInt8(BitmapFont.width - 1 - column)) != 0 ? 1.0 : 0 }
        }
    }

    /// The smoothed glyph at `scale` (2 or more) pixels per font pixel.
    init(_ bits: [UInt8], scale: Int) {
        self.scale = scale
        rows = bits.count
        let shape = GlyphShape(bits: bits)
        let w = BitmapFont.width * scale, h = bits.count * scale, n = Self.samples
        var coverage = [Double](repeating: 0, count: w * h)
        for py in 0..<h {
            for px in 0..<w {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let u = (Double(px) + (Double(sx) + 0.5) / Double(n)) / Double(scale)
                        let v = (Double(py) + (Double(sy) + 0.5) / Double(n)) / Double(scale)
                        if shape.contains(u, v) { inside += 1 }
                    }
                }
                coverage[py * w + px] = Double(inside) / Double(n * n)
            }
        }
        self.coverage = coverage
    }
}

/// The smoothed outline of one glyph (see `SmoothedGlyph`), queried point by point.
private struct GlyphShape {
    let bits: [UInt8]

    /// Whether font pixel (column, row) is set; outside the glyph is clear.
    func isSet(_ column: Int, _ row: Int) -> Bool {
        guard row >= 0, row < bits.count, column >= 0, column < BitmapFont.width else { return false }
        return bits[row] & (1 << UInt8(BitmapFont.width - 1 - column)) != 0
    }

    /// A corner of a pixel: the horizontal and vertical direction toward it (−1 or +1).
    typealias Corner = (dx: Int, dy: Int)

    /// Whether the corner of clear pixel (c, r) toward `k` is a diagonal step to bridge: both
    /// neighbours at it set, the pixel across it clear. For a set pixel: whether the pixel across
    /// the corner is set and both neighbours clear (the set side of the same step).
    func isBridge(_ c: Int, _ r: Int, _ k: Corner) -> Bool {
        let across = isSet(c + k.dx, r + k.dy), side = isSet(c + k.dx, r), vertical = isSet(c, r + k.dy)
        return isSet(c, r) ? across && !side && !vertical : side && vertical && !across
    }

    /// Whether set pixel (c, r)'s corner toward `k` is cut: all three pixels around it clear and
    /// a bridge at one of the two corners beside it.
    func isCut(_ c: Int, _ r: Int, _ k: Corner) -> Bool {
        guard !isSet(c + k.dx, r), !isSet(c, r + k.dy), !isSet(c + k.dx, r + k.dy) else { return false }
        return isBridge(c, r, (-k.dx, k.dy)) || isBridge(c, r, (k.dx, -k.dy))
    }

    func contains(_ u: Double, _ v: Double) -> Bool {
        let c = Int(u.rounded(.down)), r = Int(v.rounded(.down))
        let fu = u - Double(c), fv = v - Double(r)
        // The corner of the pixel the point is nearest, and whether it lies in that corner's
        // half-pixel triangle (legs of half a font pixel).
        let k: Corner = (fu < 0.5 ? -1 : 1, fv < 0.5 ? -1 : 1)
        let inTriangle = (k.dx < 0 ? fu : 1 - fu) + (k.dy < 0 ? fv : 1 - fv) < 0.5
        if isSet(c, r) { return !(inTriangle && isCut(c, r, k)) }
        return inTriangle && isBridge(c, r, k)
    }
}
