import Foundation
import Tessera

/// A feed laid out only as far as it has been looked at, for a layout that appends
/// (`IncrementalCollectionLayout`): what the driver uses once cells have self-sized.
///
/// Each measured cell moves every item after it; laying all of them out again for each cell
/// measured while a long feed scrolls costs O(n) a cell, O(n²) a scroll through the feed. Here
/// a measurement lays out again from the last checkpoint before the cell (one every `chunk`
/// cells) only as far as the driver asks (the viewport and a screen more): O(chunk + visible).
/// The rest is laid out when a query reaches it.
///
/// A measurement lays out again `measuredStep` cells at a time, keeping a checkpoint after each
/// (the last `recentCheckpoints` of them): the other cells a layout pass measures, near it, lay
/// out again from at most that far before them. It stops as soon as the part reaches the
/// driver's boundary, and owes the rest of the `chunk` it is in (`owed`): the part is laid out
/// on to where whole chunks from the last checkpoint before the cell would have stopped before
/// anything else reads it or lays it out (`completeOwed()`), so that every checkpoint a chunk
/// apart, every query past the measurement and the content size's estimate are those of whole
/// chunks (appending in smaller steps gives the same frames).
///
/// Appending gives exactly what a full layout gives, so the frames here are a full layout's;
/// only the content length past the laid-out part is an estimate (its cells at the laid-out
/// part's average length per cell), as UIKit's is for cells not yet measured.
struct LaidOutPrefix {
    private(set) var layout: any IncrementalCollectionLayout
    let environment: LayoutEnvironment
    /// Every section, measured sizes applied.
    private(set) var sections: [SectionData]
    /// The laid-out part: every cell of its sections but the last, a prefix of the last's.
    private(set) var snapshot: LayoutSnapshot
    /// Snapshots of shorter parts, by the cells they hold (increasing, the first empty), each
    /// `chunk` cells after the one before (or where the cells end): where a measurement lays
    /// out again from, and where laying out whole chunks stops.
    private var checkpoints: [Checkpoint]
    /// The last snapshots a measurement's steps made between those (increasing, at most
    /// `recentCheckpoints`, each after the last of `checkpoints` before it).
    private var recent: [Checkpoint] = []
    /// The boundary a measurement laid out to in steps, when the part does not end where
    /// whole chunks would have (`completeOwed()`).
    private(set) var owed: CGFloat?
    /// Where each section's first cell is, counted across sections; the total last.
    private var sectionOffsets: [Int]
    /// Cells laid out since made (what tests assert on: the work a measurement costs).
    private(set) var cellsPlaced = 0

    /// A snapshot of a shorter part and the cells it holds.
    private typealias Checkpoint = (cells: Int, snapshot: LayoutSnapshot)

    /// Cells laid out per step, and so between checkpoints.
    static let chunk = 256
    /// Cells a measurement lays out per step (a divisor of `chunk`).
    static let measuredStep = 32
    /// How many of a measurement's steps keep their snapshot.
    static let recentCheckpoints = 16

    /// The part of `sections` before `boundary` (along the scroll axis) laid out in `environment`.
    init(_ layout: any IncrementalCollectionLayout, sections: [SectionData], environment: LayoutEnvironment, through boundary: CGFloat) throws {
        self.layout = layout
        self.environment = environment
        self.sections = sections
        sectionOffsets = Self.offsets(of: sections)
        snapshot = try layout.makeSnapshot(sections: [], environment: environment)
        checkpoints = [(0, snapshot)]
        try layOut(through: boundary)
    }

    private static func offsets(of sections: [SectionData]) -> [Int] {
        var offsets = [0]
        offsets.reserveCapacity(sections.count + 1)
        for s in sections { offsets.append(offsets[offsets.count - 1] + s.count) }
        return offsets
    }

    /// Cells laid out.
    private(set) var cellCount = 0
    /// Where the last whole chunk (or the cells) ended.
    private var chunkEnd: Int { checkpoints[checkpoints.count - 1].cells }

    /// Whether every section is laid out.
    var isComplete: Bool {
        let started = snapshot.numberOfSections
        return started == sections.count && (started == 0 || snapshot.numberOfItems(inSection: started - 1) == sections[started - 1].count)
    }

    /// The content size: the laid-out part's when complete, else that part's length plus the
    /// remaining cells at its average length per cell.
    var estimatedContentSize: CGSize {
        let size = snapshot.contentSize
        guard !isComplete, cellCount > 0 else { return size }
        let vertical = snapshot.scrollDirection == .vertical
        let laid = vertical ? size.height : size.width
        let rest = laid / CGFloat(cellCount) * CGFloat(sectionOffsets[sectionOffsets.count - 1] - cellCount)
        let total = environment.pixelGrid.round(laid + rest)
        return vertical ? CGSize(width: size.width, height: total) : CGSize(width: total, height: size.height)
    }

