import Foundation

/// Orthogonal sections' offsets and what they move on screen, in either layout direction.
///
/// An orthogonal section's offset is *logical*: the distance it has scrolled from its start
/// (0 shows its first group at the leading edge), growing toward its later groups, in both
/// layout directions; its bounds are `offsetBounds(along:)` either way. In right-to-left a
/// horizontal section starts at the trailing (right) edge and its later groups lie to the left
/// (UIKit mirrors the section with the rest of the layout), so a growing offset moves its items
/// to the right on screen, the way a right-to-left reader scrolls toward what comes next. A
/// vertical section (in a horizontally scrolling layout) is not mirrored.
///
/// A scroll view that shows such a section (UIKit gives each orthogonal section its own
/// `UIScrollView`) keeps the physical offset UIScrollView always keeps, from the left of its
/// content whatever the direction: `physicalOffset(ofOrthogonalSection:logical:)` converts.
extension LayoutSnapshot {
    /// Whether orthogonal section `record` scrolls mirrored: horizontally in a right-to-left
    /// layout (its first group at the right edge, later groups to the left).
    public func scrollsMirrored(_ record: OrthogonalSection) -> Bool {
        scrollDirection.other == .horizontal && environment.layoutDirection == .rightToLeft
    }

    /// How far the items of orthogonal section `record` move on screen from their snapshot
    /// frames (laid out at `record.offset`) when the section is scrolled to its own `offset`:
    /// `record.offset − offset` along its axis, or the opposite when it scrolls mirrored.
    /// Non-finite offsets count as the record's.
    public func displayShift(ofOrthogonalSection record: OrthogonalSection, at offset: CGFloat) -> CGSize {
        let delta = offset.isFinite ? offset - record.offset : 0
        let along = scrollsMirrored(record) ? delta : -delta
        return scrollDirection.other == .horizontal ? CGSize(width: along, height: 0) : CGSize(width: 0, height: along)
    }

    /// The offset a scroll view holding orthogonal section `record` has (UIScrollView's
    /// `contentOffset` along the section's axis, measured from the left or top of its content)
    /// when the section is at its logical `offset`: the same value, or `upper − offset` when the
    /// section scrolls mirrored (`upper` the bounds' upper end), so that at rest (0) the scroll
    /// view shows the right end of its content. Its own inverse.
    public func physicalOffset(ofOrthogonalSection record: OrthogonalSection, logical offset: CGFloat) -> CGFloat {
        guard scrollsMirrored(record) else { return offset }
        return record.offsetBounds(along: .horizontal).upperBound - offset
    }
}
