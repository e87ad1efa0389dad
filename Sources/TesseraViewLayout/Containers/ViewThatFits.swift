import Foundation
import Tessera

/// SwiftUI's `ViewThatFits(in:)` as a layout: shows the first subview whose ideal size fits
/// the proposal along `axes` (unspecified proposals always fit), else the last; the others
/// are hidden.
public struct ViewThatFitsLayout: Layout {
    /// The axes along which a subview must fit.
    public var axes: Set<Axis>

    /// A layout choosing among its subviews by the axes they must fit in.
    public init(in axes: Set<Axis> = [.horizontal, .vertical]) { self.axes = axes }

    /// The position of the chosen subview among `subviews`.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for i in subviews.indices {
            // The ideal size along the constrained axes; the proposal along the others.
            let probe = ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height)
            let ideal = subviews[i].sizeThatFits(probe)
            let fits = axes.allSatisfy { axis in
                guard let limit = proposal[axis] else { return true }
                return ideal.length(along: axis) <= limit + 1e-9
            }
            if fits { return i }
        }
        return subviews.index(before: subviews.endIndex)
    }

    /// The chosen subview's size for the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        choice(proposal, subviews).map { subviews[$0].sizeThatFits(proposal) } ?? .zero
    }

    /// Places the chosen subview and hides the others.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let chosen = choice(proposal, subviews)
        for i in subviews.indices {
            if i == chosen {
                subviews[i].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                subviews[i].hide()
            }
        }
    }
}

extension ViewNode {
    /// `ViewThatFits(in: axes) { … }`.
    public static func viewThatFits(in axes: Set<Axis> = [.horizontal, .vertical], @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        .layout(ViewThatFitsLayout(in: axes), content())
    }
}
