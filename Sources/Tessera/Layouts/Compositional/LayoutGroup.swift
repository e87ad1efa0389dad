import Foundation

/// A run of items (and nested groups) laid out along one axis, or at frames of its own (UIKit's
/// `NSCollectionLayoutGroup`). A section repeats its group until its items run out.
///
/// A linear group fills with its subitems in order, repeating them, and stops before the next
/// would overflow; fractional lengths along the group's axis are of what remains after the
/// fixed (and the minimum of the flexible) inter-item and edge spacings are taken out. Made with
/// `count:`, it holds exactly that many copies of its one subitem, each an equal share of that
/// remainder whatever the subitem's own length.
public struct LayoutGroup: Sendable, Hashable {
    /// How a group arranges its subitems.
    public enum Kind: String, Sendable, Hashable {
        /// Leading to trailing.
        case horizontal
        /// Top to bottom.
        case vertical
        /// At the frames of `customItems`.
        case custom
    }

    /// How it arranges its subitems.
    public var kind: Kind
    /// Its size; fractions are of the containing group (or the section's container).
    public var layoutSize: LayoutSize
    /// Its subitems (linear groups).
    public var subitems: [LayoutSubitem] {
        get { subitemStorage.subitems }
        set { subitemStorage = LayoutSubitemStorage(newValue) }
    }
    /// The subitems, in a class that frees nested groups without recursing.
    private(set) var subitemStorage: LayoutSubitemStorage
    /// Exactly this many copies of the single subitem (`horizontal(layoutSize:subitem:count:)`).
    public var count: Int?
    /// The items of a custom group.
    public var customItems: [GroupCustomItem]
    /// Space between subitems (default `.fixed(0)`).
    public var interItemSpacing: LayoutSpacing?
    /// Shrinks the area the subitems are laid out in.
    public var contentInsets: DirectionalEdgeInsets
    /// Space outside the group that takes room in its parent group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementaries anchored to the group.
    public var supplementaryItems: [LayoutSupplementaryItem]

    package init(kind: Kind, layoutSize: LayoutSize, subitems: [LayoutSubitem], count: Int?, customItems: [GroupCustomItem] = []) {
        self.kind = kind
        self.layoutSize = layoutSize
        subitemStorage = LayoutSubitemStorage(subitems)
        self.count = count
        self.customItems = customItems
        interItemSpacing = nil
        contentInsets = .zero
        edgeSpacing = nil
        supplementaryItems = []
    }

    /// A group laying out `subitems` leading to trailing, repeating them while they fit.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(kind: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem` side by side.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(kind: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group laying out `subitems` top to bottom, repeating them while they fit.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(kind: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem`, one above the other.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(kind: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group whose items sit at the given frames (UIKit's `custom(layoutSize:itemProvider:)`
    /// with the provider's answer given directly).
    public static func custom(layoutSize: LayoutSize, items: [GroupCustomItem]) -> LayoutGroup {
        LayoutGroup(kind: .custom, layoutSize: layoutSize, subitems: [], count: nil, customItems: items)
    }

    /// The deepest nesting of groups a layout accepts.
    public static let maximumNestingDepth = LayoutLimits.maximumGroupDepth

    /// The axis of a linear group.
    var axis: LayoutAxis { kind == .vertical ? .vertical : .horizontal }

    package func validate(path: LayoutPath, depth: Int = 0) throws {
        guard depth < Self.maximumNestingDepth else {
            throw LayoutError(.tooMany(.groupNesting, limit: Self.maximumNestingDepth), at: path)
        }
        try layoutSize.validate(path: path.appending("size"))
        try contentInsets.validateForLayout(path: path.appending("contentInsets"))
        try edgeSpacing?.validate(path: path.appending("edgeSpacing"))
        try interItemSpacing?.validate(path: path.appending("interItemSpacing"))
        for (i, s) in supplementaryItems.enumerated() { try s.validate(path: path.appending("supplementaryItems", .index(i))) }
        switch kind {
        case .custom:
            guard !customItems.isEmpty else { throw LayoutError(.needsAtLeastOne("item"), at: path.appending("customItems")) }
            for (i, c) in customItems.enumerated() {
                guard c.frame.isFiniteRect, c.frame.width >= 0, c.frame.height >= 0 else {
                    throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: path.appending("customItems", .index(i), "frame"))
                }
            }
        case .horizontal, .vertical:
            guard !subitems.isEmpty else { throw LayoutError(.needsAtLeastOne("subitem"), at: path.appending("subitems")) }
            if let count {
                guard (1...LayoutLimits.maximumGroupRepetitions).contains(count) else {
                    throw LayoutError(.outOfRange(.integers(from: 1, to: LayoutLimits.maximumGroupRepetitions), got: Double(count)), at: path.appending("count"))
                }
                guard subitems.count == 1 else { throw LayoutError(.wrongCount(expected: 1, got: subitems.count), at: path.appending("subitems")) }
            }
            for (i, s) in subitems.enumerated() { try s.validate(path: path.appending("subitems", .index(i)), depth: depth) }
        }
    }
}
