import Foundation

/// The limits every spec and every public entry point is checked against, in one place, each
/// with its reason. They exist so that no input, however hostile, makes Tessera crash, hang or
/// run away with memory: a spec past a limit is refused up front, before any work starts, with
/// one error naming the JSON path and the limit.
public enum LayoutLimits {
    /// The most cells one layout lays out (all sections together, a looping carousel's copies
    /// included), unless the caller raises it (`tessera render --max-elements`).
    ///
    /// Reason: memory. A snapshot takes at most `bytesPerCellEstimate` bytes a cell, so the
    /// default budget of 20 million cells keeps one layout under about 1.3 GB, about what a
    /// server process can spare; a spec of a few bytes (`"itemCount": 1e9`) must not ask for more.
    public static let defaultMaximumElements = 20_000_000

    /// The most cells any budget may allow (`--max-elements` cannot go past it).
    ///
    /// Reason: 200 million cells is about 13 GB of snapshot, past any machine this runs on.
    public static let absoluteMaximumElements = 200_000_000

    /// The snapshot's memory per cell used for the estimate (its own accounting is about 41
    /// bytes; 64 leaves room for the layouts' working storage).
    public static let bytesPerCellEstimate = 64

    /// The estimated memory of a layout of `cells` cells, in bytes.
    public static func memoryEstimate(cells: Int) -> Int {
        cells.multipliedReportingOverflow(by: bytesPerCellEstimate).overflow ? .max : cells * bytesPerCellEstimate
    }

    /// The most items one spec may hold in all its sections.
    ///
    /// Reason: the items themselves are stored before any layout (up to 48 bytes each).
    public static let maximumItemCount = 50_000_000

    /// The largest magnitude of any number in a spec and of any length or offset given to the API
    /// (points, counts and offsets alike).
    ///
    /// Reason: past it, `CGFloat` sums lose whole points (a 1e16 pt offset cannot move by 1), and
    /// products such as count × pitch overflow to infinity; a billion points is 10⁴ times the
    /// longest real feed.
    public static let maximumMagnitude: Double = 1_000_000_000

    /// The deepest nesting of a JSON document (arrays and objects).
    ///
    /// Reason: the reader and the decoders recurse once per level; 512 levels keep far inside
    /// a secondary thread's 512 KB stack.
    public static let maximumJSONDepth = 512

    /// The deepest nesting of a view tree (containers and modifiers, each one level).
    ///
    /// Reason: layout recurses once per level, and no real view tree nests more than a few
    /// dozen; checked when the tree is decoded, before any layout.
    public static let maximumViewDepth = 128

    /// The deepest nesting of compositional groups in groups.
    ///
    /// Reason: UIKit layouts nest two or three; each level multiplies the template's work.
    public static let maximumGroupDepth = 16

    /// The most times one compositional group may repeat its subitems (`count`, or the repeats
    /// that fit when no count is given).
    ///
    /// Reason: a group's template holds one slot per repeat.
    public static let maximumGroupRepetitions = 10_000

    /// The most slots a section's group template may hold in all, nested groups multiplied out
    /// (a `count: 10000` group inside a `count: 10000` group would be 10⁸).
    ///
    /// Reason: the template is built before any item is placed, so its cost must be bounded
    /// whatever few items the section holds.
    public static let maximumGroupSlots = 100_000

    /// The largest number a compositional `LayoutDimension` may hold (a fraction, an absolute
    /// or an estimated length).
    ///
    /// Reason: a fraction is multiplied by a container of up to `maximumMagnitude` points; a
    /// million times that (10¹⁵) is still below 2⁵³, where `CGFloat` keeps whole points.
    public static let maximumDimensionValue: Double = 1_000_000

    /// The most unit cells one mosaic group may cover (its columns × rows).
    ///
    /// Reason: validating a group allocates one slot per cell (to find overlaps and holes).
    public static let maximumMosaicGroupCells = 1_000_000

    /// The range of zIndex values a spec may give (UIKit's pinned items add 1,000,000,000).
    ///
    /// Reason: zIndex + the pinned offset must not overflow, and sorting stays meaningful.
    public static let zIndexRange = -1_000_000...1_000_000

    /// The most columns (waterfall, mosaic, grid cell spans) and column spans.
    ///
    /// Reason: per-column state is allocated up front.
    public static let maximumColumns = 10_000

    /// The range of pixels per point (`displayScale`).
    ///
    /// Reason: frames are floored to 1 / scale; a scale of 1e-300 floors every length to 0, one
    /// of 1e300 makes the pixel grid overflow. Real screens are 1, 2 or 3.
    public static let displayScaleRange: ClosedRange<Double> = 0.25...16

    /// The most animation frames one call computes (`fling(frameCount:)`, `Deceleration.frames`).
    ///
    /// Reason: each frame is stored; ten minutes at 120 Hz is 72,000.
    public static let maximumFrames = 100_000
}

extension LayoutLimits {
    /// Throws unless `cells` fits the element budget `maximum` (checked before any work starts).
    public static func checkElementBudget(cells: Int, maximum: Int = defaultMaximumElements, path: LayoutPath = ["sections"]) throws {
        guard cells > maximum else { return }
        throw LayoutError(.tooMany(.cells(cells), limit: maximum), at: path)
    }

    /// The cells `sections` hold in all, saturating instead of overflowing.
    static func totalItems(_ sections: [SectionData]) -> Int {
        var total = 0
        for s in sections {
            let (sum, overflow) = total.addingReportingOverflow(s.count)
            total = overflow ? .max : sum
        }
        return total
    }
}
