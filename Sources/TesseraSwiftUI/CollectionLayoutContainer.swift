#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import Tessera
import TesseraAdapterDriver

/// A SwiftUI container that places its children with any Tessera collection layout (mosaic,
/// waterfall, compositional, carousel), one item per child:
///
///     @Environment(\.displayScale) private var displayScale
///
///     CollectionLayoutContainer(MosaicLayout.explore(spacing: 1), displayScale: displayScale) {
///         ForEach(photos) { PhotoView($0) }
///     }
///
/// Not lazy: every child is built. For long feeds use `TesseraCollectionView`. The plan (size and
/// frames) is `ContainerLayoutPlan`, tested on any platform; this type only converts. A pass
/// lays out once: the plan made for `sizeThatFits` is kept in the cache and placed as is.
///
/// Frames are on the pixel grid of `displayScale` (pass the environment's; without it, whole
/// points, on the grid of every screen). The layout runs left to right: in a right-to-left
/// environment SwiftUI mirrors the placements itself. The cache keeps the plans of the last
/// few proposals and scales (a live resize proposes a new width each frame: the cache does not
/// grow with it).
///
/// A layout that fails, or a NaN or negative proposal, says why (see `onLayoutError(_:)`) and
/// shows the children one below the other from the container's top-leading corner: every
/// subview is placed exactly once, never piled in the centre. A proposal with a zero length
/// (the probe an `HStack` makes for a minimum) is answered with a zero size when the layout
/// cannot lay out in it, without an error (the children are then placed out of sight);
/// unspecified and infinite lengths lay out at the layout's ideal size.
public struct CollectionLayoutContainer: SwiftUI.Layout {
    /// The Tessera layout.
    public var layout: any CollectionLayout
    /// Whether each child's ideal size is given to the layout as its intrinsic size (a waterfall
    /// scales it to the column width); otherwise children are a bare count.
    public var measuresChildren: Bool
    /// The scale of the screen's pixel grid frames are rounded to (the environment's
    /// `displayScale`).
    public var displayScale: CGFloat
    /// Called with the error each time the layout fails (nil: a warning printed once).
    public var layoutErrorHandler: (@Sendable (any Error) -> Void)?

    /// A container running `layout`, its frames on the pixel grid of `displayScale` (give it
    /// `@Environment(\.displayScale)`; an invalid scale counts as 1).
    public init(_ layout: any CollectionLayout, displayScale: CGFloat = 1, measuresChildren: Bool = false) {
        self.layout = layout
        self.measuresChildren = measuresChildren
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    }

    /// This container, calling `action` with the error each time its layout fails (instead of
    /// printing a warning).
    public func onLayoutError(_ action: @escaping @Sendable (any Error) -> Void) -> CollectionLayoutContainer {
        var copy = self
        copy.layoutErrorHandler = action
        return copy
    }

    /// The most plans a cache keeps (the oldest goes first).
    public static let cachedPlanLimit = 8

    /// The children's item data (measured once per set of subviews) and the plans made for the
    /// last few proposals and scales.
    public struct Cache {
        var items: SectionData?
        var plans: [(key: PlanKey, plan: ContainerLayoutPlan?)] = []
        /// How many plans are kept (at most `cachedPlanLimit`).
        public var planCount: Int { plans.count }
    }

    struct PlanKey: Hashable {
        var width: CGFloat?
        var height: CGFloat?
        var scale: CGFloat
    }

    /// An empty cache (SwiftUI makes it again when the subviews change).
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The plan for a proposal at this container's scale, or nil when the layout throws (the
    /// container is then empty).
    func plan(_ proposal: SwiftUI.ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> ContainerLayoutPlan? {
        let key = PlanKey(width: proposal.width, height: proposal.height, scale: displayScale)
        if let known = cache.plans.last(where: { $0.key == key }) { return known.plan }
        let items =
            cache.items
            ?? (measuresChildren
                ? SectionData(
                    items: subviews.map { s in
                        let size = s.sizeThatFits(.unspecified)
                        return ItemData.size(size.width, size.height)
                    })
                : SectionData(itemCount: subviews.count))
        cache.items = items
        var plan: ContainerLayoutPlan?
        do {
            if SubviewPlacement.isInvalid(proposal) { throw SubviewPlacement.invalidProposalError(proposal) }
            plan = try ContainerLayoutPlan(
                layout: layout, items: items, proposedWidth: proposal.width, proposedHeight: proposal.height,
                displayScale: displayScale)
        } catch {
            // A zero-length probe the layout cannot lay out in has no plan, and is no error.
            if !Self.isZeroProbe(proposal) {
                LayoutErrorReporting.report(error, in: "CollectionLayoutContainer(\(type(of: layout)))", handler: layoutErrorHandler)
            }
        }
        if cache.plans.count >= Self.cachedPlanLimit { cache.plans.removeFirst() }
        cache.plans.append((key, plan))
        return plan
    }

    /// Whether `proposal` has a zero length (and no bad one): a parent's probe for a minimum.
    static func isZeroProbe(_ proposal: SwiftUI.ProposedViewSize) -> Bool {
        !SubviewPlacement.isInvalid(proposal) && (proposal.width == 0 || proposal.height == 0)
    }

    /// The plan's size for `proposal`; zero for a zero-length probe the layout cannot lay out
    /// in; the fallback column's when the layout fails.
    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if let plan = plan(proposal, subviews, &cache) { return plan.size }
        return Self.isZeroProbe(proposal) ? .zero : SubviewPlacement.columnSize(subviews, proposal: proposal)
    }

    /// Places each subview, once, at its plan frame in `bounds`, proposing it the frame's size;
    /// out of sight for a zero-size probe's bounds; in the fallback column when the layout fails.
    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // The plan `sizeThatFits` made for this proposal, when the bounds are its size.
        var chosen = plan(proposal, subviews, &cache)
        if chosen?.size != bounds.size {
            chosen = plan(SwiftUI.ProposedViewSize(width: bounds.width, height: bounds.height), subviews, &cache)
        }
        guard let plan = chosen else {
            let zero = Self.isZeroProbe(SwiftUI.ProposedViewSize(width: bounds.width, height: bounds.height))
            if zero && !SubviewPlacement.isInvalid(proposal) {
                for subview in subviews { SubviewPlacement.hide(subview, in: bounds) }
            } else {
                SubviewPlacement.column(subviews, in: bounds)
            }
            return
        }
        for (subview, frame) in zip(subviews, plan.frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                proposal: SwiftUI.ProposedViewSize(frame.size))
        }
    }
}
#endif
