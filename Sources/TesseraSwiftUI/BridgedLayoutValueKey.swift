#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

/// A layout value that a SwiftUI view sets with `.layoutValue(key:value:)` and a Tessera layout
/// run by `ViewLayoutContainer` reads with `subviews[i][Key.self]`: a key that is both SwiftUI's
/// `LayoutValueKey` and Tessera's. `ViewLayoutContainer` carries the keys it is given (and
/// `Rank` and `GridCellColumns`, always) from each SwiftUI subview to the Tessera layout.
public protocol BridgedLayoutValueKey: SwiftUI.LayoutValueKey, TesseraViewLayout.LayoutValueKey, SendableMetatype {}

extension BridgedLayoutValueKey {
    /// The value `subview` sets for this key (or the default), for the Tessera layout.
    static func hostedValue(of subview: SwiftUI.LayoutSubview) -> HostedLayoutValue {
        HostedLayoutValue(Self.self, subview[Self.self])
    }
}

/// WWDC22's `Rank` (read by `RadialLayout`), set on a SwiftUI view:
/// `Text("Cat").layoutValue(key: Rank.self, value: 1)`.
extension Rank: @retroactive SwiftUI.LayoutValueKey, BridgedLayoutValueKey {}

/// The columns a cell of `GridLayout` spans, set on a SwiftUI view:
/// `Text("Total").layoutValue(key: GridCellColumns.self, value: 3)` (SwiftUI's own
/// `gridCellColumns(_:)` sets a value only SwiftUI's `Grid` reads).
extension GridCellColumns: @retroactive SwiftUI.LayoutValueKey, BridgedLayoutValueKey {}
#endif
