import Foundation
import Tessera

/// Chat mode (`anchorsAtEnd`): a feed shorter than the viewport is displayed against the end of
/// the uncovered viewport (a padding before it, which the driver adds to every frame and to the
/// content size it gives UIKit, and takes off every offset and rect UIKit gives it, all through
/// `display`, DisplayCoordinates.swift); while the end is shown, a measurement keeps the end
/// edge still and a data change scrolls to the new end. Everywhere else the driver works
/// without the padding.
extension CollectionLayoutDriver {
    /// The padding before a chat feed shorter than the uncovered viewport (0 otherwise).
    var leadPadding: CGFloat {
        guard anchorsAtEnd, let snapshot else { return 0 }
        let axis = snapshot.scrollDirection
        let room = viewportLength - adjustedContentInset.start(along: axis) - adjustedContentInset.end(along: axis)
        let length = laidOutContentSize.length(along: axis)
        return snapshot.environment.pixelGrid.round(max(0, room - length))
    }

    /// UIKit's coordinates and the driver's as they are now, for converting between them
    /// (DisplayCoordinates.swift: the one place they meet).
    var display: DisplayCoordinates {
        DisplayCoordinates(axis: snapshot?.scrollDirection, leadPadding: leadPadding)
    }

    /// The offset UIKit shows when the end of the content is at the end of the uncovered
    /// viewport (the largest offset; the start for a chat feed shorter than the viewport).
    var displayedEndOffset: CGFloat {
        guard let axis = snapshot?.scrollDirection else { return 0 }
        let start = adjustedContentInset.start(along: axis), end = adjustedContentInset.end(along: axis)
        return max(-start, collectionViewContentSize.length(along: axis) - viewportLength + end)
    }

    /// Whether UIKit's `offset` shows the end of a content `contentLength` long (the driver's
    /// coordinates; within half a point) with `insets` (default: the adjusted content inset now).
    func isShowingEnd(_ offset: CGPoint, contentLength: CGFloat, insets: ScrollInsets? = nil) -> Bool {
        guard let axis = snapshot?.scrollDirection else { return false }
        let insets = insets ?? adjustedContentInset
        let room = viewportLength - insets.start(along: axis) - insets.end(along: axis)
        let end = max(room, contentLength) - viewportLength + insets.end(along: axis)
        return offset.coordinate(along: axis) >= end - 0.5
    }

    /// The content's length along the scroll axis with every measurement recorded so far,
    /// including one waiting for `prepare` (whose offset adjustment UIKit has applied already).
    var pendingContentLength: CGFloat {
        guard let axis = snapshot?.scrollDirection else { return 0 }
        if let precomputed { return (prefix?.estimatedContentSize ?? precomputed.contentSize).length(along: axis) }
        return laidOutContentSize.length(along: axis)
    }

    /// After a data change that found the end shown: show the new end (now, and again when
    /// UIKit asks for the offset after the update's animation).
    func followEnd(from displayed: CGPoint) {
        guard let axis = snapshot?.scrollDirection else { return }
        followsEnd = true
        let end = CGPoint(coordinate: displayedEndOffset, along: axis, across: displayed.coordinate(along: axis.other))
        if end != displayed { contentOffsetToApply = display.engine(end) }
    }

    /// After an inset-only change (a keyboard, a refresh control) that found the end shown: the
    /// end stays shown (UIKit leaves the offset where it was, so the keyboard would cover it).
    func keepEndShown(from displayed: CGPoint) {
        guard let axis = snapshot?.scrollDirection else { return }
        layOutPart { try $0.layOut(through: .infinity) }
        let end = CGPoint(coordinate: displayedEndOffset, along: axis, across: displayed.coordinate(along: axis.other))
        if end != displayed { contentOffsetToApply = display.engine(end) }
    }

    /// The measurement's adjustment in chat mode when the end is shown: the end edge stays
    /// where it is (nil when the mode is off).
    func endKeepingAdjustment(lengthBefore: CGFloat, lengthAfter: CGFloat) -> CGFloat? {
        guard anchorsAtEnd, let axis = snapshot?.scrollDirection else { return nil }
        let room = viewportLength - adjustedContentInset.start(along: axis) - adjustedContentInset.end(along: axis)
        return max(room, lengthAfter) - max(room, lengthBefore)
    }
}
