import Foundation
import Tessera

/// Tags that wrap: subviews at their ideal sizes (no wider than the proposal), left to right
/// in lines that break when the next one would not fit the proposed width. Lines are aligned
/// by `alignment.horizontal` within the layout's width, subviews within a line by
/// `alignment.vertical`. In a right-to-left layout everything is mirrored, so lines fill from
/// the right.
public struct FlowLayout: Layout {
    /// How lines align horizontally and subviews within a line vertically.
    public var alignment: Alignment
    /// The space between subviews in a line; nil for their preferred spacing.
    public var itemSpacing: CGFloat?
    /// The space between lines; nil for the default spacing (8).
    public var lineSpacing: CGFloat?

    /// A flow layout.
    public init(alignment: Alignment = .topLeading, itemSpacing: CGFloat? = nil, lineSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
    }

    struct Line {
        var range: Range<Int>
        var width: CGFloat
        var height: CGFloat
    }

    struct Arrangement {
        var proposal: ProposedViewSize
        var sizes: [CGSize]
        var spacings: [CGFloat]
        var lines: [Line]
        var size: CGSize
    }

    /// The spacing between neighbours and the latest arrangement, so that placing reuses what
    /// sizing computed.
    public struct Cache {
        var spacings: [CGFloat]
        var latest: Arrangement?
    }

    /// Computes the spacings between neighbours.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(spacings: StackAlgorithm.spacings(subviews, along: .horizontal, fixed: itemSpacing), latest: nil)
    }

    func arrange<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) -> Arrangement {
        if let latest = cache.latest, latest.proposal == proposal { return latest }
        let arrangement = arrange(proposal, children, spacings: cache.spacings)
        cache.latest = arrangement
        return arrangement
    }

    func arrange<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, spacings: [CGFloat]) -> Arrangement {
        let limit = proposal.width ?? .infinity
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        var lines: [Line] = []
        var start = 0, width: CGFloat = 0, height: CGFloat = 0
        // Each subview at its ideal size (at most the width), in order, and the lines broken as
        // they go: one walk.
        for k in 0..<children.count {
            var size = children.sizeThatFits(k, .unspecified)
            if size.width > limit { size = children.sizeThatFits(k, ProposedViewSize(width: limit, height: nil)) }
            sizes.append(size)
            var gap = k > start ? spacings[k - 1] : 0
            if k > start, width + gap + size.width > limit + 1e-9 {
                lines.append(Line(range: start..<k, width: width, height: height))
                start = k
                width = 0
                height = 0
                gap = 0
            }
            width += gap + size.width
            height = max(height, size.height)
        }
        if start < sizes.count { lines.append(Line(range: start..<sizes.count, width: width, height: height)) }
        let gap = lineSpacing ?? ViewSpacing.defaultDistance
        let widest = lines.map(\.width).max() ?? 0
        let total = lines.map(\.height).reduce(0, +) + gap * CGFloat(max(0, lines.count - 1))
        let layoutWidth = limit.isFinite ? max(limit, widest) : widest
        return Arrangement(proposal: proposal, sizes: sizes, spacings: spacings, lines: lines, size: CGSize(width: layoutWidth, height: total))
    }

    /// The proposed width (or the widest line when unspecified) by the lines' total height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(proposal, SubviewChildren(subviews: subviews), &cache).size
    }

    /// Places the lines top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        place(in: bounds, proposal, SubviewChildren(subviews: subviews), &cache)
    }

    /// Places the lines top to bottom (every child: none is left for the pass to centre).
    func place<C: LayoutChildren>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) {
        let a = arrange(proposal, children, &cache)
        let gap = lineSpacing ?? ViewSpacing.defaultDistance
        var y = bounds.minY
        // The line, its content and its cells set no guides: each guide is its default.
        let (h, v) = (alignment.horizontal.key, alignment.vertical.key)
        // Top-aligned lines (the commonest): every subview's guide is 0, so its offset is the line's.
        let topAligned = v.standardPosition == .start
        let sizes = a.sizes, spacings = a.spacings
        for line in a.lines {
            let lineBox = CGSize(width: bounds.width, height: line.height)
            var x = bounds.minX + h.defaultValue(ofSize: lineBox) - h.defaultValue(ofSize: CGSize(width: line.width, height: line.height))
            let lineGuide = v.defaultValue(ofSize: lineBox)
            for k in line.range {
                let size = sizes[k]
                let dy = topAligned ? lineGuide : lineGuide - v.defaultValue(ofSize: size)
                children.place(k, at: CGPoint(x: x, y: y + dy), proposal: ProposedViewSize(size))
                x += size.width + (k < spacings.count ? spacings[k] : 0)
            }
            y += line.height + gap
        }
    }
}

extension FlowLayout: ValidatingLayout {
    var validationName: String { "" }
    var validationIssue: LayoutError? {
        finiteSpacingIssue(itemSpacing, key: "itemSpacing") ?? finiteSpacingIssue(lineSpacing, key: "lineSpacing")
    }
}
