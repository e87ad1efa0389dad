import Foundation

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum RectAlignment: String, Sendable, Hashable, CaseIterable {
    /// No edge: placed at the section's top-leading corner, taking no room.
    case none
    /// The top edge, centred across.
    case top
    /// The top-leading corner.
    case topLeading
    /// The leading edge, centred vertically.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// The bottom edge, centred across.
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// The trailing edge, centred vertically.
    case trailing
    /// The top-trailing corner.
    case topTrailing

    /// Where on the section it lies along `axis`: 0 start, 1 end, ½ centre; nil for `.none`.
    func fraction(along axis: LayoutAxis) -> CGFloat? {
        switch (self, axis) {
        case (.none, _): return nil
        case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal): return 0
        case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal): return 1
        case (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical): return 0
        case (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical): return 1
        default: return 0.5
        }
    }
}

/// A header, footer or other view on a section's (or the whole layout's) boundary (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Aligned to the start of the scroll axis (top in a vertical layout) it comes before the
/// section's content and, with `extendsBoundary`, takes room there; aligned to the end, after it.
/// Aligned across the scroll axis (leading/trailing in a vertical layout) it lies over the
/// section's content. `pinToVisibleBounds` keeps it in view while its section is visible, with
/// zIndex 1,000,000,000 + `zIndex` while pinned.
public struct LayoutBoundarySupplementaryItem: Sendable, Hashable {
    /// Its size; fractions are of the section's container.
    public var layoutSize: LayoutSize
    /// Its element kind ("header", "footer").
    public var elementKind: String
    /// Where it sits.
    public var alignment: RectAlignment
    /// Moves it from its aligned position, in points.
    public var absoluteOffset: CGPoint
    /// Whether it takes room along the scroll axis (default true), rather than overlapping the content.
    public var extendsBoundary: Bool
    /// Whether it stays in the visible bounds while its section scrolls by.
    public var pinToVisibleBounds: Bool
    /// Stacking order (default 1, as UIKit's).
    public var zIndex: Int
    /// The size the view reported when it self-sized, replacing estimated dimensions.
    public var measuredSize: CGSize?

    /// Creates a boundary supplementary item.
    public init(
        layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1, measuredSize: CGSize? = nil
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.measuredSize = measuredSize
    }

    package func validate(path: LayoutPath) throws {
        try layoutSize.validate(path: path.appending("size"))
        guard absoluteOffset.x.isFinite, absoluteOffset.y.isFinite else { throw LayoutError(.notFinite(got: nil), at: path.appending("absoluteOffset")) }
        guard !elementKind.isEmpty else { throw LayoutError(.empty, at: path.appending("elementKind")) }
        if let m = measuredSize, !(m.width.isFinite && m.height.isFinite && m.width >= 0 && m.height >= 0) {
            throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: path.appending("measuredSize"))
        }
    }
}

/// A decoration view behind a section, such as its background (UIKit's
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`). It covers the section's whole
/// extent (boundary items included) across the full width of the layout, shrunk by
/// `contentInsets`.
///
/// zIndex: a background defaults to 0, like UIKit's. In a section with any decoration item,
/// UIKit reports the section's cells with zIndex 1, whatever the decorations' own zIndex (even
/// −3; measured): custom group items add their own zIndex to that. Supplementaries keep their
/// own zIndex.
public struct LayoutDecorationItem: Sendable, Hashable {
    /// Its element kind ("background").
    public var elementKind: String
    /// Insets from the section's extent.
    public var contentInsets: DirectionalEdgeInsets
    /// Stacking order (default 0).
    public var zIndex: Int

    /// A section background of `elementKind`.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    /// Creates a decoration item.
    public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    package func validate(path: LayoutPath) throws {
        try contentInsets.validateForLayout(path: path.appending("contentInsets"))
        guard !elementKind.isEmpty else { throw LayoutError(.empty, at: path.appending("elementKind")) }
    }
}
