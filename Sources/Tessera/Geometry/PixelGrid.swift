import Foundation

/// The pixel grid of a display: `scale` pixels per point. Layouts snap frames to it so that
/// edges land on whole pixels, as UIKit does.
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point (1, 2, 3 on Apple's displays); always positive and finite.
    public let scale: CGFloat

    /// A grid of `scale` pixels per point; values that are not positive and finite become 1.
    public init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The largest value on the grid that is not above `value`.
    @inlinable public func floor(_ value: CGFloat) -> CGFloat { Self.floorWhole(value * scale + 1e-9) / scale }
    /// The smallest value on the grid that is not below `value`.
    @inlinable public func ceil(_ value: CGFloat) -> CGFloat { -Self.floorWhole(-(value * scale - 1e-9)) / scale }
    /// The value on the grid nearest to `value` (halves round away from zero).
    @inlinable public func round(_ value: CGFloat) -> CGFloat { Self.roundHalfAwayFromZero(value * scale) / scale }

    // The standard library's rounding compiles to a call into libm on baseline x86-64 (no
    // SSE4.1 rounding instruction), and layouts round four edges per element; these two do it
    // in a few instructions. They work in Double: CGFloat's generic integer conversions are slow
    // off Apple's platforms.

    /// `value.rounded(.down)` by integer truncation. Values of 2^52 and more (and NaN and
    /// infinity) are returned as they are: they are whole already.
    @inlinable @inline(__always)
    static func floorWhole(_ value: CGFloat) -> CGFloat {
        let v = Double(value)
        guard v.magnitude < 0x1p52 else { return value }
        let t = Double(Int64(v))
        return CGFloat(t > v ? t - 1 : t)
    }

    /// `value.rounded(.toNearestOrAwayFromZero)`: adding and subtracting 2^52 rounds to an
    /// integer with ties to even, and a tie that went down is moved up.
    @inlinable @inline(__always)
    static func roundHalfAwayFromZero(_ value: CGFloat) -> CGFloat {
        let v = Double(value)
        let magnitude = v.magnitude
        guard magnitude < 0x1p52 else { return value }  // also NaN and infinity
        var r = (magnitude + 0x1p52) - 0x1p52
        if magnitude - r == 0.5 { r += 1 }
        return CGFloat(v < 0 ? -r : r)
    }

    /// `rect` with each edge rounded to the nearest pixel. Neighbours that shared an edge before
    /// still share it afterwards, so rounding opens no gaps and makes no overlaps.
    @inlinable
    public func roundEdges(_ rect: CGRect) -> CGRect {
        let x0 = round(rect.minX), y0 = round(rect.minY)
        let x1 = round(rect.maxX), y1 = round(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `value` lies on the grid (within a rounding error).
    public func isAligned(_ value: CGFloat) -> Bool {
        abs(value * scale - (value * scale).rounded()) < 1e-6
    }

    /// Whether all four edges of `rect` lie on the grid.
    public func isAligned(_ rect: CGRect) -> Bool {
        isAligned(rect.minX) && isAligned(rect.minY) && isAligned(rect.maxX) && isAligned(rect.maxY)
    }
}
