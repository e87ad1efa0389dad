import Foundation

/// A scroll-driven effect on the visible elements: the equivalent of UIKit's
/// `visibleItemsInvalidationHandler` (or a flow layout's `layoutAttributesForElements(in:)`
/// override). Given the elements about to be displayed at a content offset, it may set their
/// transform, alpha, zIndex and isHidden. It must not move frames: queries find elements by
/// their frames before the effect runs.
public protocol VisibleItemsEffect: Sendable {
    /// Adjusts `elements` (displayed at `contentOffset` in `environment`) in place.
    func apply(to elements: inout [LayoutAttributes], contentOffset: CGPoint, environment: LayoutEnvironment)
}
