import Foundation
import Tessera

// The built-in stacks (`HStackLayout`, `VStackLayout`) laid out by the pass itself: the same
// `StackAlgorithm` a stack runs through the `Layout` protocol, asked its children straight from
// the pass's nodes. Nothing is allocated per stack (no cache box, no solution array: each
// child's offset across the axis lives in `stackOffsets`, at the child's place in the child
// list, and the offers and sizes of a stack's children that are not all fixed in
// `stackParts`), no proxy is made per question, and no existential is copied per call. No
// caller's code runs in a built-in stack, so this is invisible to the children: they are asked
// exactly the proposals the protocol path asks.

extension ViewLayoutPass {
    /// A built-in stack's state between questions, 56 bytes: its latest solution (its
    /// proposal's lengths' bits, its size and guide), its spacings' total (made on its first question), its
    /// algorithm's slot in `stackAlgorithms` (shared by the stacks that have the same) and where
    /// its children's offers and sizes are kept.
    struct NativeStack {
        /// The latest solution's proposal, each length's bits (`bits(_:)`); lengths no proposal
        /// matches (`matches(_:_:)`) when no solution is held (`forget()`) or the spacings are
        /// not made yet (`isUnspaced`).
        var latestProposal: (width: UInt64, height: UInt64)
        var latestSize = CGSize.zero
        var latestGuide: CGFloat = 0
        /// The spacings' total (valid once the spacings are made).
        var totalSpacing: CGFloat = 0
        /// The stack's algorithm: its slot in `stackAlgorithms`.
        let algorithm: Int32
        /// The first of its children's `ChildSizes` in `stackParts`, or -1 when every child is
        /// fixed (their sizes are read again from their nodes, and their offers are the stack's).
        var partsStart: Int32 = -1

        /// A stack of `count` children, its algorithm in slot `algorithm`: its spacings' total
        /// made now when they are all `uniformSpacing`, else on its first question.
        init(algorithm: Int32, uniformSpacing: CGFloat?, count: Int) {
            self.algorithm = algorithm
            guard let uniformSpacing else {
                latestProposal = (Self.noBits, 1)
                return
            }
            latestProposal = (Self.noBits, 0)
            totalSpacing = StackAlgorithm.total(of: uniformSpacing, gaps: count - 1)
        }

        /// A NaN that stands for nil (`bits(nil)`). (A NaN length is stored as its own bits,
        /// unchecked, as the check cost nested stacks 0.5 % of a layout: only a NaN made with
        /// exactly this payload on purpose, which no arithmetic gives, would be taken for nil.)
        @inline(__always) static var nilBits: UInt64 { 0x7FF8_0000_0000_0A11 }
        /// Another NaN, which no length matches (nor nil, which matches `nilBits` only).
        @inline(__always) static var noBits: UInt64 { 0x7FF8_0000_0000_E317 }
        /// A length's bits, `nilBits` for nil.
        @inline(__always) static func bits(_ length: CGFloat?) -> UInt64 {
            guard let length else { return nilBits }
            return Double(length).bitPattern
        }
        /// Whether `length` `==` the length whose bits are `stored` (as `ProposedViewSize`'s `==`
        /// compares: nil equals nil only, a NaN nothing, -0 equals 0).
        @inline(__always) static func matches(_ stored: UInt64, _ length: CGFloat?) -> Bool {
            guard let length else { return stored == nilBits }
            return Double(bitPattern: stored) == Double(length)
        }

        /// No solution held and the spacings not made (or a solution held for a proposal no
        /// other matches, as its width is a NaN with `noBits`'s payload: making the spacings
        /// again gives the same ones).
        @inline(__always) var isUnspaced: Bool { latestProposal.height == 1 && latestProposal.width == Self.noBits }
        /// Drops the held solution.
        @inline(__always) mutating func forget() { latestProposal = (Self.noBits, 0) }

