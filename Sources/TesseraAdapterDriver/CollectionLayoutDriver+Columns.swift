import Foundation
import Tessera

/// What a driver can save and give back (UIKit's state restoration, a SwiftUI scene's
/// storage): every cell's measured size and the column of every self-sizing item it has shown
/// under a waterfall, by index path. A driver given it back (`restore(_:)`) lays the same data
/// out as the one that saved it: the same frames, every shown item in its column.
public struct LayoutRestorationState: Sendable, Hashable, Codable {
    /// Each measured cell's size (`CollectionLayoutDriver.measuredSizes`).
    public var measuredSizes: [IndexPath: CGSize]
    /// Each shown self-sizing item's column (`CollectionLayoutDriver.recordedColumns`).
    public var columns: [IndexPath: Int]

    /// A state of the given sizes and columns.
    public init(measuredSizes: [IndexPath: CGSize] = [:], columns: [IndexPath: Int] = [:]) {
        self.measuredSizes = measuredSizes
        self.columns = columns
    }
}

extension CollectionLayoutDriver {
    /// What to save to lay the same data out again later, exactly (see `LayoutRestorationState`).
    public var restorationState: LayoutRestorationState {
        LayoutRestorationState(measuredSizes: measuredSizes, columns: recordedColumns)
    }

    /// Gives back a saved state: the next `prepare` reads the data again and lays it out with
    /// these sizes and columns (index paths the data does not have are ignored).
    public func restore(_ state: LayoutRestorationState) {
        pendingRestoration = state
        pending = pending.merged(with: .everything)
    }

    /// Records the column of each cell of `vended` (elements handed to the collection view:
    /// shown, or about to be) whose item takes its cell's preferred size and has none yet, under
    /// a layout that takes columns from the data (`ColumnPlacedLayout`: a waterfall). An item of known size needs none: nothing it is placed after can change.
    /// Not while a measurement's snapshot waits for `prepare` (what is vended is the old one):
    /// so the measurements of one layout pass, in whatever order they come, give the same
    /// columns (placement is a function of the data and the columns recorded before the pass).
    func recordColumns(of vended: [LayoutAttributes]) {
        guard precomputed == nil, let placed = layout as? any ColumnPlacedLayout, let snapshot else { return }
        let data = sections
        for a in vended where a.representedElementCategory == .cell {
            let p = a.indexPath
            guard p.count == 2 else { continue }
            let (s, i) = (p.sectionIndex, p.itemIndex)
            guard s >= 0, s < data.count, i >= 0, i < data[s].count else { continue }
            let item = data[s][i]
            guard item.selfSizing == .takesCellPreferredSize, item.column == nil, measurements.columns[p] == nil,
                let column = placed.column(ofFrame: a.frame, item: item, section: s, environment: snapshot.environment)
            else { continue }
            measurements.recordColumn(column, at: p)
        }
    }

    /// Writes the columns recorded since the data was last laid out into it, before a
    /// measurement lays it out again. Each is the column its item has now, so nothing moves.
    func applyRecordedColumns() {
        let columns = measurements.takeColumnsToApply()
        guard !columns.isEmpty else { return }
        if var part = prefix {
            prefix = nil  // alone, so that recording copies no section
            do { try part.setColumns(columns) } catch { lastError = error }
            prefix = part
        } else {
            for (p, column) in columns {
                let (s, i) = (p.sectionIndex, p.itemIndex)
                guard s >= 0, s < sectionsLaidOut.count, i >= 0, i < sectionsLaidOut[s].count else { continue }
                sectionsLaidOut[s].setColumn(column, ofItem: i)
            }
        }
    }

    /// When the container's width changes: every recorded size becomes an estimate until its
    /// cell measures again at the new width, and every recorded column is dropped (the columns
    /// are others then: their count or their place). Returns whether any column was.
    func forgetWidthBoundMeasurementsIfWidthChanged(to environment: LayoutEnvironment) -> Bool {
        guard let old = snapshot?.environment, old.containerSize.width != environment.containerSize.width else { return false }
        measurements.widthChanged()
        payAllOwedPins()
        return measurements.dropColumns()
    }
}
