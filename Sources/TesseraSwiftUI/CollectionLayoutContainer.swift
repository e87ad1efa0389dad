#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import Tessera
import TesseraAdapterDriver
import UIKit

/// A SwiftUI container that places its children with any Tessera collection layout (mosaic,
/// waterfall, compositional, carousel), one item per child:
///
///     CollectionLayoutContainer(MosaicLayout.explore(spacing: 1)) {
///         ForEach(photos) { PhotoView($0) }
///     }
///
/// Not lazy: every child is built. For long feeds use `TesseraCollectionView`. The plan (size and
/// frames) is `ContainerLayoutPlan`, tested on any platform; this type only converts. A pass
/// lays out once: the plan made for `sizeThatFits` is kept in the cache and placed as is.
public struct CollectionLayoutContainer: SwiftUI.Layout {
    /// The Tessera layout.
    public var layout: any CollectionLayout
    /// Whether each child's ideal size is given to the layout as its intrinsic size (a waterfall
    /// scales it to the column width); otherwise children are a bare count.
    public var measuresChildren: Bool

    /// A container running `layout`.
    public init(_ layout: any CollectionLayout, measuresChildren: Bool = false) {
        self.layout = layout
        self.measuresChildren = measuresChildren
    }

    /// The children's item data (measured once per set of subviews) and the plans made for
    /// each proposal since.
    public struct Cache {
        var items: SectionData?
        var plans: [PlanKey: ContainerLayoutPlan?] = [:]
    }

    struct PlanKey: Hashable {
        var width: CGFloat?
        var height: CGFloat?
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The plan for a proposal, or nil when the layout throws (the container is then empty).
    func plan(_ proposal: SwiftUI.ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> ContainerLayoutPlan? {
        let key = PlanKey(width: proposal.width, height: proposal.height)
        if let known = cache.plans[key] { return known }
        let items = cache.items ?? (measuresChildren
            ? SectionData(items: subviews.map { s in
                let size = s.sizeThatFits(.unspecified)
                return ItemData.size(size.width, size.height)
            })
            : SectionData(itemCount: subviews.count))
        cache.items = items
        // Frames on the screen's pixel grid (layout runs on the main thread, where `current` is
        // the traits of the view being laid out).
        let scale = MainActor.assumeIsolated { UITraitCollection.current.displayScale }
        let plan = try? ContainerLayoutPlan(layout: layout, items: items, proposedWidth: proposal.width, proposedHeight: proposal.height,
                                            displayScale: scale > 0 ? scale : 1)
        cache.plans[key] = plan
        return plan
    }

    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        plan(proposal, subviews, &cache)?.size ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // The plan `sizeThatFits` made for this proposal, when the bounds are its size.
        var chosen = plan(proposal, subviews, &cache)
        if chosen?.size != bounds.size {
            chosen = plan(SwiftUI.ProposedViewSize(width: bounds.width, height: bounds.height), subviews, &cache)
        }
        guard let plan = chosen else { return }
        for (subview, frame) in zip(subviews, plan.frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                          proposal: SwiftUI.ProposedViewSize(frame.size))
        }
    }
}
#endif
