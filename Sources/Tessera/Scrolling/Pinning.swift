import Foundation

extension PinningBehavior {
    /// Where an element whose resting frame is `frame` is displayed when the visible bounds are
    /// `visible`: it slides along `axis` to stay inside them, but never leaves `range` (its
    /// section). Returns the frame and whether it is displaced from rest.
    public func pinnedFrame(for frame: CGRect, visible: CGRect, axis: LayoutAxis) -> (frame: CGRect, isPinned: Bool) {
        let natural = frame.minCoordinate(along: axis)
        let length = frame.length(along: axis)
        var position: CGFloat
        switch edge {
        case .leading:
            position = min(max(natural, visible.minCoordinate(along: axis)), range.upperBound - length)
            position = max(position, min(natural, range.lowerBound))
        case .trailing:
            guard visible.length(along: axis) > 0 else { return (frame, false) }
            position = max(min(natural, visible.maxCoordinate(along: axis) - length), range.lowerBound)
            position = min(position, max(natural, range.upperBound - length))
        }
        guard position != natural else { return (frame, false) }
        var moved = frame
        if axis == .horizontal { moved.origin.x = position } else { moved.origin.y = position }
        return (moved, true)
    }
}
