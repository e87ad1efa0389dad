// A SwiftUI `Layout` with an animatable parameter, ported as docs/api-tour.md says: this file
// imports TesseraViewLayout instead of SwiftUI and is otherwise SwiftUI's code. Its radius and
// starting angle are its `animatableData`, so a change made with animation moves the subviews
// along the circle (SwiftUI interpolates the radius and the angle) rather than straight across.
import Foundation
import TesseraViewLayout

/// The subviews evenly around a circle of `radius` about the centre of the bounds, the first at
/// `angle` (radians, clockwise from the positive x axis), each centred on its point.
struct OrbitLayout: Layout {
    var radius: CGFloat
    var angle: Double

    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(radius, angle) }
        set {
            radius = newValue.first
            angle = newValue.second
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(max(1, subviews.count))
        for (index, subview) in subviews.enumerated() {
            let a = angle + Double(index) * step
            let point = CGPoint(x: bounds.midX + radius * CGFloat(cos(a)), y: bounds.midY + radius * CGFloat(sin(a)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
