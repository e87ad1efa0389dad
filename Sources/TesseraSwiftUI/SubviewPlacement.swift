#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

/// How the SwiftUI containers place a subview their Tessera layout hid, and their children when
/// the layout failed: every subview is placed exactly once per `placeSubviews` call, since
/// SwiftUI centres (and draws) any subview a layout leaves unplaced.
enum SubviewPlacement {
    /// How far above and before the container a hidden subview ends (points).
    static let hiddenDistance: CGFloat = 1_000_000

    /// Places `subview` so that nothing of it shows: proposed zero, and anchored by its
    /// bottom-trailing corner a million points above and before the container's bounds, so
    /// that whatever size it insists on (a fixed frame ignores the proposal) it ends far outside
    /// the screen. (A `Layout` cannot remove a subview or set its opacity; the view stays in the
    /// hierarchy.)
    static func hide(_ subview: LayoutSubview, in bounds: CGRect) {
        subview.place(
            at: CGPoint(x: bounds.minX - hiddenDistance, y: bounds.minY - hiddenDistance), anchor: UnitPoint(x: 1, y: 1),
            proposal: .zero)
    }

    /// The proposal the fallback column makes each child: the width proposed to the container
    /// when it is a usable length, the child's ideal width otherwise; its ideal height.
    static func columnProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }, height: nil)
    }

    /// The fallback's size for `proposal`: the children one below the other (see `column`).
    static func columnSize(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> CGSize {
        let p = columnProposal(proposal.width)
        let sizes = subviews.map { $0.sizeThatFits(p) }
        return CGSize(width: p.width ?? sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    /// The fallback of a container whose layout failed (documented on each container): its
    /// children one below the other from the bounds' top-leading corner, each at its own size
    /// for the bounds' width, so that the app sees them all (not a pile in the centre) and the
    /// failure, which is reported besides.
    static func column(_ subviews: LayoutSubviews, in bounds: CGRect) {
        let p = columnProposal(bounds.width)
        var y = bounds.minY
        for subview in subviews {
            let height = subview.sizeThatFits(p).height
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: p)
            y += height
        }
    }

    /// Whether `proposal` holds a NaN or negative length (bad input, reported as an error;
    /// nil, zero and infinity are ordinary probes).
    static func isInvalid(_ proposal: ProposedViewSize) -> Bool {
        [proposal.width, proposal.height].contains { $0.map { $0.isNaN || $0 < 0 } ?? false }
    }

    /// The error for such a proposal.
    static func invalidProposalError(_ proposal: ProposedViewSize) -> any Error {
        InvalidProposal(width: proposal.width, height: proposal.height)
    }
}

/// A proposal with a NaN or negative length, given to a Tessera SwiftUI container.
struct InvalidProposal: Error, CustomStringConvertible {
    var width: CGFloat?
    var height: CGFloat?
    var description: String {
        "the proposed size \(width.map { "\($0)" } ?? "nil") × \(height.map { "\($0)" } ?? "nil") has a NaN or negative length"
    }
}
#endif
