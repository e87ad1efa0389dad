import Foundation
import Tessera

extension ViewLayoutPass {
    /// A guide asked of a view at a proposal (keyed as sizes are: a NaN proposal is one
    /// question, not a new dictionary entry on every ask, all in one hash bucket).
    struct GuideMemoKey: Hashable {
        var key: AlignmentKey
        var proposal: SIMD2<UInt64>

        init(key: AlignmentKey, proposal: ProposedViewSize) {
            self.key = key
            self.proposal = ProposalSizeTable.key(proposal)
        }
    }

    /// What a view remembers past its first four sizes, hashed, and its guides past the first
    /// (made on first use: most views need none). A view deep in a tree of flexible stacks and
    /// frames is asked many distinct proposals (tens): forgetting any of them made such trees
    /// cost 2^depth (×2 every two stacks), and scanning a list of 32 before the hash made every
    /// question cost up to 32 comparisons.
    final class MoreMemo {
        /// Sizes past the fourth.
        var sizes = ProposalSizeTable()

        /// Explicit guides answered per proposal: a container's guide is asked again and again
        /// by every ancestor that aligns it, and answering means asking its own children, so
        /// without this nested ZStacks and frames cost 2^depth.
        var guides: [GuideMemoKey: CGFloat?] = [:]
    }

    /// Whether `==` finds `proposal` again (it has no NaN length): only such proposals go in
    /// the inline memo slots, which compare with `==`; the others go to the hashed memos,
    /// which key every NaN as one length.
    @inline(__always) static func findsAgain(_ proposal: ProposedViewSize) -> Bool { proposal == proposal }

    /// The container's layout cache box (made on first use, while the node is entered).
    func cacheBox(_ node: Int) -> AnyObject {
        let container = Int(nodes[node].index)
        if let cache = containers[container].cache { return cache }
        let cache = containers[container].layout.makeCacheBox(subviews(of: node))
        containers[container].cache = cache
        cachedContainers.append(container)
        return cache
    }

    /// The container's layout (a node that is not a leaf).
    @inline(__always) func layout(of node: Int) -> any Layout { containers[Int(nodes[node].index)].layout }

    /// The leaf's sizing: a fixed leaf's is its remembered size, a flexible one's is known
    /// from its flag; only the others keep theirs in `leafSizings`.
    func leafSizing(of node: Int) -> ViewLeaf {
        if nodes[node].isFixed { return .fixed(nodes[node].firstMemo.size) }
        if nodes[node].takesProposal { return .flexible }
        return leafSizings[Int(nodes[node].index)]
    }

    func moreMemo(_ node: Int) -> MoreMemo {
        if let more = moreMemos[node] { return more }
        let more = MoreMemo()
        moreMemos[node] = more
        return more
    }

