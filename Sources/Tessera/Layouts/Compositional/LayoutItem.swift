import Foundation

/// One cell of a compositional layout: its size in its group, insets and anchored
/// supplementaries (UIKit's `NSCollectionLayoutItem`).
public struct LayoutItem: Sendable, Hashable {
    /// Its size; fractions are of the containing group.
    public var layoutSize: LayoutSize
    /// Shrinks the cell inside its slot without changing the slot (ignored on an axis whose
    /// dimension is estimated; on an axis that is a fraction of an estimated group length, the
    /// measured length is the cell's and the insets are added around it).
    public var contentInsets: DirectionalEdgeInsets
    /// Space outside the item that takes room in its group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementaries anchored to the item (badges).
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// Creates an item.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = [], contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing? = nil) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    package func validate(path: LayoutPath) throws {
        try layoutSize.validate(path: path.appending("size"))
        try contentInsets.validateForLayout(path: path.appending("contentInsets"))
        try edgeSpacing?.validate(path: path.appending("edgeSpacing"))
        for (i, s) in supplementaryItems.enumerated() { try s.validate(path: path.appending("supplementaryItems", .index(i))) }
    }
}

/// An element of a group: an item or a nested group (UIKit's groups are items too; here the
/// two are the cases of this enum).
public indirect enum LayoutSubitem: Sendable, Hashable {
    /// A cell.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// Its size in its group.
    var layoutSize: LayoutSize {
        switch self {
        case .item(let i): return i.layoutSize
        case .group(let g): return g.layoutSize
        }
    }

    /// Its edge spacing.
    var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let i): return i.edgeSpacing
        case .group(let g): return g.edgeSpacing
        }
    }

    package func validate(path: LayoutPath, depth: Int) throws {
        switch self {
        case .item(let i): try i.validate(path: path.appending("item"))
        case .group(let g): try g.validate(path: path.appending("group"), depth: depth + 1)
        }
    }
}

/// An item placed by a custom group at a frame of its choosing (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
public struct GroupCustomItem: Sendable, Hashable {
    /// The frame, relative to the group's origin.
    public var frame: CGRect
    /// Stacking order.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
