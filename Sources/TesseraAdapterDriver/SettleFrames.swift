import Foundation

/// The frames a shell runs while the scroll view rests (a display-synced link) so that a
/// section's columns that start out of line at the top come back in line, a point a frame
/// (CollectionLayoutDriver+ColumnSettle.swift): the frames a scroll gives stop when the user
/// stops, and a drag that reaches the top in a few frames would leave the columns apart.
///
/// Frames go on while one brings the columns closer; a frame that changes nothing stops them
/// until something else happens (the user scrolls, a measurement, an update), so that columns
/// waiting for a scroll (a later section's) cost no frame at rest.
struct SettleFrames {
    /// Whether the shell runs frames at rest (`CollectionLayoutDriver.settlesColumnsAtRest`).
    var shellRunsFrames = false
    /// A frame at rest changed nothing, and nothing happened since.
    private(set) var stalled = false
    /// Whether the settle of the coming `prepare` is a frame at rest.
    var frameDue = false

    /// The user scrolled: the columns may come closer again.
    mutating func userScrolled() {
        stalled = false
    }

    /// A settle ran: a frame at rest that `moved` nothing stalls the frames.
    mutating func settled(_ moved: Bool) {
        if frameDue { stalled = !moved }
    }

    /// A `prepare` ended with `outcome`: anything but a scroll's may have moved the columns.
    mutating func prepared(_ outcome: PrepareOutcome) {
        if outcome != .scrolled && outcome != .unchanged { stalled = false }
        frameDue = false
    }
}
