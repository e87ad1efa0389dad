import Foundation

/// Measurements of one layout pass recorded whose relayout waits, to be laid out together
/// (CollectionLayoutDriver+DeferredMeasurements.swift): a screen of new cells measured after
/// every cell the user saw, with no anchor to work out for each.
struct DeferredMeasurements {
    /// Which measurements a layout lets wait.
    enum Kind {
        /// Under a layout that lays out one group instance again (`MeasurementUpdatingLayout`).
        case groups
        /// Under a layout of lines laid out a part at a time (`LineStartKeepingLayout`).
        case lines
        /// None: columns, slots, or any other layout.
        case none
    }

    /// The sizes, in the order they were measured.
    private(set) var sizes: [(indexPath: IndexPath, size: CGSize)] = []
    /// The items the earliest of them lays out again from (its group instance's, its line's
    /// first item) and the least leading edge of that instance or line along the scroll axis:
    /// no frame from that item on lies before it, however the sizes come out.
    private(set) var region: (first: IndexPath, edge: CGFloat)?
    /// How far a part laid out at a time must be final once they are laid out (the furthest
    /// any of them asked for).
    private(set) var boundary: CGFloat = -.greatestFiniteMagnitude
    /// The offset the lines the user saw were last kept at in this frame
    /// (`CollectionLayoutDriver.keepSeenLines`): keeping them again there changes nothing.
    var linesKeptAt: CGPoint?

    /// Whether none waits.
    var isEmpty: Bool { sizes.isEmpty }

    /// Adds the measurement of `p`, whose relayout starts at `region` (the earlier of it and the
    /// one held is kept), laid out through `boundary` when a part is laid out at a time.
    mutating func add(_ size: CGSize, at p: IndexPath, region: (first: IndexPath, edge: CGFloat), boundary: CGFloat) {
        sizes.append((p, size))
        if self.region.map({ region.first < $0.first }) ?? true { self.region = region }
        self.boundary = max(self.boundary, boundary)
    }

    /// The earliest item measured, with the last size it measured.
    var earliest: (indexPath: IndexPath, size: CGSize)? {
        guard let first = sizes.map(\.indexPath).min() else { return nil }
        return sizes.last { $0.indexPath == first }
    }
}