        /// The held solution's size and guide, if it answers `proposal` (its proposal `==`).
        @inline(__always) func solution(for proposal: ProposedViewSize) -> (size: CGSize, guide: CGFloat)? {
            guard Self.matches(latestProposal.width, proposal.width), Self.matches(latestProposal.height, proposal.height) else { return nil }
            return (latestSize, latestGuide)
        }

        /// Holds `size` and `guide` as the solution for `proposal`.
        @inline(__always) mutating func hold(_ proposal: ProposedViewSize, size: CGSize, guide: CGFloat) {
            latestProposal = (Self.bits(proposal.width), Self.bits(proposal.height))
            latestSize = size
            latestGuide = guide
        }
    }

    /// A built-in stack's spacings and solution in the pass's storage.
    struct StackState: StackSolutionStorage {
        let pass: ViewLayoutPass
        let stack: Int
        let first: Int
        let count: Int
        /// The stack's spacing between every two children, unless it takes their preferences.
        let uniformSpacing: CGFloat?
        /// The children's offsets across the axis, a window on `stackOffsets`, and their offers
        /// and sizes, a window on `stackParts` (empty when every child is fixed): neither
        /// buffer grows once the pass is built; lent for one question (`PassBuffer.withWindow`).
        let offsets: PassWindow<CGFloat>
        let parts: PassWindow<StackAlgorithm.ChildSizes>

        @inline(__always) func solved(for proposal: ProposedViewSize) -> (size: CGSize, guide: CGFloat)? {
            pass.stacks[stack].solution(for: proposal)
        }

        @inline(__always) func begin(_ count: Int) {
            // Nothing to fill: each part is written (its offer by the division, then its sizes
            // and offset by the sizing) before it is read.
            pass.stacks[stack].forget()
        }

        @inline(__always) func offer(_ k: Int) -> CGFloat { parts[k].offer }
        @inline(__always) func setOffer(_ k: Int, _ offer: CGFloat) { parts[k].offer = offer }
        @inline(__always) func sizes(_ k: Int) -> StackAlgorithm.ChildSizes { parts[k] }
        @inline(__always) func setSizes(_ k: Int, length: CGFloat, breadth: CGFloat) {
            parts[k].length = length
            parts[k].breadth = breadth
        }

        @inline(__always) subscript(crossOffset k: Int) -> CGFloat {
            get { offsets[k] }
            nonmutating set { offsets[k] = newValue }
        }

        @inline(__always) func finish(_ proposal: ProposedViewSize, size: CGSize, guide: CGFloat) {
            pass.stacks[stack].hold(proposal, size: size, guide: guide)
        }

        @inline(__always) func spacing(after k: Int) -> CGFloat {
            guard k < count - 1 else { return 0 }
            return uniformSpacing ?? pass.stackSpacings[first + k]
        }

        @inline(__always) var totalSpacing: CGFloat { pass.stacks[stack].totalSpacing }
    }

    /// The stack's algorithm, slot and children's places (`first`, `count`), its spacings made
    /// on first use.
    @inline(__always) private func stackSlot(_ node: Int) -> (algorithm: StackAlgorithm, stack: Int, first: Int, count: Int) {
        let container = Int(nodes[node].index)
        let stack = Int(containers[container].stackIndex)
        let first = Int(containers[container].firstChild), count = Int(containers[container].childCount)
        // Only a stack that takes its children's preferences makes its spacings now.
        if stacksPreferSpacing && stacks[stack].isUnspaced { makeSpacings(node, stack: stack, first: first, count: count) }
        return (stackAlgorithms[Int(stacks[stack].algorithm)], stack, first, count)
    }

    /// Makes the spacings of a stack that takes its children's preferences, on its first
    /// question: each one, and their total.
    private func makeSpacings(_ node: Int, stack: Int, first: Int, count: Int) {
        let axis = stackAlgorithms[Int(stacks[stack].algorithm)].axis
        // The children's preferred distances, summed in order (as `StackLayoutCache` sums them).
        var total: CGFloat = 0
        childIDs.withWindow(from: first, count: count) { ids in
            let areAllFixed = nodes[node].isFixed
            nodes.withWholeWindow { nodeWindow in
                let children = ChildNodes(pass: self, nodes: nodeWindow, ids: ids, areAllFixed: areAllFixed)
                StackAlgorithm.preferredSpacings(children, along: axis) { gap, distance in
                    stackSpacings[first + gap] = distance
                    total += distance
                }
            }
        }
        stacks[stack].totalSpacing = total
        stacks[stack].forget()
    }

