import Foundation

/// A layout whose content does not start at its leading edge: it answers where a scroll view
/// showing it starts (a carousel that centres its first item). Layouts that start at their
/// leading edge need not adopt it.
public protocol StartingOffsetProviding: CollectionLayout {
    /// Where a scroll view showing `snapshot` (laid out by this layout) starts, with bars
    /// covering `contentInset` of it; nil for the leading edge.
    func startingContentOffset(in snapshot: LayoutSnapshot, contentInset: ScrollInsets) -> CGPoint?
}

extension LayoutSnapshot {
    /// Where a scroll view showing this snapshot, laid out by `layout`, starts when nothing says
    /// otherwise: the layout's own answer when it is `StartingOffsetProviding` (a carousel's
    /// first item centred), else the leading edge — the top left below the bars, the right end
    /// of a horizontal right-to-left layout. `tessera render` and `tessera scroll`, the
    /// playground and the adapters' driver all start here.
    public func startingContentOffset(layout: any CollectionLayout, contentInset: ScrollInsets = .zero) -> CGPoint {
        if let provider = layout as? any StartingOffsetProviding,
            let own = provider.startingContentOffset(in: self, contentInset: contentInset)
        {
            return own
        }
        let bounds = contentOffsetBounds(contentInset: contentInset)
        guard scrollDirection == .horizontal, environment.layoutDirection == .rightToLeft else { return bounds.origin }
        return CGPoint(x: bounds.maxX, y: bounds.minY)
    }
}
