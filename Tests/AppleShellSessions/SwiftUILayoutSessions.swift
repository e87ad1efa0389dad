// Issue 51, point 2: ViewLayoutContainer and CollectionLayoutContainer as correct SwiftUI
// `Layout`s, run by the model's Layout host. Expected values are worked out from the model's
// Text (8 pt a character, 20 pt a line) and Apple's Layout pages.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraViewLayout

/// Whether `frame` lies wholly outside `bounds` grown by 100 000 points on every side: a
/// subview placed there draws nothing on any screen.
func outOfSight(_ frame: CGRect, of bounds: CGRect) -> Bool {
    !frame.intersects(bounds.insetBy(dx: -100_000, dy: -100_000))
}

/// A Tessera layout that shows what it was given: its one child placed by its top-trailing
/// corner at the bounds' top-trailing corner, proposed a tenth of the proposed width.
struct EchoBoundsAndProposal: TesseraViewLayout.Layout {
    func sizeThatFits(proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: proposal.height ?? 40)
    }
    func placeSubviews(in bounds: CGRect, proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews[0].place(
            at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing,
            proposal: TesseraViewLayout.ProposedViewSize(width: proposal.width.map { $0 / 10 }, height: nil))
    }
}

/// A Tessera layout that wants no spacing around it, and stacks its children at the origin.
struct NoSpacingAround: TesseraViewLayout.Layout {
    func sizeThatFits(proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { CGSize(width: 10, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
    }
    func spacing(subviews: Subviews, cache: inout Void) -> TesseraViewLayout.ViewSpacing { .zero }
}

@MainActor
let swiftUILayoutSessions: [Session] = [
    // A hidden child draws nothing whatever size it insists on: a fixed-size text (400 wide,
    // ignoring the zero proposal) unchosen by ViewThatFits ends far outside the screen.
    Session(name: "SwiftUI Layout: a hidden child that insists on its size draws nothing") { log in
        let fits = ModelLayoutHost(
            ViewLayoutContainer(ViewThatFitsLayout(in: [.horizontal])),
            children: [Text(String(repeating: "w", count: 50)).fixedSize(), Text("short")])
        let frames = fits.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 50), origin: CGPoint(x: 30, y: 40))
        // "short": 5 × 8 = 40 wide, at the container's origin (30, 40); the container is 40 × 20.
        log.expect(frames[1] == CGRect(x: 30, y: 40, width: 40, height: 20), "the short text is chosen and shown: \(frames)")
        log.expect(frames[0].width == 400, "the hidden text still insists on its 400 points: \(frames[0])")
        log.expect(outOfSight(frames[0], of: CGRect(x: 30, y: 40, width: 40, height: 20)), "the hidden text is out of sight: \(frames[0])")
        log.expect(fits.subviews.allSatisfy { $0.placement != nil }, "every subview is placed (none centred by SwiftUI)")
        log.expect(fits.subviews[0].placement?.proposal == .zero, "the hidden text is proposed zero")
    },
    // placeSubviews runs the Tessera layout with SwiftUI's bounds (200 wide at (10, 20), not the
    // 300 proposed) and proposal (300: the child is proposed a tenth, 30), and proposes the
    // child what the layout gave it: "aaaa" (32 natural) in 30 wraps to 2 lines, 30 × 40, its
    // top-trailing corner at the bounds' (210, 20).
    Session(name: "SwiftUI Layout: placeSubviews honours bounds and proposal, proposes what the layout gave") { log in
        let host = ModelLayoutHost(ViewLayoutContainer(EchoBoundsAndProposal()), children: [Text("aaaa")])
        let frames = host.place(in: CGRect(x: 10, y: 20, width: 200, height: 40), proposal: SwiftUI.ProposedViewSize(width: 300, height: 40))
        log.expect(frames == [CGRect(x: 180, y: 20, width: 30, height: 40)], "the child at the bounds' trailing edge, 30 × 40: \(frames)")
        let proposal = host.subviews[0].placement?.proposal
        log.expect(proposal == SwiftUI.ProposedViewSize(width: 30, height: nil), "the child is proposed what the layout gave it: \(String(describing: proposal))")
        // Each child is proposed its tile (the engine's frame of a view that takes any
        // proposal, in the same tree), not its measured size: the Explore block's big tile is
        // 129 × 260 ((390 − 2) / 3 = 129.33 a tile; two rows and the spacing, 259.67, with its
        // edges on whole points), not the text's 8 × 20.
        let grid = ModelLayoutHost(ViewLayoutContainer(BlockGridLayout(spacing: 1)), children: (0..<3).map { Text("\($0)") })
        grid.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: nil))
        let engine = BlockGridLayout(spacing: 1)((0..<3).map { _ in ViewNode.rect })
        let wide = TesseraViewLayout.ProposedViewSize(width: 390, height: nil)
        let tiles = (try? engine.sizeThatFits(wide)).flatMap { try? engine.layout(in: $0, rootProposal: wide).leafFrames } ?? []
        let proposed = grid.subviews.map { $0.placement?.proposal }
        log.expect(proposed == tiles.map { SwiftUI.ProposedViewSize($0.size) }, "each text is proposed its tile: \(proposed) vs \(tiles)")
        log.expect(tiles.map(\.size).contains(CGSize(width: 129, height: 260)), "the big tile is 129 × 260: \(tiles)")
    },
    // A failing container places every child exactly once, one below the other from its
    // top-leading corner (the failure is visible; nothing piled in the centre), and reports.
    Session(name: "SwiftUI Layout: a failing container shows its children in a column and reports") { log in
        let errors = ErrorLog()
        let host = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.HStackLayout(spacing: 0)).onLayoutError { errors.append($0) }, children: [Text("aaaa"), Text("bb")])
        host.subviews[0].priority = .nan
        let frames = host.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 40), origin: CGPoint(x: 5, y: 7))
        log.expect(!errors.messages.isEmpty, "the NaN priority is reported")
        log.expect(
            frames == [CGRect(x: 5, y: 7, width: 32, height: 20), CGRect(x: 5, y: 27, width: 16, height: 20)],
            "the children one below the other from (5, 7): \(frames)")
        let failing = ErrorLog()
        let broken = ModelLayoutHost(CollectionLayoutContainer(WaterfallLayout(columns: .fixed(0))).onLayoutError { failing.append($0) }, children: [Text("a"), Text("bc")])
        let column = broken.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: nil))
        log.expect(!failing.messages.isEmpty, "the collection container reports its layout's error")
        // Its size is the column's: 100 wide (proposed), 40 high; the texts at (0, 0) and (0, 20).
        log.expect(column == [CGRect(x: 0, y: 0, width: 8, height: 20), CGRect(x: 0, y: 20, width: 16, height: 20)], "the collection container's column: \(column)")
    },
    // Ordinary probes (zero, unspecified, infinite) are never errors; NaN and negative are.
    Session(name: "SwiftUI Layout: probes are not errors, bad proposals are") { log in
        let errors = ErrorLog()
        let stack = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.HStackLayout(spacing: 0)).onLayoutError { errors.append($0) }, children: [Text("aaaa"), Text("bb")])
        // Zero: the texts take none; unspecified and infinite: their natural 32 + 16 by 20.
        let sizes = [SwiftUI.ProposedViewSize.zero, .unspecified, .infinity].map { stack.sizeThatFits($0) }
        log.expect(sizes == [.zero, CGSize(width: 48, height: 20), CGSize(width: 48, height: 20)], "the stack's probes: \(sizes)")
        let collectionErrors = ErrorLog()
        for layout in [WaterfallLayout(columns: .fixed(2)) as any CollectionLayout, MosaicLayout.explore(spacing: 1)] {
            // Children that insist on their size (a zero-width column of them would still show).
            let c = ModelLayoutHost(CollectionLayoutContainer(layout).onLayoutError { collectionErrors.append($0) }, children: (0..<4).map { Text("\($0)").fixedSize() })
            for p in [SwiftUI.ProposedViewSize.zero, SwiftUI.ProposedViewSize(width: 0, height: nil), .unspecified, .infinity] {
                let size = c.sizeThatFits(p)
                log.expect(size.width.isFinite && size.height.isFinite, "\(type(of: layout)) at \(p): \(size)")
                let frames = c.place(in: CGRect(origin: .zero, size: size), proposal: p)
                // A probe with no room (no layout lays out in a zero width) shows nothing: each
                // child empty or out of sight.
                if p.width == 0 {
                    let shown = frames.filter { $0.width > 0 && $0.height > 0 && !outOfSight($0, of: CGRect(origin: .zero, size: size)) }
                    log.expect(shown.isEmpty, "\(type(of: layout)) at \(p) shows \(shown)")
                }
            }
        }
        log.expect(errors.messages.isEmpty && collectionErrors.messages.isEmpty, "no probe is an error: \(errors.messages) \(collectionErrors.messages)")
        for bad in [SwiftUI.ProposedViewSize(width: .nan, height: 40), SwiftUI.ProposedViewSize(width: -10, height: 40)] {
            let before = errors.messages.count
            let size = stack.sizeThatFits(bad)
            log.expect(errors.messages.count == before + 1, "\(bad) reaches onLayoutError")
            // The fallback column's size: the widest text (32), the two texts' 40.
            log.expect(size == CGSize(width: 32, height: 40), "\(bad) comes back as the fallback's size, never as a size of its own: \(size)")
            let c = ModelLayoutHost(CollectionLayoutContainer(WaterfallLayout(columns: .fixed(2))).onLayoutError { collectionErrors.append($0) }, children: [Text("a")])
            let count = collectionErrors.messages.count
            _ = c.sizeThatFits(bad)
            log.expect(collectionErrors.messages.count == count + 1, "\(bad) reaches the collection container's onLayoutError")
        }
    },
    // SwiftUI may call a Layout off the main thread (Layout is Sendable): a pass made on another
    // thread lays out as one on the main thread, and measures no view on the main actor.
    Session(name: "SwiftUI Layout: a pass off the main thread lays out as one on it") { log in
        let proposal = SwiftUI.ProposedViewSize(width: 100, height: 100)
        @MainActor func stack() -> ModelLayoutHost<ViewLayoutContainer<TesseraViewLayout.HStackLayout>> {
            ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.HStackLayout(spacing: 0)), children: [Text("aaaa"), Text("bb")])
        }
        let onMain = stack().layoutPass(proposal)
        let other = stack()
        let offMain = other.layoutPassOffMainThread(proposal)
        // 32 + 16 wide, 20 high, side by side.
        log.expect(onMain == [CGRect(x: 0, y: 0, width: 32, height: 20), CGRect(x: 32, y: 0, width: 16, height: 20)], "on the main thread: \(onMain)")
        log.expect(offMain == onMain, "off it, the same: \(offMain)")
        log.expect(other.subviews.allSatisfy { $0.offMainMeasurements == 0 }, "no view measured on the main actor from another thread")
        // The cache filled off the main thread serves the main thread's next pass.
        log.expect(other.layoutPass(proposal) == onMain, "then on the main thread, the same")
        @MainActor func waterfall() -> ModelLayoutHost<CollectionLayoutContainer> {
            ModelLayoutHost(CollectionLayoutContainer(WaterfallLayout(columns: .fixed(2)), displayScale: 3), children: (0..<5).map { Text("\($0)") })
        }
        let wide = SwiftUI.ProposedViewSize(width: 300, height: nil)
        let planned = waterfall().layoutPass(wide)
        log.expect(waterfall().layoutPassOffMainThread(wide) == planned && planned.count == 5, "the collection container too: \(planned)")
    },
    // layoutProperties, spacing and explicit alignment guides reach SwiftUI.
    Session(name: "SwiftUI Layout: layoutProperties, spacing and explicit alignment are forwarded") { log in
        log.expect(ViewLayoutContainer<TesseraViewLayout.HStackLayout>.layoutProperties.stackOrientation == .horizontal, "an HStack is horizontal")
        log.expect(ViewLayoutContainer<TesseraViewLayout.VStackLayout>.layoutProperties.stackOrientation == .vertical, "a VStack is vertical")
        log.expect(ViewLayoutContainer<RadialLayout>.layoutProperties.stackOrientation == nil, "a radial layout is no stack")
        let aligned = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.VStackLayout(alignment: .leading, spacing: 0)), children: [Text("aaaa"), Text("bb")])
        aligned.subviews[1].guides["leading"] = { _ in 10 }
        let proposal = SwiftUI.ProposedViewSize(width: 100, height: 100)
        let size = aligned.sizeThatFits(proposal)
        // The leading guides line up 10 in from the stack's left (see the spacing session).
        let leading = aligned.explicitAlignment(.leading, in: CGRect(origin: .zero, size: size), proposal: proposal)
        log.expect(leading == 10, "the stack's leading guide is its children's, 10: \(String(describing: leading))")
        let none = ModelLayoutHost(ViewLayoutContainer(NoSpacingAround()), children: [Text("a")])
        log.expect(none.spacing().modelEdges.isEmpty || none.spacing().modelDistance == 0, "a layout wanting no spacing has none: \(none.spacing())")
        let ordinary = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.HStackLayout()), children: [Text("a")])
        log.expect(ordinary.spacing().modelDistance == 8 && ordinary.spacing().modelEdges == .all, "an ordinary one has its subviews': \(ordinary.spacing())")
    },
]
