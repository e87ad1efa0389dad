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
    @inlinable public func floor(_ value: CGFloat) -> CGFloat { (value * scale + 1e-9).rounded(.down) / scale }
    /// The smallest value on the grid that is not below `value`.
    @inlinable public func ceil(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }
    /// The value on the grid nearest to `value` (halves round up).
    @inlinable public func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }

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
