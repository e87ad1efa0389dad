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

/// The elements of one section, in the section's own coordinates.
struct SectionElements: Sendable {
    var cells: [PlacedCell] = []
    var elements: [PlacedElement] = []

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
