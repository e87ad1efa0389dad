import Foundation
import Tessera
import TesseraViewLayout

/// Runs a container written against Tessera's view-layout protocol (`TesseraViewLayout.Layout`) over
/// children measured by someone else (SwiftUI's subviews): the platform-neutral half of the
/// SwiftUI shell `ViewLayoutContainer`, so the same layout is unit-tested on Linux with SwiftUI's
/// semantics and shipped unchanged.
///
/// A host builds the ``Tree`` once per set of children (SwiftUI: in the layout's cache) and
/// asks it for sizes and placements as often as it likes.
public struct ViewLayoutBridge<L: TesseraViewLayout.Layout>: Sendable {
    /// The container.
    public var layout: L

    /// A bridge for `layout`.
    public init(_ layout: L) { self.layout = layout }

    /// One child as the host measures it, with what the container reads of it besides its
    /// size: SwiftUI's `LayoutSubview.priority`, `spacing` and explicit alignment guides.
    public struct Child: Sendable {
        /// The child's size for a proposal.
        public var sizeThatFits: @Sendable (ProposedViewSize) -> CGSize
        /// Its layout priority (stacks give space to higher priorities first).
        public var priority: Double
        /// Its spacing preferences (stacks without explicit spacing put the distance between
        /// neighbours' preferences between them); nil: an ordinary view's.
        public var spacing: ViewSpacing?
        /// The explicit value of a guide for a proposal (`dimensions(in:)[explicit:]`), or nil
        /// when the child does not set it; nil: the child sets none.
        public var explicitGuide: (@Sendable (HostAlignmentGuide, ProposedViewSize) -> CGFloat?)?

        /// A child measured by `sizeThatFits`, of layout priority `priority`, with `spacing`
        /// preferences and guides from `explicitGuide`.
        public init(
            priority: Double = 0, spacing: ViewSpacing? = nil,
            explicitGuide: (@Sendable (HostAlignmentGuide, ProposedViewSize) -> CGFloat?)? = nil,
            sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize
        ) {
            self.sizeThatFits = sizeThatFits
            self.priority = priority
            self.spacing = spacing
            self.explicitGuide = explicitGuide
        }
    }

    /// The container over its children, built once per set of children.
    public struct Tree: Sendable {
        let root: ViewNode
        /// How many children the tree holds.
        public let childCount: Int
        /// The layout passes' buffers, kept between the host's questions (it asks again and again).
        let storage = ViewLayoutStorage()
    }

    /// The tree for `children`: the container over one measured leaf per child (wrapped to
    /// answer for the child's spacing and guides when it states them).
    public func tree(_ children: [Child]) -> Tree {
        let nodes = children.map { c -> ViewNode in
            var node = ViewNode.measured(c.sizeThatFits)
            if c.spacing != nil || c.explicitGuide != nil {
                node = ViewNode.layout(HostedChildLayout(spacing: c.spacing, explicitGuide: c.explicitGuide), [node])
            }
            return c.priority == 0 ? node : node.layoutPriority(c.priority)
        }
        return Tree(root: ViewNode.layout(layout, nodes), childCount: children.count)
    }

    /// The container's size for `proposal` (the `Layout.sizeThatFits` answer), in
    /// `layoutDirection` (what the container reads in `subviews.layoutDirection`).
    public func sizeThatFits(_ proposal: ProposedViewSize, of tree: Tree, layoutDirection: LayoutDirection = .leftToRight) throws -> CGSize {
        try tree.root.sizeThatFits(proposal, layoutDirection: layoutDirection, storage: tree.storage)
    }

    /// Each child's frame, relative to the container's origin, when the container is given
    /// `size` (the `Layout.placeSubviews` answer), and whether the container hid it
    /// (`ViewThatFits`' unchosen children). In a right-to-left layout the frames are mirrored
    /// across the container, as they appear on screen, unless `mirrored` is false: SwiftUI
    /// wants a layout's placements unmirrored, and mirrors them itself.
    public func placements(
        in size: CGSize, of tree: Tree, layoutDirection: LayoutDirection = .leftToRight,
        mirrored: Bool = true
    ) throws -> [(frame: CGRect, isHidden: Bool)] {
        let result = try tree.root.layout(in: size, layoutDirection: layoutDirection, storage: tree.storage)
        let unmirror = layoutDirection == .rightToLeft && !mirrored
        let root = unmirror ? result.rootFrame.mirroredHorizontally(inWidth: size.width) : result.rootFrame
        return result.leaves.map { leaf in
            let frame = unmirror ? leaf.frame.mirroredHorizontally(inWidth: size.width) : leaf.frame
            return (frame.offsetBy(dx: -root.minX, dy: -root.minY), leaf.isHidden)
        }
    }

    /// The container's size for `proposal`, over children built into a tree for this call.
    public func sizeThatFits(_ proposal: ProposedViewSize, children: [Child], layoutDirection: LayoutDirection = .leftToRight) throws -> CGSize {
        try sizeThatFits(proposal, of: tree(children), layoutDirection: layoutDirection)
    }

    /// Each child's frame and whether it is hidden, over children built into a tree for this
    /// call (see `placements(in:of:layoutDirection:mirrored:)`).
    public func placements(
        in size: CGSize, children: [Child],
        layoutDirection: LayoutDirection = .leftToRight
    ) throws -> [(frame: CGRect, isHidden: Bool)] {
        try placements(in: size, of: tree(children), layoutDirection: layoutDirection)
    }

    /// The container's size for `proposal`, over children that only measure.
    public func sizeThatFits(_ proposal: ProposedViewSize, children: [@Sendable (ProposedViewSize) -> CGSize]) throws -> CGSize {
        try sizeThatFits(proposal, children: children.map { Child(sizeThatFits: $0) })
    }

    /// Each child's frame and whether it is hidden, over children that only measure.
    public func placements(
        in size: CGSize, children: [@Sendable (ProposedViewSize) -> CGSize],
        layoutDirection: LayoutDirection = .leftToRight
    ) throws -> [(frame: CGRect, isHidden: Bool)] {
        try placements(in: size, children: children.map { Child(sizeThatFits: $0) }, layoutDirection: layoutDirection)
    }
}
