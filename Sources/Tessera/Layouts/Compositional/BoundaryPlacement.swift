import Foundation

/// Places a section's (or the whole layout's) boundary supplementary items.
///
/// Along the scroll axis an item aligned to the start (top, topLeading, topTrailing in a
/// vertical layout) that extends the boundary comes before the content, against it (several
/// on one side overlap, as UIKit's do); aligned to the end, after it. Every other item lies over the content: aligned
/// within the box from the content's start to its end (insets included). Across the scroll axis
/// each item is aligned within the section's width (inset like the content when
/// `supplementariesFollowContentInsets`). `absoluteOffset` is added last.
struct BoundaryPlacement {
    let items: [LayoutBoundarySupplementaryItem]
    let axis: LayoutAxis
    let acrossStart: CGFloat
    let acrossLength: CGFloat
    let grid: PixelGrid
    let sizes: [CGSize]
    /// Each item's position among the items of its kind: the second part of its index path.
    let kindIndex: [Int]
    /// Where each item went in `SectionElements.elements`.
    private var placed: [(element: Int, item: Int)] = []

    init(items: [LayoutBoundarySupplementaryItem], axis: LayoutAxis, alongTotal: CGFloat, acrossStart: CGFloat, acrossLength: CGFloat, grid: PixelGrid) {
        self.items = items
        self.axis = axis
        self.acrossStart = acrossStart
        self.acrossLength = acrossLength
        self.grid = grid
        let container = CGSize(length: alongTotal, along: axis, breadth: acrossLength)
        sizes = items.map { b in
            CGSize(
                width: grid.floor(resolve(b.layoutSize.widthDimension, measured: b.measuredSize?.width, container: container)),
                height: grid.floor(resolve(b.layoutSize.heightDimension, measured: b.measuredSize?.height, container: container))
            )
        }
        kindIndex = Self.kindIndexes(of: items)
    }

    /// Each item's position among the items of its kind. A section has a header and a footer,
    /// say: the earlier items are compared directly, without a dictionary made for every section
    /// (one is made only for many items).
    private static func kindIndexes(of items: [LayoutBoundarySupplementaryItem]) -> [Int] {
        guard items.count > 8 else {
            return items.indices.map { i in items[..<i].reduce(0) { $0 + ($1.elementKind == items[i].elementKind ? 1 : 0) } }
        }
        var seen: [String: Int] = [:]
        return items.map { b in
            let n = seen[b.elementKind, default: 0]
            seen[b.elementKind] = n + 1
            return n
        }
    }

    private func alongFraction(_ i: Int) -> CGFloat? { items[i].alignment.fraction(along: axis) }

    private func extends(_ i: Int, atFraction f: CGFloat) -> Bool { items[i].extendsBoundary && alongFraction(i) == f }

    private mutating func add(_ i: Int, alongStart: CGFloat, into out: inout SectionElements) {
        let b = items[i], size = sizes[i]
        let acrossFraction = b.alignment.fraction(along: axis.other) ?? 0
        let across = grid.round(acrossStart + (acrossLength - size.length(along: axis.other)) * acrossFraction)
        let frame = CGRect(along: axis, start: alongStart, length: size.length(along: axis), crossStart: across, crossLength: size.length(along: axis.other))
            .offsetBy(dx: b.absoluteOffset.x, dy: b.absoluteOffset.y)
        placed.append((out.elements.count, i))
        out.elements.append(PlacedElement(category: .supplementary, kind: b.elementKind, item: kindIndex[i], frame: frame, zIndex: b.zIndex))
    }

    /// Places the items that extend the boundary at one end of the section and returns where
    /// the content starts (`fraction` 0: `start` is the section's start) or where the section
    /// ends (`fraction` 1: `start` is the content's end).
    ///
    /// UIKit (measured) does not stack several items on one side: each sits against the
    /// content's edge, outside it, moved by its `absoluteOffset`, and the section grows to hold
    /// the union of the content and these frames. A header of 30 with offset y 7 sits at the
    /// section's top and the content starts 23 below it; a header of 30 and another of 10 both
    /// end at the content's top (at 0 and 20, the content at 30); a footer with offset y 7 sits
    /// 7 below the content's end and the section ends 7 + its height below it.
    mutating func placeExtending(atFraction fraction: CGFloat, into out: inout SectionElements, at start: CGFloat) -> CGFloat {
        var reach = start
        for i in items.indices where extends(i, atFraction: fraction) {
            let length = sizes[i].length(along: axis), offset = items[i].absoluteOffset.coordinate(along: axis)
            reach = fraction == 0 ? max(reach, start + length - offset) : max(reach, start + offset + length)
        }
        for i in items.indices where extends(i, atFraction: fraction) {
            add(i, alongStart: fraction == 0 ? reach - sizes[i].length(along: axis) : start, into: &out)
        }
        return reach
    }

    /// The greatest length along the scroll axis of the items that lie over the content and
    /// extend the boundary: the content is at least this long. An item that does not extend it
    /// may stick out of a shorter content (UIKit, measured: a leading item 200 tall with
    /// `extendsBoundary` false over a section 80 long is centred on it at −60, and the section
    /// stays 80 long).
    func longestOverlapping() -> CGFloat {
        items.indices.reduce(0) { r, i in
            !items[i].extendsBoundary || extends(i, atFraction: 0) || extends(i, atFraction: 1) ? r : max(r, sizes[i].length(along: axis))
        }
    }

    /// Places the items that lie over the content.
    mutating func placeOverlapping(into out: inout SectionElements, contentStart: CGFloat, contentEnd: CGFloat) {
        for i in items.indices where !(extends(i, atFraction: 0) || extends(i, atFraction: 1)) {
            let f = alongFraction(i) ?? 0
            let length = sizes[i].length(along: axis)
            add(i, alongStart: grid.round(contentStart + (contentEnd - contentStart - length) * f), into: &out)
        }
    }

    /// Makes the pinned items stick to the visible bounds. The section runs from 0 to `end`;
    /// its content (insets included) from `contentStart` to `contentEnd`.
    ///
    /// UIKit (measured): a pinned item stays within the content and its own side of the
    /// section, so a pinned header stops where the items after the content begin (a header of
    /// 30 over content ending at 118, a footer below it: it stops at 88) and a pinned footer
    /// where the items before it end. A pinned item reports 1,000,000,000 plus its own zIndex
    /// whether it is displaced or at rest (a footer resting at the section's end in view does).
    func pin(_ out: inout SectionElements, contentStart: CGFloat, contentEnd: CGFloat, end: CGFloat) {
        for (element, i) in placed where items[i].pinToVisibleBounds {
            let trailing = alongFraction(i) == 1
            let zIndex = PinningBehavior.pinnedZIndexBase + items[i].zIndex
            out.elements[element].zIndex = zIndex
            out.elements[element].pinning = PinningBehavior(
                edge: trailing ? .trailing : .leading, range: trailing ? contentStart...end : 0...contentEnd, pinnedZIndex: zIndex
            )
        }
    }
}
