import Foundation
import Tessera

/// Everything a `UICollectionViewLayout` decides, in plain Swift: the driver owns the snapshot
/// and answers each question UIKit asks a layout, in UIKit's order (`prepare` → the content
/// size → elements in a rect → scroll → preferred attributes → invalidate → …). The UIKit and
/// SwiftUI adapters are thin shells that convert types and forward one call each, so the
/// adapters' behaviour is tested here, on any platform.
///
/// The driver is not thread-safe: like a layout object it belongs to the main thread (its
/// snapshots are `Sendable` values and can be made anywhere).
public final class CollectionLayoutDriver {
    /// The Tessera layout it runs. Setting it lays out everything at the next `prepare`, takes
    /// the new layout's snapping and deceleration (unless the app chose its own), and keeps the
    /// item at the viewport's centre there (CollectionLayoutDriver+LayoutChange.swift).
    public var layout: any CollectionLayout {
        didSet { layoutDidChange() }
    }
    /// Where flings come to rest (from the layout when it provides one, else none). Set by the
    /// app (here or at `init`), it stays when the layout changes.
    public var snapPolicy: SnapPolicy {
        didSet { if !adoptingLayoutBehaviour { snapPolicyChosen = true } }
    }
    /// How quickly flings slow down (the shell sets the scroll view's `decelerationRate` to it).
    /// Set by the app (here or at `init`), it stays when the layout changes.
    public var deceleration: Deceleration {
        didSet { if !adoptingLayoutBehaviour { decelerationChosen = true } }
    }
    /// Whether the app chose `snapPolicy` or `deceleration` (else they follow the layout).
    var snapPolicyChosen = false, decelerationChosen = false
    /// True while a new layout's snapping and deceleration are taken (not the app's choice).
    var adoptingLayoutBehaviour = false
    /// The item at the viewport's centre when the layout changed: the next layout with it puts
    /// it back there (a carousel keeps its card).
    var itemKeptAcrossLayoutChange: IndexPath?

