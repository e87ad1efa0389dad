// Issue 51, points 1 and 3: the founding examples as the SwiftUI gallery writes them
// (Examples/apps/SwiftUIGallery/WWDC22Layouts.swift), laid out by the model of SwiftUI and
// compared with the engine's own layout of the same tree; and the container's cache.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraViewLayout

/// The model's `Text` rule (8 pt a character, 20 pt a line, wrapping at the proposed width;
/// nothing for a zero proposal) as an engine leaf: the same tree, laid out by the engine alone.
func engineText(_ s: String) -> ViewNode {
    let natural = CGFloat(s.count) * 8
    return ViewNode.measured { p in
        if p.width == 0 && p.height == 0 { return .zero }
        let width = p.width.map { min($0, natural) } ?? natural
        let lines = width > 0 ? max(1, (natural / width).rounded(.up)) : 1
        return CGSize(width: width, height: 20 * lines)
    }
}

/// The frames the model of SwiftUI places the container of `view`'s body at (laid out at
/// `origin` for `proposal`), and the engine's frames of `engine`, moved to the same origin.
@MainActor func galleryFrames<L: TesseraViewLayout.Layout>(
    _ body: any View, _ type: L.Type, engine: ViewNode, proposal: TesseraViewLayout.ProposedViewSize, origin: CGPoint = CGPoint(x: 20, y: 30),
    displayScale: CGFloat = 1
) -> (model: [CGRect], engine: [CGRect])? {
    guard let container = body as? ModelLayoutView<ViewLayoutContainer<L>> else { return nil }
    let host = ModelLayoutHost(container.layout, children: container.children)
    let model = host.layoutPass(SwiftUI.ProposedViewSize(width: proposal.width, height: proposal.height), origin: origin)
    guard let size = try? engine.sizeThatFits(proposal, displayScale: displayScale),
        let result = try? engine.layout(in: size, displayScale: displayScale, rootProposal: proposal)
    else { return nil }
    return (model, result.leafFrames.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
}

/// How many times a Tessera layout was asked, across its (non-isolated) calls.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var count: Int { lock.lock(); defer { lock.unlock() }; return stored }
    func add() { lock.lock(); stored += 1; lock.unlock() }
}