    /// The view's size for `proposal`: remembered, or computed once (by its layout or its leaf).
    /// The first remembered answer is checked inline, at every caller: most questions end there.
    @inline(__always) func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        nodes[node].sizeQueries &+= 1
        // A fixed view's size is known whatever the proposal: nothing to measure again.
        if nodes[node].isFixed && !nodes[node].firstMemo.isEmpty { return nodes[node].firstMemo.size }
        let key = ProposalSizeTable.key(proposal)
        if nodes[node].firstMemo.key == key { return nodes[node].firstMemo.size }
        return rememberedOrMeasuredSize(node, proposal, key)
    }

    /// The view's size for `proposal` (whose memo key is `key`) past the first remembered answer.
    @inline(never) func rememberedOrMeasuredSize(_ node: Int, _ proposal: ProposedViewSize, _ key: SIMD2<UInt64>) -> CGSize {
        // A flexible leaf remembers its proposals' keys only (ViewLayoutPass+FlexibleLeafMemo.swift).
        if nodes[node].takesProposal { return flexibleLeafSize(node, proposal, key) }
        let more = Int(nodes[node].moreIndex)
        if more >= 0 {
            for slot in more..<more + 3 where moreSizes[slot].key == key {
                // The latest answer moves to the first slot, read inline: a view is often asked
                // the same proposal again at once (sized, then placed; a grid cell's size, then
                // its placement).
                let found = moreSizes[slot]
                moreSizes[slot] = nodes[node].firstMemo
                nodes[node].firstMemo = found
                return found.size
            }
        }
        if !moreMemos.isEmpty, let table = moreMemos[node], let size = table.sizes.size(for: proposal) { return size }
        let size: CGSize
        enter(node)
        if nodes[node].isLeaf {
            countMeasurement(of: node)
            size = leafSizing(of: node).size(for: proposal, stackAxis: nodes[node].stackAxis)
        } else if containers[Int(nodes[node].index)].stackIndex >= 0 {
            // A built-in stack is laid out by the pass.
            size = stackSize(node, proposal)
        } else {
            size = layoutSize(node, proposal)
        }
        leave(node)
        remember(size, for: key, proposal, of: node)
        return size
    }

    /// Remembers the view's second size, for `key`: its three more slots are made, the first
    /// size moves to one, and the latest takes the first slot (as `remember` keeps them).
    @inline(never) func rememberSecond(_ size: CGSize, for key: SIMD2<UInt64>, of node: Int) {
        let more = moreSizes.append(repeating: .empty, count: 3)
        nodes[node].moreIndex = Int32(more)
        moreSizes[more] = nodes[node].firstMemo
        nodes[node].firstMemo = SizeMemo(key: key, size: size)
    }

    /// Whether the view has an answer remembered for `proposal` (for assertions).
    func remembers(_ node: Int, _ proposal: ProposedViewSize) -> Bool {
        let key = ProposalSizeTable.key(proposal)
        if nodes[node].isFixed && !nodes[node].firstMemo.isEmpty || nodes[node].firstMemo.key == key { return true }
        let more = Int(nodes[node].moreIndex)
        if nodes[node].takesProposal {
            if (more..<more + moreKeyCount(node)).contains(where: { moreKeys[$0] == key }) { return true }
        } else if more >= 0, (more..<more + 3).contains(where: { moreSizes[$0].key == key }) {
            return true
        }
        return moreMemos[node]?.sizes.size(for: proposal) != nil
    }

    /// Remembers the view's `size` for `proposal` (key `key`): in its first slot, its three
    /// more (made now if need be), or its hashed memo.
    private func remember(_ size: CGSize, for key: SIMD2<UInt64>, _ proposal: ProposedViewSize, of node: Int) {
        if nodes[node].firstMemo.isEmpty {
            nodes[node].firstMemo = SizeMemo(key: key, size: size)
            return
        }
        if nodes[node].moreIndex < 0 { return rememberSecond(size, for: key, of: node) }
        let more = Int(nodes[node].moreIndex)
        for slot in more..<more + 3 where moreSizes[slot].isEmpty {
            // The latest first, as above.
            moreSizes[slot] = nodes[node].firstMemo
            nodes[node].firstMemo = SizeMemo(key: key, size: size)
            return
        }
        moreMemo(node).sizes.remember(size, for: proposal)
    }

    /// The value of guide `key` in `node` sized `size` for `proposal`: its explicit value, else
    /// the guide's default (what `LayoutSubview.dimensions(in:)[key]` answers). A leaf sets no
    /// guide explicitly, so its default is taken without asking.
    func guide(_ key: AlignmentKey, of node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if nodes[node].isLeaf { return key.defaultValue(ofSize: size) }
        if let value = explicitAlignment(key, of: node, size: size, proposal: proposal) { return value }
        // A built-in guide's default reads the size alone; a custom one's may read other guides.
        if key.standardPosition != nil { return key.defaultValue(ofSize: size) }
        return key.defaultValue(ViewDimensions(size: size, source: ViewDimensions.Source(pass: self, node: node, proposal: proposal)))
    }

    /// The view's spacing preferences (asked once).
    func spacing(of node: Int) -> ViewSpacing {
        if let s = spacings[node] { return s }
        let s: ViewSpacing
        if !nodes[node].isLeaf {
            enter(node)
            s = layout(of: node).boxedSpacing(cacheBox(node), subviews(of: node))
            leave(node)
        } else {
            s = leafSizing(of: node).spacing(stackAxis: nodes[node].stackAxis)
        }
        spacings[node] = s
        return s
    }

    /// The container's explicit value of guide `key` at `size` for `proposal` (once per key and
    /// proposal). What has none is answered inline, at every caller.
    @inline(__always) func explicitAlignment(_ key: AlignmentKey, of node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !nodes[node].isLeaf else { return nil }
        // A built-in stack has a value only of the guide its children line up on.
        let isStack = containers[Int(nodes[node].index)].stackIndex >= 0
        if isStack && !stackAligns(node, on: key) { return nil }
        return rememberedOrAskedAlignment(key, of: node, size: size, proposal: proposal, isStack: isStack)
    }

    /// The container's explicit value of guide `key`, remembered or asked of its layout.
    @inline(never) private func rememberedOrAskedAlignment(_ key: AlignmentKey, of node: Int, size: CGSize, proposal: ProposedViewSize, isStack: Bool) -> CGFloat? {
        // Filled on the first guide asked (a container is asking: there is at least one).
        if firstGuides.count == 0 { _ = firstGuides.append(repeating: nil, count: containerCount) }
        let slot = Int(nodes[node].index)
        if let first = firstGuides[slot], first.key == key, first.proposal == proposal { return first.value }
        if !moreMemos.isEmpty, let more = moreMemos[node], let value = more.guides[GuideMemoKey(key: key, proposal: proposal)] { return value }
        enter(node)
        let value =
            isStack
            ? stackGuide(node, key, proposal)
            : layout(of: node).boxedExplicitAlignment(key, CGRect(origin: .zero, size: size), proposal, subviews(of: node), cacheBox(node))
        leave(node)
        if firstGuides[slot] == nil && Self.findsAgain(proposal) {
            firstGuides[slot] = (key, proposal, value)
        } else {
            moreMemo(node).guides[GuideMemoKey(key: key, proposal: proposal)] = .some(value)
        }
        return value
    }
}
