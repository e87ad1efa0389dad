import Foundation

/// Where and how one element is displayed (UIKit's `UICollectionViewLayoutAttributes`).
public struct LayoutAttributes: Sendable, Hashable {
    /// Cell, supplementary or decoration.
    public var representedElementCategory: ElementCategory
    /// The element kind of a supplementary or decoration ("header", "badge", …); nil for cells.
    public var representedElementKind: String?
    /// The element's index path: `[section, item]`.
    public var indexPath: IndexPath
    /// The frame in the collection view's content coordinates.
    public var frame: CGRect
    /// Stacking order: higher is in front.
    public var zIndex: Int
    /// Opacity, 0…1.
    public var alpha: CGFloat
    /// The transform applied about the frame's centre.
    public var transform: LayoutTransform
    /// Whether the element is hidden.
    public var isHidden: Bool

    /// Creates attributes.
    public init(
        category: ElementCategory, kind: String? = nil, indexPath: IndexPath, frame: CGRect,
        zIndex: Int = 0, alpha: CGFloat = 1, transform: LayoutTransform = .identity, isHidden: Bool = false
    ) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
    }

    /// Attributes of the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// The centre of the frame.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The size of the frame.
    public var size: CGSize { frame.size }
}
