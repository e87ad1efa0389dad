// The founding examples as an app writes them: WWDC22's "Compose custom layouts with SwiftUI"
// (an equal-width stack, a radial podium whose leader is set with a layout value, the two in a
// ViewThatFits, a switch between layouts) and Instagram's Explore block grid. Only SwiftUI and
// TesseraSwiftUI are imported: SwiftUI's own names (`HStackLayout`, `AnyLayout`) stay
// unambiguous. `scripts/check-apple-shells` type-checks this file; `scripts/run-apple-shells`
// lays it out under the model of SwiftUI and compares it with the engine.
import SwiftUI
import TesseraSwiftUI

/// WWDC22's buttons, each as wide as the widest.
struct EqualWidthButtons: View {
    var body: some View {
        ViewLayoutContainer(EqualWidthHStack()) {
            Text("Goldfish")
            Text("Dog")
            Text("Cat")
        }
    }
}

/// WWDC22's podium: the pets around a circle, the leader (rank 1) on top.
struct Podium: View {
    var body: some View {
        ViewLayoutContainer(RadialLayout()) {
            Text("Cat").layoutValue(key: Rank.self, value: 2)
            Text("Goldfish").layoutValue(key: Rank.self, value: 1)
            Text("Dog").layoutValue(key: Rank.self, value: 3)
        }
    }
}

/// WWDC22's `ViewThatFits`: the buttons in a row when they fit, else in a column.
struct AdaptiveButtons: View {
    var body: some View {
        ViewLayoutContainer(ViewThatFitsLayout(in: [.horizontal])) {
            ViewLayoutContainer(EqualWidthHStack()) {
                Text("Goldfish"); Text("Dog"); Text("Cat")
            }
            ViewLayoutContainer(EqualWidthVStack()) {
                Text("Goldfish"); Text("Dog"); Text("Cat")
            }
        }
    }
}

/// WWDC22's switch: the podium while the ranks differ, an equal-width row on a three-way tie
/// (Tessera's `AnyLayout`, which interpolates between the two; SwiftUI's own is `AnyLayout`).
struct RankedPets: View {
    var isThreeWayTie = false

    var body: some View {
        let layout = isThreeWayTie ? TesseraAnyLayout(EqualWidthHStack()) : TesseraAnyLayout(RadialLayout())
        ViewLayoutContainer(layout) {
            Text("Cat").layoutValue(key: Rank.self, value: isThreeWayTie ? 1 : 2)
            Text("Goldfish").layoutValue(key: Rank.self, value: 1)
            Text("Dog").layoutValue(key: Rank.self, value: isThreeWayTie ? 1 : 3)
        }
    }
}

/// Instagram's Explore block grid as a SwiftUI container (every child built), its tiles on the
/// screen's pixel grid.
struct ExploreBlocks: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        ViewLayoutContainer(BlockGridLayout(spacing: 1), displayScale: displayScale) {
            ForEach(0..<9, id: \.self) { i in
                Text("\(i)")
            }
        }
    }
}

/// SwiftUI's own stack and type-erased layout, unqualified beside TesseraSwiftUI.
struct SwiftUIOwnStack: View {
    var body: some View {
        let layout = AnyLayout(HStackLayout(spacing: 8))
        layout {
            Text("SwiftUI's own")
        }
    }
}

/// WWDC22's vote table as a grid: a row per pet, the total across the three columns
/// (`GridCellColumns` is the layout value for the span; SwiftUI's own `gridCellColumns(_:)`
/// speaks to SwiftUI's `Grid` only).
struct VoteGrid: View {
    var body: some View {
        ViewLayoutContainer(GridLayout(alignment: .leading, rowLengths: [3, 3, 1])) {
            Text("Goldfish"); Text("Votes"); Text("2")
            Text("Dog"); Text("Votes"); Text("1")
            Text("Total votes: 3").layoutValue(key: GridCellColumns.self, value: 3)
        }
    }
}
