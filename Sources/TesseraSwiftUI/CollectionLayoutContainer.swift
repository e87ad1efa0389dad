#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import Tessera
import TesseraAdapterDriver

/// A SwiftUI container that places its children with any Tessera collection layout (mosaic,
/// waterfall, compositional, carousel), one item per child:
///
///     CollectionLayoutContainer(MosaicLayout.explore(spacing: 1)) {
///         ForEach(photos) { PhotoView($0) }
///     }
///
/// Not lazy: every child is built. For long feeds use `TesseraCollectionView`. The plan (size and
/// frames) is `ContainerLayoutPlan`, tested on any platform; this type only converts.
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

    /// The plan for a proposal, or nil when the layout throws (the container is then empty).
    func plan(_ proposal: SwiftUI.ProposedViewSize, _ subviews: Subviews) -> ContainerLayoutPlan? {
        let items = measuresChildren
            ? SectionData(items: subviews.map { s in
                let size = s.sizeThatFits(.unspecified)
                return ItemData.size(size.width, size.height)
            })
            : SectionData(itemCount: subviews.count)
        return try? ContainerLayoutPlan(layout: layout, items: items, proposedWidth: proposal.width, proposedHeight: proposal.height)
    }

    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        plan(proposal, subviews)?.size ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let plan = plan(SwiftUI.ProposedViewSize(width: bounds.width, height: bounds.height), subviews) else { return }
        for (subview, frame) in zip(subviews, plan.frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                          proposal: SwiftUI.ProposedViewSize(frame.size))
        }
    }
}
#endif
