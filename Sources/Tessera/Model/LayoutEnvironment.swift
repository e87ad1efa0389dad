import Foundation

/// Everything about the container that a layout depends on (the envelope of the spec, less the
/// data and the scroll position).
public struct LayoutEnvironment: Sendable, Hashable {
    /// The collection view's bounds size in points. A height of 0 means "not given" for layouts
    /// that do not depend on it.
    public var containerSize: CGSize
    /// Pixels per point; frames are aligned to this pixel grid.
    public var displayScale: CGFloat
    /// Which way leading and trailing run.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The collection view's safe-area insets.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The collection view's layout margins.
    public var layoutMargins: DirectionalEdgeInsets

    /// Creates an environment.
    public init(
        containerSize: CGSize, displayScale: CGFloat = 1, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        safeAreaInsets: DirectionalEdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets = .zero
    ) {
        self.containerSize = containerSize
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// A container `width` wide (height not given), at scale 1, left to right.
    public init(width: CGFloat, height: CGFloat = 0, displayScale: CGFloat = 1) {
        self.init(containerSize: CGSize(width: width, height: height), displayScale: displayScale)
    }

    /// The pixel grid of `displayScale`.
    public var pixelGrid: PixelGrid { PixelGrid(scale: displayScale) }

    /// Checks that the environment can be laid out in: a finite, non-negative container and a
    /// positive display scale. Throws a `LayoutError` naming the bad value.
    public func validate() throws {
        guard containerSize.width.isFinite, containerSize.width > 0 else {
            throw LayoutError(containerSize.width.isFinite ? .outOfRange(.above(0), got: Double(containerSize.width)) : .notFinite(got: Double(containerSize.width)), at: ["containerSize", "width"])
        }
        guard containerSize.height.isFinite, containerSize.height >= 0 else {
            throw LayoutError(
                containerSize.height.isFinite ? .outOfRange(.atLeast(0), got: Double(containerSize.height)) : .notFinite(got: Double(containerSize.height)), at: ["containerSize", "height"])
        }
        guard displayScale.isFinite, displayScale > 0 else {
            throw LayoutError(displayScale.isFinite ? .outOfRange(.above(0), got: Double(displayScale)) : .notFinite(got: Double(displayScale)), at: ["displayScale"])
        }
        guard LayoutLimits.displayScaleRange.contains(Double(displayScale)) else {
            let r = LayoutLimits.displayScaleRange
            throw LayoutError(.outOfRange(.from(r.lowerBound, to: r.upperBound), got: Double(displayScale)), at: ["displayScale"])
        }
        let m = CGFloat(LayoutLimits.maximumMagnitude)
        guard containerSize.width <= m, containerSize.height <= m else {
            let wide = containerSize.width > m
            throw LayoutError(
                .outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: Double(wide ? containerSize.width : containerSize.height)),
                at: ["containerSize", .key(wide ? "width" : "height")]
            )
        }
        guard safeAreaInsets.isFinite else { throw LayoutError(.notFinite(got: nil), at: ["safeAreaInsets"]) }
        guard layoutMargins.isFinite else { throw LayoutError(.notFinite(got: nil), at: ["layoutMargins"]) }
    }
}
