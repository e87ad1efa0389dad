import Foundation

/// The flow-layout carousel effect (UPCarouselFlowLayout's): side items shrink, fade and shift
/// as they leave the centre.
///
/// maxDistance = itemLength + lineSpacing, ratio = (maxDistance − min(|Δcentre|, maxDistance)) /
/// maxDistance; scale = ratio·(1 − sideItemScale) + sideItemScale, alpha likewise with
/// sideItemAlpha, a shift across the scroll axis of (1 − ratio)·sideItemShift, and
/// zIndex = Int(scale·10) so the centre item is in front.
public struct FlowCarouselEffect: VisibleItemsEffect, Hashable {
    /// The scroll axis.
    public var axis: LayoutAxis
    /// The item's length along the axis.
    public var itemLength: CGFloat
    /// The spacing between items along the axis (may be negative when items overlap).
    public var lineSpacing: CGFloat
    /// The scale of an item one item away or further.
    public var sideItemScale: CGFloat
    /// The alpha of an item one item away or further.
    public var sideItemAlpha: CGFloat
    /// How far an item one item away or further is shifted across the axis.
    public var sideItemShift: CGFloat

    /// Creates the effect.
    public init(axis: LayoutAxis = .horizontal, itemLength: CGFloat, lineSpacing: CGFloat, sideItemScale: CGFloat = 0.6, sideItemAlpha: CGFloat = 0.6, sideItemShift: CGFloat = 0) {
        self.axis = axis
        self.itemLength = itemLength
        self.lineSpacing = lineSpacing
        self.sideItemScale = sideItemScale
        self.sideItemAlpha = sideItemAlpha
        self.sideItemShift = sideItemShift
    }

    /// Sets each cell's scale, alpha, shift and zIndex.
    public func apply(to elements: inout [LayoutAttributes], contentOffset: CGPoint, environment: LayoutEnvironment) {
        let maxDistance = itemLength + lineSpacing
        // A non-finite offset or knob leaves the elements as laid out rather than making them NaN.
        guard maxDistance > 0, maxDistance.isFinite, sideItemScale.isFinite, sideItemAlpha.isFinite, sideItemShift.isFinite else { return }
        let centre = contentOffset.coordinate(along: axis) + environment.containerSize.length(along: axis) / 2
        guard centre.isFinite else { return }
        for i in elements.indices where elements[i].representedElementCategory == .cell {
            let f = elements[i].frame
            let distance = min(abs(f.minCoordinate(along: axis) + f.length(along: axis) / 2 - centre), maxDistance)
            let ratio = (maxDistance - distance) / maxDistance
            let scale = ratio * (1 - sideItemScale) + sideItemScale
            elements[i].transform.scale = scale
            elements[i].alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
            // Clamped: a huge sideItemScale must not trap in the conversion.
            elements[i].zIndex = Int(min(max(scale * 10, -1e6), 1e6))
            let shift = (1 - ratio) * sideItemShift
            if shift != 0 {
                if axis == .horizontal { elements[i].transform.translateY = shift } else { elements[i].transform.translateX = shift }
            }
        }
    }
}
