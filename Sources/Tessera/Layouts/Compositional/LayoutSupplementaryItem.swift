import Foundation

/// A supplementary view anchored to an item or a group, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`). Its index path is that of its item (for a group, of
/// the group's first item).
public struct LayoutSupplementaryItem: Sendable, Hashable {
    /// Its size; fractions are of the item's (or group's) frame.
    public var layoutSize: LayoutSize
    /// Its element kind ("badge").
    public var elementKind: String
    /// The point of the container it attaches to.
    public var containerAnchor: LayoutAnchor
    /// The point of the supplementary placed on `containerAnchor`; nil aligns the
    /// supplementary's same edges with the container's (it sits inside the corner). Its offset
    /// moves the supplementary the same way as the container anchor's: added, along x and y.
    public var itemAnchor: LayoutAnchor?
    /// Stacking order (UIKit's default for anchored supplementaries is 1).
    public var zIndex: Int
    /// The size the view reported when it self-sized, replacing estimated dimensions.
    public var measuredSize: CGSize?

    /// Creates an anchored supplementary item.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1, measuredSize: CGSize? = nil) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.measuredSize = measuredSize
    }

    /// Its frame when attached to `container`, on the pixel grid.
    func frame(in container: CGRect, grid: PixelGrid) -> CGRect {
        frame(in: container, sizedIn: container.size, grid: grid)
    }

    /// Its frame anchored to `container`, fractions of its size taken of `sizing`.
    func frame(in container: CGRect, sizedIn sizing: CGSize, grid: PixelGrid) -> CGRect {
        let size = CGSize(
            width: grid.floor(resolve(layoutSize.widthDimension, measured: measuredSize?.width, container: sizing)),
            height: grid.floor(resolve(layoutSize.heightDimension, measured: measuredSize?.height, container: sizing))
        )
        // UIKit (measured): the container anchor's point plus its offset, less the item
        // anchor's point on the supplementary, plus the item anchor's offset; both offsets run
        // along the coordinates whichever edges they name.
        let own = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        let containerOffset = containerAnchor.offset(for: size)
        let ownOffset = own.offset(for: size)
        let x =
            container.minX + container.width * containerAnchor.fraction(along: .horizontal) + containerOffset.x
            - size.width * own.fraction(along: .horizontal) + ownOffset.x
        let y =
            container.minY + container.height * containerAnchor.fraction(along: .vertical) + containerOffset.y
            - size.height * own.fraction(along: .vertical) + ownOffset.y
        return CGRect(x: grid.round(x), y: grid.round(y), width: size.width, height: size.height)
    }

    package func validate(path: LayoutPath) throws {
        try layoutSize.validate(path: path.appending("size"))
        try containerAnchor.validate(path: path.appending("containerAnchor"))
        try itemAnchor?.validate(path: path.appending("itemAnchor"))
        guard !elementKind.isEmpty else { throw LayoutError(.empty, at: path.appending("elementKind")) }
        if let m = measuredSize, !(m.width.isFinite && m.height.isFinite && m.width >= 0 && m.height >= 0) {
            throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: path.appending("measuredSize"))
        }
    }
}

/// A dimension in points against a container of `container` size; an estimated dimension is
/// its measured value when there is one.
func resolve(_ dimension: LayoutDimension, measured: CGFloat?, container: CGSize) -> CGFloat {
    switch dimension {
    case .fractionalWidth(let f): return f * container.width
    case .fractionalHeight(let f): return f * container.height
    case .absolute(let v): return v
    case .estimated(let v): return measured ?? v
    }
}
