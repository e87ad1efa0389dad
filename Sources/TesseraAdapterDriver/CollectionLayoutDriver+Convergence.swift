import Foundation
import Tessera

/// Self-sizing that converges. A cell whose measured size keeps changing (100, 101, 100, …: its
/// content depends on its own frame) would make UIKit lay out forever (it gives up after about
/// a hundred nested passes). The driver accepts a bounded number of measurements of one cell
/// between data or size changes; after that the cell keeps its last size, is not asked again,
/// and the developer gets one diagnostic naming its index path.
extension CollectionLayoutDriver {
    /// How many measurements of one cell the driver accepts between data or size changes.
    public static let measurementsPerCellLimit = 8

    /// Whether a new measurement of `p` may invalidate the layout; the first refusal records
    /// the cell in `nonConvergingItems` and reports it through `diagnosticHandler`.
    func acceptsMeasurement(at p: IndexPath) -> Bool {
        if nonConvergingItems.contains(p) { return false }
        guard measurementCounts[p, default: 0] >= Self.measurementsPerCellLimit else { return true }
        nonConvergingItems.insert(p)
        diagnosticHandler(
            "the cell at \(p) (section \(p.sectionIndex), item \(p.itemIndex)) measured a different size \(Self.measurementsPerCellLimit) times "
                + "without settling (its preferred size depends on its own frame?); it keeps its last size and is not measured again until the data or the size changes")
        return false
    }

    /// A data or size change: every cell may measure again.
    func forgetMeasurementCounts() {
        measurementCounts = [:]
        nonConvergingItems = []
    }
}
