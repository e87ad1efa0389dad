import Foundation

/// A direction of layout or scrolling (SwiftUI's `Axis`, named so that a file importing
/// SwiftUI and Tessera sees no ambiguity; `TesseraViewLayout` calls it `Axis`).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left to right (or leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The extent along `axis` (width for horizontal, height for vertical).
    public func length(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size from an extent along `axis` and one across it.
    public init(length: CGFloat, along axis: LayoutAxis, breadth: CGFloat) {
        self = axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    public func coordinate(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? x : y }

    /// A point from a coordinate along `axis` and one across it.
    public init(coordinate: CGFloat, along axis: LayoutAxis, across: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: coordinate, y: across) : CGPoint(x: across, y: coordinate)
    }
}

extension CGRect {
    /// The smallest coordinate along `axis`.
    public func minCoordinate(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? minX : minY }
    /// The largest coordinate along `axis`.
    public func maxCoordinate(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? maxX : maxY }
    /// The extent along `axis`.
    public func length(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? width : height }

    /// A rectangle from its span along `axis` and its span across it.
    public init(along axis: LayoutAxis, start: CGFloat, length: CGFloat, crossStart: CGFloat, crossLength: CGFloat) {
        self =
            axis == .horizontal
            ? CGRect(x: start, y: crossStart, width: length, height: crossLength)
            : CGRect(x: crossStart, y: start, width: crossLength, height: length)
    }

    /// Whether the interiors of the two rectangles overlap. Rectangles that only touch along
    /// an edge do not overlap, as with `CGRectIntersectsRect`; this is the test that
    /// `elements(in:)` uses.
    @inlinable
    public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether all four coordinates, and the far edges they reach (`maxX`, `maxY`), are
    /// finite numbers: a rectangle of finite origin and size whose far edge overflows to
    /// infinity cannot be mirrored, intersected or drawn.
    ///
    /// Two sums say it all: `x + width` is finite exactly when both are and the far edge does
    /// not overflow (an infinite or NaN operand makes the sum infinite or NaN). Inlinable: the
    /// view layout checks every leaf's frame with it.
    @inlinable public var isFiniteRect: Bool {
        (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}
