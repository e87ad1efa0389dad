import Foundation

/// Per-section replacements for a waterfall's knobs; nil keeps the layout's value.
public struct WaterfallSectionOverrides: Sendable, Hashable {
    /// The section's columns.
    public var columns: WaterfallColumns?
    /// Horizontal space between the section's columns.
    public var columnSpacing: CGFloat?
    /// Vertical space between consecutive items of a column.
    public var itemSpacing: CGFloat?
    /// Insets around the section's items (inside its header and footer).
    public var sectionInsets: DirectionalEdgeInsets?
    /// The height of the section's header (0: none).
    public var headerHeight: CGFloat?
    /// The height of the section's footer (0: none).
    public var footerHeight: CGFloat?

    /// Creates overrides; nil keeps the layout's value.
    public init(
        columns: WaterfallColumns? = nil, columnSpacing: CGFloat? = nil, itemSpacing: CGFloat? = nil,
        sectionInsets: DirectionalEdgeInsets? = nil, headerHeight: CGFloat? = nil, footerHeight: CGFloat? = nil
    ) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.sectionInsets = sectionInsets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
