import Foundation
import Tessera

/// One layout of a view tree: the tree flattened into nodes, each with its layout cache, a
/// memo of the sizes it reported per proposal (SwiftUI measures a view once per proposal in a
/// pass), how often its leaf was measured, and the frame it was placed at.
final class ViewLayoutPass {
    struct Node {
        var layout: (any Layout)?
        var leaf: ViewLeaf
        var children: [Int] = []
        var traits: ViewTraits
        /// The stack orientation of the container around this view (what a Spacer expands along).
        var stackAxis: Axis?
        /// The layout's cache, a `LayoutCacheBox` of its `Cache` (made on first use).
        var cache: AnyObject?
        var memo: [(proposal: ProposedViewSize, size: CGSize)] = []
        /// Sizes past the first `memoCapacity`, hashed: a view deep in a tree of flexible
        /// stacks and frames is asked many distinct proposals, and forgetting any of them made
        /// such trees cost 2^depth (×2 every two stacks).
        var memoOverflow: [ProposedViewSize: CGSize] = [:]
        /// The first size remembered, kept inline: most views are asked one proposal only.
        var firstMemo: (proposal: ProposedViewSize, size: CGSize)?
        /// The second, inline too: a stack's child is asked at ∞ and at its offer.
        var secondMemo: (proposal: ProposedViewSize, size: CGSize)?
        /// Explicit guides answered per proposal: a container's guide is asked again and again
        /// by every ancestor that aligns it, and answering means asking its own children, so
        /// without this nested ZStacks and frames cost 2^depth.
        var guideMemo: [(key: AlignmentKey, proposal: ProposedViewSize, value: CGFloat?)] = []
        /// Guides past the first `memoCapacity`, hashed (as `memoOverflow`).
        var guideMemoOverflow: [GuideMemoKey: CGFloat?] = [:]
        var measurements = 0
        var sizeQueries = 0
        var frame: CGRect?
        var isHidden = false
        var leafIndex = -1
        /// Whether the view's size is the same for every proposal and nothing in it runs code
        /// that could tell proposals apart: a fixed leaf, or a built-in stack of such views.
        /// Its size is measured once and its flexibility (0) is known without probing.
        var isFixed = false

        /// Read on every size query and by every stack: stored, not derived from `leaf`.
        var isLeaf = false
        var isSpacer = false
        var priority: Double = 0
    }

    /// Sizes (and guides) a node remembers in a list it scans; past this many, in a dictionary.
    static let memoCapacity = 32

    /// A guide asked of a view at a proposal.
    struct GuideMemoKey: Hashable {
        var key: AlignmentKey
        var proposal: ProposedViewSize
    }

