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
    var pinning: PinningBehavior?
}

/// The elements of one section, in the section's own coordinates.
struct SectionElements: Sendable {
    var cells: [PlacedCell] = []
    var elements: [PlacedElement] = []

    mutating func reserve(cells n: Int) { cells.reserveCapacity(n) }
}
