// What the screen draws of a collection view's elements: the alpha, transform and z position
// UIKit gives each view from its layout attributes, and the order the views are drawn in.

extension UICollectionView {
    /// Shows `view` with `attributes`: UIKit itself gives the view the attributes' frame,
    /// alpha, transform and `zIndex` (as the layer's z position), then calls `apply(_:)` for
    /// the rest (developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:):
    /// "the default implementation of this method does nothing"; the standard attributes reach
    /// the view without it). Page: developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
    /// ("the collection view uses the layout information to position cells and supplementary views").
    func modelShow(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        view.alpha = attributes.isHidden ? 0 : attributes.alpha
        view.transform = attributes.transform
        view.modelZPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// The views on screen in the order they are drawn, back to front: by the attributes'
    /// `zIndex` (developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex:
    /// "Items with higher index values appear on top of items with lower values. Items with the
    /// same value have an undetermined order."). Assumed for equal values: decoration views,
    /// then supplementary views, then cells — an order UIKit may choose, so a header that must
    /// draw over the cells needs a higher `zIndex`.
    public var modelDrawingOrder: [UICollectionReusableView] {
        let decorations = modelVisibleDecorations.sorted { $0.key < $1.key }.map(\.value)
        let supplementaries = modelVisibleSupplementaries.sorted { $0.key < $1.key }.map(\.value)
        let cells: [UICollectionReusableView] = modelVisibleCells.sorted { $0.key < $1.key }.map { $0.value }
        let all = decorations + supplementaries + cells
        let ordered = all.enumerated().sorted { ($0.element.modelZPosition, $0.offset) < ($1.element.modelZPosition, $1.offset) }
        return ordered.map { $0.element }
    }
}