    /// The nodes in depth-first order, in storage the pass owns. The pass runs on one thread
    /// and never overlaps two accesses to a node, so indexing needs no bounds, uniqueness or
    /// exclusivity checks (with an array they were 16–22% of a layout).
    @exclusivity(unchecked) private(set) var nodes: UnsafeMutablePointer<Node>
    @exclusivity(unchecked) private(set) var nodeCount = 0
    @exclusivity(unchecked) private var nodeCapacity: Int
    @exclusivity(unchecked) var leafNodes: [Int] = []
    /// Spacing preferences answered, by node: kept out of the nodes (a `ViewSpacing` is larger
    /// than the rest of a node) as only stacks with their default spacing ask for them.
    @exclusivity(unchecked) private var spacings: [Int: ViewSpacing] = [:]
    let layoutDirection: LayoutDirection
    /// The display's pixel grid, for layouts that round to it as their collection layouts do.
    let pixelGrid: PixelGrid
    /// While set, `place` records placements here instead of performing them (AnyLayout's interpolation).
    @exclusivity(unchecked) var recording: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)]?

    init(root: ViewNode, layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 1) {
        self.layoutDirection = layoutDirection
        pixelGrid = PixelGrid(scale: displayScale)
        // Sized from the top two levels (exact for uniform trees such as a row or a column of
        // rows): each growth is another large allocation and free, which glibc answers with
        // fresh pages to fault in.
        nodeCapacity = root.estimatedNodeCount
        nodes = .allocate(capacity: nodeCapacity)
        leafNodes.reserveCapacity(nodeCapacity)
        _ = add(root, stackAxis: nil)
    }

    deinit {
        nodes.deinitialize(count: nodeCount)
        nodes.deallocate()
    }

    private func append(_ node: consuming Node) {
        if nodeCount == nodeCapacity {
            let grown = UnsafeMutablePointer<Node>.allocate(capacity: nodeCapacity * 2)
            grown.moveInitialize(from: nodes, count: nodeCount)
            nodes.deallocate()
            nodes = grown
            nodeCapacity *= 2
        }
        (nodes + nodeCount).initialize(to: node)
        nodeCount += 1
    }

    private func add(_ view: ViewNode, stackAxis: Axis?) -> Int {
        let id = nodeCount
        switch view.content {
        case .leaf(let leaf):
            append(Node(layout: nil, leaf: leaf, traits: view.traits, stackAxis: stackAxis, leafIndex: leafNodes.count, isLeaf: true, isSpacer: leaf.isSpacer, priority: view.traits.priority))
            if case .fixed(let size) = leaf {
                // Answered from the memo for every proposal, without reading the leaf.
                nodes[id].isFixed = true
                nodes[id].firstMemo = (.unspecified, size)
            }
            leafNodes.append(id)
        case .container(let container):
            // Recursion once per level: the tree was checked against `LayoutLimits.maximumViewDepth`.
            let layout = container.layout, children = container.children
            append(Node(layout: layout, leaf: .flexible, traits: view.traits, stackAxis: stackAxis, priority: view.traits.priority))
            let childAxis = container.isModifier ? stackAxis : layout.dynamicLayoutProperties.stackOrientation
            var ids: [Int] = []
            ids.reserveCapacity(children.count)
            var allFixed = true
            for child in children {
                let childID = add(child, stackAxis: childAxis)
                allFixed = allFixed && nodes[childID].isFixed
                ids.append(childID)
            }
            nodes[id].children = ids
            nodes[id].isFixed = allFixed && Self.isFixedWhenChildrenAre(layout)
        }
        return id
    }

    /// Whether `layout`'s size depends on its children's sizes alone, never on its proposal,
    /// and it runs no code of the caller's: the built-in stacks.
    private static func isFixedWhenChildrenAre(_ layout: any Layout) -> Bool {
        let type = type(of: layout)
        return type == HStackLayout.self || type == VStackLayout.self || type == ZStackLayout.self
    }

    func subviews(of node: Int) -> LayoutSubviews {
        LayoutSubviews(pass: self, nodes: nodes[node].children[...])
    }

    /// The node's layout cache box (made on first use).
    private func cacheBox(_ node: Int, _ layout: any Layout) -> AnyObject {
        if let cache = nodes[node].cache { return cache }
        let cache = layout.makeCacheBox(subviews(of: node))
        nodes[node].cache = cache
        return cache
    }

    // MARK: Measuring

    func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        nodes[node].sizeQueries += 1
        // A fixed leaf's size is known whatever the proposal: nothing to measure or remember.
        // A fixed view's size is known whatever the proposal: nothing to measure again.
        if let first = nodes[node].firstMemo, first.proposal == proposal || nodes[node].isFixed { return first.size }
        if let second = nodes[node].secondMemo, second.proposal == proposal { return second.size }
        for entry in nodes[node].memo where entry.proposal == proposal { return entry.size }
        if !nodes[node].memoOverflow.isEmpty, let size = nodes[node].memoOverflow[proposal] { return size }
        let size: CGSize
        // Leaves are tested first: copying the optional layout of a leaf costs more than the rest.
        if !nodes[node].isLeaf, let layout = nodes[node].layout {
            size = layout.boxedSizeThatFits(proposal, subviews(of: node), cacheBox(node, layout))
        } else {
            nodes[node].measurements += 1
            size = nodes[node].leaf.size(for: proposal, stackAxis: nodes[node].stackAxis)
        }
        if nodes[node].firstMemo == nil {
            nodes[node].firstMemo = (proposal, size)
        } else if nodes[node].secondMemo == nil {
            nodes[node].secondMemo = (proposal, size)
        } else if nodes[node].memo.count < Self.memoCapacity {
            nodes[node].memo.append((proposal, size))
        } else {
            nodes[node].memoOverflow[proposal] = size
        }
        return size
    }

    func spacing(of node: Int) -> ViewSpacing {
        if let s = spacings[node] { return s }
        let s: ViewSpacing
        if !nodes[node].isLeaf, let layout = nodes[node].layout {
            s = layout.boxedSpacing(cacheBox(node, layout), subviews(of: node))
        } else {
            s = nodes[node].leaf.spacing(stackAxis: nodes[node].stackAxis)
        }
        spacings[node] = s
        return s
    }

    func explicitAlignment(_ key: AlignmentKey, of node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !nodes[node].isLeaf, let layout = nodes[node].layout else { return nil }
        for entry in nodes[node].guideMemo where entry.key == key && entry.proposal == proposal { return entry.value }
        if !nodes[node].guideMemoOverflow.isEmpty, let value = nodes[node].guideMemoOverflow[GuideMemoKey(key: key, proposal: proposal)] { return value }
        let value = layout.boxedExplicitAlignment(key, CGRect(origin: .zero, size: size), proposal, subviews(of: node), cacheBox(node, layout))
        if nodes[node].guideMemo.count < Self.memoCapacity {
            nodes[node].guideMemo.append((key, proposal, value))
        } else {
            nodes[node].guideMemoOverflow[GuideMemoKey(key: key, proposal: proposal)] = .some(value)
        }
        return value
    }

    // MARK: Placing

    func place(_ node: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        if recording != nil {
            recording![node] = (position, anchor, proposal)
            return
        }
        let size = sizeThatFits(node, proposal)
        let frame = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
        nodes[node].frame = frame
        guard !nodes[node].isLeaf, let layout = nodes[node].layout else { return }
        let children = nodes[node].children
        for child in children { nodes[child].frame = nil }
        layout.boxedPlaceSubviews(frame, proposal, subviews(of: node), cacheBox(node, layout))
        // SwiftUI centres a subview its container did not place, at its ideal size.
        for child in children where nodes[child].frame == nil && !nodes[child].isHidden {
            place(child, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
        }
    }

    /// Whether the view's size is known to be the same for every proposal (see `Node.isFixed`).
    func isFixed(_ node: Int) -> Bool { nodes[node].isFixed }

    func hide(_ node: Int) { nodes[node].isHidden = true }

    // MARK: Results

    /// Each leaf's frame and whether it is hidden, in depth-first order. A leaf that was never
    /// placed (inside a hidden view) gets an empty frame at the origin of its nearest placed ancestor.
    func leafPlacements() -> [(frame: CGRect, isHidden: Bool)] {
        var out: [(frame: CGRect, isHidden: Bool)] = []
        out.reserveCapacity(leafNodes.count)
        func walk(_ node: Int, hidden: Bool, fallback: CGPoint) {
            let hidden = hidden || nodes[node].isHidden
            let frame = hidden ? nil : nodes[node].frame
            let origin = frame?.origin ?? fallback
            if nodes[node].isLeaf {
                out.append((frame ?? CGRect(origin: origin, size: .zero), hidden))
            } else {
                for child in nodes[node].children { walk(child, hidden: hidden, fallback: origin) }
            }
        }
        walk(0, hidden: false, fallback: .zero)
        return out
    }
}
