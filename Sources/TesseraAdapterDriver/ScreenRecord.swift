import Foundation
import Tessera

/// What the user saw: the cells on screen at the last answer the driver gave
/// UIKit for the viewport, and the cells on screen when the current frame began (the last frame
/// the user saw). A measurement keeps still a cell the user saw — never a cell merely because
/// it has a measurement: a cell measured long ago that scrolls in above a never-measured one was
/// not on screen, and following it would let the new cell's growth push what the user reads.
struct ScreenRecord {
    /// The cells in the viewport at the last answer that covered it.
    private(set) var answered: Set<IndexPath> = []
    /// The cells in the viewport when the current frame began.
    private(set) var seen: Set<IndexPath> = []
    /// Of those, the cells that were fully shown (not cut by the viewport's leading edge).
    private(set) var seenFully: Set<IndexPath> = []
    /// The viewport when the current frame began (null before any).
    private(set) var seenViewport = CGRect.null
    private var answeredFully: Set<IndexPath> = []
    /// Whether `answered` names the index paths of the data before the last data change (no
    /// answer was given since).
    private var answeredBeforeDataChange = false
    /// Whether `seen` does.
    private var seenBeforeDataChange = false
    /// Whether the viewports recorded lie in the content before the last batch update (their
    /// cells were carried through its map; the offset after it is not given yet).
    private var viewportsBeforeUpdate = false

    /// Whether the end of the content was in the viewport at the last answer.
    private var answeredEnd = false
    /// Whether the end of the content was in the viewport when the current frame began (chat
    /// mode keeps the end edge still only then).
    private(set) var sawEnd = false

    /// An answer to UIKit: `cells` are the cells intersecting the viewport; `showsEnd`, whether
    /// the end of the content is in it.
    mutating func answer(_ cells: Set<IndexPath>, fully: Set<IndexPath>, viewport: CGRect, settled: Bool, showsEnd: Bool) {
        if settled, !measuredSinceAnswer, viewport == answeredViewport, cells == answered {
            // The same screen answered twice with no cell measuring between, and no cell in it
            // still to measure: the passes of the frame were over, UIKit showed it (a cell the
            // app changes since, a reply growing, measures after the user saw it).
            beginFrame()
        }
        measuredSinceAnswer = false
        answeredViewport = viewport
        answered = cells
        answeredFully = fully
        answeredEnd = showsEnd
        answeredBeforeDataChange = false
    }

    /// A new frame: what was answered last is what the user saw.
    mutating func beginFrame() {
        viewportsBeforeUpdate = false
        seen = answered
        seenFully = answeredFully
        seenViewport = answeredViewport
        sawEnd = answeredEnd
        seenBeforeDataChange = answeredBeforeDataChange
    }

    /// The data source's data changed: the records name the items' old index paths until the
    /// batch update's map carries them (`carry(through:)`).
    mutating func dataChanged() {
        answeredBeforeDataChange = true
        seenBeforeDataChange = true
        reachingRowEnd = []
    }

    /// The records that still name the data before the update carried through its map (items
    /// gone are dropped); a record made since already names the new index paths.
    mutating func carry(through map: UpdateMap) {
        if seenBeforeDataChange {
            seen = Set(seen.compactMap(map.indexPathAfterUpdate))
            seenFully = Set(seenFully.compactMap(map.indexPathAfterUpdate))
        }
        if answeredBeforeDataChange {
            answered = Set(answered.compactMap(map.indexPathAfterUpdate))
            answeredFully = Set(answeredFully.compactMap(map.indexPathAfterUpdate))
        }
        viewportsBeforeUpdate = seenBeforeDataChange || answeredBeforeDataChange
        seenBeforeDataChange = false
        answeredBeforeDataChange = false
    }

    /// The offset after a batch update keeps what the user saw where it was on screen: the
    /// viewports recorded before it are, in the content after it, at `origin`.
    mutating func placeViewportsAfterUpdate(at origin: CGPoint) {
        guard viewportsBeforeUpdate else { return }
        viewportsBeforeUpdate = false
        if !seenViewport.isNull { seenViewport.origin = origin }
        if !answeredViewport.isNull { answeredViewport.origin = origin }
    }

    /// Whether the user saw the cell at `p` in the last frame.
    func wasSeen(_ p: IndexPath) -> Bool { seen.contains(p) }

    /// Whether the user saw the whole of the cell at `p` in the last frame.
    func wasSeenFully(_ p: IndexPath) -> Bool { seenFully.contains(p) }

    /// The cells the last answers displayed at a frame reaching their row's end (a row cut by
    /// the viewport's leading edge, CollectionLayoutDriver+CutRows.swift): shown, though their
    /// own frames lie before the viewport.
    var reachingRowEnd: Set<IndexPath> = []

    /// Whether a cell measured since the last answer.
    private var measuredSinceAnswer = true
    /// The viewport of the last answer.
    private var answeredViewport = CGRect.null

    /// A cell measured (the layout passes of a frame go on until none does).
    mutating func noteMeasurement() { measuredSinceAnswer = true }
}

extension CollectionLayoutDriver {
    /// Notes the cells `elements` show in the viewport, when `rect` (what UIKit asked for)
    /// covers the viewport: a smaller rect is no picture of the screen.
    func recordScreen(_ elements: [LayoutAttributes], answering rect: CGRect, in snapshot: LayoutSnapshot) {
        // Where UIKit's viewport is (a scroll that needed no relayout leaves `contentOffset` behind).
        let visible = snapshot.visibleBounds(at: viewportOrigin)
        // Compared edge by edge: `CGRect.contains(_:)` compares a union, which rounding can
        // make differ at offsets in the thousands.
        guard rect.minX <= visible.minX + 0.5, rect.minY <= visible.minY + 0.5, rect.maxX >= visible.maxX - 0.5, rect.maxY >= visible.maxY - 0.5 else { return }
        var cells: Set<IndexPath> = [], fully: Set<IndexPath> = []
        let axis = snapshot.scrollDirection
        let lead = viewportOrigin.coordinate(along: axis) + adjustedContentInset.start(along: axis)
        for a in elements where a.representedElementCategory == .cell && a.frame.intersects(visible) {
            cells.insert(a.indexPath)
            if a.frame.minCoordinate(along: axis) >= lead - 0.001 { fully.insert(a.indexPath) }
        }
        let showsEnd = anchorsAtEnd && isShowingEnd(display.displayed(viewportOrigin), contentLength: laidOutContentSize.length(along: snapshot.scrollDirection))
        // Settled: no cell in it still to measure (each has a size of its own or from its cell).
        let data = sections
        let settled = cells.allSatisfy { p in
            guard measurements.sizes[p] == nil, p.sectionIndex < data.count, p.itemIndex < data[p.sectionIndex].count else { return true }
            let item = data[p.sectionIndex][p.itemIndex]
            return item.selfSizing != .takesCellPreferredSize || item.measuredSize != nil
        }
        screenRecord.answer(cells, fully: fully, viewport: visible, settled: settled, showsEnd: showsEnd)
    }
}