/// A row that counts the calls it gets: its children side by side at their ideal sizes.
struct CountingRow: TesseraViewLayout.Layout {
    let calls: CallLog
    func sizeThatFits(proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        calls.add()
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) {
        calls.add()
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}

@MainActor
let swiftUIGallerySessions: [Session] = [
    Session(name: "SwiftUI gallery: WWDC22's equal-width buttons match the engine") { log in
        let engine = EqualWidthHStack()(["Goldfish", "Dog", "Cat"].map(engineText))
        guard let f = galleryFrames(EqualWidthButtons().body, EqualWidthHStack.self, engine: engine, proposal: .init(width: 390, height: 100)) else {
            return log.expect(false, "EqualWidthButtons is not a ViewLayoutContainer<EqualWidthHStack> the engine lays out")
        }
        log.expect(zip(f.model, f.engine).allSatisfy { close($0, $1) } && f.model.count == 3, "model \(f.model) vs engine \(f.engine)")
        // Three slots as wide as "Goldfish" (64) and the default 8 between: 208 from the first
        // slot's left to the last's right; every text on one line.
        let slots = (f.model.last?.maxX ?? 0) - (f.model.first?.minX ?? 0)
        log.expect(f.model.allSatisfy { $0.height == 20 } && slots <= 208 && slots >= 64 + 8 + 64 + 8 + 24, "the row spans \(slots) of 208: \(f.model)")
        // WWDC22's stack sizes to its subviews whatever the proposal: in 150 it is still 208 × 20
        // (three 64-wide slots, two 8-point gaps), "Goldfish" on one line, each text centred in
        // its slot (the slots start at 20, 92, 164).
        guard let row = EqualWidthButtons().body as? ModelLayoutView<ViewLayoutContainer<EqualWidthHStack>> else { return }
        let narrow = ModelLayoutHost(row.layout, children: row.children)
        let size = narrow.sizeThatFits(SwiftUI.ProposedViewSize(width: 150, height: 100))
        let frames = narrow.layoutPass(SwiftUI.ProposedViewSize(width: 150, height: 100), origin: CGPoint(x: 20, y: 30))
        log.expect(size == CGSize(width: 208, height: 20), "in 150 the row is still 208 × 20: \(size)")
        log.expect(
            frames == [CGRect(x: 20, y: 30, width: 64, height: 20), CGRect(x: 112, y: 30, width: 24, height: 20), CGRect(x: 184, y: 30, width: 24, height: 20)],
            "in 150, the slots of 64: \(frames)")
    },
    Session(name: "SwiftUI gallery: WWDC22's podium puts the rank-1 pet on top, as the engine does") { log in
        let engine = RadialLayout()([engineText("Cat").rank(2), engineText("Goldfish").rank(1), engineText("Dog").rank(3)])
        guard let f = galleryFrames(Podium().body, RadialLayout.self, engine: engine, proposal: .init(width: 300, height: 300), origin: .zero) else {
            return log.expect(false, "Podium is not a ViewLayoutContainer<RadialLayout> the engine lays out")
        }
        log.expect(zip(f.model, f.engine).allSatisfy { close($0, $1) } && f.model.count == 3, "model \(f.model) vs engine \(f.engine)")
        // Radius 300 / 3 = 100. WWDC22's rotation for ranks (2, 1, 3): (−1 + 0.25) × 2π/3 = −π/2,
        // so the leader (second of three, at 2π/3) sits at π/6: centred at (150 + 100 sin π/6,
        // 150 − 100 cos π/6) = (200, 63.40), the highest of the three. Unranked, the first (Cat)
        // would be on top.
        log.expect(
            f.model.count == 3 && close(f.model[1], CGRect(x: 168, y: 63.397 - 10, width: 64, height: 20), 0.01)
                && f.model[1].minY < min(f.model[0].minY, f.model[2].minY),
            "Goldfish (rank 1) highest, at (200, 63.40): \(f.model)")
    },
    Session(name: "SwiftUI gallery: WWDC22's ViewThatFits picks the row or the column and hides the other") { log in
        guard let fits = AdaptiveButtons().body as? ModelLayoutView<ViewLayoutContainer<ViewThatFitsLayout>> else {
            return log.expect(false, "AdaptiveButtons is not a ViewLayoutContainer<ViewThatFitsLayout>")
        }
        let host = ModelLayoutHost(fits.layout, children: fits.children)
        // The row: three 64-wide slots and two 8-point gaps, 208 × 20, fits in 300.
        let wide = host.layoutPass(SwiftUI.ProposedViewSize(width: 300, height: 200))
        log.expect(wide[0] == CGRect(x: 0, y: 0, width: 208, height: 20), "in 300 the row: \(wide)")
        log.expect(outOfSight(wide[1], of: CGRect(x: 0, y: 0, width: 300, height: 200)), "the column is hidden: \(wide[1])")
        // In 150 the row does not fit: the column, 64 wide, three 20-point rows and two gaps: 76.
        let narrow = host.layoutPass(SwiftUI.ProposedViewSize(width: 150, height: 200))
        log.expect(narrow[1] == CGRect(x: 0, y: 0, width: 64, height: 76), "in 150 the column: \(narrow)")
        log.expect(outOfSight(narrow[0], of: CGRect(x: 0, y: 0, width: 150, height: 200)), "the row is hidden: \(narrow[0])")
    },
    Session(name: "SwiftUI gallery: WWDC22's layout switch (AnyLayout) follows the tie, as the engine does") { log in
        let ranked = TesseraViewLayout.AnyLayout(RadialLayout())([engineText("Cat").rank(2), engineText("Goldfish").rank(1), engineText("Dog").rank(3)])
        let tied = TesseraViewLayout.AnyLayout(EqualWidthHStack())([engineText("Cat").rank(1), engineText("Goldfish").rank(1), engineText("Dog").rank(1)])
        let proposal = TesseraViewLayout.ProposedViewSize(width: 300, height: 300)
        guard let podium = galleryFrames(RankedPets().body, TesseraViewLayout.AnyLayout.self, engine: ranked, proposal: proposal),
            let row = galleryFrames(RankedPets(isThreeWayTie: true).body, TesseraViewLayout.AnyLayout.self, engine: tied, proposal: proposal)
        else { return log.expect(false, "RankedPets is not a ViewLayoutContainer<AnyLayout> the engine lays out") }
        log.expect(zip(podium.model, podium.engine).allSatisfy { close($0, $1) } && podium.model.count == 3, "podium: model \(podium.model) vs engine \(podium.engine)")
        log.expect(zip(row.model, row.engine).allSatisfy { close($0, $1) } && row.model.count == 3, "row: model \(row.model) vs engine \(row.engine)")
        log.expect(Set(row.model.map(\.minY)).count == 1 && Set(podium.model.map(\.minY)).count > 1, "a tie is a row, ranks a circle: \(row.model) \(podium.model)")
    },
    // WWDC22 switches the layout with animation when the ranks tie: the container's type stays
    // (ViewLayoutContainer<AnyLayout>), so SwiftUI keeps its cache and calls updateCache with the
    // new layout, then animates each pet's frame from the podium to the row. Half way, the
    // frames are the engine's own interpolated switch (AnyLayout.interpolating) at 0.5.
    Session(name: "SwiftUI gallery: WWDC22's animated switch updates one cache and animates as the engine interpolates") { log in
        guard let ranked = RankedPets().body as? ModelLayoutView<ViewLayoutContainer<TesseraViewLayout.AnyLayout>>,
            let tied = RankedPets(isThreeWayTie: true).body as? ModelLayoutView<ViewLayoutContainer<TesseraViewLayout.AnyLayout>>
        else { return log.expect(false, "RankedPets is not a ViewLayoutContainer<AnyLayout>") }
        let proposal = SwiftUI.ProposedViewSize(width: 300, height: 300)
        let host = ModelLayoutHost(ranked.layout, children: ranked.children)
        let podium = host.layoutPass(proposal)
        host.update(tied.layout)
        let row = host.layoutPass(proposal)
        let pets = [engineText("Cat").rank(2), engineText("Goldfish").rank(1), engineText("Dog").rank(3)]
        let p = TesseraViewLayout.ProposedViewSize(width: 300, height: 300)
        let rowEngine = TesseraViewLayout.AnyLayout(EqualWidthHStack())(pets)
        let rowFrames = (try? rowEngine.sizeThatFits(p)).flatMap { try? rowEngine.layout(in: $0, rootProposal: p).leafFrames }
        log.expect(host.cacheCount == 1 && host.updateCalls == 1, "one cache, updated with the new layout")
        log.expect(rowFrames == row && row.count == 3, "after the switch, the row: \(row) vs the engine's \(String(describing: rowFrames))")
        let half = ModelLayoutHost<ViewLayoutContainer<TesseraViewLayout.AnyLayout>>.framesAnimating(from: podium, to: row, progress: 0.5)
        let switching = TesseraViewLayout.AnyLayout.interpolating(
            from: TesseraViewLayout.AnyLayout(RadialLayout()), to: TesseraViewLayout.AnyLayout(EqualWidthHStack()), progress: 0.5)(pets)
        let engineHalf = (try? switching.sizeThatFits(p)).flatMap { try? switching.layout(in: $0, rootProposal: p).leafFrames } ?? []
        log.expect(zip(half, engineHalf).allSatisfy { close($0, $1) } && engineHalf.count == 3, "half way: \(half) vs the engine's \(engineHalf)")
    },
    Session(name: "SwiftUI gallery: the Explore block grid matches the engine, on the screen's pixel grid") { log in
        let engine = BlockGridLayout(spacing: 1)((0..<9).map { engineText("\($0)") })
        guard let f = galleryFrames(ExploreBlocks().body, BlockGridLayout.self, engine: engine, proposal: .init(width: 390, height: nil), origin: .zero, displayScale: 3) else {
            return log.expect(false, "ExploreBlocks is not a ViewLayoutContainer<BlockGridLayout> the engine lays out")
        }
        log.expect(f.model == f.engine && f.model.count == 9, "model \(f.model.prefix(3)) vs engine \(f.engine.prefix(3))")
        // The model's screen is 3x: (390 − 2) / 3 = 129.333 a tile, on the third-point grid; the
        // big tile two rows and the spacing high, 259.667 (on whole points it would be 129 × 260).
        guard let grid = ExploreBlocks().body as? ModelLayoutView<ViewLayoutContainer<BlockGridLayout>> else { return }
        let host = ModelLayoutHost(grid.layout, children: grid.children)
        host.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: nil))
        let tiles = host.subviews.compactMap { $0.placement?.proposal }
        let big = tiles.first { ($0.height ?? 0) > 200 }
        log.expect(
            big.map { abs(($0.width ?? 0) - 388.0 / 3) < 0.001 && abs(($0.height ?? 0) - (2 * 388.0 / 3 + 1)) < 0.001 } ?? false,
            "the big tile is 129.333 × 259.667: \(String(describing: big))")
        // Asked its ideal size (an unspecified width), the grid is as wide as the texts' ideal
        // sizes (8 × 20) need: a 20-point cell (a single cell holds 20 high; the tall tile
        // 2 · 20 + 1), 3 · 20 + 2 = 62 wide; nine items are two groups of two rows, each row a
        // cell and the spacing (the mosaic keeps the trailing spacing), 4 · 21 = 84 high. Every
        // text's tile holds it.
        let ideal = host.sizeThatFits(.unspecified)
        log.expect(ideal == CGSize(width: 62, height: 84), "the ideal grid is 62 × 84: \(ideal)")
        host.layoutPass(.unspecified)
        let held = host.subviews.compactMap { $0.placement?.proposal }
        log.expect(held.count == 9 && held.allSatisfy { ($0.width ?? 0) >= 8 && ($0.height ?? 0) >= 20 }, "every tile holds its text: \(held)")
    },
    Session(name: "SwiftUI gallery: WWDC22's vote grid spans its total across the columns, as the engine does") { log in
        func row(_ a: String, _ b: String, _ c: String) -> GridRowContent { .row([engineText(a), engineText(b), engineText(c)]) }
        let engine = ViewNode.grid(alignment: .leading, rows: [row("Goldfish", "Votes", "2"), row("Dog", "Votes", "1"), .row([engineText("Total votes: 3").gridCellColumns(3)])])
        guard let f = galleryFrames(VoteGrid().body, GridLayout.self, engine: engine, proposal: .init(width: 390, height: nil), origin: .zero) else {
            return log.expect(false, "VoteGrid is not a ViewLayoutContainer<GridLayout> the engine lays out")
        }
        log.expect(f.model == f.engine && f.model.count == 7, "model \(f.model) vs engine \(f.engine)")
        // Columns 64 ("Goldfish"), 40 ("Votes"), 8 ("2"), 8 apart: 136 wide; rows 20 high, 8
        // apart. "Total votes: 3" (112) spans the three columns (so does not widen the first),
        // at the leading edge of the third row.
        log.expect(f.model.count == 7 && f.model[6] == CGRect(x: 0, y: 56, width: 112, height: 20), "the total in the third row: \(f.model)")
        log.expect(f.model.count == 7 && f.model[1].minX == 72 && f.model[2].minX == 120, "the columns start at 0, 72, 120: \(f.model)")
    },
    // Point 3: a child is measured at most once per distinct proposal per update (9 times a
    // pass and 9 more on an identical pass before), and not at all on an identical pass.
    Session(name: "SwiftUI gallery: ViewLayoutContainer measures a child once per distinct proposal per update") { log in
        let host = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.HStackLayout()), children: [Text("Goldfish"), Text("Dog"), Text("Cat")])
        host.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: 100))
        let first = host.subviews.map(\.sizeQueries)
        let distinct = host.subviews.map { s in s.proposalsAsked.reduce(into: [SwiftUI.ProposedViewSize]()) { if !$0.contains($1) { $0.append($1) } }.count }
        log.expect(first == distinct, "each child measured once per distinct proposal: \(first) for \(distinct) proposals")
        host.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: 100))
        log.expect(host.subviews.map(\.sizeQueries) == first, "an identical pass measures nothing: \(host.subviews.map(\.sizeQueries)) after \(first)")
        // An update (the subviews may have changed) measures again, once per proposal.
        host.update()
        host.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: 100))
        log.expect(host.subviews.map(\.sizeQueries) == first.map { $0 * 2 }, "after updateCache, measured again once: \(host.subviews.map(\.sizeQueries))")
        log.expect(host.updateCalls == 1 && host.cacheCount == 1, "one cache, updated once")
        // One pass per distinct question: the size (sizeThatFits), then the placement (a pass
        // of its own, which sizes the root for the proposal before placing it: sizeThatFits and
        // placeSubviews); an identical pass asks the Tessera layout nothing.
        let calls = CallLog()
        let counted = ModelLayoutHost(ViewLayoutContainer(CountingRow(calls: calls)), children: [Text("Goldfish"), Text("Dog")])
        let frames = counted.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: 100))
        let once = calls.count
        counted.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: 100))
        log.expect(once == 3 && calls.count == once, "three calls, none again: \(once), then \(calls.count)")
        log.expect(frames == [CGRect(x: 0, y: 0, width: 64, height: 20), CGRect(x: 64, y: 0, width: 24, height: 20)], "the row: \(frames)")
    },
]
