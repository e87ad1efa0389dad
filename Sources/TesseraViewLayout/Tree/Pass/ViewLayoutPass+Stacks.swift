import Foundation
import Tessera

// The built-in stacks (`HStackLayout`, `VStackLayout`) laid out by the pass itself: the same
// `StackAlgorithm` a stack runs through the `Layout` protocol, asked its children straight from
// the pass's nodes. Nothing is allocated per stack (no cache box, no solution array: each
// child's part of the latest solution lives in `stackParts`, at the child's place in the child
// list), no proxy is made per question, and no existential is copied per call. No caller's
// code runs in a built-in stack, so this is invisible to the children: they are asked exactly
// the proposals the protocol path asks.

extension ViewLayoutPass {
    /// A built-in stack's state: its algorithm, its spacings' total (nil until the spacings are
    /// made, on its first solve), and the proposal, size and guide of its latest solution.
    struct NativeStack {
        let algorithm: StackAlgorithm
        /// Every child is a fixed leaf or a leaf that takes what it is proposed (set once the
        /// children are flattened): its children are asked through `SimpleLeafChildNodes`.
        var childrenAreSimpleLeaves = false
        var totalSpacing: CGFloat?
        var latest: (proposal: ProposedViewSize, size: CGSize, guide: CGFloat)?
    }

    /// A built-in stack's children, read from the pass (which is running: it is the one asking,
    /// so the proxies' checks are not needed).
    struct StackChildNodes: StackChildren {
        let pass: ViewLayoutPass
        /// The first child's place in the pass's child list.
        let first: Int
        /// The children's node numbers: a window on `childIDs`, which never grows once the
        /// pass is built (see `PassBuffer.window`), made per call and dropped with it.
        let ids: UnsafeMutableBufferPointer<Int>
        var count: Int { ids.count }
        /// The stack is `isFixed`: its children are all fixed, with no caller's code in them.
        let areAllFixed: Bool

        init(pass: ViewLayoutPass, first: Int, count: Int, areAllFixed: Bool) {
            self.pass = pass
            self.first = first
            ids = pass.childIDs.window(from: first, count: count)
            self.areAllFixed = areAllFixed
        }

