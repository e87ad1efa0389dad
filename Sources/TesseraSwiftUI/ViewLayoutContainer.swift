#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

/// Runs a container written against Tessera's view-layout protocol (`TesseraViewLayout.Layout`:
/// unit-tested on Linux with SwiftUI's semantics) inside real SwiftUI, unchanged:
///
///     ViewLayoutContainer(EqualWidthHStack()) {
///         Text("One"); Text("Two")
///     }
///
/// What the container reads of each subview is SwiftUI's: its size, its layout priority, its
/// spacing preferences (two subviews are as far apart as SwiftUI's own `ViewSpacing` says), its
/// explicit edge and centre alignment guides, and the layout values of the keys it carries
/// (`Rank`, `GridCellColumns` and those given to `init(_:layoutValues:)`); `subviews.layoutDirection` is the
/// environment's (placements stay in leading-to-trailing coordinates: SwiftUI mirrors them).
/// The Tessera layout's `layoutProperties` (a stack's orientation, which a `Spacer` reads) and
/// explicit alignment guides reach SwiftUI.
///
/// `placeSubviews` runs the Tessera layout with SwiftUI's bounds and proposal, places every
/// subview exactly once, and proposes each the size the Tessera layout placed it with.
/// Children the layout hides (`ViewThatFitsLayout`'s unchosen ones) are proposed zero and
/// placed a million points outside the bounds, so nothing of them shows whatever size they
/// insist on (a `Layout` cannot remove a view: it stays in the hierarchy).
///
/// A layout that fails (a `LayoutError`: a NaN priority, a frame that is not finite; or a NaN
/// or negative proposal) says why, to the handler given with `onLayoutError(_:)` or as a
/// warning printed once, and shows its children one below the other from its top-leading
/// corner (the failure is visible, nothing is piled in the centre). Proposals of zero,
/// unspecified and infinite lengths are ordinary probes, never errors.
///
/// The tree over the subviews is built in `makeCache` and again in `updateCache` (SwiftUI
/// calls it when the subviews or the layout change); until then the container's sizes are kept
/// per proposal, its placements per bounds and proposal, and each child's dimensions per
/// proposal: one pass per distinct question, a child measured once per distinct proposal.
public struct ViewLayoutContainer<L: TesseraViewLayout.Layout>: SwiftUI.Layout {
    /// The Tessera container.
    public var bridge: ViewLayoutBridge<L>

    /// Called with the error each time the layout fails (nil: a warning printed once).
    public var layoutErrorHandler: (@Sendable (any Error) -> Void)?

    /// The layout value keys carried from each SwiftUI subview to the Tessera layout.
    public var layoutValueKeys: [any BridgedLayoutValueKey.Type]

    /// A SwiftUI container running `layout`, carrying `Rank`, `GridCellColumns` and the values
    /// of `layoutValues` from each subview to it. Layouts that round to the pixel grid
    /// (`BlockGridLayout`) round to that of `displayScale` (give it `@Environment(\.displayScale)`;
    /// without it, whole points; an invalid scale counts as 1).
    public init(_ layout: L, displayScale: CGFloat = 1, layoutValues: [any BridgedLayoutValueKey.Type] = []) {
        bridge = ViewLayoutBridge(layout, displayScale: displayScale)
        layoutValueKeys = [Rank.self, GridCellColumns.self] + layoutValues
    }

    /// This container, calling `action` with the error each time its layout fails (instead of
    /// printing a warning): log it, or show a fallback.
    public func onLayoutError(_ action: @escaping @Sendable (any Error) -> Void) -> ViewLayoutContainer {
        var copy = self
        copy.layoutErrorHandler = action
        return copy
    }

    func report(_ error: any Error) {
        LayoutErrorReporting.report(error, in: "ViewLayoutContainer<\(L.self)>", handler: layoutErrorHandler)
    }

    /// The Tessera layout's properties: a stack's orientation, read by a `Spacer` or `Divider`.
    public static var layoutProperties: SwiftUI.LayoutProperties {
        var properties = SwiftUI.LayoutProperties()
        properties.stackOrientation = L.layoutProperties.stackOrientation.map { $0 == .horizontal ? .horizontal : .vertical }
        return properties
    }

