import Foundation
import Tessera

/// A view's place in a vote (WWDC22's `Rank`), read by `RadialLayout`; 1 is the leader.
public struct Rank: LayoutValueKey {
    /// Views without a rank are tied for first.
    public static let defaultValue = 1
}

extension ViewNode {
    /// Sets the view's `Rank`.
    public func rank(_ value: Int) -> ViewNode { layoutValue(key: Rank.self, value: value) }
}

/// WWDC22's `MyRadialLayout`: takes the space proposed and places its subviews' centres on a
/// circle of radius min(width, height) / 3 around the centre, subview i at (0, −r) rotated by
/// 2π·i/n (clockwise on screen) plus an offset that, for three subviews with different
/// `Rank`s, puts them in rank order from the top. Each is placed at its ideal size.
public struct RadialLayout: Layout {
    /// A radial layout.
    public init() {}

    /// The proposal, 10×10 where unspecified.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the subviews around the circle.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let angle = 2 * Double.pi / Double(subviews.count)
        let offset = Self.offset(ranks: subviews.map { $0[Rank.self] })
        for (index, subview) in subviews.enumerated() {
            // (0, −r) rotated by θ: (r·sin θ, −r·cos θ), as CGAffineTransform(rotationAngle:) maps it.
            let theta = angle * Double(index) + offset
            let point = CGPoint(x: bounds.midX + radius * CGFloat(sin(theta)), y: bounds.midY - radius * CGFloat(cos(theta)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// The rotation that arranges three ranked views in order, leader on top (zero for any
    /// other count, or when all ranks tie).
    static func offset(ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks[0] }) else { return 0 }
        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(ranks[1], ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(ranks[2], ranks[0])
        } else {
            fraction = 1 + residual(ranks[0], ranks[1])
        }
        return fraction * 2 * Double.pi / 3
    }

    /// Extra rotation from the order of the two views behind the leader.
    static func residual(_ rank1: Int, _ rank2: Int) -> Double {
        if rank1 == 1 { return -0.5 }
        if rank2 == 1 { return 0.5 }
        if rank1 < rank2 { return -0.25 }
        if rank1 > rank2 { return 0.25 }
        return 0
    }

    /// WWDC22's switch: an `HStackLayout` (through `AnyLayout`) when every rank ties, since a
    /// circle cannot show a three-way tie; otherwise the radial layout.
    public static func switchingOnTie(ranks: [Int], tied: AnyLayout = AnyLayout(HStackLayout())) -> AnyLayout {
        let isTie = ranks.count > 1 && ranks.allSatisfy { $0 == ranks[0] }
        return isTie ? tied : AnyLayout(RadialLayout())
    }
}

extension ViewNode {
    /// WWDC22's podium: `children` around a circle by rank, or in `tied` (an HStack) when all
    /// their ranks tie.
    public static func radialSwitchingOnTie(tied: AnyLayout = AnyLayout(HStackLayout()), _ children: [ViewNode]) -> ViewNode {
        .layout(RadialLayout.switchingOnTie(ranks: children.map { $0.traits.value(for: Rank.self) }, tied: tied), children)
    }
}
