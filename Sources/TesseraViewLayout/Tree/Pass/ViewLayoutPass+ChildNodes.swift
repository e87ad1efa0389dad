import Foundation
import Tessera

// A container's children read straight from the pass, for the built-in layouts it lays out
// itself (the stacks, `FlowLayout`, `GridLayout`: see `LayoutChildren`). The pass is running
// (it is the one asking), so the proxies' checks are not needed, and no proxy is made per
// question. Nothing here runs a caller's code except through `sizeThatFits`, `place`, `guide`
// and `spacing` of the pass, which enter the child as a proxy's call would.

extension ViewLayoutPass {
    /// A built-in layout's children, read from the pass (which is running: it is the one asking,
    /// so the proxies' checks are not needed).
    struct ChildNodes: LayoutChildren {
        let pass: ViewLayoutPass
        /// The nodes and the children's node numbers: windows on `nodes` and `childIDs`, which
        /// never grow once the pass is built, lent for one question (`PassBuffer.withWindow`).
        let nodes: PassWindow<Node>
        let ids: PassWindow<Int32>
        var count: Int { ids.count }
        /// The container is `isFixed` (a stack of fixed views): its children are all fixed, with
        /// no caller's code in them.
        let areAllFixed: Bool
        /// Not known of any children: each is asked.
        var areFixedOrTakeProposals: Bool { false }

        init(pass: ViewLayoutPass, nodes: PassWindow<Node>, ids: PassWindow<Int32>, areAllFixed: Bool) {
            self.pass = pass
            self.nodes = nodes
            self.ids = ids
            self.areAllFixed = areAllFixed
        }

