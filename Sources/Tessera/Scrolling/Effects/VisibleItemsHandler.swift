import Foundation

/// A `VisibleItemsEffect` made from a closure: UIKit's `visibleItemsInvalidationHandler`.
public struct VisibleItemsHandler: VisibleItemsEffect {
    /// The closure: receives the visible elements (to change in place), the content offset and
    /// the environment.
    public let handler: @Sendable (inout [LayoutAttributes], CGPoint, LayoutEnvironment) -> Void

    /// Wraps `handler`.
    public init(_ handler: @escaping @Sendable (inout [LayoutAttributes], CGPoint, LayoutEnvironment) -> Void) {
        self.handler = handler
    }

    /// Calls the closure.
    public func apply(to elements: inout [LayoutAttributes], contentOffset: CGPoint, environment: LayoutEnvironment) {
        handler(&elements, contentOffset, environment)
    }
}
