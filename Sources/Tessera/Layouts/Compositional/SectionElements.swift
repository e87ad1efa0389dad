import Foundation

/// A cell as a section lays it out, in the section's own coordinates (0 along the scroll axis
/// is the section's start).
struct PlacedCell: Sendable {
    var frame: CGRect
    var zIndex: Int
}

/// A supplementary or decoration element as a section lays it out.
struct PlacedElement: Sendable {
    var category: ElementCategory
    var kind: String
    /// The second part of its index path.
    var item: Int
    var frame: CGRect
    var zIndex: Int
    /// Pinning, its range in the section's own coordinates.
    var pinning: PinningBehavior? = nil
    /// A group's supplementary item: UIKit numbers these per kind, one per group instance in
    /// the section (0, 1, 2, ...), not by item.
    var isGroupSupplementary = false
}

/// Full instances of a fixed group, each a copy of its first: the first instance's cells at
/// the origin and each copy's origin, in placement order. Kept like this rather than written
/// out cell by cell, so that the cells are written once, straight into the snapshot.
struct CellCopies: Sendable {
    /// The first instance's cells, at the origin.
    var first: [PlacedCell]
    /// Where each copy's origin lies.
    var origins: [CGPoint]

    /// The number of cells.
    var count: Int { first.count * origins.count }
}

/// The elements of one section, in the section's own coordinates.
struct SectionElements: Sendable {
    /// The first cells in item order, copies of one group instance (see `GroupInstances`), if any.
    var copies: CellCopies?
    /// The cells after `copies`, in item order.
    var cells: [PlacedCell] = []
    var elements: [PlacedElement] = []

    /// The number of cells, copies included.
    var cellCount: Int { (copies?.count ?? 0) + cells.count }

    mutating func reserve(cells n: Int) { cells.reserveCapacity(n) }

    /// Numbers the groups' supplementary items per kind in placement order.
    mutating func numberGroupSupplementaries() {
        var counts: [String: Int] = [:]
        for i in elements.indices where elements[i].isGroupSupplementary {
            let kind = elements[i].kind
            elements[i].item = counts[kind, default: 0]
            counts[kind, default: 0] += 1
        }
    }
}
