// Issue 51, point 4: a layout's own `animatableData` interpolated through an animation. The
// gallery's OrbitLayout (a SwiftUI layout ported to TesseraViewLayout) animates its radius and
// angle; ViewLayoutContainer hands them to SwiftUI, whose model writes the interpolated value
// on each frame and lays out again (developer.apple.com/documentation/swiftui/animatable).
import Foundation
import SwiftUI
import TesseraSwiftUI
import TesseraViewLayout

@MainActor
let swiftUIAnimationSessions: [Session] = [
    Session(name: "SwiftUI animation: a ported layout's animatableData is interpolated frame by frame, as the engine lays it out") { log in
        guard let closed = OrbitingLabels().body as? ModelLayoutView<ViewLayoutContainer<OrbitLayout>>,
            let open = OrbitingLabels(isOpen: true).body as? ModelLayoutView<ViewLayoutContainer<OrbitLayout>>
        else { return log.expect(false, "OrbitingLabels is not a ViewLayoutContainer<OrbitLayout>") }
        let proposal = SwiftUI.ProposedViewSize(width: 200, height: 200), origin = CGPoint(x: 20, y: 30)
        let host = ModelLayoutHost(closed.layout, children: closed.children)
        let start = host.layout.animatableData
        log.expect(start.value.first == 40 && start.value.second == .pi / 2, "the container hands SwiftUI the layout's radius and angle: \(start.value)")
        // Closed: the ring's centre is (20 + 100, 30 + 100) = (120, 130); "ab" (16 × 20) 40
        // below it (a quarter turn), "abcd" (32 × 20) 40 above.
        let before = host.layoutPass(proposal, origin: origin)
        let closedFrames = [CGRect(x: 112, y: 160, width: 16, height: 20), CGRect(x: 104, y: 80, width: 32, height: 20)]
        log.expect(before.count == 2 && zip(before, closedFrames).allSatisfy { close($0, $1) }, "closed: \(before)")
        // Half way the radius is 60 and the angle 3π/4: "ab" centred at (120 + 60 cos 3π/4,
        // 130 + 60 sin 3π/4) = (77.574, 172.426), "abcd" opposite at (162.426, 87.574). Moving
        // the frames straight across instead would put "ab" at (72, 140).
        host.animationFrame(from: start, to: open.layout, progress: 0.25, proposal: proposal, origin: origin)
        let half = host.animationFrame(from: start, to: open.layout, progress: 0.5, proposal: proposal, origin: origin)
        let d = 60 * CGFloat(cos(Double.pi / 4))
        let expected = [CGRect(x: 120 - d - 8, y: 130 + d - 10, width: 16, height: 20), CGRect(x: 120 + d - 16, y: 130 - d - 10, width: 32, height: 20)]
        log.expect(half.count == 2 && zip(half, expected).allSatisfy { close($0, $1) }, "half way, on the circle of radius 60 at 3π/4: \(half) vs \(expected)")
        let engine = OrbitLayout(radius: 60, angle: 3 * .pi / 4)([engineText("ab"), engineText("abcd")])
        let p = TesseraViewLayout.ProposedViewSize(width: 200, height: 200)
        let engineHalf = (try? engine.layout(in: CGSize(width: 200, height: 200), rootProposal: p).leafFrames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }) ?? []
        log.expect(engineHalf.count == 2 && zip(half, engineHalf).allSatisfy { close($0, $1) }, "half way as the engine lays out OrbitLayout(60, 3π/4): \(half) vs \(engineHalf)")
        // At the end, the open ring: radius 80 at π, "ab" left of the centre, "abcd" right.
        let end = host.animationFrame(from: start, to: open.layout, progress: 1, proposal: proposal, origin: origin)
        let opened = [CGRect(x: 32, y: 120, width: 16, height: 20), CGRect(x: 184, y: 120, width: 32, height: 20)]
        log.expect(end.count == 2 && zip(end, opened).allSatisfy { close($0, $1) }, "open: \(end)")
        // Frames are not updates: one cache, never updated, and each label measured once per
        // distinct proposal across every frame (the new value rebuilds the tree, not the sizes).
        log.expect(host.cacheCount == 1 && host.updateCalls == 0, "one cache, no updateCache for a frame")
        let distinct = host.subviews.map { s in s.proposalsAsked.reduce(into: [SwiftUI.ProposedViewSize]()) { if !$0.contains($1) { $0.append($1) } }.count }
        log.expect(host.subviews.map(\.sizeQueries) == distinct, "each label measured once per distinct proposal: \(host.subviews.map(\.sizeQueries)) for \(distinct)")
    },
    // A layout with no animatable parameter hands SwiftUI nothing to interpolate (SwiftUI's
    // default, EmptyAnimatableData): its subviews' frames are what SwiftUI animates.
    Session(name: "SwiftUI animation: a layout without animatable parameters gives empty animatable data") { log in
        let container = ViewLayoutContainer(EqualWidthHStack())
        log.expect(container.animatableData.magnitudeSquared == 0 && container.animatableData == .zero, "nothing to interpolate: \(container.animatableData)")
    },
]
