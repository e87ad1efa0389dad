import Foundation

/// A carousel: one line of equal items scrolling horizontally (or vertically), the centre item
/// full size and its neighbours scaled, faded and shifted (UPCarouselFlowLayout's knobs), that
/// comes to rest with an item centred.
///
/// Items follow each other in item order across all sections. With `centersFirstAndLastItems`
/// the content is inset by (container − item)/2 at both ends so the first and last items can
/// be centred. Snapping is `nearestItemCentered` with `.fast` deceleration by default, and
/// unlike UPCarouselFlowLayout a strong flick travels several items (see `SnapPolicy`).
public struct CarouselLayout: CollectionLayout, Hashable {
    /// An item's length in one dimension.
    public enum ItemDimension: Sendable, Hashable {
        /// A length in points.
        case absolute(CGFloat)
        /// A fraction of the container's length in the same dimension.
        case fractional(CGFloat)
    }

    /// How far apart items are.
    public enum Spacing: Sendable, Hashable {
        /// The gap between the centred item and a neighbour at side scale (UPCarousel's
        /// `.fixed(spacing:)`): the line spacing is this less the neighbour's shrinkage.
        case fixed(CGFloat)
        /// Neighbours show `visibleOffset` points of themselves beside the centred item
        /// (UPCarousel's `.overlap(visibleOffset:)`).
        case overlap(visibleOffset: CGFloat)
    }

    /// The scroll axis.
    public var scrollDirection: LayoutAxis
    /// The item's width.
    public var itemWidth: ItemDimension
    /// The item's height.
    public var itemHeight: ItemDimension
    /// How far apart items are.
    public var spacing: Spacing
    /// The scale of items one item or more from the centre (0…1].
    public var sideItemScale: CGFloat
    /// The alpha of items one item or more from the centre (0…1).
    public var sideItemAlpha: CGFloat
    /// How far items one item or more from the centre are shifted across the scroll axis.
    public var sideItemShift: CGFloat
    /// Whether the content is inset so the first and last items can be centred.
    public var centersFirstAndLastItems: Bool
    /// Where flings come to rest.
    public var snapPolicy: SnapPolicy
    /// How quickly flings slow down.
    public var decelerationRate: DecelerationRate
    /// Whether the carousel loops: the items are laid out `loopCopies` times in a row (cell k
    /// shows item k mod n, the usual UIKit way), and `normalizedContentOffset` jumps back by
    /// whole periods, invisibly, to keep the scroll position in the middle copy.
    public var isLooping: Bool

    /// How many times a looping carousel repeats its items.
    public static let loopCopies = 3

    /// Creates a carousel. The defaults are UPCarouselFlowLayout's (side scale and alpha 0.6,
    /// spacing 40, no shift) with the first and last items centrable.
    public init(
        scrollDirection: LayoutAxis = .horizontal, itemWidth: ItemDimension = .fractional(0.7), itemHeight: ItemDimension = .fractional(0.8),
        spacing: Spacing = .fixed(40), sideItemScale: CGFloat = 0.6, sideItemAlpha: CGFloat = 0.6, sideItemShift: CGFloat = 0,
        centersFirstAndLastItems: Bool = true, snapPolicy: SnapPolicy = .nearestItemCentered, decelerationRate: DecelerationRate = .fast,
        isLooping: Bool = false
    ) {
        self.scrollDirection = scrollDirection
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.spacing = spacing
        self.sideItemScale = sideItemScale
        self.sideItemAlpha = sideItemAlpha
        self.sideItemShift = sideItemShift
        self.centersFirstAndLastItems = centersFirstAndLastItems
        self.snapPolicy = snapPolicy
        self.decelerationRate = decelerationRate
        self.isLooping = isLooping
    }

    /// The resolved geometry of a carousel in an environment.
    public struct Geometry: Sendable, Hashable {
        /// The item size.
        public var itemSize: CGSize
        /// The distance between neighbouring items along the scroll axis (negative when they overlap).
        public var lineSpacing: CGFloat
        /// The inset before the first item and after the last along the scroll axis.
        public var inset: CGFloat
        /// Where items start across the scroll axis (centred in the container).
        public var crossOffset: CGFloat
        /// The distance from one item's leading edge to the next one's.
        public var pitch: CGFloat
    }

