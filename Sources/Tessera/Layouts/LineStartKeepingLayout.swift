import Foundation

/// A layout of lines (a flow's rows, justified rows) whose breaks a driver may keep where they
/// are: an item named in `keptLineStarts` starts a line whatever the items before it measure,
/// so the lines the user sees keep their items when cells above them size themselves. The line
/// before a kept start may end early; it is laid out as a full line is (a flow's spread to both
/// edges, a justified row stretched to fill the width, unless that would make it more than
/// twice as tall as a row may be: then at the target height from the leading edge), so that a
/// line the user saw keeps its place when the item after it changes.
public protocol LineStartKeepingLayout: IncrementalCollectionLayout {
    /// Per section, the items (ascending item indexes) that start a line.
    var keptLineStarts: [Int: [Int]] { get set }
}

extension LineStartKeepingLayout {
    /// The index of the item that starts the line holding item `indexPath` in `snapshot` (laid
    /// out by this layout): walking back while the item before is on the same line (its
    /// leading edge across the scroll axis comes before this one's, in the layout direction);
    /// nil for an item the snapshot does not hold.
    public func lineStart(ofItem indexPath: IndexPath, in snapshot: LayoutSnapshot) -> Int? {
        guard indexPath.count == 2, var frame = snapshot.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let section = indexPath.sectionIndex
        var item = indexPath.itemIndex
        while item > 0, let before = snapshot.layoutAttributesForItem(at: .item(item - 1, section: section))?.frame {
            guard Self.onOneLine(before, frame, in: snapshot) else { break }
            item -= 1
            frame = before
        }
        return item
    }

    /// The index of the item that starts the line after the one holding item `indexPath` in
    /// `snapshot` (laid out by this layout); nil when that line is the section's last or the
    /// snapshot does not hold the item.
    public func nextLineStart(after indexPath: IndexPath, in snapshot: LayoutSnapshot) -> Int? {
        guard indexPath.count == 2, var frame = snapshot.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let section = indexPath.sectionIndex
        var item = indexPath.itemIndex + 1
        while let next = snapshot.layoutAttributesForItem(at: .item(item, section: section))?.frame {
            if !Self.onOneLine(frame, next, in: snapshot) { return item }
            frame = next
            item += 1
        }
        return nil
    }

    /// Whether `next` (the item after `previous`, both laid out by such a layout in `snapshot`)
    /// is on `previous`'s line: the items of a line share their middle along the scroll axis (a
    /// flow centres them in their line, a justified row gives them one top and height), to a
    /// pixel of rounding; where two lines have one middle (lines of no length), when `next` is
    /// further on across the axis, in the layout direction.
    public static func onOneLine(_ previous: CGRect, _ next: CGRect, in snapshot: LayoutSnapshot) -> Bool {
        let vertical = snapshot.scrollDirection == .vertical
        let middle = { (r: CGRect) in vertical ? r.midY : r.midX }
        guard abs(middle(previous) - middle(next)) <= 1 / snapshot.environment.displayScale + 1e-9 else { return false }
        if previous.height == 0 || next.height == 0 || previous.width == 0 || next.width == 0 {
            let mirrored = vertical && snapshot.environment.layoutDirection == .rightToLeft
            let (a, b) = vertical ? (mirrored ? (-previous.maxX, -next.maxX) : (previous.minX, next.minX)) : (previous.minY, next.minY)
            return b >= a
        }
        return true
    }
}

/// Kept line starts of one section while it is laid out: which item starts a line next.
struct KeptLineStarts: Sendable, Hashable {
    private var starts: [Int] = []
    private var next = 0

    /// `starts` (ascending) for a section whose items from `item` on are still to be placed.
    init(_ starts: [Int], from item: Int = 0) {
        self.starts = starts
        next = starts.firstIndex { $0 >= item } ?? starts.count
    }

    /// Whether item `item` (the next placed, in order) must start a line.
    mutating func startsLine(_ item: Int) -> Bool {
        while next < starts.count, starts[next] < item { next += 1 }
        guard next < starts.count, starts[next] == item else { return false }
        next += 1
        return true
    }
}
