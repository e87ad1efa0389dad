// An app file that imports SwiftUI and TesseraViewLayout together. Both declare `HStackLayout`,
// `VStackLayout`, `ProposedViewSize`, `Layout`, …, so an unqualified use is ambiguous; qualify by
// module where both are imported. `scripts/check-apple-shells` type-checks this file against
// the SwiftUI declarations (and checks that the unqualified name is indeed refused).
import SwiftUI
import Tessera
import TesseraSwiftUI
import TesseraViewLayout

/// SwiftUI's own stack, as any SwiftUI view uses it.
struct Toolbar: View {
    var body: some View {
        SwiftUI.HStackLayout(alignment: .center, spacing: 8) {
            Text("Cancel")
        }
    }
}

/// Tessera's stack (SwiftUI's semantics, unit-tested on Linux), laid out off-screen: widths 75
/// and 100 in 150 points, as SwiftUI gives them.
func measuredRow() throws -> [CGRect] {
    let tree = TesseraViewLayout.HStackLayout(spacing: 0) {
        ViewNode.rect.frame(maxWidth: 100)
        ViewNode.rect.frame(minWidth: 100)
    }
    return try tree.layout(in: CGSize(width: 150, height: 100)).leafFrames
}

/// Tessera's stack run inside SwiftUI by the shell.
struct ButtonColumn: View {
    var body: some View {
        ViewLayoutContainer(TesseraViewLayout.VStackLayout(alignment: .leading, spacing: 4)) {
            Text("One")
        }
    }
}

/// A proposal in Tessera's terms (SwiftUI's `ProposedViewSize` is another type of the same name).
let unspecified = TesseraViewLayout.ProposedViewSize.unspecified

/// Animatable values, as SwiftUI code computes them beside Tessera's: SwiftUI and
/// TesseraViewLayout both make `Double` and `CGFloat` vector arithmetic, and a plain use stays
/// unambiguous (Tessera's members are protocol defaults, which SwiftUI's own outrank).
func animationStep(_ from: CGFloat, _ to: CGFloat) -> (CGFloat, Double, Double) {
    var step = to - from
    step.scale(by: 0.5)
    return (from + step, Double(step).magnitudeSquared, Double(to).scaled(by: 2))
}