        @inline(__always) private func node(_ k: Int) -> Int { Int(ids[k]) }
        func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize { pass.sizeThatFits(node(k), proposal) }
        func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
            pass.guide(key, of: node(k), size: size, proposal: proposal)
        }
        func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
            pass.place(node(k), at: position, anchor: anchor, proposal: proposal)
        }
        @inline(__always) func fixedSize(_ k: Int) -> CGSize {
            assert(nodes[node(k)].isFixed && !nodes[node(k)].firstMemo.isEmpty, "a fixed size read of a view not fixed or not asked yet")
            return nodes[node(k)].firstMemo.size
        }
        func spacing(_ k: Int) -> ViewSpacing { pass.spacing(of: node(k)) }
        func priority(_ k: Int) -> Double { pass.priority(of: node(k)) }
        func isSpacer(_ k: Int) -> Bool { pass.nodes[node(k)].isSpacer }
        func isFixed(_ k: Int) -> Bool { pass.nodes[node(k)].isFixed }
        func takesProposal(_ k: Int) -> Bool { pass.nodes[node(k)].takesProposal }
        var mayHaveLayoutValues: Bool { !pass.layoutValues.isEmpty }
        func value<K: LayoutValueKey>(_ k: Int, _ key: K.Type) -> K.Value { pass.layoutValue(of: node(k), key) }
    }

    /// A built-in layout's children when every one is a fixed leaf or a leaf that takes what it
    /// is proposed (a row of icons, a wrap of tags, a grid of colour swatches): what `ChildNodes` answers,
    /// read straight from the nodes. A fixed leaf's size is its first memo whatever the
    /// proposal; a flexible one's is the proposal (10 where unspecified), measured and
    /// remembered as `sizeThatFits` does; their guides are the defaults of their sizes (a leaf
    /// has no explicit guides); placing one is writing its frame. Every question is counted as
    /// `sizeThatFits` and `place` count it, and nothing here runs a caller's code. Nodes and
    /// child numbers are read through windows on the pass's buffers (neither grows once the
    /// pass is built), lent for one question (`PassBuffer.withWindow`).
    ///
    /// `Kinds` says whether every child is fixed, so that the all-fixed case (the commonest) is
    /// specialised apart, with no test of each child's kind.
    struct SimpleLeafChildNodes<Kinds: SimpleLeafKinds>: LayoutChildren {
        let pass: ViewLayoutPass
        let nodes: PassWindow<Node>
        let ids: PassWindow<Int32>
        /// Whether an `AnyLayout` is recording its layout's placements (`ViewLayoutPass.recording`),
        /// read once: it changes only around a caller's layout's calls, and none runs meanwhile.
        let isRecording: Bool
        var count: Int { ids.count }
        /// Every child is a fixed leaf.
        var areAllFixed: Bool { Kinds.areAllFixed }
        /// Every child is: each a fixed leaf or a leaf that takes its proposal.
        var areFixedOrTakeProposals: Bool { true }

        init(pass: ViewLayoutPass, nodes: PassWindow<Node>, ids: PassWindow<Int32>) {
            self.pass = pass
            self.nodes = nodes
            self.ids = ids
            isRecording = pass.recording != nil
        }

        /// Leaf `node`'s size for `proposal`, its question already counted.
        @inline(__always) private func size(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
            if Kinds.areAllFixed || nodes[node].isFixed { return nodes[node].firstMemo.size }
            let key = ProposalSizeTable.key(proposal)
            // Never asked (the commonest case here: a repeated question is mostly asked again
            // through `sizeThatFits(_:askedAgain:)`): measured and remembered.
            if nodes[node].firstMemo.isEmpty {
                pass.countMeasurement(of: node)
                let size = proposal.replacingUnspecifiedDimensions()
                nodes[node].firstMemo = SizeMemo(key: key, size: size)
                return size
            }
            if nodes[node].firstMemo.key == key { return nodes[node].firstMemo.size }
            // Asked one other proposal only (no more slots made yet): this one is new too. (Two
            // branches, not one merged: merged, a row of rects took 5 more instructions a leaf.)
            if nodes[node].moreIndex < 0 {
                pass.countMeasurement(of: node)
                let size = proposal.replacingUnspecifiedDimensions()
                pass.rememberSecondKey(size, for: key, of: node)
                return size
            }
            return pass.flexibleLeafSize(node, proposal, key)
        }

        @inline(__always) func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize {
            let node = Int(ids[k])
            nodes[node].sizeQueries &+= 1
            return size(node, proposal)
        }
        @inline(__always) func guide(_ k: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
            key.defaultValue(ofSize: size)
        }
        /// Leaf `node`'s size for `proposal`, which it was asked before (its question already
        /// counted): a fixed leaf's is its first memo; a flexible one's is the proposal (10
        /// where unspecified), the value remembered when it was first asked, computed again
        /// rather than looked up.
        @inline(__always) private func rememberedSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
            assert(pass.remembers(node, proposal), "a proposal said to be asked again was not asked before")
            if Kinds.areAllFixed || nodes[node].isFixed { return nodes[node].firstMemo.size }
            return proposal.replacingUnspecifiedDimensions()
        }

        @inline(__always) func sizeThatFits(_ k: Int, askedAgain proposal: ProposedViewSize) -> CGSize {
            let node = Int(ids[k])
            nodes[node].sizeQueries &+= 1
            return rememberedSize(node, proposal)
        }

        @inline(__always) func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
            let node = Int(ids[k])
            // An `AnyLayout` recording its layout's placements: as every placement is recorded.
            if isRecording { return pass.place(node, at: position, anchor: anchor, proposal: proposal) }
            nodes[node].sizeQueries &+= 1
            setFrame(of: node, at: position, anchor: anchor, size: size(node, proposal))
        }

        @inline(__always) func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, askedAgain proposal: ProposedViewSize) {
            let node = Int(ids[k])
            if isRecording { return pass.place(node, at: position, anchor: anchor, proposal: proposal) }
            nodes[node].sizeQueries &+= 1
            setFrame(of: node, at: position, anchor: anchor, size: rememberedSize(node, proposal))
        }

        /// Places leaf `node`, sized `size`, with its `anchor` at `position`.
        @inline(__always) private func setFrame(of node: Int, at position: CGPoint, anchor: UnitPoint, size: CGSize) {
            // The anchor at `position`, as `place` computes it (the top leading corner: at `position`).
            let origin = anchor == .topLeading ? position : CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            nodes[node].frame = CGRect(origin: origin, size: size)
            nodes[node].flags.insert(.isPlaced)
        }
        func fixedSize(_ k: Int) -> CGSize {
            assert(nodes[Int(ids[k])].isFixed, "a fixed size read of a leaf that is not fixed")
            return nodes[Int(ids[k])].firstMemo.size
        }
        func spacing(_ k: Int) -> ViewSpacing { pass.spacing(of: Int(ids[k])) }
        func priority(_ k: Int) -> Double { nodes[Int(ids[k])].flags.contains(.hasPriority) ? pass.priority(of: Int(ids[k])) : 0 }
        func isSpacer(_ k: Int) -> Bool { false }
        func isFixed(_ k: Int) -> Bool { Kinds.areAllFixed || nodes[Int(ids[k])].isFixed }
        func takesProposal(_ k: Int) -> Bool { !Kinds.areAllFixed && nodes[Int(ids[k])].takesProposal }
        var mayHaveLayoutValues: Bool { !pass.layoutValues.isEmpty }
        func value<K: LayoutValueKey>(_ k: Int, _ key: K.Type) -> K.Value { pass.layoutValue(of: Int(ids[k]), key) }
    }

    /// What `SimpleLeafChildNodes` knows of a container's children before reading any.
    protocol SimpleLeafKinds { static var areAllFixed: Bool { get } }
    /// Every child is a fixed leaf.
    enum FixedLeaves: SimpleLeafKinds { static var areAllFixed: Bool { true } }
    /// Each child is a fixed leaf or one that takes its proposal, at least one the latter.
    enum FixedOrFlexibleLeaves: SimpleLeafKinds { static var areAllFixed: Bool { false } }
}
