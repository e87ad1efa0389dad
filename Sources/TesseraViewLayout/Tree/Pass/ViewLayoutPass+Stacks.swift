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
        var totalSpacing: CGFloat?
        var latest: (proposal: ProposedViewSize, size: CGSize, guide: CGFloat)?
    }

    /// A built-in stack's spacings and solution in the pass's storage.
    struct StackState: StackSolutionStorage {
        let pass: ViewLayoutPass
        let stack: Int
        let first: Int
        let count: Int
        /// The children's parts, a window on `stackParts` (which never grows once the pass is
        /// built), lent for one question (`PassBuffer.withWindow`).
        let parts: PassWindow<StackAlgorithm.Child>

        var solvedProposal: ProposedViewSize? { pass.stacks[stack].latest?.proposal }
        var solved: (size: CGSize, guide: CGFloat) {
            let latest = pass.stacks[stack].latest
            return (latest?.size ?? .zero, latest?.guide ?? 0)
        }

        func begin(_ count: Int, each child: StackAlgorithm.Child) {
            // Nothing to fill: each part's offer is written (by the division) and then the
            // whole part (by the sizing) before it is read.
            pass.stacks[stack].latest = nil
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

    /// The stack's algorithm, slot and children's places (`first`, `count`), its spacings made
    /// on first use.
    @inline(__always) private func stackSlot(_ node: Int) -> (algorithm: StackAlgorithm, stack: Int, first: Int, count: Int) {
        let container = Int(nodes[node].index)
        let stack = Int(containers[container].stackIndex)
        let first = Int(containers[container].firstChild), count = Int(containers[container].childCount)
        if stacks[stack].totalSpacing == nil {
            if let uniform = stacks[stack].algorithm.spacing {
                stacks[stack].totalSpacing = StackAlgorithm.total(of: uniform, gaps: count - 1)
            } else {
                // The children's preferred distances, summed in order (as `StackLayoutCache` sums them).
                var total: CGFloat = 0
                childIDs.withWindow(from: first, count: count) { ids in
                    let children = ChildNodes(pass: self, ids: ids, areAllFixed: nodes[node].isFixed)
                    StackAlgorithm.preferredSpacings(children, along: stacks[stack].algorithm.axis) { gap, distance in
                        stackSpacings[first + gap] = distance
                        total += distance
                    }
                }
                stacks[stack].totalSpacing = total
            }
        }
        return (stacks[stack].algorithm, stack, first, count)
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
        return stackParts.withWindow(from: first, count: count) { parts in
            let state = StackState(pass: self, stack: stack, first: first, count: count, parts: parts)
            var stackQuestion = StackChildrenQuestion(question: question, algorithm: algorithm, state: state)
            return ask(&stackQuestion, ofChildrenOf: node)
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
        return stacks[Int(containers[container].stackIndex)].algorithm.alignment == key && containers[container].childCount > 0
    }
}
