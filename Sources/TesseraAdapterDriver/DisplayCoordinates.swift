import Foundation
import Tessera

/// The one place where UIKit's coordinates (the content offsets, bounds, rects and frames the
/// collection view gives and gets) and the driver's (the engine's: where the snapshot's frames
/// are) meet. They differ by one thing: in chat mode a feed shorter than the uncovered viewport
/// is displayed against its end, after a padding along the scroll axis that the engine's
/// frames do not have (CollectionLayoutDriver+EndAnchoring.swift); and a sideways section's
/// scroll view keeps an offset that runs opposite to the section's own right to left (below).
/// Everything else is the same in both: Tessera lays right-to-left content out itself (the
/// shell tells UIKit not to mirror it again) and the insets are UIKit's own in both.
///
/// A value of the moment it is made: the padding follows the laid-out content's length, so a
/// conversion there and back in one call uses one value.
struct DisplayCoordinates: Equatable {
    /// The scroll axis (nil before anything is laid out: nothing is converted then).
    var axis: LayoutAxis?
    /// How far along `axis` UIKit displays the content after where the engine lays it out.
    var leadPadding: CGFloat

    /// `point` moved `d` along the axis.
    private func moved(_ point: CGPoint, by d: CGFloat) -> CGPoint {
        guard d != 0, let axis else { return point }
        return axis == .vertical ? CGPoint(x: point.x, y: point.y + d) : CGPoint(x: point.x + d, y: point.y)
    }

    /// `rect` moved `d` along the axis.
    private func moved(_ rect: CGRect, by d: CGFloat) -> CGRect {
        guard d != 0, let axis else { return rect }
        return axis == .vertical ? rect.offsetBy(dx: 0, dy: d) : rect.offsetBy(dx: d, dy: 0)
    }

    /// UIKit's `displayed` offset (or any point) in the engine's coordinates.
    func engine(_ displayed: CGPoint) -> CGPoint { moved(displayed, by: -leadPadding) }

    /// UIKit's `displayed` bounds (or any rect) in the engine's coordinates.
    func engine(_ displayed: CGRect) -> CGRect { moved(displayed, by: -leadPadding) }

    /// A coordinate along the axis of UIKit's in the engine's coordinates.
    func engine(_ displayed: CGFloat) -> CGFloat { displayed - leadPadding }

    /// The engine's `point` (an offset) as UIKit displays it.
    func displayed(_ point: CGPoint) -> CGPoint { moved(point, by: leadPadding) }

    /// The engine's `rect` (a frame) as UIKit displays it.
    func displayed(_ rect: CGRect) -> CGRect { moved(rect, by: leadPadding) }

    /// The engine's content size as UIKit scrolls it: longer by the padding along the axis.
    func displayed(_ contentSize: CGSize) -> CGSize {
        guard let axis else { return contentSize }
        return axis == .vertical
            ? CGSize(width: contentSize.width, height: contentSize.height + leadPadding) : CGSize(width: contentSize.width + leadPadding, height: contentSize.height)
    }

    /// The engine's element as UIKit displays it: its frame moved, nothing else.
    func displayed(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard leadPadding != 0 else { return attributes }
        var a = attributes
        a.frame = displayed(a.frame)
        return a
    }
}

// MARK: Sideways sections

/// A sideways (orthogonal) section's scroll view keeps UIKit's content offset, from the left (or
/// top) of its content; the engine keeps the section's logical offset, 0 showing its first group
/// and growing toward later ones. Right to left, a horizontal section's two run opposite ways.
extension DisplayCoordinates {
    /// The scroll view's offset along the section's axis for the section's logical `offset`,
    /// and back (the same arithmetic both ways: the core's
    /// `physicalOffset(ofOrthogonalSection:logical:)`).
    static func orthogonalOffset(_ offset: CGFloat, of record: OrthogonalSection, in snapshot: LayoutSnapshot) -> CGFloat {
        snapshot.physicalOffset(ofOrthogonalSection: record, logical: offset)
    }

    /// The coordinate of a sideways section's scroll-view `point` (an offset, a velocity) along
    /// the section's axis, the feed's other axis.
    static func orthogonalCoordinate(of point: CGPoint, in snapshot: LayoutSnapshot) -> CGFloat {
        snapshot.scrollDirection == .vertical ? point.x : point.y
    }

    /// A sideways section's scroll-view point with `coordinate` along the section's axis and
    /// the feed's axis taken from `across`.
    static func orthogonalPoint(_ coordinate: CGFloat, across: CGPoint, in snapshot: LayoutSnapshot) -> CGPoint {
        snapshot.scrollDirection == .vertical ? CGPoint(x: coordinate, y: across.y) : CGPoint(x: across.x, y: coordinate)
    }

    /// A distance or a velocity along a sideways section as UIKit measures it (toward larger
    /// scroll-view offsets, or right and down on screen) as one toward larger logical offsets:
    /// negated when the section scrolls mirrored.
    static func orthogonalLogicalDistance(_ distance: CGFloat, of record: OrthogonalSection, in snapshot: LayoutSnapshot) -> CGFloat {
        snapshot.scrollsMirrored(record) ? -distance : distance
    }
}
