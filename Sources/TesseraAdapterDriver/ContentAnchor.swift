import Foundation
import Tessera

/// What a relayout (a size change, a batch update) keeps still on screen, in the driver's
/// coordinates: the content's start, its end, or an item at a distance from the viewport's
/// leading edge (MagazineLayout's `TargetContentOffsetAnchor` is the model). Picked from the
/// screen before the relayout (`firstShown(in:at:contentInset:)`, or the update's first cell
/// shown that survives it), turned back into an offset after it
/// (`contentOffset(in:contentInset:proposed:edge:)`), used once. The driver picks items; a chat
/// that follows its end takes its end offset in UIKit's coordinates, where the padding before a
/// short chat is (CollectionLayoutDriver+EndAnchoring.swift).
enum ContentAnchor: Hashable {
    /// The content's start: the smallest offset the insets allow.
    case top
    /// The content's end: the largest offset the insets allow.
    case end
    /// An item whose leading edge (along the scroll axis) was `distance` from the viewport's
    /// leading edge (the offset, not the inset's edge).
    case item(IndexPath, distance: CGFloat)

    /// The item, when the anchor is one.
    var indexPath: IndexPath? {
        guard case .item(let p, _) = self else { return nil }
        return p
    }

    /// The offset that puts the anchor back in `snapshot`, inside the offsets `contentInset`
    /// allows (the other coordinate taken from `proposed`). An item's leading edge is `edge(p)`
    /// (by default its frame's; a driver keeping lines gives the line's); an item `snapshot` no
    /// longer has leaves `proposed`, kept inside the content.
    func contentOffset(in snapshot: LayoutSnapshot, contentInset: ScrollInsets, proposed: CGPoint, edge: ((IndexPath) -> CGFloat?)? = nil) -> CGPoint {
        let axis = snapshot.scrollDirection
        let along: CGFloat
        switch self {
        case .top: along = -.greatestFiniteMagnitude
        case .end: along = .greatestFiniteMagnitude
        case .item(let p, let distance):
            let leading = edge.map { $0(p) } ?? snapshot.layoutAttributesForItem(at: p)?.frame.minCoordinate(along: axis)
            guard let leading else { return snapshot.clampedContentOffset(proposed, contentInset: contentInset) }
            along = leading - distance
        }
        return snapshot.clampedContentOffset(CGPoint(coordinate: along, along: axis, across: proposed.coordinate(along: axis.other)), contentInset: contentInset)
    }

    /// What a reader is reading at `offset`: the first cell in index-path order fully shown in
    /// the part of the viewport the insets leave uncovered (else the first shown), at its
    /// leading edge's distance from the viewport's leading edge. Nil when no cell is shown.
    /// Index-path order, not screen order: in a waterfall the item the reader reached first.
    static func firstShown(in snapshot: LayoutSnapshot, at offset: CGPoint, contentInset: ScrollInsets) -> ContentAnchor? {
        let axis = snapshot.scrollDirection
        let visible = snapshot.visibleBounds(at: offset)
        let cells = snapshot.elements(in: visible).filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) }
        let lead = offset.coordinate(along: axis) + contentInset.start(along: axis)
        let fully = cells.filter { $0.frame.minCoordinate(along: axis) >= lead - 0.001 }
        guard let first = (fully.isEmpty ? cells : fully).min(by: { $0.indexPath < $1.indexPath }) else { return nil }
        return .item(first.indexPath, distance: first.frame.minCoordinate(along: axis) - offset.coordinate(along: axis))
    }
}