    /// The cache, with the tree over `subviews` built.
    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache(subviews)
        updateCache(&cache, subviews: subviews)
        return cache
    }

    /// Builds the tree again over the new subviews (or for a changed layout), forgetting the
    /// sizes measured before.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.rebuild(subviews, self)
    }

    static func direction(_ subviews: Subviews) -> TesseraViewLayout.LayoutDirection {
        subviews.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    static func tessera(_ p: SwiftUI.ProposedViewSize) -> TesseraViewLayout.ProposedViewSize {
        TesseraViewLayout.ProposedViewSize(width: p.width, height: p.height)
    }

    /// The Tessera container's size for `proposal` (kept per proposal until the next update);
    /// for a NaN or negative proposal, or when the layout fails, the fallback column's.
    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let tree = cache.refresh(subviews, self)
        let key = Self.tessera(proposal)
        if let known = cache.sizes[key] { return known }
        do {
            if SubviewPlacement.isInvalid(proposal) { throw SubviewPlacement.invalidProposalError(proposal) }
            let size = try bridge.sizeThatFits(key, of: tree, layoutDirection: Self.direction(subviews))
            cache.sizes[key] = size
            return size
        } catch {
            report(error)
            return SubviewPlacement.columnSize(subviews, proposal: proposal)
        }
    }

    /// Places each subview, once, where the Tessera container puts it in `bounds` for
    /// `proposal`, proposing it what the container gave it; a hidden one out of sight.
    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let tree = cache.refresh(subviews, self)
        let key = Cache.PlacementKey(width: bounds.width, height: bounds.height, proposal: Self.tessera(proposal))
        let placed: [HostedPlacement]
        do {
            if SubviewPlacement.isInvalid(proposal) { throw SubviewPlacement.invalidProposalError(proposal) }
            placed = try cache.placements[key] ?? bridge.hostPlacements(in: bounds.size, proposal: key.proposal, of: tree, layoutDirection: Self.direction(subviews))
            cache.placements[key] = placed
        } catch {
            report(error)
            return SubviewPlacement.column(subviews, in: bounds)
        }
        for (subview, p) in zip(subviews, placed) {
            if p.isHidden {
                SubviewPlacement.hide(subview, in: bounds)
            } else {
                subview.place(
                    at: CGPoint(x: bounds.minX + p.frame.minX, y: bounds.minY + p.frame.minY), anchor: .topLeading,
                    proposal: SwiftUI.ProposedViewSize(width: p.proposal.width, height: p.proposal.height))
            }
        }
    }

    /// The Tessera container's value of `guide` (leading, centre, trailing) in `bounds`.
    public func explicitAlignment(
        of guide: SwiftUI.HorizontalAlignment, in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        let hosted: HostAlignmentGuide? = guide == .leading ? .leading : guide == .center ? .horizontalCenter : guide == .trailing ? .trailing : nil
        return hosted.flatMap { alignment($0, bounds, proposal, subviews, cache) }
    }

    /// The Tessera container's value of `guide` (top, centre, bottom) in `bounds`.
    public func explicitAlignment(
        of guide: SwiftUI.VerticalAlignment, in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        let hosted: HostAlignmentGuide? = guide == .top ? .top : guide == .center ? .verticalCenter : guide == .bottom ? .bottom : nil
        return hosted.flatMap { alignment($0, bounds, proposal, subviews, cache) }
    }

    private func alignment(_ guide: HostAlignmentGuide, _ bounds: CGRect, _ proposal: SwiftUI.ProposedViewSize, _ subviews: Subviews, _ cache: Cache) -> CGFloat? {
        guard !SubviewPlacement.isInvalid(proposal) else { return nil }
        let tree = cache.refresh(subviews, self)
        return try? bridge.alignmentGuide(guide, in: bounds.size, proposal: Self.tessera(proposal), of: tree, layoutDirection: Self.direction(subviews))
    }

    /// The Tessera container's spacing preferences, as far as SwiftUI's opaque `ViewSpacing`
    /// can say them: an edge the container wants no spacing at is zero; the others are the
    /// union of the subviews' (SwiftUI's default).
    public func spacing(subviews: Subviews, cache: inout Cache) -> SwiftUI.ViewSpacing {
        var union = SwiftUI.ViewSpacing.zero
        for subview in subviews { union.formUnion(subview.spacing) }
        guard let own = try? bridge.spacing(of: cache.refresh(subviews, self), layoutDirection: Self.direction(subviews)) else { return union }
        let none = TesseraViewLayout.ViewSpacing.zero
        var edges = SwiftUI.Edge.Set()
        if none.distance(to: own, along: .vertical) > 0 { edges.insert(.top) }
        if none.distance(to: own, along: .horizontal) > 0 { edges.insert(.leading) }
        if own.distance(to: none, along: .vertical) > 0 { edges.insert(.bottom) }
        if own.distance(to: none, along: .horizontal) > 0 { edges.insert(.trailing) }
        return SwiftUI.ViewSpacing.zero.union(union, edges: edges)
    }
}
#endif
