import Foundation
import Tessera

/// UIKit's `scrollToItem` arithmetic along the scroll axis, in the driver's coordinates: the
/// offset that puts a frame at an `ItemScrollPosition` within the adjusted content inset,
/// clamped to the offsets the content allows.
struct ScrollToItemArithmetic {
    /// The scroll axis.
    var axis: LayoutAxis
    /// The viewport's length along the axis.
    var viewportLength: CGFloat
    /// UIKit's adjusted content inset.
    var contentInset: ScrollInsets
    /// How far along the axis UIKit displays the content after where the engine lays it out
    /// (a short chat's padding, `DisplayCoordinates.leadPadding`): the least offset is less by it.
    var leadPadding: CGFloat = 0

    /// The offset that puts `frame` at `position`, clamped to the offsets a content
    /// `contentLength` long allows (from the inset's start, less the padding, to the content's
    /// end past the inset's end).
    func coordinate(showing frame: CGRect, at position: ItemScrollPosition, contentLength: CGFloat) -> CGFloat {
        let start = contentInset.start(along: axis), end = contentInset.end(along: axis)
        return max(-start - leadPadding, min(unclampedCoordinate(showing: frame, at: position), contentLength - viewportLength + end))
    }

    /// `coordinate(showing:at:contentLength:)` before it is clamped to the content.
    func unclampedCoordinate(showing frame: CGRect, at position: ItemScrollPosition) -> CGFloat {
        let start = contentInset.start(along: axis), end = contentInset.end(along: axis)
        switch position {
        case .start: return frame.minCoordinate(along: axis) - start
        case .center: return (frame.minCoordinate(along: axis) + frame.maxCoordinate(along: axis)) / 2 - (start + viewportLength - end) / 2
        case .end: return frame.maxCoordinate(along: axis) - viewportLength + end
        }
    }
}
