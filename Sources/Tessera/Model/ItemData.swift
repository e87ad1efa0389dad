import Foundation

/// What a layout knows about one item before laying it out: how it wants to be sized, and what
/// the cell reported when it sized itself (the spec's item object).
public struct ItemData: Sendable, Hashable {
    // Stored in this order so the small fields fill the sizing enum's padding: 48 bytes an
    // item rather than 64, which a million-item feed reads once per layout.
    /// How the item sizes itself.
    public var sizing: ItemSizing
    /// Layout hint: the item spans every column (a waterfall "full span" item).
    public var isFullSpan: Bool
    /// Whether a self-sizing cell's preferred size replaces what `sizing` says (see
    /// `ItemSelfSizing`): a photo keeps its aspect ratio, a text row takes its measured height.
    /// Chosen from `sizing` by the initializer; set it too when changing `sizing` afterwards.
    public var selfSizing: ItemSelfSizing
    private var storedColumnSpan: Int32
    /// The size the cell reported when it self-sized (`preferredLayoutAttributesFitting`), if it
    /// has been displayed and the item takes its cell's preferred size (`selfSizing`). Layouts
    /// with estimated dimensions use it in place of the estimate.
    public var measuredSize: CGSize?
    // After `measuredSize`, in its padding: the item stays 48 bytes. -1: none.
    private var storedColumn: Int32

    /// Layout hint: how many columns the item spans in column layouts (waterfall). At least 1.
    public var columnSpan: Int {
        get { Int(storedColumnSpan) }
        set { storedColumnSpan = Int32(clamping: newValue) }
    }

    /// Layout hint: the column a waterfall places the item in (the leading one when it spans
    /// several), as CSS's `grid-column` gives a masonry item a definite track; nil (the default)
    /// lets the layout choose. The item then starts below the columns it covers there, so later
    /// changes to the items before it move it only down or up within its column. A driver records
    /// it for every self-sizing item it has shown (`CollectionLayoutDriver.recordedColumns`), so
    /// that no later measurement moves a shown item across columns. Clamped to the columns there
    /// are; negative values are stored as nil.
    public var column: Int? {
        get { storedColumn < 0 ? nil : Int(storedColumn) }
        set { storedColumn = newValue.map { $0 < 0 ? -1 : Int32(clamping: $0) } ?? -1 }
    }

    /// Creates item data. The defaults describe an item with no data of its own. `selfSizing`
    /// nil: an item with no sizing (`.unspecified`) takes its cell's preferred size, any other
    /// keeps its own size or aspect ratio.
    public init(
        sizing: ItemSizing = .unspecified, measuredSize: CGSize? = nil, columnSpan: Int = 1, isFullSpan: Bool = false,
        selfSizing: ItemSelfSizing? = nil, column: Int? = nil
    ) {
        self.sizing = sizing
        self.selfSizing = selfSizing ?? (sizing == .unspecified ? .takesCellPreferredSize : .keepsItemSize)
        self.measuredSize = measuredSize
        storedColumnSpan = Int32(clamping: columnSpan)
        self.isFullSpan = isFullSpan
        storedColumn = -1
        self.column = column
    }

    /// An item with an intrinsic size, such as a photo's pixel size.
    public static func size(_ width: CGFloat, _ height: CGFloat) -> ItemData { ItemData(sizing: .intrinsicSize(CGSize(width: width, height: height))) }
    /// An item with an aspect ratio (width / height).
    public static func aspectRatio(_ ratio: CGFloat) -> ItemData { ItemData(sizing: .aspectRatio(ratio)) }
    /// An item with a fixed height at any width.
    public static func height(_ height: CGFloat) -> ItemData { ItemData(sizing: .fixedHeight(height)) }
    /// An item `height` high until its cell reports its preferred size, which then replaces it
    /// (a self-sizing text row in a waterfall).
    public static func estimatedHeight(_ height: CGFloat) -> ItemData {
        ItemData(sizing: .fixedHeight(height), selfSizing: .takesCellPreferredSize)
    }

    /// The item's height when laid out `width` wide: its measured height if it takes its cell's
    /// preferred size and has been measured, else from its sizing; nil when it says nothing
    /// (the layout picks).
    public func height(forWidth width: CGFloat) -> CGFloat? {
        if selfSizing == .takesCellPreferredSize, let measuredSize { return measuredSize.height }
        return sizing.height(forWidth: width)
    }
}

/// Whether an item keeps its own size or takes the size its cell prefers when the collection
/// view self-sizes cells (UIKit asks every cell for `preferredLayoutAttributesFitting(_:)` under
/// any custom layout; a SwiftUI cell's content reports its own height).
public enum ItemSelfSizing: UInt8, Sendable, Hashable {
    /// The item keeps its size or aspect ratio (`ItemSizing`); its cell's preferred size is
    /// ignored, so a photo keeps its ratio whatever its cell's content measures.
    case keepsItemSize
    /// The cell's preferred size replaces the item's sizing, which is an estimate until the
    /// cell has been measured (a text row).
    case takesCellPreferredSize
}

/// How an item sizes itself.
public enum ItemSizing: Sendable, Hashable {
    /// No data: the layout decides.
    case unspecified
    /// An intrinsic size (a photo's pixel size): scaled to the width the layout gives it.
    case intrinsicSize(CGSize)
    /// Width divided by height.
    case aspectRatio(CGFloat)
    /// The same height at any width.
    case fixedHeight(CGFloat)

    /// The height at `width`, or nil for `.unspecified`.
    public func height(forWidth width: CGFloat) -> CGFloat? {
        switch self {
        case .unspecified: return nil
        case .intrinsicSize(let size): return size.width > 0 ? width * size.height / size.width : size.height
        case .aspectRatio(let ratio): return width / ratio
        case .fixedHeight(let height): return height
        }
    }
}
