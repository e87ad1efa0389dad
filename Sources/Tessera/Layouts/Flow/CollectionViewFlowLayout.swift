import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items in lines across the scroll axis (rows when
/// scrolling vertically, columns when scrolling sideways), with section insets, headers and
/// footers, pinning and self-sizing, so code written against the flow layout ports line by line.
///
/// Naming: UIKit's property names (`itemSize`, `minimumLineSpacing`, `sectionInset`,
/// `headerReferenceSize`, `sectionHeadersPinToVisibleBounds`, …); the delegate's per-item size is
/// `sizeForItem`, its per-section answers `sectionOverrides`. The type is not called `FlowLayout`,
/// the name of Tessera's SwiftUI-style wrapping layout.
///
/// Rules (every one inferred: no recording of the flow layout exists yet; `docs/flow-layout.md`
/// gives each rule's source):
/// - A section is its header (as long as `headerReferenceSize` along the scroll axis, across the
///   whole container), its inset's start, its lines `minimumLineSpacing` apart, its inset's end
///   and its footer. An empty section keeps its header, insets and footer.
/// - Lines fill and spread as `FlowLine` describes; a line is as thick as its thickest item, and
///   thinner items are centred in it.
/// - Each frame's edges are rounded to the display scale's pixel grid; in a right-to-left
///   environment the layout is mirrored (UIKit's flow layout flips horizontally).
/// - A pinned header or footer reports zIndex `pinnedZIndex` while it is pinned away from its
///   place; every element is at 0 otherwise.
public struct CollectionViewFlowLayout: LineStartKeepingLayout {
    /// The zIndex of a header or footer while it is pinned away from its resting place.
    public static let pinnedZIndex = 1024

    /// The axis the content scrolls along; lines run across it.
    public var scrollDirection: LayoutAxis
    /// Every item's size when neither `sizeForItem` nor the item's data gives one (UIKit's
    /// default is 50 × 50).
    public var itemSize: CGSize
    /// Whether cells size themselves, and their size until they have.
    public var estimatedItemSize: FlowEstimatedItemSize
    /// The least space between lines. It may be negative (lines overlap, as UPCarouselFlowLayout
    /// makes them); a line never starts before the one before it.
    public var minimumLineSpacing: CGFloat
    /// The least space between items on a line.
    public var minimumInteritemSpacing: CGFloat
    /// Space around each section's lines, inside its header and footer.
    public var sectionInset: DirectionalEdgeInsets
    /// What `sectionInset` is measured from across the scroll axis.
    public var sectionInsetReference: FlowSectionInsetReference
    /// The header's length along the scroll axis is this size's height (width when scrolling
    /// sideways); a header of length 0 is left out. Kind `header`.
    public var headerReferenceSize: CGSize
    /// The footer's, likewise. Kind `footer`.
    public var footerReferenceSize: CGSize
    /// Whether headers stick to the start of the visible bounds while their section scrolls by.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stick to the end of the visible bounds while their section scrolls by.
    public var sectionFootersPinToVisibleBounds: Bool
    /// Knobs that differ per section, by section index.
    public var sectionOverrides: [Int: FlowSectionOverrides]
    /// Each item's size (the delegate's `collectionView(_:layout:sizeForItemAt:)`); nil takes an
    /// item's intrinsic size from its data, or `itemSize`.
    public var sizeForItem: (@Sendable (IndexPath) -> CGSize)?
    /// What a subclass's `layoutAttributesForElements(in:)` does to the elements it returns as
    /// the content scrolls (a carousel's scale and fade): applied to every element query made
    /// at a content offset.
    public var visibleItemsEffect: (any VisibleItemsEffect)?
    /// Per section, items that start a line whatever fits before them: what a driver keeps so
    /// that the lines the user sees keep their items (`LineStartKeepingLayout`). Empty for a
    /// layout as UIKit's flow layout lays out.
    public var keptLineStarts: [Int: [Int]] = [:]

    /// Creates a flow layout with UIKit's defaults unless given.
    public init(
        scrollDirection: LayoutAxis = .vertical, itemSize: CGSize = CGSize(width: 50, height: 50), estimatedItemSize: FlowEstimatedItemSize = .none,
        minimumLineSpacing: CGFloat = 10, minimumInteritemSpacing: CGFloat = 10, sectionInset: DirectionalEdgeInsets = .zero,
        sectionInsetReference: FlowSectionInsetReference = .fromContentInset, headerReferenceSize: CGSize = .zero, footerReferenceSize: CGSize = .zero,
        sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
        sectionOverrides: [Int: FlowSectionOverrides] = [:], sizeForItem: (@Sendable (IndexPath) -> CGSize)? = nil,
        visibleItemsEffect: (any VisibleItemsEffect)? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.estimatedItemSize = estimatedItemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.sectionOverrides = sectionOverrides
        self.sizeForItem = sizeForItem
        self.visibleItemsEffect = visibleItemsEffect
    }

    /// Lays out `sections` in `environment`. Throws a `LayoutError` naming the bad property
    /// (`sectionInset.leading`, `sectionOverrides[2].minimumLineSpacing`) or the item
    /// (`sections[0].items[7]`) whose size is not finite and at least 0.
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        try LayoutLimits.checkElementBudget(cells: LayoutLimits.totalItems(sections), maximum: LayoutLimits.absoluteMaximumElements)
        try validateKnobs()
        let (placed, last) = try layOut(sections[...], firstIndex: 0, environment: environment, from: 0)
        // A sideways right-to-left layout is mirrored across its content's width, known now.
        let mirrorWidth = Self.keepsData(environment, scrollDirection) ? environment.pixelGrid.round(placed.last?.end ?? 0) : nil
        let builder = LayoutSnapshotBuilder(environment: environment, scrollDirection: scrollDirection, mirrorWidth: mirrorWidth)
        return try finishSnapshot(builder, placed: placed, start: 0, last: last, sections: sections)
    }

    /// The snapshot of `builder` with `placed` added (the content ending where the last of them
    /// does, or at `start`), remembering `last` for appends.
    func finishSnapshot(_ builder: LayoutSnapshotBuilder, placed: [FlowPlacedSection], start: CGFloat, last: FlowSectionCursor?, sections: [SectionData]) throws -> LayoutSnapshot {
        let end = placed.last?.end ?? start
        guard end.isFinite else { throw LayoutError(.overflows(got: Double(end)), at: ["sections"]) }
        let environment = builder.environment
        let axis = scrollDirection
        let length = environment.pixelGrid.round(end)
        var builder = builder
        builder.visibleItemsEffect = visibleItemsEffect
        for section in placed {
            section.add(to: &builder, pinsHeader: sectionHeadersPinToVisibleBounds, pinsFooter: sectionFootersPinToVisibleBounds)
        }
        let cellsBeforeOpenLine = builder.numberOfCells - (last?.openSizes.count ?? 0)
        let state = FlowAppendState(layout: self, last: last, cellsBeforeOpenLine: cellsBeforeOpenLine, end: end, sections: Self.keepsData(environment, axis) ? sections : [])
        return builder.build(contentSize: CGSize(length: length, along: axis, breadth: environment.containerSize.length(along: axis.other)), layoutState: state)
    }

    /// Whether an append must lay everything out again (a sideways right-to-left layout is
    /// mirrored across its content's width, which every append changes), so the snapshot keeps
    /// its data.
    static func keepsData(_ environment: LayoutEnvironment, _ axis: LayoutAxis) -> Bool {
        axis == .horizontal && environment.layoutDirection == .rightToLeft
    }
}
