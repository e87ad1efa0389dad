import Foundation
import Tessera

/// Where each element's label goes, so that no label is covered: not by a shape drawn above its
/// element, not by another label, not by the viewport's red outline, not by the legend.
///
/// A cell's or supplementary's label is centred in the largest part of its element that is
/// visible (inside the area shown), under no element drawn above it and off the viewport's
/// outline. A decoration's label goes in a corner of the decoration that nothing covers
/// (a section background's insets), small if it must, or is left out (the legend names
/// decorations).
enum LabelPlacement {
    /// The tallest and the shortest box a decoration's label takes, in pixels: 9 fits the
    /// bitmap font at 1 pixel per font pixel with its descenders, as the SVG's 7.5-px text.
    static let decorationHeights = (largest: CGFloat(20), smallest: CGFloat(9))

    /// The bands the viewport's outline covers: 3-px lines on its edges (PNG draws them from a
    /// pixel outside, SVG centred on them), 2 px each side of the edge.
    static func viewportBands(_ v: CGRect) -> [CGRect] {
        let o = v.insetBy(dx: -2, dy: -2)
        return [
            CGRect(x: o.minX, y: v.minY - 2, width: o.width, height: 4),
            CGRect(x: o.minX, y: v.maxY - 2, width: o.width, height: 4),
            CGRect(x: v.minX - 2, y: o.minY, width: 4, height: o.height),
            CGRect(x: v.maxX - 2, y: o.minY, width: 4, height: o.height),
        ]
    }

    /// The label areas of `elements` (in drawing order, boxes in picture pixels): for each, the
    /// rect its label must stay in, or nil for no label.
    static func areas(labels: [String], boxes: [CGRect], centred: [Bool], shown: CGRect, viewport: CGRect) -> [CGRect?] {
        let bands = viewportBands(viewport)
        let index = OverlapIndex(boxes)
        return boxes.indices.map { i in
            let visible = boxes[i].intersection(shown)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
            // What is drawn above it (later in drawing order) and the viewport's outline.
            let obstacles = index.overlapping(visible).filter { $0 > i }.map { boxes[$0] } + bands
            if centred[i] {
                let characters = labels[i].count
                return clearPart(of: visible, avoiding: obstacles) { FontMetrics.centredLabelScore($0, characters: characters) }
            }
            return cornerSlot(for: labels[i], in: visible, avoiding: obstacles)
        }
    }

    /// The part of `area` clear of every obstacle, keeping at each obstacle the side (left,
    /// right, above, below) that scores best; nil when nothing is left.
    static func clearPart(of area: CGRect, avoiding obstacles: [CGRect], score: (CGRect) -> CGFloat) -> CGRect? {
        var best = area
        for o in obstacles where best.overlaps(o) {
            // (Widths and heights are tested before making rects: CGRect's own are never negative.)
            let left = o.minX - best.minX, right = best.maxX - o.maxX, above = o.minY - best.minY, below = best.maxY - o.maxY
            var sides: [CGRect] = []
            if left > 0 { sides.append(CGRect(x: best.minX, y: best.minY, width: left, height: best.height)) }
            if right > 0 { sides.append(CGRect(x: o.maxX, y: best.minY, width: right, height: best.height)) }
            if above > 0 { sides.append(CGRect(x: best.minX, y: best.minY, width: best.width, height: above)) }
            if below > 0 { sides.append(CGRect(x: best.minX, y: o.maxY, width: best.width, height: below)) }
            guard let side = sides.max(by: { score($0) < score($1) }) else { return nil }
            best = side
        }
        return best
    }

    /// A box for a decoration's label in a corner of `area` (top-leading first, then
    /// bottom-leading, top-trailing, bottom-trailing), as tall as fits up to
    /// `decorationHeights.largest` and as wide as either renderer draws the label that tall,
    /// clear of every obstacle; nil when no corner has room even at the smallest height.
    static func cornerSlot(for label: String, in area: CGRect, avoiding obstacles: [CGRect]) -> CGRect? {
        // Inside the dashed outline (1 px on the edge).
        let inner = area.insetBy(dx: 3, dy: 1)
        var height = min(decorationHeights.largest, inner.height)
        while height >= decorationHeights.smallest {
            let width = FontMetrics.decorationLabelWidth(label, height: height)
            if width <= inner.width {
                let corners = [
                    CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.minX, y: inner.maxY - height),
                    CGPoint(x: inner.maxX - width, y: inner.minY), CGPoint(x: inner.maxX - width, y: inner.maxY - height),
                ]
                for corner in corners {
                    let box = CGRect(origin: corner, size: CGSize(width: width, height: height))
                    if !obstacles.contains(where: { $0.overlaps(box) }) { return box }
                }
            }
            height -= 1
        }
        return nil
    }
}

/// The boxes overlapping a rect, found through a grid of 128-px buckets (a box spanning more
/// than 64 buckets is checked every time), so placing 200,000 small labels stays linear.
struct OverlapIndex {
    private static let side: CGFloat = 128
    private let boxes: [CGRect]
    private var buckets: [Int: [Int]] = [:]
    private var large: [Int] = []

    init(_ boxes: [CGRect]) {
        self.boxes = boxes
        for (i, box) in boxes.enumerated() {
            if let keys = Self.keys(box, limit: 64) { for key in keys { buckets[key, default: []].append(i) } } else { large.append(i) }
        }
    }

    /// The bucket keys a box covers; nil past `limit` buckets.
    private static func keys(_ r: CGRect, limit: Int) -> [Int]? {
        // (Spans in buckets as Doubles first: a far-flung box must not overflow an Int.)
        let bx0 = (r.minX / side).rounded(.down), bx1 = (r.maxX / side).rounded(.down)
        let by0 = (r.minY / side).rounded(.down), by1 = (r.maxY / side).rounded(.down)
        guard [bx0, bx1, by0, by1].allSatisfy({ $0.isFinite && abs($0) < 1e12 }) else { return nil }
        guard (bx1 - bx0 + 1) * (by1 - by0 + 1) <= CGFloat(limit) else { return nil }
        let x0 = Int(bx0), x1 = Int(bx1), y0 = Int(by0), y1 = Int(by1)
        var keys: [Int] = []
        for y in y0...y1 { for x in x0...x1 { keys.append(y &* 1_000_003 &+ x) } }
        return keys
    }

    /// The indices of the boxes that overlap `r`, in increasing order.
    func overlapping(_ r: CGRect) -> [Int] {
        // A query larger than 4,096 buckets (512 × 512 px) looks at every box.
        guard let keys = Self.keys(r, limit: 4096) else { return boxes.indices.filter { boxes[$0].overlaps(r) } }
        var found = Set<Int>()
        for key in keys { for i in buckets[key] ?? [] where boxes[i].overlaps(r) { found.insert(i) } }
        for i in large where boxes[i].overlaps(r) { found.insert(i) }
        return found.sorted()
    }
}
