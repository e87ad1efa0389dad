import Foundation
import Tessera

/// Where the content starts and, for a looping carousel, how it keeps looping: the offsets the
/// shell gives the scroll view itself (a layout cannot scroll), read after each `prepare`.
extension CollectionLayoutDriver {
    /// The content offset the shell should give the scroll view now, once (nil: leave it): the
    /// starting offset after the first layout (a carousel's first item centred within the
    /// insets — in its middle copy when looping —, the trailing end of a right-to-left
    /// horizontal layout), the same content after the layout direction flips, or a looping
    /// carousel moved by whole periods back into its middle copy. Taking it makes it the
    /// driver's current offset.
    public func takeContentOffsetToApply() -> CGPoint? {
        guard let offset = contentOffsetToApply else { return nil }
        contentOffsetToApply = nil
        guard offset != contentOffset else { return nil }
        contentOffset = offset
        return display.displayed(offset)
    }

    /// Works out `contentOffsetToApply` after a relayout: the starting offset the first time,
    /// the mirrored offset when the layout direction flipped. A pass with no items (data that
    /// loads later) has no start to show: the starting offset waits for the first with items.
    func scheduleStartingOffset(previousEnvironment: LayoutEnvironment?) {
        guard let snapshot else { return }
        if needsStartingOffset, snapshot.numberOfCells > 0 {
            needsStartingOffset = false
            contentOffsetToApply = startingContentOffset(in: snapshot)
        } else if let previous = previousEnvironment, previous.layoutDirection != snapshot.environment.layoutDirection,
            snapshot.scrollDirection == .horizontal
        {
            // The same content stays in view: the offset measured from the other end.
            let b = snapshot.contentOffsetBounds(contentInset: adjustedContentInset)
            contentOffsetToApply = snapshot.clampedContentOffset(
                CGPoint(x: b.minX + b.maxX - contentOffset.x, y: contentOffset.y), contentInset: adjustedContentInset)
        }
        if contentOffsetToApply == nil { scheduleLoopNormalization() }
    }

    /// The offset the content starts at (`LayoutSnapshot.startingContentOffset(layout:contentInset:)`,
    /// as `tessera render` and the playground start), or nil when that is the scroll view's own
    /// start (the top left, below the bars).
    func startingContentOffset(in snapshot: LayoutSnapshot) -> CGPoint? {
        let insets = adjustedContentInset
        let start = snapshot.startingContentOffset(layout: layout, contentInset: insets)
        return start == snapshot.contentOffsetBounds(contentInset: insets).origin ? nil : start
    }

    /// For a looping carousel whose offset has left its middle copy, the same view in the
    /// middle copy (offsets whole periods apart show the same cells).
    func scheduleLoopNormalization() {
        guard let normalized = loopNormalizedOffset(contentOffset) else { return }
        contentOffsetToApply = normalized
    }

    /// `offset` moved into a looping carousel's middle copy, or nil when it is there already
    /// (or the layout does not loop: `LoopingLayout`).
    func loopNormalizedOffset(_ offset: CGPoint) -> CGPoint? {
        guard let looping = layout as? any LoopingLayout, looping.isLooping, let snapshot,
            let count = sourceSections.first?.count, count > 0,
            let normalized = try? looping.normalizedContentOffset(offset, itemCount: count, environment: snapshot.environment)
        else { return nil }
        let axis = snapshot.scrollDirection
        return abs(normalized.coordinate(along: axis) - offset.coordinate(along: axis)) < 0.5 ? nil : normalized
    }

    /// How far one fling of a looping carousel may travel (nil when the layout does not loop):
    /// its offset is kept within half a copy of the middle one, so travelling less than half a
    /// copy less half an item never reaches the end of the three copies laid out.
    var loopFlingLimit: CGFloat? {
        guard let looping = layout as? any LoopingLayout, looping.isLooping, let snapshot,
            let count = sourceSections.first?.count, count > 0,
            let pitch = try? looping.itemPitch(in: snapshot.environment)
        else { return nil }
        return max(0, (CGFloat(count) - 1) * pitch / 2)
    }
}
