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
        let x = roundedSpan(from: minX, to: maxX)
        let y = roundedSpan(from: minY, to: maxY)
        return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }

    /// One axis of `roundEdges`: the span between two edges, each rounded to the nearest pixel,
    /// its length trimmed by an ulp where needed so that `start + length` never passes the
    /// rounded end. A layout whose edges repeat (a column's) rounds them once with this.
    @inlinable @inline(__always)
    public func roundedSpan(from start: CGFloat, to end: CGFloat) -> (start: CGFloat, length: CGFloat) {
        // Both edges at once, lane by lane exactly as `round(_:)` rounds one: a layout rounds
        // two edges per cell, and the division costs as much as the rest of the rounding.
        let scale = Double(self.scale)
        let v = SIMD2(Double(start), Double(end)) * scale
        // The magnitude clears the sign bits (one instruction; a select on `v < 0` takes five).
        let magnitude = SIMD2(v.x.magnitude, v.y.magnitude)
        let q: SIMD2<Double>
        if all(magnitude .< 0x1p52) {
            var r = (magnitude + 0x1p52) - 0x1p52
            // A tie that went down is moved up: add 1 where the rounding lost a half.
            r += SIMD2(repeating: 1).replacing(with: 0, where: magnitude - r .!= 0.5)
            // The sign back by copying it (`+ 0` turns a -0 into 0, as `0 - r` on the lanes did).
            q = (SIMD2(Double(signOf: v.x, magnitudeOf: r.x), Double(signOf: v.y, magnitudeOf: r.y)) + 0) / scale
        } else {
            // Large values, NaN and infinity, as `round(_:)` treats them.
            q = SIMD2(Double(Self.roundHalfAwayFromZero(v.x)), Double(Self.roundHalfAwayFromZero(v.y))) / scale
        }
        let s = CGFloat(q.x), e = CGFloat(q.y)
        let length = e - s
        // Rarely needed: out of line, so that the common case tests one sum.
        return (s, s + length > e ? Self.trimmed(length, from: s, to: e) : length)
    }

    /// `length` made an ulp smaller at a time while positive and `start + length` passes `end`.
    @usableFromInline @inline(never)
    static func trimmed(_ length: CGFloat, from start: CGFloat, to end: CGFloat) -> CGFloat {
        var length = length
        while length > 0, start + length > end { length = length.nextDown }
        return length
    }
}
