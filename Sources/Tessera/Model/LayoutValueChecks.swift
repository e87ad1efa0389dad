import Foundation

/// The checks a layout makes of its own numeric properties before laying out, each throwing a
/// `LayoutError` at the property's path.
enum LayoutValueChecks {
    /// A finite number within `LayoutLimits.maximumMagnitude` of 0.
    static func finite(_ v: CGFloat, path: LayoutPath) throws {
        guard v.isFinite else { throw LayoutError(.notFinite(got: Double(v)), at: path) }
        guard abs(v) <= CGFloat(LayoutLimits.maximumMagnitude) else {
            throw LayoutError(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: Double(v)), at: path)
        }
    }

    /// A finite length of 0 or more.
    static func nonNegative(_ v: CGFloat, path: LayoutPath) throws {
        guard v.isFinite else { throw LayoutError(.notFinite(got: Double(v)), at: path) }
        guard v >= 0 else { throw LayoutError(.outOfRange(.atLeast(0), got: Double(v)), at: path) }
    }

    /// A finite length above 0.
    static func positive(_ v: CGFloat, path: LayoutPath) throws {
        guard v.isFinite else { throw LayoutError(.notFinite(got: Double(v)), at: path) }
        guard v > 0 else { throw LayoutError(.outOfRange(.above(0), got: Double(v)), at: path) }
    }

    /// Insets whose every edge is a finite length of 0 or more.
    static func insets(_ insets: DirectionalEdgeInsets, path: LayoutPath) throws {
        try nonNegative(insets.top, path: path.appending("top"))
        try nonNegative(insets.leading, path: path.appending("leading"))
        try nonNegative(insets.bottom, path: path.appending("bottom"))
        try nonNegative(insets.trailing, path: path.appending("trailing"))
    }

    /// A size whose width and height are finite lengths of 0 or more.
    static func size(_ size: CGSize, path: LayoutPath) throws {
        try nonNegative(size.width, path: path.appending("width"))
        try nonNegative(size.height, path: path.appending("height"))
    }
}
