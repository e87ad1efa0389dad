import Foundation

/// The compositional-layout carousel effect: each cell is scaled by its distance from the centre
/// of the viewport, scale = max(1 − distanceFromCentre / containerLength, minimumScale) (the
/// seed article's `visibleItemsInvalidationHandler`, with containerLength the container's width
/// for horizontal scrolling).
public struct CarouselScaleEffect: VisibleItemsEffect, Hashable {
    /// The axis distances are measured along.
    public var axis: LayoutAxis
    /// The smallest scale (0.7 in the article).
    public var minimumScale: CGFloat

    /// Creates the effect.
    public init(axis: LayoutAxis = .horizontal, minimumScale: CGFloat = 0.7) {
        self.axis = axis
        self.minimumScale = minimumScale
    }

    /// Sets each cell's scale.
    public func apply(to elements: inout [LayoutAttributes], contentOffset: CGPoint, environment: LayoutEnvironment) {
        let length = environment.containerSize.length(along: axis)
        guard length > 0 else { return }
        let centre = contentOffset.coordinate(along: axis) + length / 2
        for i in elements.indices where elements[i].representedElementCategory == .cell {
            let f = elements[i].frame
            let distance = abs(f.minCoordinate(along: axis) + f.length(along: axis) / 2 - centre)
            elements[i].transform.scale = max(1 - distance / length, minimumScale)
        }
    }
}
