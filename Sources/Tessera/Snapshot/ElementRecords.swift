import Foundation

/// A cell as the snapshot stores it: its frame and zIndex. Its index path is its position.
/// 40 bytes, so a million cells fit in well under 64 MB.
struct CellRecord: SpatiallyBounded {
    var frame: CGRect
    var zIndex: Int32
    var queryBounds: CGRect { frame }

    func translated(by delta: Translation) -> CellRecord {
        CellRecord(frame: frame.translated(by: delta), zIndex: zIndex)
    }
}

/// How a supplementary element stays inside the visible bounds while its section scrolls by
/// (`pinToVisibleBounds`). The element slides along the scroll axis within `range`.
public struct PinningBehavior: Sendable, Hashable {
    /// Which edge of the visible bounds the element sticks to.
    public enum Edge: String, Sendable, Hashable {
        /// The top (or leading edge, scrolling horizontally): a header.
        case leading
        /// The bottom (or trailing edge): a footer.
        case trailing
    }

    /// The edge it sticks to.
    public var edge: Edge
    /// The stretch of the scroll axis the element may occupy: its section's extent. The pinned
    /// element never leaves it.
    public var range: ClosedRange<CGFloat>
    /// The zIndex it has while it is displaced from its natural position.
    public var pinnedZIndex: Int

    /// What a pinned element's zIndex starts from: UIKit reports a pinned boundary item at
    /// 1,000,000,000 plus its own zIndex (recorded), so it draws above everything a section holds.
    public static let pinnedZIndexBase = 1_000_000_000

    /// Creates a pinning behaviour.
    public init(edge: Edge, range: ClosedRange<CGFloat>, pinnedZIndex: Int) {
        self.edge = edge
        self.range = range
        self.pinnedZIndex = pinnedZIndex
    }
}

/// A supplementary or decoration element as the snapshot stores it.
package struct SupplementaryRecord: SpatiallyBounded {
    var attributes: LayoutAttributes
    var pinning: PinningBehavior?
    /// Position in the order of `elements(in:)`: (section, category rank, item, sequence).
    var sortKey: SortKey
    private(set) var queryBounds: CGRect
    /// The scroll axis, along which `pinning.range` lies.
    let axis: LayoutAxis

    init(attributes: LayoutAttributes, pinning: PinningBehavior?, axis: LayoutAxis, sequence: Int) {
        self.init(
            attributes: attributes, pinning: pinning, axis: axis, sequence: sequence,
            section: attributes.indexPath.sectionIndex, item: attributes.indexPath.itemIndex
        )
    }

    /// A record whose index path's `sectionIndex` and `itemIndex` are `section` and `item`,
    /// which the caller knows already: reading them back out of the `IndexPath` calls into
    /// Foundation three times a record.
    init(attributes: LayoutAttributes, pinning: PinningBehavior?, axis: LayoutAxis, sequence: Int, section: Int, item: Int) {
        // `attributes` is stored last: read after it is stored, it would be copied first.
        self.pinning = pinning
        self.axis = axis
        sortKey = SortKey(
            section: section,
            rank: attributes.representedElementCategory == .decoration ? 2 : 1,
            item: item,
            sequence: sequence
        )
        if let pinning {
            // A pinned element may be found anywhere along its range.
            let frame = attributes.frame
            queryBounds = CGRect(
                along: axis, start: pinning.range.lowerBound, length: pinning.range.upperBound - pinning.range.lowerBound,
                crossStart: frame.minCoordinate(along: axis.other), crossLength: frame.length(along: axis.other)
            ).union(frame)
        } else {
            queryBounds = attributes.frame
        }
        self.attributes = attributes
    }

    func translated(by delta: Translation) -> SupplementaryRecord {
        var r = self
        r.attributes.frame = attributes.frame.translated(by: delta)
        r.queryBounds = queryBounds.translated(by: delta)
        if let p = pinning {
            let d = axis == .vertical ? delta.dy : delta.dx
            r.pinning?.range = (p.range.lowerBound + d)...(p.range.upperBound + d)
        }
        return r
    }
}

/// The order of elements in query results: section, then cells before supplementaries before
/// decorations, then item, then the order the layout made them in.
struct SortKey: Sendable, Hashable, Comparable {
    var section: Int
    var rank: Int
    var item: Int
    var sequence: Int

    static func < (a: SortKey, b: SortKey) -> Bool {
        (a.section, a.rank, a.item, a.sequence) < (b.section, b.rank, b.item, b.sequence)
    }
}
