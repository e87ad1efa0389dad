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
            // NaN proposals skip the inline slots, so the table is asked even when they are empty.
            if let third, third.proposal == proposal { return third.size }
            if let fourth, fourth.proposal == proposal { return fourth.size }
            return sizes.size(for: proposal)
        }

        func remember(_ size: CGSize, for proposal: ProposedViewSize) {
            if !ViewLayoutPass.findsAgain(proposal) {
                sizes.remember(size, for: proposal)
            } else if third == nil {
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

    /// Whether `==` finds `proposal` again (it has no NaN length): only such proposals go in
    /// the inline memo slots, which compare with `==`; the others go to the hashed memos,
    /// which key every NaN as one length.
    @inline(__always) static func findsAgain(_ proposal: ProposedViewSize) -> Bool { proposal == proposal }

    /// The container's layout cache box (made on first use, while the node is entered).
    func cacheBox(_ node: Int) -> AnyObject {
        let container = Int(nodes[node].containerIndex)
        if let cache = containers[container].cache { return cache }
        let cache = containers[container].layout.makeCacheBox(subviews(of: node))
        containers[container].cache = cache
        cachedContainers.append(container)
        return cache
    }

    /// The container's layout (a node that is not a leaf).
    @inline(__always) func layout(of node: Int) -> any Layout { containers[Int(nodes[node].containerIndex)].layout }

    private func moreMemo(_ node: Int) -> MoreMemo {
        if let more = nodes[node].more { return more }
        let more = MoreMemo()
        nodes[node].more = more
        return more
    }

    /// The view's size for `proposal`: remembered, or computed once (by its layout or its leaf).
    /// The first remembered answer is checked inline, at every caller: most questions end there.
    @inline(__always) func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        nodes[node].sizeQueries += 1
        // A fixed view's size is known whatever the proposal: nothing to measure again.
        if let first = nodes[node].firstMemo, nodes[node].isFixed || first.proposal == proposal { return first.size }
        return rememberedOrMeasuredSize(node, proposal)
    }

    /// The view's size for `proposal` past the first remembered answer.
    @inline(never) private func rememberedOrMeasuredSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        if let second = nodes[node].secondMemo, second.proposal == proposal { return second.size }
        if let more = nodes[node].more, let size = more.size(for: proposal) { return size }
        let size: CGSize
        enter(node)
        // A built-in stack is laid out by the pass; then leaves are tested: copying the optional
        // layout of a leaf costs more than the rest.
        if nodes[node].stackIndex >= 0 {
            size = stackSize(node, proposal)
        } else if !nodes[node].isLeaf {
            size = layout(of: node).boxedSizeThatFits(proposal, subviews(of: node), cacheBox(node))
        } else {
            nodes[node].measurements += 1
            size = nodes[node].leaf.size(for: proposal, stackAxis: nodes[node].stackAxis)
        }
        leave(node)
        if !Self.findsAgain(proposal) {
            moreMemo(node).remember(size, for: proposal)
        } else if nodes[node].firstMemo == nil {
            nodes[node].firstMemo = (proposal, size)
        } else if nodes[node].secondMemo == nil {
            nodes[node].secondMemo = (proposal, size)
        } else {
            moreMemo(node).remember(size, for: proposal)
        }
        return size
    }

    /// The value of guide `key` in `node` sized `size` for `proposal`: its explicit value, else
    /// the guide's default (what `LayoutSubview.dimensions(in:)[key]` answers). A leaf sets no
    /// guide explicitly, so its default is taken without asking.
    func guide(_ key: AlignmentKey, of node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if nodes[node].isLeaf { return key.defaultValue(ofSize: size) }
        let value = explicitAlignment(key, of: node, size: size, proposal: proposal)
        return value ?? key.defaultValue(ViewDimensions(size: size, source: ViewDimensions.Source(pass: self, node: node, proposal: proposal)))
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
            s = nodes[node].leaf.spacing(stackAxis: nodes[node].stackAxis)
        }
        spacings[node] = s
        return s
    }

    /// The container's explicit value of guide `key` at `size` for `proposal` (once per key and proposal).
    func explicitAlignment(_ key: AlignmentKey, of node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !nodes[node].isLeaf else { return nil }
        // A built-in stack has a value only of the guide its children line up on.
        let isStack = nodes[node].stackIndex >= 0
        if isStack && !stackAligns(node, on: key) { return nil }
        if !firstGuidesReady {
            _ = firstGuides.append(repeating: nil, count: containerCount)
            firstGuidesReady = true
        }
        let slot = Int(nodes[node].containerIndex)
        if let first = firstGuides[slot], first.key == key, first.proposal == proposal { return first.value }
        if let more = nodes[node].more, let value = more.guides[GuideMemoKey(key: key, proposal: proposal)] { return value }
        enter(node)
        let value = isStack
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
