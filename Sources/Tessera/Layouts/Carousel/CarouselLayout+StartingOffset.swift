import Foundation

extension CarouselLayout: StartingOffsetProviding {
    /// The first item centred within the part of the viewport `contentInset` leaves uncovered
    /// (in the middle copy when looping; from the right end when right to left), clamped to the
    /// content and on the pixel grid; nil when the knobs do not resolve in the snapshot's
    /// environment.
    public func startingContentOffset(in snapshot: LayoutSnapshot, contentInset: ScrollInsets) -> CGPoint? {
        let itemCount = isLooping ? snapshot.numberOfCells / Self.loopCopies : snapshot.numberOfCells
        guard let centred = try? initialContentOffset(itemCount: itemCount, environment: snapshot.environment) else { return nil }
        let axis = scrollDirection
        // The bars shift the visible centre by half the difference of their lengths.
        let shift = (contentInset.start(along: axis) - contentInset.end(along: axis)) / 2
        let start = CGPoint(coordinate: centred.coordinate(along: axis) - shift, along: axis, across: -contentInset.start(along: axis.other))
        let grid = snapshot.environment.pixelGrid, clamped = snapshot.clampedContentOffset(start, contentInset: contentInset)
        return CGPoint(x: grid.round(clamped.x), y: grid.round(clamped.y))
    }
}