    /// Lays out until nothing still to come starts before `boundary`, or everything is.
    mutating func layOut(through boundary: CGFloat) throws {
        try completeOwed()
        while !isComplete, !(layout.appendBoundary(of: snapshot) > boundary) { try step() }
    }

    /// Lays out what a measurement owes (`owed`): on to the first end of a whole chunk where
    /// nothing still to come starts before the measurement's boundary, or to the end.
    mutating func completeOwed() throws {
        guard let boundary = owed else { return }
        owed = nil
        while !isComplete, cellCount > chunkEnd || !(layout.appendBoundary(of: snapshot) > boundary) { try step() }
    }

    /// Lays out until item `indexPath` is (item 0 of an empty section: until it has begun).
    mutating func layOut(toInclude indexPath: IndexPath) throws {
        guard indexPath.count == 2 else { return }
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        guard s >= 0, s < sections.count, i >= 0 else { return }
        let end = sectionOffsets[s] + min(i + 1, sections[s].count)
        try completeOwed()
        while !isComplete, cellCount < end || snapshot.numberOfSections <= s { try step() }
    }

    /// Where section `section`'s first cell is, counted across sections.
    func firstCell(ofSection section: Int) -> Int {
        sectionOffsets[min(max(section, 0), sectionOffsets.count - 1)]
    }

    /// The first cell (counted across sections) that laying out again from item `indexPath`
    /// lays out anew (`setMeasuredSize(_:at:through:inSteps:)`, `restart(with:from:through:)`):
    /// the last checkpoint at or before it; from item 0, the last before its section began.
    func firstCellLaidOutAgain(from indexPath: IndexPath) -> Int {
        guard indexPath.count == 2 else { return 0 }
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        guard s >= 0, s < sections.count else { return 0 }
        guard i > 0 else { return checkpoints.last { $0.snapshot.numberOfSections <= s }?.cells ?? 0 }
        let cell = sectionOffsets[s] + min(i, sections[s].count)
        return checkpoints.last { $0.cells <= cell }?.cells ?? 0
    }

    /// Records item `indexPath`'s measured size and, when it is laid out, lays out again from the
    /// last checkpoint before it through `boundary`: whole chunks, or `inSteps`,
    /// `measuredStep` cells at a time (`owed`; a layout pass's later measurements, which lay
    /// out again from the steps the ones before them made).
    mutating func setMeasuredSize(_ size: CGSize, at indexPath: IndexPath, through boundary: CGFloat, inSteps: Bool = false) throws {
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        guard s >= 0, s < sections.count, i >= 0, i < sections[s].count else { return }
        sections[s].setMeasuredSize(size, ofItem: i)
        let cell = sectionOffsets[s] + i
        // Whole chunks would have laid out past the cell: what is owed, then the cell's place.
        if cell >= cellCount { try completeOwed() }
        guard cell < cellCount else { return }
        owed = nil
        // The last whole chunk's end holding no more cells than come before this one: whole
        // chunks stop there when nothing after it starts before `boundary`.
        rewind(keepingSteps: true) { $0.cells <= cell }
        recent.removeAll { $0.cells > cell }
        guard inSteps, !(layout.appendBoundary(of: snapshot) > boundary) else {
            let end = chunkEnd
            recent.removeAll { $0.cells > end }
            return try layOut(through: boundary)
        }
        // Else from the last step's end before the cell, a step at a time.
        if let last = recent.last, last.cells > chunkEnd { (cellCount, snapshot) = last }
        owed = boundary
        while !isComplete, !(layout.appendBoundary(of: snapshot) > boundary) { try step(Self.measuredStep) }
        if cellCount == chunkEnd { owed = nil }
    }