        @inline(__always) private func node(_ k: Int) -> Int { ids[k] }
        func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize { pass.sizeThatFits(node(k), proposal) }
        func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
            pass.guide(key, of: node(k), size: size, proposal: proposal)
        }
        func place(_ k: Int, at position: CGPoint, proposal: ProposedViewSize) {
            pass.place(node(k), at: position, anchor: .topLeading, proposal: proposal)
        }
        func spacing(_ k: Int) -> ViewSpacing { pass.spacing(of: node(k)) }
        func priority(_ k: Int) -> Double { pass.nodes[node(k)].priority }
        func isSpacer(_ k: Int) -> Bool { pass.nodes[node(k)].isSpacer }
        func isFixed(_ k: Int) -> Bool { pass.nodes[node(k)].isFixed }
        func takesProposal(_ k: Int) -> Bool { pass.nodes[node(k)].takesProposal }
    }

    /// A built-in stack's children when every one is a fixed leaf or a leaf that takes what it
    /// is proposed (a row of icons, a row of colour swatches): what `StackChildNodes` answers,
    /// read straight from the nodes. A fixed leaf's size is its first memo whatever the
    /// proposal; a flexible one's is the proposal (10 where unspecified), measured and
    /// remembered as `sizeThatFits` does; their guides are the defaults of their sizes (a leaf
    /// has no explicit guides); placing one is writing its frame. Every question is counted as
    /// `sizeThatFits` and `place` count it, and nothing here runs a caller's code. Nodes and
    /// child numbers are read through windows on the pass's buffers (`PassBuffer.window`:
    /// neither grows once the pass is built), made per call and dropped with it.
    ///
    /// `Kinds` says whether every child is fixed, so that the all-fixed case (the commonest) is
    /// specialised apart, with no test of each child's kind.
    struct SimpleLeafChildNodes<Kinds: SimpleLeafKinds>: StackChildren {
        let pass: ViewLayoutPass
        let nodes: UnsafeMutableBufferPointer<Node>
        let ids: UnsafeMutableBufferPointer<Int>
        var count: Int { ids.count }
        /// The stack is `isFixed`: every child is a fixed leaf.
        var areAllFixed: Bool { Kinds.areAllFixed }

        init(pass: ViewLayoutPass, first: Int, count: Int) {
            self.pass = pass
            nodes = pass.nodes.window(from: 0, count: pass.nodes.count)
            ids = pass.childIDs.window(from: first, count: count)
        }

        /// Leaf `node`'s size for `proposal`, its question already counted.
        @inline(__always) private func size(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
            if Kinds.areAllFixed || nodes[node].isFixed { return nodes[node].firstMemo.size }
            let key = ProposalSizeTable.key(proposal)
            if nodes[node].firstMemo.key == key { return nodes[node].firstMemo.size }
            if nodes[node].firstMemo.isEmpty {
                nodes[node].measurements &+= 1
                let size = proposal.replacingUnspecifiedDimensions()
                nodes[node].firstMemo = SizeMemo(key: key, size: size)
                return size
            }
            return pass.rememberedOrMeasuredSize(node, proposal, key)
        }

        @inline(__always) func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize {
            let node = ids[k]
            nodes[node].sizeQueries &+= 1
            return size(node, proposal)
        }
        @inline(__always) func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
            key.defaultValue(ofSize: size)
        }
        @inline(__always) func place(_ k: Int, at position: CGPoint, proposal: ProposedViewSize) {
            let node = ids[k]
            // An `AnyLayout` recording its layout's placements: as every placement is recorded.
            if pass.recording != nil { return pass.place(node, at: position, anchor: .topLeading, proposal: proposal) }
            nodes[node].sizeQueries &+= 1
            // The top leading corner at `position`, as `place` computes it (`position - 0 × size`).
            nodes[node].frame = CGRect(origin: position, size: size(node, proposal))
            nodes[node].flags.insert(.isPlaced)
        }
        func spacing(_ k: Int) -> ViewSpacing { pass.spacing(of: ids[k]) }
        func priority(_ k: Int) -> Double { nodes[ids[k]].priority }
        func isSpacer(_ k: Int) -> Bool { false }
        func isFixed(_ k: Int) -> Bool { Kinds.areAllFixed || nodes[ids[k]].isFixed }
        func takesProposal(_ k: Int) -> Bool { !Kinds.areAllFixed && nodes[ids[k]].takesProposal }
    }

    /// What `SimpleLeafChildNodes` knows of a stack's children before reading any.
    protocol SimpleLeafKinds { static var areAllFixed: Bool { get } }
    /// Every child is a fixed leaf.
    enum FixedLeaves: SimpleLeafKinds { static var areAllFixed: Bool { true } }
    /// Each child is a fixed leaf or one that takes its proposal, at least one the latter.
    enum FixedOrFlexibleLeaves: SimpleLeafKinds { static var areAllFixed: Bool { false } }

    /// A built-in stack's spacings and solution in the pass's storage.
    struct StackState: StackSolutionStorage {
        let pass: ViewLayoutPass
        let stack: Int
        let first: Int
        let count: Int
        /// The children's parts, a window on `stackParts` (which never grows once the pass is
        /// built; see `PassBuffer.window`), made per call and dropped with it.
        let parts: UnsafeMutableBufferPointer<StackAlgorithm.Child>

        init(pass: ViewLayoutPass, stack: Int, first: Int, count: Int) {
            self.pass = pass
            self.stack = stack
            self.first = first
            self.count = count
            parts = pass.stackParts.window(from: first, count: count)
        }

        var solvedProposal: ProposedViewSize? { pass.stacks[stack].latest?.proposal }
        var solved: (size: CGSize, guide: CGFloat) {
            let latest = pass.stacks[stack].latest
            return (latest?.size ?? .zero, latest?.guide ?? 0)
        }

        func begin(_ count: Int, each child: StackAlgorithm.Child, dividing: Bool) {
            pass.stacks[stack].latest = nil
            // Undivided, each part is written whole before it is read.
            guard dividing else { return }
            for k in 0..<count { parts[k] = child }
        }

        subscript(k: Int) -> StackAlgorithm.Child {
            get { parts[k] }
            nonmutating set { parts[k] = newValue }
        }

        func finish(_ proposal: ProposedViewSize, size: CGSize, guide: CGFloat) { pass.stacks[stack].latest = (proposal, size, guide) }

        func spacing(after k: Int) -> CGFloat {
            guard k < count - 1 else { return 0 }
            return pass.stacks[stack].algorithm.spacing ?? pass.stackSpacings[first + k]
        }

        var totalSpacing: CGFloat { pass.stacks[stack].totalSpacing ?? 0 }
    }

    /// The stack's children and state, its spacings made on first use.
    @inline(__always) private func stackParts(_ node: Int) -> (algorithm: StackAlgorithm, children: StackChildNodes, state: StackState) {
        let container = Int(nodes[node].index)
        let stack = Int(containers[container].stackIndex)
        let first = Int(containers[container].firstChild), count = Int(containers[container].childCount)
        let children = StackChildNodes(pass: self, first: first, count: count, areAllFixed: nodes[node].isFixed)
        if stacks[stack].totalSpacing == nil {
            if let uniform = stacks[stack].algorithm.spacing {
                stacks[stack].totalSpacing = StackAlgorithm.total(of: uniform, gaps: count - 1)
            } else {
                // The children's preferred distances, summed in order (as `StackLayoutCache` sums them).
                var total: CGFloat = 0
                StackAlgorithm.preferredSpacings(children, along: stacks[stack].algorithm.axis) { gap, distance in
                    stackSpacings[first + gap] = distance
                    total += distance
                }
                stacks[stack].totalSpacing = total
            }
        }
        return (stacks[stack].algorithm, children, StackState(pass: self, stack: stack, first: first, count: count))
    }

    /// One question to a built-in stack's algorithm, generic over how its children are read, so
    /// that the choice of children is made in one place (`ask(_:of:)`).
    private protocol StackQuestion {
        associatedtype Answer
        func ask<C: StackChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) -> Answer
    }

    /// Asks `question` of the stack at `node`, its children read straight from their nodes when
    /// every one is a simple leaf (the all-fixed case specialised apart), else through the pass.
    @inline(__always) private func ask<Q: StackQuestion>(_ question: Q, of node: Int) -> Q.Answer {
        var (algorithm, children, state) = stackParts(node)
        guard stacks[state.stack].childrenAreSimpleLeaves else { return question.ask(algorithm, children, &state) }
        if children.areAllFixed {
            return question.ask(algorithm, SimpleLeafChildNodes<FixedLeaves>(pass: self, first: children.first, count: children.count), &state)
        }
        return question.ask(algorithm, SimpleLeafChildNodes<FixedOrFlexibleLeaves>(pass: self, first: children.first, count: children.count), &state)
    }

    private struct SizeQuestion: StackQuestion {
        let proposal: ProposedViewSize
        func ask<C: StackChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) -> CGSize {
            algorithm.solve(proposal, children, &state).size
        }
    }

    private struct PlacementQuestion: StackQuestion {
        let frame: CGRect
        let proposal: ProposedViewSize
        func ask<C: StackChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) {
            algorithm.place(in: frame, proposal, children, &state)
        }
    }

    private struct GuideQuestion: StackQuestion {
        let key: AlignmentKey
        let proposal: ProposedViewSize
        func ask<C: StackChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) -> CGFloat? {
            algorithm.explicitGuide(key, proposal, children, &state)
        }
    }

    /// A built-in stack's size for `proposal`.
    func stackSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        ask(SizeQuestion(proposal: proposal), of: node)
    }

    /// Places a built-in stack's children in `frame` (it places every one).
    func placeStack(_ node: Int, in frame: CGRect, _ proposal: ProposedViewSize) {
        ask(PlacementQuestion(frame: frame, proposal: proposal), of: node)
    }

    /// A built-in stack's explicit value of guide `key` at the origin, or nil when its children
    /// do not line up on `key`.
    func stackGuide(_ node: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        ask(GuideQuestion(key: key, proposal: proposal), of: node)
    }

    /// Whether a built-in stack's children line up on `key` (else it has no explicit value of it).
    @inline(__always) func stackAligns(_ node: Int, on key: AlignmentKey) -> Bool {
        let container = Int(nodes[node].index)
        return stacks[Int(containers[container].stackIndex)].algorithm.alignment == key && containers[container].childCount > 0
    }
}
