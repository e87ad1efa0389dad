import Foundation
import Tessera

/// Self-sizing that converges, and growth that is followed. A cell whose
/// measured size flips between sizes (100, 101, 100, …: its content depends on its own frame)
/// would make UIKit lay out forever (it gives up after about a hundred nested passes). A cell
/// that keeps growing (a streamed reply) is another thing: it is measured as often as it grows.
/// So the driver refuses only a measurement that returns a cell to the size it had the time
/// before last (A, B, A) once the cell has alternated `measurementsPerCellLimit` times in a row;
/// then the cell keeps its last size, is not asked again until the data or the size changes,
/// and the developer gets one diagnostic naming its index path and the two sizes. A cell that
/// grows (or shrinks) without ever returning is followed, up to `growthPerCellLimit`
/// measurements between data or size changes — a bound that keeps a cell whose size grows with
/// its own frame from laying out without end.
extension CollectionLayoutDriver {
    /// How many measurements in a row of a cell alternating between sizes (A, B, A, …) the
    /// driver accepts between data or size changes.
    public static let measurementsPerCellLimit = 8
    /// How many measurements of one cell that never returns to an earlier size (a cell that
    /// keeps growing) the driver accepts between data or size changes.
    public static let growthPerCellLimit = 2_048

    /// Whether a measurement of `p` at `size` may invalidate the layout; the first refusal
    /// records the cell in `nonConvergingItems` and reports it through `diagnosticHandler`.
    func acceptsMeasurement(at p: IndexPath, size: CGSize) -> Bool {
        let what: String
        switch measurements.judge(size, at: p, alternationLimit: Self.measurementsPerCellLimit, changeLimit: Self.growthPerCellLimit) {
        case .accepted: return true
        case .refusedBefore: return false
        case .oscillates(let previous):
            what = "alternated between \(Self.describe(previous)) and \(Self.describe(size)) \(Self.measurementsPerCellLimit) times without settling (its preferred size depends on its own frame?)"
        case .keepsChanging:
            what = "changed size \(Self.growthPerCellLimit) times without settling (its preferred size grows with its own frame?)"
        }
        diagnosticHandler(
            "the cell at \(p) (section \(p.sectionIndex), item \(p.itemIndex)) \(what); it keeps its last size and is not measured again until the data or the size changes")
        return false
    }

    /// A data or size change: every cell may measure again.
    func forgetMeasurementCounts() {
        measurements.forgetHistories()
    }

    private static func describe(_ size: CGSize?) -> String {
        guard let size else { return "its estimate" }
        return "\(DecimalText.plain(Double(size.width))) × \(DecimalText.plain(Double(size.height)))"
    }
}
