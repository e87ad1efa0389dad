import Foundation
import Tessera

/// A custom `Layout` of one subview that proposes it a fraction of the proposed width (the
/// seed article's `relativeWidth`): `HStack(spacing: 10) { A.relativeWidth(0.5); B; C }` in
/// 620 points gives A 100 (half of the 200 it is offered) and B and C 250 each.
public struct RelativeWidthLayout: Layout {
    /// The fraction of the proposed width the subview is proposed.
    public var fraction: CGFloat

    /// A layout proposing `fraction` of its width.
    public init(fraction: CGFloat) { self.fraction = fraction }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 * fraction }, height: proposal.height)
    }

    /// The subview's size for the reduced proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    /// Places the subview at the origin with the reduced proposal.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: childProposal(proposal))
    }
}

extension RelativeWidthLayout: ValidatingLayout {
    var validationName: String { "relativeWidth" }
    var validationIssue: LayoutError? {
        nonNegativeReason(fraction).map { LayoutError($0) }
    }
}

extension ViewNode {
    /// The view proposed `fraction` of the width proposed to it.
    public func relativeWidth(_ fraction: CGFloat) -> ViewNode {
        modified(by: RelativeWidthLayout(fraction: fraction))
    }
}
