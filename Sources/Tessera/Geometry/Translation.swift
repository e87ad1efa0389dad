import Foundation

/// A move by `dx` along x and `dy` along y (CoreGraphics' `CGVector`, which Foundation lacks
/// on Linux).
struct Translation: Sendable, Hashable {
    var dx: CGFloat
    var dy: CGFloat

    /// No move.
    static let zero = Translation(dx: 0, dy: 0)

    /// True when it moves nothing.
    var isZero: Bool { dx == 0 && dy == 0 }

    /// The two moves one after the other.
    static func + (a: Translation, b: Translation) -> Translation { Translation(dx: a.dx + b.dx, dy: a.dy + b.dy) }

    /// The move back.
    static prefix func - (a: Translation) -> Translation { Translation(dx: -a.dx, dy: -a.dy) }
}

extension CGRect {
    /// This rect moved by `t`.
    func translated(by t: Translation) -> CGRect { offsetBy(dx: t.dx, dy: t.dy) }

    /// This rect with its origin moved by `dx` and `dy`, its size as it is: `offsetBy(dx:dy:)`
    /// for the frames layouts place, which are never the null rect and never have a negative
    /// size. Foundation's `offsetBy` tests for the null rect first (and on Linux standardizes
    /// the rect), which was most of the cost of copying a section's cells into place: about 20
    /// instructions a cell, twice per cell, in a compositional layout.
    @inline(__always) func moved(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
