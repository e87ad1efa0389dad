import Foundation
import Tessera

/// One layout of a view tree: the tree flattened into nodes, each with its layout cache, a
/// memo of the sizes it reported per proposal (SwiftUI measures a view once per proposal in a
/// pass), how often its leaf was measured, and the frame it was placed at.
final class ViewLayoutPass {
    struct Node {
        var layout: (any Layout)?
        var leaf: ViewLeaf
        /// The node's children: `childCount` node numbers from `firstChild` in the pass's flat
        /// child list (no array per container: nothing to allocate, copy or free per node).
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
        /// The container's number among the pass's containers (its slot in `firstGuides`), or -1.
        var containerIndex: Int32 = -1
        /// The view's layout values (`ViewTraits.values`), nil when it sets none (most views:
        /// then nothing is retained or released per node).
        var layoutValues: [ObjectIdentifier: any Sendable]?
        /// The stack orientation of the container around this view (what a Spacer expands along).
        var stackAxis: Axis?
        /// The layout's cache, a `LayoutCacheBox` of its `Cache` (made on first use).
        var cache: AnyObject?
        /// Sizes and guides past the inline ones (made on first use: most views need none).
        var more: MoreMemo?
        /// The first size remembered, kept inline: most views are asked one proposal only.
        var firstMemo: (proposal: ProposedViewSize, size: CGSize)?
        /// The second, inline too: a stack's child is asked at ∞ and at its offer.
        var secondMemo: (proposal: ProposedViewSize, size: CGSize)?
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
        /// A leaf that takes whatever it is proposed (`rect`): at proposal ∞ it is ∞ long, so
        /// its flexibility is known without measuring it.
        var takesProposal = false
        var priority: Double = 0
    }

    /// A guide asked of a view at a proposal.
    struct GuideMemoKey: Hashable {
        var key: AlignmentKey
        var proposal: ProposedViewSize
    }

    /// What a node remembers past its inline entries: two more sizes in place (a grid cell is
    /// asked three proposals: one allocation, no hashing), the rest hashed. A view deep in a
    /// tree of flexible stacks and frames is asked many distinct proposals (tens): forgetting
    /// any of them made such trees cost 2^depth (×2 every two stacks), and scanning a list of
    /// 32 before the hash made every question cost up to 32 comparisons.
    final class MoreMemo {
        var third: (proposal: ProposedViewSize, size: CGSize)?
        var fourth: (proposal: ProposedViewSize, size: CGSize)?
        /// Sizes past the fourth.
        var sizes = ProposalSizeTable()

        func size(for proposal: ProposedViewSize) -> CGSize? {
            guard let third else { return nil }
            if third.proposal == proposal { return third.size }
            guard let fourth else { return nil }
            if fourth.proposal == proposal { return fourth.size }
            return sizes.size(for: proposal)
        }

        func remember(_ size: CGSize, for proposal: ProposedViewSize) {
            if third == nil {
                third = (proposal, size)
            } else if fourth == nil {
                fourth = (proposal, size)
            } else {
                sizes.remember(size, for: proposal)
            }
        }

        deinit { sizes.deallocate() }

        /// Explicit guides answered per proposal: a container's guide is asked again and again
        /// by every ancestor that aligns it, and answering means asking its own children, so
        /// without this nested ZStacks and frames cost 2^depth.
        var guides: [GuideMemoKey: CGFloat?] = [:]
    }

