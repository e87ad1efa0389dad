import Foundation
import Tessera

// What a host asks of a tree it runs as one of its own containers (SwiftUI asks a `Layout`
// for its spacing and its explicit alignment guides besides its size and placements).

extension ViewNode {
    /// The tree's spacing preferences, as its parent would read them (the root layout's
    /// `spacing(subviews:cache:)`; a leaf's own).
    public func spacing(layoutDirection: LayoutDirection = .leftToRight, storage: ViewLayoutStorage? = nil) throws -> ViewSpacing {
        let pass = try checkedPass(layoutDirection: layoutDirection, displayScale: 1, storage: storage)
        defer { pass.finish() }
        return pass.spacing(of: 0)
    }

    /// The value of `guide` in the tree sized `size` for `proposal`: the root layout's explicit
    /// value, else the guide's default (what `dimensions(in:)[guide]` answers).
    public func alignmentGuide(
        _ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize,
        layoutDirection: LayoutDirection = .leftToRight, storage: ViewLayoutStorage? = nil
    ) throws -> CGFloat {
        try guideValue(guide.key, size: size, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
    }

    /// The value of `guide` in the tree sized `size` for `proposal` (see the horizontal one).
    public func alignmentGuide(
        _ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize,
        layoutDirection: LayoutDirection = .leftToRight, storage: ViewLayoutStorage? = nil
    ) throws -> CGFloat {
        try guideValue(guide.key, size: size, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
    }

    private func guideValue(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, layoutDirection: LayoutDirection, storage: ViewLayoutStorage?
    ) throws -> CGFloat {
        try Self.checkProposal(proposal)
        let pass = try checkedPass(layoutDirection: layoutDirection, displayScale: 1, storage: storage)
        defer { pass.finish() }
        _ = pass.sizeThatFits(0, proposal)
        return pass.guide(key, of: 0, size: size, proposal: proposal)
    }
}