    /// The current snapshot (nil before the first successful `prepare`).
    public internal(set) var snapshot: LayoutSnapshot?
    /// The snapshot before the last relayout, kept for batch-update animations.
    public internal(set) var previousSnapshot: LayoutSnapshot?
    /// The sections the current snapshot was laid out from (with measured sizes applied).
    public var sections: [SectionData] { prefix?.sections ?? sectionsLaidOut }
    /// `sections` while the layout is not laid out a part at a time (the prefix holds them then,
    /// alone, so that recording a measurement does not copy them).
    var sectionsLaidOut: [SectionData] = []
    /// The laid-out part of a feed laid out a part at a time: once cells have self-sized under a
    /// layout that appends, so that each measurement costs O(visible), not O(n).
    var prefix: LaidOutPrefix?
    /// The sections as the data source gave them (what the next read is compared with).
    var sourceSections: [SectionData] = []
    /// What the driver has learnt of its cells: their self-sized sizes, the columns shown
    /// self-sizing items keep, how each cell's measurements went (ItemMeasurements.swift).
    /// Applied to a copy of the data when the driver builds the sections it lays out.
    var measurements = ItemMeasurements()
    /// Every cell's self-sized size, by its item's index path: kept when the data grows at the
    /// end, carried to the items' new index paths by a batch update, dropped by `reloadData`.
    public var measuredSizes: [IndexPath: CGSize] { measurements.sizes.dictionary }
    /// The column of every self-sizing item shown under a waterfall, by index path
    /// (`ItemData.column`): recorded when the item is first vended, kept and carried as
    /// `measuredSizes` are, so that no later measurement moves a shown item across columns.
    /// Dropped when the container's width changes (the columns are others then).
    public var recordedColumns: [IndexPath: Int] {
        payAllOwedPins()
        return measurements.columns.dictionary
    }
    /// A state given to `restore(_:)`, applied when the next `prepare` reads the data.
    var pendingRestoration: LayoutRestorationState?
    /// The content offset the driver displays elements at (the collection view's bounds origin).
    public internal(set) var contentOffset: CGPoint = .zero {
        didSet { viewportOrigin = contentOffset }
    }
    /// Where UIKit's viewport is now, as far as the driver was told (the driver's coordinates):
    /// `contentOffset`, or a scroll since that needed no relayout (`shouldInvalidateLayout(forBoundsChange:)`).
    var viewportOrigin: CGPoint = .zero
    /// What bars and the safe area cover of the viewport (UIKit's `adjustedContentInset`; the
    /// shell sets it before each call that depends on it): offsets rest from `-top` to
    /// `contentSize - bounds + bottom`, pinned elements stick below a navigation bar and above
    /// a tab bar, carousels centre within the uncovered part.
    public var adjustedContentInset: ScrollInsets = .zero
    /// The adjusted content inset the last `prepare` laid out with (nil before the first): an
    /// inset that changed since (a keyboard, a refresh control, a large title collapsing) is
    /// judged against it, as UIKit moves no content for an inset.
    public internal(set) var preparedContentInset: ScrollInsets?
    /// An offset the shell should give the scroll view (see `takeContentOffsetToApply()`).
    var contentOffsetToApply: CGPoint?
    /// Whether the next layout is the first (of this layout object): its starting offset is due.
    var needsStartingOffset = true
    /// Each orthogonal section's own offset, where it differs from its resting offset.
    public internal(set) var orthogonalOffsets: [Int: CGFloat] = [:]
    /// `orthogonalOffsets` by before-update section, from a data change not yet mapped by its
    /// batch update (as measured sizes are, `ItemMeasurements`; CollectionLayoutDriver+OrthogonalSections.swift).
    var awaitingOrthogonalMap: [Int: CGFloat]?
    /// The error of the last `prepare` that failed, if any.
    public internal(set) var lastError: (any Error)?
    /// The batch update in flight (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates`). Set, it carries each sideways row's offset to its
    /// section's new index.
    public internal(set) var updateMap: UpdateMap? {
        didSet { if let updateMap { carryOrthogonalOffsets(through: updateMap) } }
    }