    /// The nodes in depth-first order, in storage the pass owns. The pass runs on one thread
    /// and never overlaps two accesses to a node, so indexing needs no bounds, uniqueness or
    /// exclusivity checks (with an array they were 16–22% of a layout).
    @exclusivity(unchecked) private(set) var nodes: UnsafeMutablePointer<Node>
    @exclusivity(unchecked) private(set) var nodeCount = 0
    @exclusivity(unchecked) private var nodeCapacity: Int
    /// Each container's first explicit guide answered (see `MoreMemo.guides`), by
    /// `Node.containerIndex`: kept out of the nodes, which leaves make most of (a smaller node
    /// keeps a 100,000-leaf pass under the size glibc maps fresh, page-faulted memory for).
    /// Made on the first guide asked.
    @exclusivity(unchecked) private var firstGuides: UnsafeMutablePointer<(key: AlignmentKey, proposal: ProposedViewSize, value: CGFloat?)?>?
    @exclusivity(unchecked) private var containerCount = 0
    /// Every container's children, each container's together (see `Node.firstChild`).
    @exclusivity(unchecked) private var childIDs: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var childIDCount = 0
    @exclusivity(unchecked) private var childIDCapacity: Int
    @exclusivity(unchecked) var leafNodes: [Int] = []
    /// Whether some view was hidden (`ViewThatFits`): results then need the slow walk.
    @exclusivity(unchecked) private var hidesViews = false
    /// Whether the tree has a bad value or is too deep (`ViewNode.validate()` says which and
    /// where); the nodes past it were not added.
    @exclusivity(unchecked) private(set) var isInvalid = false
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
        // Sized by following first children down (exact for uniform trees such as a row, a
        // column of rows or a full tree): each growth is another large allocation and copy, and
        // glibc answers large ones with fresh pages to fault in.
        nodeCapacity = root.estimatedNodeCount
        nodes = .allocate(capacity: nodeCapacity)
        childIDCapacity = nodeCapacity
        childIDs = .allocate(capacity: childIDCapacity)
        leafNodes.reserveCapacity(nodeCapacity)
        _ = add(root, stackAxis: nil, depth: 0)
    }

    deinit {
        nodes.deinitialize(count: nodeCount)
        nodes.deallocate()
        childIDs.deallocate()
        if let firstGuides {
            firstGuides.deinitialize(count: containerCount)
            firstGuides.deallocate()
        }
    }

    /// Reserves `count` places in the child list; returns the first.
    private func reserveChildIDs(_ count: Int) -> Int {
        if childIDCount + count > childIDCapacity {
            let capacity = max(childIDCapacity * 2, childIDCount + count)
            let grown = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
            grown.moveInitialize(from: childIDs, count: childIDCount)
            childIDs.deallocate()
            childIDs = grown
            childIDCapacity = capacity
        }
        defer { childIDCount += count }
        return childIDCount
    }

    @inline(__always) private func append(_ node: consuming Node) {
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

    /// Adds `view` and its subtree, `depth` containers below the root's level (as
    /// `ViewNode.validate()` counts them), checking each node as `validate()` does; at the
    /// first bad one it sets `isInvalid` and adds nothing more.
    private func add(_ view: ViewNode, stackAxis: Axis?, depth: Int) -> Int {
        let id = nodeCount
        let priority = view.traits.priority
        let values = view.traits.values.isEmpty ? nil : view.traits.values
        if priority.isNaN {
            isInvalid = true
            return id
        }
        switch view.content {
        case .leaf(let leaf):
            guard leaf.isValid else {
                isInvalid = true
                return id
            }
            append(Node(layout: nil, leaf: leaf, layoutValues: values, stackAxis: stackAxis, leafIndex: leafNodes.count, isLeaf: true, isSpacer: leaf.isSpacer, priority: priority))
            if case .fixed(let size) = leaf {
                // Answered from the memo for every proposal, without reading the leaf.
                nodes[id].isFixed = true
                nodes[id].firstMemo = (.unspecified, size)
            }
            if case .flexible = leaf { nodes[id].takesProposal = true }
            leafNodes.append(id)
        case .container(let container):
            // Recursion once per level: the tree was checked against `LayoutLimits.maximumViewDepth`.
            let layout = container.layout
            let count = container.children.count
            if layout.validation?.issue != nil || (count > 0 && depth + 1 > LayoutLimits.maximumViewDepth) {
                isInvalid = true
                return id
            }
            let first = reserveChildIDs(count)
            append(Node(
                layout: layout, leaf: .flexible, firstChild: Int32(first), childCount: Int32(count), containerIndex: Int32(containerCount),
                layoutValues: values, stackAxis: stackAxis, priority: priority))
            containerCount += 1
            let childAxis = container.isModifier ? stackAxis : layout.dynamicLayoutProperties.stackOrientation
            var allFixed = true
            // Children read in place: no copy (and retain) of each.
            container.children.withUnsafeBufferPointer { children in
                for k in 0..<count {
                    let childID = add(children[k], stackAxis: childAxis, depth: depth + 1)
                    if isInvalid { return }
                    allFixed = allFixed && nodes[childID].isFixed
                    childIDs[first + k] = childID
                }
            }
            if isInvalid { return id }
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
        LayoutSubviews(pass: Unmanaged.passUnretained(self), ids: childIDs + Int(nodes[node].firstChild), range: 0..<Int(nodes[node].childCount))
    }

    /// The node's children's node numbers.
    private func children(of node: Int) -> UnsafeBufferPointer<Int> {
        UnsafeBufferPointer(start: childIDs + Int(nodes[node].firstChild), count: Int(nodes[node].childCount))
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
        if let more = nodes[node].more, let size = more.size(for: proposal) { return size }
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
        } else {
            moreMemo(node).remember(size, for: proposal)
        }
        return size
    }

    private func moreMemo(_ node: Int) -> MoreMemo {
        if let more = nodes[node].more { return more }
        let more = MoreMemo()
        nodes[node].more = more
        return more
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
        if firstGuides == nil {
            firstGuides = .allocate(capacity: containerCount)
            firstGuides!.initialize(repeating: nil, count: containerCount)
        }
        let slot = firstGuides! + Int(nodes[node].containerIndex)
        if let first = slot.pointee, first.key == key, first.proposal == proposal { return first.value }
        if let more = nodes[node].more, let value = more.guides[GuideMemoKey(key: key, proposal: proposal)] { return value }
        let value = layout.boxedExplicitAlignment(key, CGRect(origin: .zero, size: size), proposal, subviews(of: node), cacheBox(node, layout))
        if slot.pointee == nil {
            slot.pointee = (key, proposal, value)
        } else {
            moreMemo(node).guides[GuideMemoKey(key: key, proposal: proposal)] = .some(value)
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
        let children = children(of: node)
        for child in children { nodes[child].frame = nil }
        layout.boxedPlaceSubviews(frame, proposal, subviews(of: node), cacheBox(node, layout))
        // SwiftUI centres a subview its container did not place, at its ideal size.
        for child in children where nodes[child].frame == nil && !nodes[child].isHidden {
            place(child, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
        }
    }

    /// Whether the view's size is known to be the same for every proposal (see `Node.isFixed`).
    func isFixed(_ node: Int) -> Bool { nodes[node].isFixed }

    /// Whether the view takes any proposal as its size (see `Node.takesProposal`).
    func takesProposal(_ node: Int) -> Bool { nodes[node].takesProposal }

    func hide(_ node: Int) {
        nodes[node].isHidden = true
        hidesViews = true
    }

    // MARK: Results

    /// Each leaf's frame and whether it is hidden, in depth-first order. A leaf that was never
    /// placed (inside a hidden view) gets an empty frame at the origin of its nearest placed ancestor.
    func leafPlacements() -> [(frame: CGRect, isHidden: Bool)] {
        var out: [(frame: CGRect, isHidden: Bool)] = []
        out.reserveCapacity(leafNodes.count)
        // Nothing hidden: every view was placed (a container places each child, or it is
        // centred), so each leaf's frame is its own.
        if !hidesViews {
            for node in leafNodes {
                guard let frame = nodes[node].frame else { break }
                out.append((frame, false))
            }
            if out.count == leafNodes.count { return out }
            out.removeAll(keepingCapacity: true)
        }
        func walk(_ node: Int, hidden: Bool, fallback: CGPoint) {
            let hidden = hidden || nodes[node].isHidden
            let frame = hidden ? nil : nodes[node].frame
            let origin = frame?.origin ?? fallback
            if nodes[node].isLeaf {
                out.append((frame ?? CGRect(origin: origin, size: .zero), hidden))
            } else {
                for child in children(of: node) { walk(child, hidden: hidden, fallback: origin) }
            }
        }
        walk(0, hidden: false, fallback: .zero)
        return out
    }
}
