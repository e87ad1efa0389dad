import Foundation
import Tessera

// The view layout's entry points: a tree laid out in a container (`layout(in:)`), sized for a
// proposal (`sizeThatFits`), or only checked (`validate()`). Each runs one `ViewLayoutPass`
// (`Tree/Pass/`), which checks the tree as it flattens it (`ViewValidityRule`).

extension ViewNode {
    /// Lays the tree out as the root of a container of `containerSize`: the root is proposed
    /// that size and centred in it, as SwiftUI centres a view in its window. Frames come out
    /// unrounded (but for layouts that round to the pixel grid of `displayScale` as their
    /// collection layouts do, such as `BlockGridLayout`); in a right-to-left layout they are
    /// mirrored across the container. Throws a
    /// `LayoutError` for a bad tree (negative or NaN frames, min > max) or a frame that is not
    /// finite (a view proposed infinity that takes it: `.notFinite` at `leaves[i].frame` or `rootFrame`).
    ///
    /// With a `storage` kept between calls, the layout reuses the buffers of the previous ones
    /// (see `ViewLayoutStorage`); the result is the same with or without.
    ///
    /// With a `rootProposal` the root is proposed it and placed in exactly `containerSize` at
    /// the origin, whatever its size for the proposal: what a host's `placeSubviews(in:proposal:)`
    /// gives a container (a NaN or negative proposal throws, as in `sizeThatFits`).
    public func layout(
        in containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 1,
        storage: ViewLayoutStorage? = nil, rootProposal: ProposedViewSize? = nil
    ) throws -> ViewLayoutResult {
        guard containerSize.width.isFinite, containerSize.height.isFinite, containerSize.width >= 0, containerSize.height >= 0 else {
            throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: ["containerSize"])
        }
        if let rootProposal { try Self.checkProposal(rootProposal) }
        let pass = try checkedPass(layoutDirection: layoutDirection, displayScale: displayScale, storage: storage)
        defer { pass.finish() }
        let proposal = rootProposal ?? ProposedViewSize(containerSize)
        let size = pass.sizeThatFits(0, proposal)
        if rootProposal != nil {
            pass.place(0, in: CGRect(origin: .zero, size: containerSize), proposal: proposal)
        } else {
            pass.place(0, at: CGPoint(x: containerSize.width / 2, y: containerSize.height / 2), anchor: .center, proposal: proposal)
        }
        let rootFrame = pass.nodes[0].flags.contains(.isPlaced) ? pass.nodes[0].frame : CGRect(origin: .zero, size: size)
        return try leaves(of: pass, in: containerSize, layoutDirection: layoutDirection, rootFrame: rootFrame)
    }

    /// The result of a pass whose root is placed: every leaf's frame (mirrored right to left).
    private func leaves(of pass: ViewLayoutPass, in containerSize: CGSize, layoutDirection: LayoutDirection, rootFrame: CGRect) throws -> ViewLayoutResult {
        var leaves: [ViewLayoutResult.Leaf] = []
        func append(_ placed: CGRect, isHidden: Bool, node: Int) throws {
            // A view proposed infinity that takes it, or placed so far out that its far edge
            // (or its mirror image) overflows: the path names the result's leaf.
            let frame = layoutDirection == .rightToLeft ? placed.mirroredHorizontally(inWidth: containerSize.width) : placed
            guard placed.isFiniteRect, layoutDirection != .rightToLeft || frame.isFiniteRect else { throw LayoutError(.notFinite(got: nil), at: ["leaves", .index(leaves.count), "frame"]) }
            leaves.append(ViewLayoutResult.Leaf(frame: frame, isHidden: isHidden, measurementCount: Int(pass.measurements(of: node)), sizeQueryCount: Int(pass.nodes[node].sizeQueries)))
        }
        // Nothing hidden: every view was placed (a container places each child, or it is
        // centred), so each leaf's frame is its own, read in one loop over the nodes (the
        // leaves among them are in depth-first order). Left to right only, so that the loop
        // needs no mirroring and no test of the direction per leaf (a tenth of a flow's
        // layout); right to left goes the general way below.
        var readAll = !pass.hidesViews && layoutDirection == .leftToRight
        if readAll {
            // Read through a window (the nodes no longer grow: see `PassBuffer.withWindow`), so
            // that the loop does not reload the pass's buffer at every node; the leaves are
            // gathered in an array of the closure's own (a captured one is appended to slowly).
            // (The measurement counts, when any leaf computed its size, are read through a
            // window too; an empty one when none did.)
            let read = try pass.nodes.withWholeWindow { nodes in
                try pass.measurementCounts.withWholeWindow { counts -> [ViewLayoutResult.Leaf]? in
                    var read = HugePages.array(of: ViewLayoutResult.Leaf.self, capacity: pass.leafCount)
                    let counted = counts.count > 0
                    for node in nodes.indices where nodes[node].isLeaf {
                        guard nodes[node].flags.contains(.isPlaced) else { return nil }
                        let frame = nodes[node].frame
                        guard frame.isFiniteRect else { throw LayoutError(.notFinite(got: nil), at: ["leaves", .index(read.count), "frame"]) }
                        let measurements = counted ? Int(counts[node]) : 0
                        read.append(ViewLayoutResult.Leaf(frame: frame, isHidden: false, measurementCount: measurements, sizeQueryCount: Int(nodes[node].sizeQueries)))
                    }
                    return read
                }
            }
            if let read { leaves = read } else { readAll = false }
        }
        if !readAll {
            leaves.reserveCapacity(pass.leafCount)
            let leafNodes = (0..<pass.nodes.count).filter { pass.nodes[$0].isLeaf }
            for (placement, node) in zip(pass.leafPlacements(), leafNodes) { try append(placement.frame, isHidden: placement.isHidden, node: node) }
        }
        let shownRoot = layoutDirection == .rightToLeft ? rootFrame.mirroredHorizontally(inWidth: containerSize.width) : rootFrame
        guard rootFrame.isFiniteRect, shownRoot.isFiniteRect else { throw LayoutError(.notFinite(got: nil), at: ["rootFrame"]) }
        return ViewLayoutResult(rootFrame: shownRoot, leaves: leaves)
    }

    /// The tree's size for `proposal`, as its parent would see it, in `layoutDirection` (what
    /// `subviews.layoutDirection` tells the layouts). Throws for a proposal with a
    /// NaN or negative length (nil and infinity are SwiftUI's ideal and maximum proposals).
    /// With a `storage` kept between calls, it reuses their buffers (see `ViewLayoutStorage`).
    /// Layouts that round to the pixel grid round to that of `displayScale`, as `layout(in:)` does.
    public func sizeThatFits(
        _ proposal: ProposedViewSize, layoutDirection: LayoutDirection = .leftToRight, storage: ViewLayoutStorage? = nil, displayScale: CGFloat = 1
    ) throws -> CGSize {
        try Self.checkProposal(proposal)
        let pass = try checkedPass(layoutDirection: layoutDirection, displayScale: displayScale, storage: storage)
        defer { pass.finish() }
        return pass.sizeThatFits(0, proposal)
    }

    /// Throws for a proposal with a NaN or negative length.
    static func checkProposal(_ proposal: ProposedViewSize) throws {
        for (name, v) in [("width", proposal.width), ("height", proposal.height)] {
            if let v, v.isNaN || v < 0 { throw LayoutError(.outOfRange(.atLeast(0), got: Double(v)), at: ["proposal", .key(name)]) }
        }
    }

    /// A layout pass over the tree, which checks each node as it adds it (one walk, not two);
    /// only when it finds something wrong does `validate()` walk the tree again to say what and where.
    func checkedPass(layoutDirection: LayoutDirection, displayScale: CGFloat, storage: ViewLayoutStorage? = nil) throws -> ViewLayoutPass {
        let pass = ViewLayoutPass(root: self, layoutDirection: layoutDirection, displayScale: displayScale, storage: storage)
        if pass.isInvalid {
            try validate()
            // validate() names whatever the pass refuses; should the two ever disagree, the tree
            // is still refused (bad input never stops the process).
            assertionFailure("the layout pass found a bad value that validate() did not")
            throw LayoutError(.invalid("the view tree holds a value the layout pass refuses"))
        }
        return pass
    }

    /// Checks every modifier and container for bad values (negative or NaN lengths, min > max)
    /// and the tree's depth (at most `LayoutLimits.maximumViewDepth` levels, each container
    /// and each modifier one); the error's path leads to the bad value
    /// (`children[1].frame.minWidth`). Walks the tree with a stack of its own, so a tree of any
    /// depth is refused before anything recurses over it. The rules are `ViewValidityRule`'s,
    /// which the layout pass checks too.
    public func validate() throws {
        // The containers above the node being checked, each with its children and the index of
        // the next child to check; their indices spell the node's path, only for an error.
        var trail: [(container: ViewContainer, next: Int)] = []
        func path() -> LayoutPath {
            var parts: [LayoutPath.Component] = []
            for (container, next) in trail where !container.isModifier { parts += ["children", .index(next - 1)] }
            return LayoutPath(parts)
        }
        var node = self
        while true {
            if let issue = ViewValidityRule.priorityIssue(node.traits.priority) { throw issue.under(path()) }
            switch node.content {
            case .leaf(let leaf):
                if let issue = ViewValidityRule.leafIssue(leaf) { throw issue.under(path()) }
            case .container(let container):
                if let issue = ViewValidityRule.layoutIssue(container.layout, isModifier: container.isModifier) { throw issue.under(path()) }
                let count = container.children.count
                if let issue = ViewValidityRule.depthIssue(childCount: count, depth: trail.count, isModifier: container.isModifier) {
                    throw issue.under(path())
                }
                if count > 0 { trail.append((container, 0)) }
            }
            // The next node: the next unchecked child of the nearest container that has one.
            while let last = trail.last, last.next == last.container.children.count { trail.removeLast() }
            guard let last = trail.last else { return }
            node = last.container.children[last.next]
            trail[trail.count - 1].next += 1
        }
    }
}