    /// The geometry in `environment`; throws a `LayoutError` naming the bad knob.
    public func geometry(in environment: LayoutEnvironment) throws -> Geometry {
        try environment.validate()
        let axis = scrollDirection
        let limit = CGFloat(LayoutLimits.maximumMagnitude)
        func resolve(_ d: ItemDimension, _ name: String, container: CGFloat, containerName: String) throws -> CGFloat {
            switch d {
            case .absolute(let v):
                guard v.isFinite else { throw LayoutError(.notFinite(got: Double(v)), at: [.key(name), "absolute"]) }
                guard v > 0 else { throw LayoutError(.outOfRange(.above(0), got: Double(v)), at: [.key(name), "absolute"]) }
                guard v <= limit else { throw LayoutError(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: Double(v)), at: [.key(name), "absolute"]) }
                return v
            case .fractional(let f):
                guard f.isFinite else { throw LayoutError(.notFinite(got: Double(f)), at: [.key(name), "fractional"]) }
                guard f > 0 else { throw LayoutError(.outOfRange(.above(0), got: Double(f)), at: [.key(name), "fractional"]) }
                guard container > 0 else { throw LayoutError(.needsContainer(dimension: containerName), at: [.key(name)]) }
                guard f * container <= limit else {
                    throw LayoutError(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: Double(f * container)), at: [.key(name), "fractional"])
                }
                return f * container
            }
        }
        let size = CGSize(
            width: try resolve(itemWidth, "itemWidth", container: environment.containerSize.width, containerName: "width"),
            height: try resolve(itemHeight, "itemHeight", container: environment.containerSize.height, containerName: "height")
        )
        for (name, v) in [("sideItemScale", sideItemScale), ("sideItemAlpha", sideItemAlpha)] {
            guard v.isFinite, v > 0, v <= 1 else { throw LayoutError(.outOfRange(.aboveUpTo(0, 1), got: Double(v)), at: [.key(name)]) }
        }
        guard sideItemShift.isFinite, abs(sideItemShift) <= limit else {
            throw LayoutError(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: Double(sideItemShift)), at: ["sideItemShift"])
        }
        let length = size.length(along: axis)
        let container = environment.containerSize.length(along: axis)
        let scaledItemOffset = (length - length * sideItemScale) / 2
        let centringInset = max(0, (container - length) / 2)
        let lineSpacing: CGFloat
        switch spacing {
        case .fixed(let s):
            guard s.isFinite, abs(s) <= limit else { throw LayoutError(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: Double(s)), at: ["spacing", "fixed"]) }
            lineSpacing = s - scaledItemOffset
        case .overlap(let visible):
            guard visible.isFinite, visible >= 0, visible <= limit else {
                throw LayoutError(.outOfRange(.from(0, to: LayoutLimits.maximumMagnitude), got: Double(visible)), at: ["spacing", "overlap", "visibleOffset"])
            }
            lineSpacing = centringInset - visible - scaledItemOffset
        }
        guard length + lineSpacing > 0 else {
            throw LayoutError(.itemsStack(itemLength: Double(length), spacing: Double(lineSpacing)), at: ["spacing"])
        }
        let across = environment.containerSize.length(along: axis.other)
        return Geometry(
            itemSize: size, lineSpacing: lineSpacing, inset: centersFirstAndLastItems ? centringInset : 0,
            crossOffset: max(0, (across - size.length(along: axis.other)) / 2), pitch: length + lineSpacing
        )
    }

    /// Checks the knobs against `environment` and the number of sections; returns the geometry.
    /// Throws a `LayoutError` naming the bad knob.
    @discardableResult
    public func validate(sectionCount: Int, environment: LayoutEnvironment) throws -> Geometry {
        let g = try geometry(in: environment)
        if isLooping, sectionCount != 1 {
            throw LayoutError(.loopingNeedsOneSection(got: sectionCount), at: ["isLooping"])
        }
        return g
    }

    /// The number of cells laid out for `itemCount` items (`loopCopies` times as many when looping).
    public func cellCount(itemCount: Int) -> Int {
        guard isLooping else { return itemCount }
        let (cells, overflow) = itemCount.multipliedReportingOverflow(by: Self.loopCopies)
        return overflow ? .max : cells
    }

    /// The cells laid out for `sections`, counting a looping carousel's copies.
    public func estimatedCellCount(sections: [SectionData]) -> Int {
        cellCount(itemCount: LayoutLimits.totalItems(sections))
    }

    /// Lays the carousel out.
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        let g = try validate(sectionCount: sections.count, environment: environment)
        try LayoutLimits.checkElementBudget(cells: estimatedCellCount(sections: sections), maximum: LayoutLimits.absoluteMaximumElements)
        let axis = scrollDirection
        let counts = sections.map { cellCount(itemCount: $0.count) }
        let total = counts.reduce(0, +)
        let length = g.itemSize.length(along: axis), breadth = g.itemSize.length(along: axis.other)
        let grid = environment.pixelGrid
        let contentLength = self.contentLength(cells: total, geometry: g, environment: environment)
        let across = max(environment.containerSize.length(along: axis.other), g.crossOffset + breadth)
        var builder = LayoutSnapshotBuilder(
            environment: environment, scrollDirection: axis, mirrorWidth: axis == .horizontal ? contentLength : nil
        )
        var index = 0
        for count in counts {
            builder.startSection()
            for _ in 0..<count {
                let frame = CGRect(along: axis, start: g.inset + CGFloat(index) * g.pitch, length: length, crossStart: g.crossOffset, crossLength: breadth)
                builder.addCell(frame: grid.roundEdges(frame))
                index += 1
            }
        }
        builder.visibleItemsEffect = FlowCarouselEffect(
            axis: axis, itemLength: length, lineSpacing: g.lineSpacing,
            sideItemScale: sideItemScale, sideItemAlpha: sideItemAlpha, sideItemShift: sideItemShift
        )
        return builder.build(contentSize: CGSize(length: contentLength, along: axis, breadth: across))
    }

    /// The content's length along the scroll axis for `cells` cells, on the pixel grid.
    func contentLength(cells: Int, geometry g: Geometry, environment: LayoutEnvironment) -> CGFloat {
        let length = g.itemSize.length(along: scrollDirection)
        return environment.pixelGrid.round(2 * g.inset + (cells > 0 ? CGFloat(cells) * length + CGFloat(cells - 1) * g.lineSpacing : 0))
    }

    // MARK: Scrolling

    /// The content offset along the scroll axis that centres cell `index` (unclamped), in a
    /// left-to-right layout.
    func centringOffset(ofCell index: Int, geometry g: Geometry, environment: LayoutEnvironment) -> CGFloat {
        let container = environment.containerSize.length(along: scrollDirection)
        return g.inset + CGFloat(index) * g.pitch + g.itemSize.length(along: scrollDirection) / 2 - container / 2
    }

    /// The content offset a carousel of `itemCount` items starts at: the first item centred
    /// (when it can be), in the middle copy when looping; right-to-left carousels start at the
    /// right end.
    public func initialContentOffset(itemCount: Int, environment: LayoutEnvironment) throws -> CGPoint {
        let g = try geometry(in: environment)
        let first = isLooping ? itemCount : 0
        let cells = cellCount(itemCount: itemCount)
        let contentLength = self.contentLength(cells: cells, geometry: g, environment: environment)
        let container = environment.containerSize.length(along: scrollDirection)
        var along = min(max(centringOffset(ofCell: first, geometry: g, environment: environment), 0), max(0, contentLength - container))
        if scrollDirection == .horizontal, environment.layoutDirection == .rightToLeft {
            along = max(0, contentLength - container) - along
        }
        return CGPoint(coordinate: along, along: scrollDirection, across: 0)
    }

    /// For a looping carousel, `offset` moved by whole periods (one copy of the items) into the
    /// middle copy, which displays exactly the same; other carousels return `offset`.
    public func normalizedContentOffset(_ offset: CGPoint, itemCount: Int, environment: LayoutEnvironment) throws -> CGPoint {
        guard isLooping, itemCount > 0 else { return offset }
        let g = try geometry(in: environment)
        let period = CGFloat(itemCount) * g.pitch
        let along = offset.coordinate(along: scrollDirection)
        let middle = try initialContentOffset(itemCount: itemCount, environment: environment).coordinate(along: scrollDirection)
        let periods = ((along - middle) / period + 0.5).rounded(.down)
        return CGPoint(coordinate: along - periods * period, along: scrollDirection, across: offset.coordinate(along: scrollDirection.other))
    }
}

extension CarouselLayout: ScrollBehaviorProviding {}
