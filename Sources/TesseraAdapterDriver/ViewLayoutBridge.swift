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
    /// The scale of the pixel grid that layouts which round (`BlockGridLayout`) round to in
    /// `sizeThatFits(_:of:layoutDirection:)` and `hostPlacements` (the screen's: SwiftUI's
    /// `displayScale`); 1 (whole points) by default or when not a positive finite number.
    public var displayScale: CGFloat

    /// A bridge for `layout`, on the pixel grid of `displayScale`.
    public init(_ layout: L, displayScale: CGFloat = 1) {
        self.layout = layout
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    }

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
        /// The layout values the child sets (SwiftUI's `layoutValue(key:value:)`), which the
        /// container reads with `subviews[i][Key.self]`.
        public var layoutValues: [HostedLayoutValue]

        /// A child measured by `sizeThatFits`, of layout priority `priority`, with `spacing`
        /// preferences, guides from `explicitGuide` and `layoutValues`.
        public init(
            priority: Double = 0, spacing: ViewSpacing? = nil,
            explicitGuide: (@Sendable (HostAlignmentGuide, ProposedViewSize) -> CGFloat?)? = nil,
            layoutValues: [HostedLayoutValue] = [],
            sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize
        ) {
            self.sizeThatFits = sizeThatFits
            self.priority = priority
            self.spacing = spacing
            self.explicitGuide = explicitGuide
            self.layoutValues = layoutValues
        }
    }

    /// The container over its children, built once per set of children.
    public struct Tree: Sendable {
        let root: ViewNode
        /// How many children the tree holds.
        public let childCount: Int
        /// The layout passes' buffers, kept between the host's questions (it asks again and again).
        let storage = ViewLayoutStorage()
        /// The proposals the container placed its children with in the last placement.
        let proposals: PlacementProposals
    }

    /// The tree for `children`: the container over one measured leaf per child, wrapped to note
    /// the proposal it is placed with, to answer for the child's spacing and guides when it
    /// states them, and to carry its layout values and priority.
    public func tree(_ children: [Child]) -> Tree {
        let proposals = PlacementProposals(count: children.count)
        let nodes = children.enumerated().map { i, c -> ViewNode in
            var node = ViewNode.layout(ProposalRecordingLayout(index: i, record: proposals), [ViewNode.measured(c.sizeThatFits)])
            if c.spacing != nil || c.explicitGuide != nil {
                node = ViewNode.layout(HostedChildLayout(spacing: c.spacing, explicitGuide: c.explicitGuide), [node])
            }
            node = c.layoutValues.reduce(node) { $1.apply($0) }
            return c.priority == 0 ? node : node.layoutPriority(c.priority)
        }
        return Tree(root: ViewNode.layout(layout, nodes), childCount: children.count, proposals: proposals)
    }

    /// Each child's placement when the host gives the container `bounds` (a size) and
    /// `proposal` (SwiftUI's `placeSubviews(in:proposal:subviews:cache:)`): the Tessera
    /// container is proposed `proposal` and placed in exactly `bounds`, and each child comes
    /// with the proposal the container placed it with. In a right-to-left layout the frames
    /// stay in leading-to-trailing coordinates (SwiftUI mirrors a layout's placements itself).
    /// A hidden child has an empty frame and a `.zero` proposal. Throws for a NaN or negative
    /// proposal or bounds, or the container's error.
    public func hostPlacements(
        in bounds: CGSize, proposal: ProposedViewSize, of tree: Tree, layoutDirection: LayoutDirection = .leftToRight
    ) throws -> [HostedPlacement] {
        tree.proposals.reset()
        let result = try tree.root.layout(in: bounds, layoutDirection: layoutDirection, displayScale: displayScale, storage: tree.storage, rootProposal: proposal)
        let proposals = tree.proposals.all
        let rtl = layoutDirection == .rightToLeft
        return result.leaves.enumerated().map { i, leaf in
            let frame = rtl ? leaf.frame.mirroredHorizontally(inWidth: bounds.width) : leaf.frame
            let given = i < proposals.count ? proposals[i] : nil
            return HostedPlacement(frame: frame, proposal: leaf.isHidden ? .zero : given ?? ProposedViewSize(frame.size), isHidden: leaf.isHidden)
        }
    }

    /// The container's spacing preferences (SwiftUI's `Layout.spacing(subviews:cache:)`).
    public func spacing(of tree: Tree, layoutDirection: LayoutDirection = .leftToRight) throws -> ViewSpacing {
        try tree.root.spacing(layoutDirection: layoutDirection, storage: tree.storage)
    }

    /// The container's value of `guide` in `bounds` for `proposal` (SwiftUI's
    /// `Layout.explicitAlignment`): the Tessera container's explicit value, else the guide's
    /// default position in the bounds.
    public func alignmentGuide(
        _ guide: HostAlignmentGuide, in bounds: CGSize, proposal: ProposedViewSize, of tree: Tree,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws -> CGFloat {
        let (root, storage) = (tree.root, tree.storage)
        switch guide {
        case .leading: return try root.alignmentGuide(HorizontalAlignment.leading, size: bounds, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
        case .horizontalCenter: return try root.alignmentGuide(HorizontalAlignment.center, size: bounds, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
        case .trailing: return try root.alignmentGuide(HorizontalAlignment.trailing, size: bounds, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
        case .top: return try root.alignmentGuide(VerticalAlignment.top, size: bounds, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
        case .verticalCenter: return try root.alignmentGuide(VerticalAlignment.center, size: bounds, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
        case .bottom: return try root.alignmentGuide(VerticalAlignment.bottom, size: bounds, proposal: proposal, layoutDirection: layoutDirection, storage: storage)
        }
    }

    /// The container's size for `proposal` (the `Layout.sizeThatFits` answer), in
    /// `layoutDirection` (what the container reads in `subviews.layoutDirection`).
    public func sizeThatFits(_ proposal: ProposedViewSize, of tree: Tree, layoutDirection: LayoutDirection = .leftToRight) throws -> CGSize {
        try tree.root.sizeThatFits(proposal, layoutDirection: layoutDirection, storage: tree.storage, displayScale: displayScale)
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
