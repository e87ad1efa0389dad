import Foundation

/// A layout of columns whose starts a driver may move apart, section by section, so that what
/// each column shows stays still when content above it changes: the content above the anchor
/// laid out from the anchor upward, as Android's staggered grids do (a waterfall). A driver
/// reads each shown item's column and sets `columnStartOffsets`, or spreads what a column's
/// start would move by over the gaps after its items just above the first the user saw
/// (`itemGaps`), so that the columns start in line.
public protocol ColumnStartAdjustableLayout: IncrementalCollectionLayout {
    /// Per section, how far below their usual start the columns' first items start.
    var columnStartOffsets: [Int: [CGFloat]] { get set }
    /// Per section, extra space after some of its one-column items, each in its own column.
    /// A snapshot made with some gaps may be continued (appended to) by the layout with other
    /// gaps only for items not yet placed.
    var itemGaps: [Int: ItemGaps] { get set }
    /// The column (the leading one of its span) of an item of section `section` laid out at
    /// `frame` in `environment`; nil when the section's knobs do not resolve.
    func column(ofItemFrame frame: CGRect, section: Int, environment: LayoutEnvironment) -> Int?
    /// The number of columns of section `section` in a container `width` wide.
    func columnCount(inSection section: Int, width: CGFloat) -> Int?
    /// What `column(ofItemFrame:section:environment:)` gives for any frame of section
    /// `section` in `environment`, with the section's knobs resolved once: for reading the
    /// columns of many items (a driver pinning every item above a jump's target). Nil when
    /// they do not resolve.
    func columnReader(inSection section: Int, environment: LayoutEnvironment) -> ((CGRect) -> Int)?
}

extension ColumnStartAdjustableLayout {
    /// The default reader: each frame read with `column(ofItemFrame:section:environment:)`, so a
    /// layout that adopted the protocol before the reader existed keeps working (a layout can
    /// resolve its knobs once instead, as `WaterfallLayout` does). Nil when the section's knobs do
    /// not resolve.
    public func columnReader(inSection section: Int, environment: LayoutEnvironment) -> ((CGRect) -> Int)? {
        guard columnCount(inSection: section, width: environment.containerSize.width) != nil else { return nil }
        return { frame in column(ofItemFrame: frame, section: section, environment: environment) ?? 0 }
    }
}
