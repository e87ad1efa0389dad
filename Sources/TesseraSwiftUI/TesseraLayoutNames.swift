#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import TesseraViewLayout

// Tessera's view layouts under names an app reaches through `import TesseraSwiftUI` alone (the
// layout value keys `Rank` and `GridCellColumns` are in BridgedLayoutValueKey.swift): a
// file that imports SwiftUI and TesseraSwiftUI (and not TesseraViewLayout) uses SwiftUI's own
// `HStackLayout`, `VStackLayout`, `AnyLayout`, `Layout` and `ProposedViewSize` unqualified. The
// Tessera layouts whose names SwiftUI also uses come under `Tessera…` names here.

/// WWDC22's equal-width stack: every subview as wide as the widest (`TesseraViewLayout.EqualWidthHStack`).
public typealias EqualWidthHStack = TesseraViewLayout.EqualWidthHStack
/// WWDC22's equal-height stack (`TesseraViewLayout.EqualWidthVStack`).
public typealias EqualWidthVStack = TesseraViewLayout.EqualWidthVStack
/// WWDC22's radial layout, its leader set by `Rank` (`TesseraViewLayout.RadialLayout`).
public typealias RadialLayout = TesseraViewLayout.RadialLayout
/// Instagram's Explore block grid (`TesseraViewLayout.BlockGridLayout`).
public typealias BlockGridLayout = TesseraViewLayout.BlockGridLayout
/// SwiftUI's `ViewThatFits` as a layout (`TesseraViewLayout.ViewThatFitsLayout`).
public typealias ViewThatFitsLayout = TesseraViewLayout.ViewThatFitsLayout
/// SwiftUI's `Grid` as a layout, its rows given by `rowLengths` (`TesseraViewLayout.GridLayout`).
public typealias GridLayout = TesseraViewLayout.GridLayout
/// Tessera's type-erased layout, for switching layouts (SwiftUI's is `AnyLayout`).
public typealias TesseraAnyLayout = TesseraViewLayout.AnyLayout
/// Tessera's horizontal stack (SwiftUI's is `HStackLayout`).
public typealias TesseraHStackLayout = TesseraViewLayout.HStackLayout
/// Tessera's vertical stack (SwiftUI's is `VStackLayout`).
public typealias TesseraVStackLayout = TesseraViewLayout.VStackLayout
#endif