    /// Invalidations not yet applied by a `prepare`. Starts as everything.
    var pending = LayoutInvalidation.everything
    /// Per section, how far below their usual start the columns of a layout that lets them move
    /// (`ColumnStartAdjustableLayout`, a waterfall) start: what keeps every column on screen
    /// still when content above changes (CollectionLayoutDriver+ColumnStarts.swift).
    public internal(set) var columnStartOffsets: [Int: [CGFloat]] = [:]
    /// Per section, extra space after some of its one-column items, in their column
    /// (`ColumnStartAdjustableLayout.itemGaps`): where a column's start offset goes when items
    /// lie above the first cell the user saw in it (the few just above it take it), so that the
    /// columns start in line.
    public internal(set) var itemGaps: [Int: ItemGaps] = [:]
    /// Whether the user scrolled while some section's columns start out of line: the next
    /// `prepare` brings them closer (CollectionLayoutDriver+ColumnSettle.swift).
    var columnSettleDue = false
    /// The frames at rest that bring columns back in line (`invalidationContextForSettleFrame()`).
    var settleFrames = SettleFrames()
    /// Per section, the items that start the lines the user saw, under a layout of lines that
    /// keeps them (`LineStartKeepingLayout`: a flow, justified rows): what keeps every line on
    /// screen holding its items when cells above measure (CollectionLayoutDriver+LineStarts.swift).
    public internal(set) var keptLineStarts: [Int: [Int]] = [:]
    /// What the driver keeps still on screen, where and until when (ViewportAnchor.swift): what
    /// a relayout (a size change, a batch update) keeps, used once by the offset asked for after
    /// it; after a size change, the first cell fully shown before it until the user scrolls; the
    /// item a scroll to an index went to, until the user scrolls elsewhere.
    var viewportAnchor = ViewportAnchor()
    /// A snapshot already computed by an invalidation (a measured size), adopted by `prepare`;
    /// read, it first lays out the measurements whose relayout waits (`deferred`), so that
    /// every reader sees what measuring them one at a time gives.
    var precomputed: LayoutSnapshot? {
        get {
            layOutDeferredMeasurements()
            return precomputedSnapshot
        }
        set { precomputedSnapshot = newValue }
    }
    /// `precomputed` as it is, the measurements that wait not laid out.
    var precomputedSnapshot: LayoutSnapshot?
    /// Measurements recorded whose relayout waits for the next reader of the layout
    /// (CollectionLayoutDriver+DeferredMeasurements.swift).
    var deferred = DeferredMeasurements()
    /// Which measurements of `layout` may wait, worked out once per layout (casts cost).
    var deferralKind: DeferredMeasurements.Kind?
    /// Cells measured since the last `prepare` (one layout pass): not anchors for each other.
    var measuredSincePrepare: Set<IndexPath> = []
    /// Cells measured since the user last scrolled (the layout passes of one frame): not on
    /// screen before, so not the anchor that keeps what was (CollectionLayoutDriver+MeasurementAnchor.swift).
    var measuredSinceScroll: Set<IndexPath> = []
    /// What the screen showed at the last answer to `layoutAttributesForElements(in:)` that
    /// covered the viewport, and what it showed when the current frame began: the frame the
    /// user saw (CollectionLayoutDriver+ScreenRecord.swift).
    var screenRecord = ScreenRecord()
    /// The content-offset adjustments given since the last `prepare` (UIKit applies each at
    /// once): where the offset is without a scroll by the user.
    var adjustmentSincePrepare: CGFloat = 0
    /// The last item asked for by `layoutAttributesForItem(at:)`, its frame then and the content
    /// length then, and whether it was wholly off screen: what a scroll to an index the
    /// collection view made itself (UIKit's `scrollToItem(at:at:animated:)`) went to, and what
    /// UIKit worked its offset out from. Counts for the next bounds change only (`noteScroll`).
    var lastItemQueried: (indexPath: IndexPath, frame: CGRect, contentLength: CGFloat, offScreen: Bool)?
    /// An item off screen asked for by `layoutAttributesForItem(at:)`, with what UIKit worked its
    /// offset out from and where the viewport was: an animated scroll to it may be on its way
    /// (CollectionLayoutDriver+ScrollToItem.swift).
    var scrollRequest: ScrollRequest?
    /// Cells whose measured size kept changing: their last size is kept and they are not asked
    /// again until the data or the size changes.
    public var nonConvergingItems: Set<IndexPath> { measurements.nonConverging }
    /// Receives one message per cell whose measured size never settles (by default printed
    /// once to standard error), naming its index path.
    public var diagnosticHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("Tessera: " + message + "\n").utf8))
    }
    /// Chat mode: a feed shorter than the viewport rests against its end (the bottom of a
    /// vertical feed), a measurement keeps the end edge still while the end is shown, and items
    /// added at the end scroll into view only when the end was shown (CollectionLayoutDriver+EndAnchoring.swift).
    public var anchorsAtEnd = false {
        didSet { pending = pending.merged(with: .everything) }
    }
    /// The offset `targetContentOffset(forProposedContentOffset:)` gave last (the driver's
    /// coordinates), until UIKit moves there: no scroll by the user.
    var offsetGivenAfterRelayout: CGPoint?
    /// Set by a data change while the end was shown in chat mode: the offset after the update
    /// (`targetContentOffset(forProposedContentOffset:)`) shows the new end.
    var followsEnd = false

    /// A driver for `layout`. Snapping and deceleration come from the layout when it provides
    /// them (`ScrollBehaviorProviding`, e.g. a carousel), unless given here.
    public init(_ layout: any CollectionLayout, snapPolicy: SnapPolicy? = nil, deceleration: Deceleration? = nil) {
        self.layout = layout
        let behaviour = layout as? any ScrollBehaviorProviding
        self.snapPolicy = snapPolicy ?? behaviour?.snapPolicy ?? .none
        self.deceleration = deceleration ?? Deceleration(rate: behaviour?.decelerationRate ?? .normal)
        snapPolicyChosen = snapPolicy != nil
        decelerationChosen = deceleration != nil
    }

    // MARK: Invalidation

    /// Records an invalidation (UIKit's `invalidateLayout(with:)`); applied at the next `prepare`.
    public func invalidate(_ context: LayoutInvalidation) {
        pending = pending.merged(with: context)
    }

    /// Whether a bounds change needs the layout's attention (UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)`): always for a new size; for a scroll only when
    /// pinned elements or an effect move with the offset.
    public func shouldInvalidateLayout(forBoundsChange displayedBounds: CGRect) -> Bool {
        guard let snapshot else { return true }
        if displayedBounds.size != snapshot.environment.containerSize { return true }
        let newBounds = display.engine(displayedBounds)
        // Unmoved when at the offset last prepared and where the viewport is: a scroll back to
        // that offset with no `prepare` between (as UIKit makes it) is a scroll too.
        guard newBounds.origin != contentOffset || newBounds.origin != viewportOrigin else { return false }
        viewportOrigin = newBounds.origin
        // The offset the driver gave after a relayout (`targetContentOffset(forProposedContentOffset:)`)
        // is no scroll by the user, nor UIKit's scroll to an item: the frame goes on.
        let given = offsetGivenAfterRelayout == newBounds.origin
        noteScroll(to: newBounds.origin, givenAfterRelayout: given)
        if given {
            offsetGivenAfterRelayout = nil
            return dependsOnScrolling || loopNormalizedOffset(newBounds.origin) != nil
        }
        offsetGivenAfterRelayout = nil
        // A new frame unless UIKit is applying the adjustments given since the last `prepare`.
        let axis = snapshot.scrollDirection
        let userScrolled = abs(newBounds.origin.coordinate(along: axis) - contentOffset.coordinate(along: axis) - adjustmentSincePrepare) > 0.001
        if userScrolled {
            startFrame()
            settleFrames.userScrolled()
        }
        // Columns out of line come back a little each frame the user scrolls (CollectionLayoutDriver+ColumnSettle.swift).
        columnSettleDue = columnSettleDue || (userScrolled && columnsStartOutOfLine)
        // A looping carousel that left its middle copy is moved back at the next `prepare`; an
        // animated scroll to an item that arrived off the item is set right there.
        return dependsOnScrolling || contentOffsetToApply != nil || loopNormalizedOffset(newBounds.origin) != nil || columnSettleDue
    }

    /// The invalidation for a bounds change (UIKit's `invalidationContext(forBoundsChange:)`).
    public func invalidationContext(forBoundsChange displayedBounds: CGRect) -> LayoutInvalidation {
        let newBounds = display.engine(displayedBounds)
        var c = LayoutInvalidation()
        c.newContentOffset = newBounds.origin
        if newBounds.size != snapshot?.environment.containerSize { c.newBoundsSize = newBounds.size }
        return c
    }

    /// Whether elements move with the content offset: pinned boundary items or a visible-items
    /// effect. Other supplementary and decoration elements stay where they are, so a scroll
    /// then needs no invalidation.
    public var dependsOnScrolling: Bool {
        guard let snapshot else { return false }
        return snapshot.visibleItemsEffect != nil || snapshotHasPinnedElements
    }

    /// `snapshot.hasPinnedElements`, worked out once per adopted snapshot.
    var snapshotHasPinnedElements = false

    /// Tessera lays right-to-left content out itself (`LayoutEnvironment.layoutDirection`), so
    /// UIKit must not mirror it again: the shell's `flipsHorizontallyInOppositeLayoutDirection`.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: prepare

    /// UIKit's `prepare()`: applies what was invalidated. `environment` describes the collection
    /// view now (its bounds size is the container size); `contentOffset` is its bounds origin;
    /// `sections` reads the data source, and is called only when the data must be read again.
    @discardableResult
    public func prepare(environment: LayoutEnvironment, contentOffset displayedOffset: CGPoint, sections readSections: () -> [SectionData]) -> PrepareOutcome {
        let previous = snapshot?.environment
        // Judged with the inset the offset was shown with: a keyboard may have covered the end since.
        let endShown = anchorsAtEnd && snapshot != nil && isShowingEnd(displayedOffset, contentLength: pendingContentLength, insets: preparedContentInset)
        let insetChanged = preparedContentInset.map { $0 != adjustedContentInset } ?? false
        defer { preparedContentInset = adjustedContentInset }
        let outcome = apply(environment: environment, contentOffset: display.engine(displayedOffset), sections: readSections)
        columnSettleDue = false
        settleFrames.prepared(outcome)
        outcomeCounts[outcome, default: 0] += 1
        // The padding before a short feed in chat mode may have changed with the layout.
        contentOffset = display.engine(displayedOffset)
        if outcome != .failed {
            scheduleStartingOffset(previousEnvironment: previous)
            scheduleKeptItemOffset()
        }
        if outcome == .fullLayout || outcome == .appended { forgetMeasurementCounts() }
        if outcome == .fullLayout || outcome == .appended {
            scrollRequest = nil
            startFrame()
            // A size change keeps the first cell fully shown (`ContentAnchor.firstShown`) through
            // the cells' measurements at the new size too; no scroll target holds.
            viewportAnchor.relaidOut(sizeChanged: previous != nil && previous != environment)
        }
        if endShown, outcome == .fullLayout || outcome == .appended {
            followEnd(from: displayedOffset)
        } else if endShown, insetChanged {
            keepEndShown(from: displayedOffset)
        }
        return outcome
    }

    /// How many `prepare` calls took each path since the driver was made: what tests and the
    /// adapters' sessions assert on (an append must be `.appended`, not `.fullLayout`).
    public internal(set) var outcomeCounts: [PrepareOutcome: Int] = [:]
    /// How many elements the driver has laid out since it was made: every element of a snapshot
    /// laid out whole, only the new ones of an append, and of a feed laid out a part at a time
    /// every cell placed — again too, from a measurement's checkpoint or a section's start when
    /// its column starts move. The work a scroll frame does is the difference across it (a full
    /// relayout per frame shows as the whole feed). A layout that updates one measurement in
    /// place (`MeasurementUpdatingLayout`) adds nothing for it.
    public internal(set) var elementsLaidOut = 0
    /// How many cells a feed laid out a part at a time lays out at once (the part grows by this
    /// much when scrolling reaches its end): the most one scroll frame of such a feed lays out.
    public static var cellsLaidOutPerPart: Int { LaidOutPrefix.chunk }

    private func apply(environment: LayoutEnvironment, contentOffset: CGPoint, sections readSections: () -> [SectionData]) -> PrepareOutcome {
        let context = pending
        pending = LayoutInvalidation()
        measurements.forgetAwaitingMap()
        awaitingOrthogonalMap = nil
        measuredSincePrepare = []
        adjustmentSincePrepare = 0
        self.contentOffset = contentOffset
        let sizeChanged = snapshot.map { $0.environment != environment } ?? true
        if let precomputed, !context.invalidateEverything, !context.invalidateDataSourceCounts, !sizeChanged {
            adopt(precomputed, sections: sections, prefix: prefix)
            self.precomputed = nil
            layOutPart { try $0.layOut(through: neededBoundary(in: environment)) }
            return .measured
        }
        precomputed = nil
        guard context.invalidateEverything || context.invalidateDataSourceCounts || sizeChanged || !context.measuredSizes.isEmpty || snapshot == nil else {
            return scrolled(context, at: contentOffset)
        }
        if sizeChanged, let snapshot, !context.invalidateEverything { viewportAnchor.pickFirstShown(in: snapshot, at: contentOffset, contentInset: adjustedContentInset) }
        let columnsDropped = forgetWidthBoundMeasurementsIfWidthChanged(to: environment)
        if columnsDropped || context.invalidateEverything {
            columnStartOffsets = [:]
            itemGaps = [:]
        }
        if context.invalidateEverything || snapshot.map({ $0.environment.containerSize.width != environment.containerSize.width }) == true {
            keptLineStarts = [:]
            // Under a layout of lines the first cell fully shown starts its line at the new
            // width: no item before it joins its line and shows above it.
            if !context.invalidateEverything, layout is any LineStartKeepingLayout, let p = viewportAnchor.relayout?.indexPath { keptLineStarts = [p.sectionIndex: [p.itemIndex]] }
        }
        var readData: [SectionData]?
        do {
            if context.invalidateEverything || context.invalidateDataSourceCounts || snapshot == nil {
                let fresh = readSections()
                readData = fresh
                // Offsets are by section index: a batch update, next, says where each went.
                awaitingOrthogonalMap = orthogonalOffsets
                if fresh != sourceSections { screenRecord.dataChanged() }
                return try applyFresh(fresh, context: context, environment: environment, sizeChanged: sizeChanged)
            }
            measurements.merge(context.measuredSizes)
            // Without the dropped columns: the data as the source gave it, every size applied.
            try layOutAll(
                columnsDropped ? measuredData(sourceSections) : measuredData(sections, sizes: context.measuredSizes),
                environment: environment)
            return sizeChanged ? .fullLayout : .measured
        } catch {
            // The data may have changed (fewer items): the old snapshot would name index paths
            // that no longer exist. Every current item gets empty attributes instead (nothing
            // shows, every query has an answer) until a layout succeeds.
            if let fresh = readData {
                adopt(Self.placeholder(for: fresh, environment: environment), sections: fresh)
                sourceSections = fresh
            }
            lastError = error
            return .failed
        }
    }

    /// `apply`'s step for data read afresh (everything invalidated, counts changed, or a first
    /// layout): measurements carried or dropped, then the new items appended (a part at a time
    /// or whole) when the data only grew, else everything laid out again.
    private func applyFresh(_ fresh: [SectionData], context: LayoutInvalidation, environment: LayoutEnvironment, sizeChanged: Bool) throws -> PrepareOutcome {
        // Measurements stay at their index paths while the data is the same or only
        // grows at the end; after any other change index paths may name other items:
        // they are dropped. Either way a batch update's map, which comes next
        // (`prepare(forCollectionViewUpdates:)`), carries them to their items (equal
        // data may still be other items: counts alone say nothing of identity).
        let extends = extends(fresh)
        measurements.merge(context.measuredSizes)
        payAllOwedPins()  // before the columns wait for the update's map
        measurements.dataRead(extends: extends)
        if let restored = pendingRestoration {
            pendingRestoration = nil
            measurements.restore(restored)
        }
        let laid = measuredData(fresh)
        if extends, !sizeChanged, !context.invalidateEverything, var grown = prefix {
            // Laid out a part at a time: the new items wait until they are reached.
            try grown.replaceSections(with: laid)
            let before = grown.cellCount
            try grown.layOut(through: neededBoundary(in: environment))
            adopt(grown.snapshot, sections: [], prefix: grown)
            elementsLaidOut += grown.cellCount - before
            sourceSections = fresh
            return .appended
        }
        if extends, !sizeChanged, !context.invalidateEverything, let appended = try append(fresh) {
            let before = snapshot.map(Self.elementCount) ?? 0
            adopt(appended, sections: laid)
            elementsLaidOut += Self.elementCount(appended) - before
            sourceSections = fresh
            return .appended
        }
        try layOutAll(laid, environment: environment)
        sourceSections = fresh
        return .fullLayout
    }

    /// Lays out `sections` and adopts the result: a part at a time (as far as the viewport
    /// needs) once cells have self-sized under a layout that appends, else whole.
    func layOutAll(_ sections: [SectionData], environment: LayoutEnvironment) throws {
        if !measurements.sizes.isEmpty, let incremental = placedLayout as? any IncrementalCollectionLayout {
            let part = try LaidOutPrefix(incremental, sections: sections, environment: environment, through: neededBoundary(in: environment))
            adopt(part.snapshot, sections: [], prefix: part)
            elementsLaidOut += part.cellCount
        } else {
            let whole = try placedLayout.makeSnapshot(sections: sections, environment: environment)
            adopt(whole, sections: sections)
            elementsLaidOut += Self.elementCount(whole)
        }
    }

    /// Every element of `snapshot` (cells, supplementary and decoration views).
    static func elementCount(_ snapshot: LayoutSnapshot) -> Int {
        snapshot.numberOfCells + snapshot.numberOfSupplementaryAndDecorationElements
    }

    /// How far along the scroll axis a part laid out at a time must be final: the viewport at
    /// the current offset and one more viewport after it (a stale footer or a pinned header's
    /// range ends past the laid-out part, never inside what is shown).
    func neededBoundary(in environment: LayoutEnvironment, through end: CGFloat? = nil) -> CGFloat {
        let axis = prefix?.snapshot.scrollDirection ?? snapshot?.scrollDirection ?? .vertical
        let viewport = axis == .vertical ? environment.containerSize.height : environment.containerSize.width
        return max(end ?? 0, contentOffset.coordinate(along: axis) + viewport) + viewport
    }

    /// A snapshot with every item of `sections` at an empty frame at the origin: shown nowhere,
    /// but present, so no index path the data source has goes unanswered.
    static func placeholder(for sections: [SectionData], environment: LayoutEnvironment) -> LayoutSnapshot {
        var builder = LayoutSnapshotBuilder(environment: environment)
        for section in sections {
            builder.startSection()
            for _ in 0..<section.count { builder.addCell(frame: .zero) }
        }
        return builder.build(contentSize: .zero)
    }

    func adopt(_ new: LayoutSnapshot, sections: [SectionData], prefix: LaidOutPrefix? = nil) {
        previousSnapshot = snapshot
        snapshot = new
        snapshotHasPinnedElements = new.hasPinnedElements
        self.prefix = prefix
        sectionsLaidOut = prefix == nil ? sections : []
        lastError = nil
        // Orthogonal offsets stay inside their sections' new bounds.
        for (s, offset) in orthogonalOffsets {
            guard let record = new.orthogonalSection(s) else { orthogonalOffsets[s] = nil; continue }
            orthogonalOffsets[s] = record.offsetBounds(along: new.scrollDirection.other).clamping(offset)
        }
    }

    /// Whether `fresh` is the data the snapshot was laid out from, or that data with items
    /// added at the end of its last section and sections after it.
    func extends(_ fresh: [SectionData]) -> Bool {
        guard snapshot != nil, fresh.count >= sourceSections.count else { return false }
        guard let last = sourceSections.indices.last else { return true }
        for s in 0..<last where fresh[s] != sourceSections[s] { return false }
        let old = sourceSections[last], new = fresh[last]
        return new.count >= old.count && (old.hasItemData == new.hasItemData || old.count == 0)
            && (!old.hasItemData || (0..<old.count).allSatisfy { old[$0] == new[$0] })
    }

    /// The snapshot with what `fresh` (which `extends` the data) adds appended, when the layout
    /// can append and something was added; nil otherwise.
    func append(_ fresh: [SectionData]) throws -> LayoutSnapshot? {
        guard let snapshot, let incremental = placedLayout as? any IncrementalCollectionLayout,
            let last = sourceSections.indices.last
        else { return nil }
        let old = sourceSections[last], new = fresh[last]
        guard new.count > old.count || fresh.count > sourceSections.count else { return nil }
        let added =
            new.hasItemData
            ? SectionData(items: (old.count..<new.count).map { new[$0] })
            : SectionData(itemCount: new.count - old.count)
        return try incremental.snapshot(snapshot, appendingItems: added, newSections: Array(fresh[sourceSections.count...]))
    }

    // MARK: Queries

    /// UIKit's `collectionViewContentSize`.
    public var collectionViewContentSize: CGSize {
        display.displayed(laidOutContentSize)
    }

    /// The content size of what is laid out (estimated past a part laid out a part at a time).
    var laidOutContentSize: CGSize {
        guard precomputed == nil, let prefix else { return snapshot?.contentSize ?? .zero }
        return prefix.estimatedContentSize
    }

    /// The scroll state the elements are displayed at.
    public var scrollState: ScrollState {
        ScrollState(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, contentInset: adjustedContentInset)
    }

    /// UIKit's `layoutAttributesForElements(in:)`: elements displayed in `rect` at the current
    /// offset (pinned headers stuck, orthogonal sections scrolled, effects applied).
    public func layoutAttributesForElements(in displayedRect: CGRect) -> [LayoutAttributes] {
        guard displayedRect.origin.x.isFinite, displayedRect.origin.y.isFinite, displayedRect.width.isFinite, displayedRect.height.isFinite else { return [] }
        let display = self.display
        guard display.leadPadding != 0 else { return elements(in: displayedRect) }
        return elements(in: display.engine(displayedRect)).map { display.displayed($0) }
    }

    /// The elements displayed in `rect` (the driver's coordinates, without a chat feed's padding).
    private func elements(in rect: CGRect) -> [LayoutAttributes] {
        if let axis = snapshot?.scrollDirection {
            layOutPart { try $0.layOut(through: neededBoundary(in: $0.environment, through: axis == .vertical ? rect.maxY : rect.maxX)) }
        }
        guard let snapshot else { return [] }
        // A row cut by the leading edge shows its never-measured cells too (+CutRows.swift).
        let elements = withCutRowMates(snapshot.elements(in: rect, at: scrollState), in: rect, snapshot: snapshot)
        recordColumns(of: elements)
        recordScreen(elements, answering: rect, in: snapshot)
        return elements
    }

    /// UIKit's `layoutAttributesForItem(at:)`: the item as displayed at the current offset.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let attributes = itemAttributes(at: indexPath)
        if let snapshot, let frame = snapshot.layoutAttributesForItem(at: indexPath)?.frame {
            let offScreen = !frame.intersects(CGRect(origin: viewportOrigin, size: snapshot.environment.containerSize))
            lastItemQueried = (indexPath, frame, laidOutContentSize.length(along: snapshot.scrollDirection), offScreen)
            noteScrollRequest(to: indexPath, frame: frame)
        }
        return attributes.map { display.displayed($0) }
    }

    /// The item as displayed at the current offset, in the driver's coordinates.
    func itemAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
        if indexPath.count == 2 { layOutPart { try $0.layOut(toInclude: indexPath) } }
        guard let snapshot, let a = snapshot.layoutAttributesForItem(at: indexPath) else { return nil }
        return snapshot.displayedAttributes(a, at: scrollState)
    }

    /// UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)`, pinned at the current offset.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        layOutPart { try $0.layOut(toInclude: .item(0, section: indexPath[0])) }  // begun: its header is final
        return snapshot?.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath, at: scrollState).map { display.displayed($0) }
    }

    /// UIKit's `layoutAttributesForDecorationView(ofKind:at:)`.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        layOutPart { try $0.layOut(toInclude: .item(0, section: indexPath[0])) }  // begun: its header is final
        return snapshot?.layoutAttributesForDecorationView(ofKind: kind, at: indexPath).map { display.displayed($0) }
    }

    /// Lays out more of a feed laid out a part at a time (not while a measurement's snapshot
    /// waits for `prepare`: queries until then answer from the current one). The frames laid
    /// out before do not move, so this is no relayout: `previousSnapshot` stays.
    func layOutPart(_ body: (inout LaidOutPrefix) throws -> Void) {
        guard precomputed == nil, var part = prefix else { return }
        prefix = nil  // alone, so that growing it copies nothing
        let before = (part.cellCount, part.snapshot.numberOfSections)
        do { try body(&part) } catch { lastError = error }
        elementsLaidOut += part.cellCount - before.0
        if before != (part.cellCount, part.snapshot.numberOfSections) {
            snapshot = part.snapshot
            snapshotHasPinnedElements = part.snapshot.hasPinnedElements
        }
        prefix = part
    }
}
