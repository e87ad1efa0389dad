import Foundation
import Tessera
import TesseraViewLayout

/// Runs a container written against Tessera's view-layout protocol (`TesseraViewLayout.Layout`) over
/// children measured by someone else (SwiftUI's subviews): the platform-neutral half of the
/// SwiftUI shell `ViewLayoutContainer`, so the same layout is unit-tested on Linux with SwiftUI's
/// semantics and shipped unchanged.
public struct ViewLayoutBridge<L: TesseraViewLayout.Layout>: Sendable {
    /// The container.
    public var layout: L

    /// A bridge for `layout`.
    public init(_ layout: L) { self.layout = layout }

    /// One child as the host measures it, with what the container reads of it besides its
    /// size (SwiftUI's `LayoutSubview.priority`).
    public struct Child: Sendable {
        /// The child's size for a proposal.
        public var sizeThatFits: @Sendable (ProposedViewSize) -> CGSize
        /// Its layout priority (stacks give space to higher priorities first).
        public var priority: Double

        /// A child measured by `sizeThatFits`, of layout priority `priority`.
        public init(priority: Double = 0, sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize) {
            self.sizeThatFits = sizeThatFits
            self.priority = priority
        }
    }

    /// The tree: the container over one measured leaf per child.
    func tree(_ children: [@Sendable (ProposedViewSize) -> CGSize]) -> ViewNode {
        ViewNode.layout(layout, children.map { ViewNode.measured($0) })
    }

    /// The tree over children that carry priorities.
    func tree(_ children: [Child]) -> ViewNode {
        ViewNode.layout(layout, children.map { c in c.priority == 0 ? ViewNode.measured(c.sizeThatFits) : ViewNode.measured(c.sizeThatFits).layoutPriority(c.priority) })
    }

    /// The container's size for `proposal`, over children with priorities.
    public func sizeThatFits(_ proposal: ProposedViewSize, children: [Child]) throws -> CGSize {
        try tree(children).sizeThatFits(proposal)
    }

    /// Each child's frame (relative to the container's origin) in `size`, and whether the
    /// container hid it (`ViewThatFits`' unchosen children): children with priorities.
    public func placements(in size: CGSize, children: [Child],
                           layoutDirection: UserInterfaceLayoutDirection = .leftToRight) throws -> [(frame: CGRect, isHidden: Bool)] {
        let result = try tree(children).layout(in: size, layoutDirection: layoutDirection)
        let origin = result.rootFrame.origin
        return result.leaves.map { leaf in
            (leaf.frame.offsetBy(dx: -origin.x, dy: -origin.y), leaf.isHidden)
        }
    }

    /// The container's size for `proposal` (the `Layout.sizeThatFits` answer).
    public func sizeThatFits(_ proposal: ProposedViewSize, children: [@Sendable (ProposedViewSize) -> CGSize]) throws -> CGSize {
        try tree(children).sizeThatFits(proposal)
    }

    /// Each child's frame, relative to the container's origin, when the container is given
    /// `size` (the `Layout.placeSubviews` answer), and whether the container hid it.
    public func placements(in size: CGSize, children: [@Sendable (ProposedViewSize) -> CGSize],
                           layoutDirection: UserInterfaceLayoutDirection = .leftToRight) throws -> [(frame: CGRect, isHidden: Bool)] {
        let result = try tree(children).layout(in: size, layoutDirection: layoutDirection)
        let origin = result.rootFrame.origin
        return result.leaves.map { leaf in
            (leaf.frame.offsetBy(dx: -origin.x, dy: -origin.y), leaf.isHidden)
        }
    }
}