    /// Records item `indexPath`'s measured size and lays nothing out again: a measurement whose
    /// relayout waits (CollectionLayoutDriver+DeferredMeasurements.swift); a
    /// `setMeasuredSize(_:at:through:inSteps:)` of the earliest such item lays them all out.
    mutating func noteMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        guard s >= 0, s < sections.count, i >= 0, i < sections[s].count else { return }
        sections[s].setMeasuredSize(size, ofItem: i)
    }

    /// Records item `indexPath`'s measured size under a layout whose frames do not depend on
    /// it (`SlotPlacedLayout`: slots fixed by the index): nothing laid out moves, so nothing is
    /// laid out again; the part grows through `boundary` as a measurement's would.
    mutating func recordMeasuredSize(_ size: CGSize, at indexPath: IndexPath, through boundary: CGFloat) throws {
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        guard s >= 0, s < sections.count, i >= 0, i < sections[s].count else { return }
        sections[s].setMeasuredSize(size, ofItem: i)
        try layOut(through: boundary)
    }

    /// Goes back to the last of `checkpoints` that `isBefore` holds for (it holds for a first
    /// run of them, the empty one included), dropping those after it, and the steps' snapshots
    /// after it unless `keepingSteps` (the caller drops those it must).
    private mutating func rewind(keepingSteps: Bool = false, _ isBefore: (Checkpoint) -> Bool) {
        let keep = checkpoints.lastIndex(where: isBefore) ?? 0
        checkpoints.removeSubrange((keep + 1)...)
        (cellCount, snapshot) = checkpoints[keep]
        let end = cellCount
        if !keepingSteps { recent.removeAll { $0.cells > end } }
    }

    /// Lays out again with `layout` from before section `section` began through `boundary`:
    /// the layout differs from the one before only from that section on (its column starts).
    mutating func restart(with layout: any IncrementalCollectionLayout, fromSection section: Int, through boundary: CGFloat) throws {
        try completeOwed()
        self.layout = layout
        rewind { $0.snapshot.numberOfSections <= section }
        try layOut(through: boundary)
    }

    /// Lays out again with `layout` from the last checkpoint before item `indexPath` through
    /// `boundary`: the layout differs from the one before only from that item on (the gaps
    /// after items; item 0: its section's column starts too).
    mutating func restart(with layout: any IncrementalCollectionLayout, from indexPath: IndexPath, through boundary: CGFloat) throws {
        let (s, i) = (indexPath.sectionIndex, indexPath.itemIndex)
        guard i > 0, s >= 0, s < sections.count else { return try restart(with: layout, fromSection: s, through: boundary) }
        try completeOwed()
        self.layout = layout
        let cell = sectionOffsets[s] + min(i, sections[s].count)
        rewind { $0.cells <= cell }
        try layOut(through: boundary)
    }

    /// Takes `layout`, which lays out what is laid out here exactly as the one before (the line
    /// starts a driver keeps are where the lines already break): nothing is laid out again
    /// (what a measurement owes is laid out first, with the layout before).
    mutating func adoptLayout(_ layout: any IncrementalCollectionLayout) throws {
        try completeOwed()
        self.layout = layout
    }

    /// Records items' columns (`ItemData.column`) in place, laying nothing out again: each is
    /// the column its item already has here (read from this part's frames), so every frame and
    /// checkpoint stays what a layout with the record gives (what a measurement owes is laid
    /// out first).
    mutating func setColumns(_ columns: [IndexPath: Int]) throws {
        try completeOwed()
        for (p, column) in columns {
            let (s, i) = (p.sectionIndex, p.itemIndex)
            guard s >= 0, s < sections.count, i >= 0, i < sections[s].count else { continue }
            sections[s].setColumn(column, ofItem: i)
        }
    }

    /// Records the columns of items of section `section` (item, column) in place, as
    /// `setColumns(_:)` does.
    mutating func setColumns(_ columns: [(item: Int, column: Int)], inSection section: Int) throws {
        try completeOwed()
        guard section >= 0, section < sections.count else { return }
        let count = sections[section].count
        for (i, column) in columns where i >= 0 && i < count { sections[section].setColumn(column, ofItem: i) }
    }

    /// The data grown at the end (the same sections and items before, as `extends` checks):
    /// what is laid out stays (what a measurement owes is laid out first); the new items are
    /// laid out when reached.
    mutating func replaceSections(with grown: [SectionData]) throws {
        try completeOwed()
        sections = grown
        sectionOffsets = Self.offsets(of: grown)
    }

    /// Appends up to `cells` cells, never past the end of the chunk under way (and the empty
    /// sections on the way), and keeps a checkpoint: among `checkpoints` at the chunk's end or
    /// the cells', else among the steps' (`recent`).
    private mutating func step(_ cells: Int = chunk) throws {
        let limit = min(cells, chunkEnd + Self.chunk - cellCount)
        var budget = limit
        var items = SectionData(itemCount: 0)
        let started = snapshot.numberOfSections
        // Whether the last section begun is whole: only then may the next one begin.
        var whole = true
        if started > 0 {
            let have = snapshot.numberOfItems(inSection: started - 1)
            let take = min(budget, sections[started - 1].count - have)
            items = sections[started - 1].slice(have..<have + take)
            budget -= take
            whole = have + take == sections[started - 1].count
        }
        var newSections: [SectionData] = []
        var s = started
        while s < sections.count, whole, budget > 0 || sections[s].count == 0 {
            let take = min(budget, sections[s].count)
            newSections.append(sections[s].slice(0..<take))
            budget -= take
            whole = take == sections[s].count
            s += 1
        }
        snapshot = try layout.snapshot(snapshot, appendingItems: items, newSections: newSections)
        let added = limit - budget
        cellsPlaced += added
        let end = cellCount + added
        cellCount = end
        if end == chunkEnd + Self.chunk || isComplete {
            checkpoints.append((end, snapshot))
        } else {
            recent.append((end, snapshot))
            if recent.count > Self.recentCheckpoints { recent.removeFirst() }
        }
    }
}