    /// The slot in `stackAlgorithms` of a stack's `algorithm` (while flattening): the latest
    /// slot made or found for its axis if that one is the same (a tree's stacks mostly share
    /// an algorithm per axis: rows of one kind, columns of another), else a new one.
    @inline(__always) func stackAlgorithmSlot(_ algorithm: StackAlgorithm) -> Int32 {
        let latest = algorithm.axis == .horizontal ? latestStackAlgorithms.horizontal : latestStackAlgorithms.vertical
        if latest >= 0 && stackAlgorithms[Int(latest)].isSame(asAlongItsAxis: algorithm) { return latest }
        return newStackAlgorithmSlot(algorithm)
    }

    /// A new slot in `stackAlgorithms` for `algorithm`, the latest of its axis.
    private func newStackAlgorithmSlot(_ algorithm: StackAlgorithm) -> Int32 {
        let slot = Int32(stackAlgorithms.count)
        stackAlgorithms.append(algorithm)
        if algorithm.axis == .horizontal { latestStackAlgorithms.horizontal = slot } else { latestStackAlgorithms.vertical = slot }
        return slot
    }

    /// One question to a built-in stack's algorithm, generic over how its children are read.
    private protocol StackQuestion {
        associatedtype Answer
        func ask<C: LayoutChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) -> Answer
    }

    /// A stack question with the stack's algorithm and state, as a question to its children.
    private struct StackChildrenQuestion<Q: StackQuestion>: ChildrenQuestion {
        let question: Q
        let algorithm: StackAlgorithm
        var state: StackState
        @inline(__always) mutating func ask<C: LayoutChildren>(_ children: C) -> Q.Answer {
            question.ask(algorithm, children, &state)
        }
    }

    /// Asks `question` of the stack at `node` (its children read as `ask(_:ofChildrenOf:)` reads them).
    @inline(__always) private func ask<Q: StackQuestion>(_ question: Q, of node: Int) -> Q.Answer {
        let (algorithm, stack, first, count) = stackSlot(node)
        let partsStart = Int(stacks[stack].partsStart)
        return stackOffsets.withWindow(from: first, count: count) { offsets in
            func ask(parts: PassWindow<StackAlgorithm.ChildSizes>) -> Q.Answer {
                let state = StackState(pass: self, stack: stack, first: first, count: count, uniformSpacing: algorithm.spacing, offsets: offsets, parts: parts)
                var stackQuestion = StackChildrenQuestion(question: question, algorithm: algorithm, state: state)
                return self.ask(&stackQuestion, ofChildrenOf: node)
            }
            // A stack of fixed children keeps no parts: an empty window (no range to check).
            if partsStart < 0 { return stackParts.withWholeWindow { ask(parts: $0.empty) } }
            return stackParts.withWindow(from: partsStart, count: count) { ask(parts: $0) }
        }
    }

    private struct SizeQuestion: StackQuestion {
        let proposal: ProposedViewSize
        func ask<C: LayoutChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) -> CGSize {
            algorithm.solve(proposal, children, &state).size
        }
    }

    private struct PlacementQuestion: StackQuestion {
        let frame: CGRect
        let proposal: ProposedViewSize
        func ask<C: LayoutChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) {
            algorithm.place(in: frame, proposal, children, &state)
        }
    }

    private struct GuideQuestion: StackQuestion {
        let key: AlignmentKey
        let proposal: ProposedViewSize
        func ask<C: LayoutChildren>(_ algorithm: StackAlgorithm, _ children: C, _ state: inout StackState) -> CGFloat? {
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
        return stackAlgorithms[Int(stacks[Int(containers[container].stackIndex)].algorithm)].alignment == key && containers[container].childCount > 0
    }
}
