import Foundation

extension PixelGrid {
    /// The rectangle between the four edges, each rounded to the nearest pixel exactly as
    /// `round(_:)` rounds (halves away from zero). Layouts that compute edges (rather than
    /// origin and size) use this so that two neighbours computed with the same edge value share
    /// it exactly after rounding: `x + (x1 - x)` is not always `x1` in floating point, and one
    /// ulp at a half pixel would open a gap or make an overlap.
    ///
    /// The size is taken one ulp smaller where needed so that `maxX` and `maxY` never exceed the
    /// rounded edge (pixel positions such as 1/3 are not exact in binary): a neighbour starting
    /// at that edge does not overlap.
    @inlinable @inline(__always)
    public func roundEdges(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> CGRect {
        let x0 = Self.roundHalfAwayFromZero(minX * scale) / scale
        let y0 = Self.roundHalfAwayFromZero(minY * scale) / scale
        let x1 = Self.roundHalfAwayFromZero(maxX * scale) / scale
        let y1 = Self.roundHalfAwayFromZero(maxY * scale) / scale
        var width = x1 - x0, height = y1 - y0
        while width > 0, x0 + width > x1 { width = width.nextDown }
        while height > 0, y0 + height > y1 { height = height.nextDown }
        return CGRect(x: x0, y: y0, width: width, height: height)
    }

    /// `value.rounded(.toNearestOrAwayFromZero)` without a call into libm (baseline x86-64 has
    /// no rounding instruction, and layouts round four edges per element): adding and
    /// subtracting 2^52 rounds to an integer with ties to even, and a tie that went down is
    /// moved up. Values of 2^52 and more are integers already.
    @inlinable
    static func roundHalfAwayFromZero(_ value: CGFloat) -> CGFloat {
        // In Double: CGFloat's integer-literal and generic conversions are slow off Apple's platforms.
        let v = Double(value)
        let magnitude = v.magnitude
        guard magnitude < 0x1p52 else { return value } // also NaN and infinity
        var r = (magnitude + 0x1p52) - 0x1p52
        if magnitude - r == 0.5 { r += 1 }
        return CGFloat(v < 0 ? -r : r)
    }
}
