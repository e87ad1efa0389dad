// An app file that imports SwiftUI and the core, Tessera, together: no name is shared, so
// nothing needs qualifying. (The core's `LayoutAxis`, `DirectionalEdgeInsets` and
// `UserInterfaceLayoutDirection` are SwiftUI's `Axis`, `EdgeInsets` and `LayoutDirection`, which
// `TesseraViewLayout` names as SwiftUI does.) `scripts/check-apple-shells` type-checks this file.
import SwiftUI
import Tessera

/// SwiftUI's names mean SwiftUI's types.
let swiftUIAxis: Axis = .horizontal
let swiftUIPadding = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
let swiftUIDirection: LayoutDirection = .rightToLeft

/// Tessera's, beside them, unqualified.
func feedSnapshot() throws -> LayoutSnapshot {
    let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3, layoutDirection: .rightToLeft)
    let waterfall = WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6, sectionInsets: DirectionalEdgeInsets(all: 6))
    let snapshot = try waterfall.makeSnapshot(sections: [SectionData(itemCount: 20)], environment: environment)
    let axis: LayoutAxis = snapshot.scrollDirection
    let direction: UserInterfaceLayoutDirection = environment.layoutDirection
    _ = (axis, direction)
    return snapshot
}
