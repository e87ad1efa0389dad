import Foundation

/// A layout of columns whose starts a driver may move apart, section by section, so that what
/// each column shows stays still when content above it changes: the content above the anchor
/// laid out from the anchor upward, as Android's staggered grids do (a waterfall). A driver
/// reads each shown item's column and sets `columnStartOffsets`, or spreads what a column's
/// start would move by over the gaps between its items above the first the user saw
/// (`columnGaps`), so that the columns start in line.
public protocol ColumnStartAdjustableLayout: IncrementalCollectionLayout {
    /// Per section, how far below their usual start the columns' first items start.
    var columnStartOffsets: [Int: [CGFloat]] { get set }
    /// Per section, per column: extra space after each of the column's first one-column items,
    /// by their order in the column.
    var columnGaps: [Int: [[CGFloat]]] { get set }
    /// The column (the leading one of its span) of an item of section `section` laid out at
    /// `frame` in `environment`; nil when the section's knobs do not resolve.
    func column(ofItemFrame frame: CGRect, section: Int, environment: LayoutEnvironment) -> Int?
    /// The number of columns of section `section` in a container `width` wide.
    func columnCount(inSection section: Int, width: CGFloat) -> Int?
}
