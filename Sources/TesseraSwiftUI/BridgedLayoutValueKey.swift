#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

/// A SwiftUI `LayoutValueKey` whose value a SwiftUI view sets with `.layoutValue(key:value:)`
/// and a Tessera layout run by `ViewLayoutContainer` reads under `TesseraKey`
/// (`subviews[i][TesseraKey.self]`). `ViewLayoutContainer` carries the keys it is given (and
/// `Rank` and `GridCellColumns`, always) from each SwiftUI subview to the Tessera layout.
public protocol BridgedLayoutValueKey: SwiftUI.LayoutValueKey, SendableMetatype where Value: Sendable {
    /// The Tessera key the Tessera layout reads the value under.
    associatedtype TesseraKey: TesseraViewLayout.LayoutValueKey & SendableMetatype where TesseraKey.Value == Value
}

extension BridgedLayoutValueKey {
    /// The value `subview` sets for this key (or the default), under the Tessera key.
    static func hostedValue(of subview: SwiftUI.LayoutSubview) -> HostedLayoutValue {
        HostedLayoutValue(TesseraKey.self, subview[Self.self])
    }
}

/// WWDC22's rank, read by `RadialLayout` (1 is the leader; views without one tie for first), set
/// on a SwiftUI view: `Text("Goldfish").layoutValue(key: Rank.self, value: 1)`.
public enum Rank: BridgedLayoutValueKey {
    /// `RadialLayout`'s key.
    public typealias TesseraKey = TesseraViewLayout.Rank
    /// Tied for first.
    public static let defaultValue = TesseraViewLayout.Rank.defaultValue
}

/// The columns a cell of `GridLayout` spans, set on a SwiftUI view:
/// `Text("Total").layoutValue(key: GridCellColumns.self, value: 3)` (SwiftUI's own
/// `gridCellColumns(_:)` sets a value only SwiftUI's `Grid` reads).
public enum GridCellColumns: BridgedLayoutValueKey {
    /// `GridLayout`'s key.
    public typealias TesseraKey = TesseraViewLayout.GridCellColumns
    /// One column.
    public static let defaultValue = TesseraViewLayout.GridCellColumns.defaultValue
}
#endif
