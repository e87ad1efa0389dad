import Foundation
import Tessera

/// A container that sizes and places its subviews (SwiftUI's `Layout`). Write one against this
/// protocol and put it in a `ViewNode` tree: `MyLayout()(children)` or `ViewNode.layout(...)`.
///
/// The two-step contract is SwiftUI's: `sizeThatFits` may be asked any number of times with
/// different proposals; `placeSubviews` is called once with the bounds chosen from one of them.
/// `Cache` holds what the two share (computed in `makeCache`, refreshed in `updateCache`).
/// A layout is `Animatable`: a parameter it exposes as `animatableData` is interpolated
/// through an animation (none by default).
public protocol Layout: Animatable, Sendable {
    /// Data kept between calls for one set of subviews (`Void` when there is none).
    associatedtype Cache = Void
    /// The subviews a layout is given.
    typealias Subviews = LayoutSubviews

    /// Properties of the container as a whole, such as the axis it stacks along.
    static var layoutProperties: LayoutProperties { get }

    /// Creates the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings the cache up to date when the subviews change (default: makes it again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's spacing preferences (default: the union of its subviews').
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (the size returned for `proposal`, in the parent's
    /// coordinates). A subview left unplaced is centred in the bounds at its ideal size.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value for a horizontal guide, or nil (the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's explicit value for a vertical guide, or nil (the default).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// Properties of a layout container (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable, Hashable {
    /// The axis the container stacks its subviews along, if it is a stack: a `Spacer` in it
    /// expands along this axis only.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// No special properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences (the default spacing when there are none).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// No explicit value.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// No explicit value.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

/// A key for a value that a view passes to the layout containing it (SwiftUI's
/// `LayoutValueKey`); set it with `ViewNode.layoutValue(key:value:)`, read it with
/// `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value of a view that does not set it.
    static var defaultValue: Value { get }
}

// MARK: Type erasure, shared by the layout pass and AnyLayout

extension Layout {
    /// The layout's properties as an instance sees them (AnyLayout forwards its wrapped one's).
    var dynamicLayoutProperties: LayoutProperties {
        // Only AnyLayout's properties depend on the instance: a type comparison, not a cast.
        exactly(AnyLayout.self)?.instanceLayoutProperties ?? Self.layoutProperties
    }

    func erasedMakeCache(_ subviews: Subviews) -> Any { makeCache(subviews: subviews) }

    // The layout pass keeps each node's cache in a `LayoutCacheBox` of the layout's own `Cache`
    // type: a call mutates it in place, with no cast from `Any` and no copy in and out.

    func makeCacheBox(_ subviews: Subviews) -> AnyObject { LayoutCacheBox(makeCache(subviews: subviews)) }

    func boxedSpacing(_ box: AnyObject, _ subviews: Subviews) -> ViewSpacing {
        spacing(subviews: subviews, cache: &unbox(box).value)
    }

    func boxedSizeThatFits(_ proposal: ProposedViewSize, _ subviews: Subviews, _ box: AnyObject) -> CGSize {
        sizeThatFits(proposal: proposal, subviews: subviews, cache: &unbox(box).value)
    }

    func boxedPlaceSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ box: AnyObject) {
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &unbox(box).value)
    }

    func boxedExplicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ box: AnyObject) -> CGFloat? {
        let box = unbox(box)
        return key.axis == .horizontal
            ? explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &box.value)
            : explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &box.value)
    }

    /// Runs `body` on the cache held in `erased`, moved out first so that mutating it does not copy.
    func withCache<R>(_ erased: inout Any, _ body: (inout Cache) -> R) -> R {
        var cache = erased as! Cache
        erased = ()
        defer { erased = cache }
        return body(&cache)
    }

    func erasedUpdateCache(_ erased: inout Any, _ subviews: Subviews) {
        withCache(&erased) { updateCache(&$0, subviews: subviews) }
    }

    func erasedSpacing(_ erased: inout Any, _ subviews: Subviews) -> ViewSpacing {
        withCache(&erased) { spacing(subviews: subviews, cache: &$0) }
    }

    func erasedSizeThatFits(_ proposal: ProposedViewSize, _ subviews: Subviews, _ erased: inout Any) -> CGSize {
        withCache(&erased) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func erasedPlaceSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ erased: inout Any) {
        withCache(&erased) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func erasedExplicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ erased: inout Any) -> CGFloat? {
        withCache(&erased) { cache in
            key.axis == .horizontal
                ? explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// A layout whose properties depend on the instance (AnyLayout).
protocol DynamicLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
