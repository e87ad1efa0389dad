import Foundation
import Tessera

/// The outcome of laying out a view tree: the root's frame and every leaf's, in depth-first
/// order, with how often each leaf was measured.
public struct ViewLayoutResult: Sendable {
    /// One leaf of the tree as laid out.
    public struct Leaf: Sendable, Hashable {
        /// Where the leaf was placed, in the container's coordinates.
        public var frame: CGRect
        /// Whether the leaf is not shown (an unchosen child of `ViewThatFits`); its frame is empty.
        public var isHidden: Bool
        /// How many times the leaf computed its size (once per distinct proposal).
        public var measurementCount: Int
        /// How many times a container asked the leaf for its size (memoised answers included).
        public var sizeQueryCount: Int
    }

    /// The root view's frame: its size for the container, centred in it.
    public var rootFrame: CGRect
    /// The leaves in depth-first order.
    public var leaves: [ViewLayoutResult.Leaf]

    /// The leaves' frames in depth-first order.
    public var leafFrames: [CGRect] { leaves.map(\.frame) }
    /// The most measurements of any one leaf.
    public var maximumMeasurementsPerLeaf: Int { leaves.map(\.measurementCount).max() ?? 0 }
    /// All leaves' measurements together.
    public var totalMeasurements: Int { leaves.reduce(0) { $0 + $1.measurementCount } }
}

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
    public func layout(in containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 1, storage: ViewLayoutStorage? = nil) throws -> ViewLayoutResult {
        guard containerSize.width.isFinite, containerSize.height.isFinite, containerSize.width >= 0, containerSize.height >= 0 else {
            throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: ["containerSize"])
        }
        let pass = try checkedPass(layoutDirection: layoutDirection, displayScale: displayScale, storage: storage)
        defer { pass.finish() }
        let proposal = ProposedViewSize(containerSize)
        let size = pass.sizeThatFits(0, proposal)
        pass.place(0, at: CGPoint(x: containerSize.width / 2, y: containerSize.height / 2), anchor: .center, proposal: proposal)
        let rootFrame = pass.nodes[0].flags.contains(.isPlaced) ? pass.nodes[0].frame : CGRect(origin: .zero, size: size)
        var leaves: [ViewLayoutResult.Leaf] = []
        func append(_ placed: CGRect, isHidden: Bool, node: Int) throws {
            // A view proposed infinity that takes it, or placed so far out that its far edge
            // (or its mirror image) overflows: the path names the result's leaf.
            let frame = layoutDirection == .rightToLeft ? placed.mirroredHorizontally(inWidth: containerSize.width) : placed
            guard placed.isFiniteRect, layoutDirection != .rightToLeft || frame.isFiniteRect else { throw LayoutError(.notFinite(got: nil), at: ["leaves", .index(leaves.count), "frame"]) }
            leaves.append(ViewLayoutResult.Leaf(frame: frame, isHidden: isHidden, measurementCount: Int(pass.nodes[node].measurements), sizeQueryCount: Int(pass.nodes[node].sizeQueries)))
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
            let read = try pass.nodes.withWindow(from: 0, count: pass.nodes.count) { nodes -> [ViewLayoutResult.Leaf]? in
                var read = HugePages.array(of: ViewLayoutResult.Leaf.self, capacity: pass.leafCount)
                for node in nodes.indices where nodes[node].isLeaf {
                    guard nodes[node].flags.contains(.isPlaced) else { return nil }
                    let frame = nodes[node].frame
                    guard frame.isFiniteRect else { throw LayoutError(.notFinite(got: nil), at: ["leaves", .index(read.count), "frame"]) }
                    read.append(ViewLayoutResult.Leaf(frame: frame, isHidden: false, measurementCount: Int(nodes[node].measurements), sizeQueryCount: Int(nodes[node].sizeQueries)))
                }
                return read
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
    public func sizeThatFits(_ proposal: ProposedViewSize, layoutDirection: LayoutDirection = .leftToRight, storage: ViewLayoutStorage? = nil) throws -> CGSize {
        for (name, v) in [("width", proposal.width), ("height", proposal.height)] {
            if let v, v.isNaN || v < 0 { throw LayoutError(.outOfRange(.atLeast(0), got: Double(v)), at: ["proposal", .key(name)]) }
        }
        let pass = try checkedPass(layoutDirection: layoutDirection, displayScale: 1, storage: storage)
        defer { pass.finish() }
        return pass.sizeThatFits(0, proposal)
    }

    /// A layout pass over the tree, which checks each node as it adds it (one walk, not two);
    /// only when it finds something wrong does `validate()` walk the tree again to say what and where.
    private func checkedPass(layoutDirection: LayoutDirection, displayScale: CGFloat, storage: ViewLayoutStorage? = nil) throws -> ViewLayoutPass {
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
    /// depth is refused before anything recurses over it.
    public func validate() throws {
        // The containers above the node being checked, each with its children and the index of
        // the next child to check; their indices spell the node's path, only for an error.
        var trail: [(container: ViewContainer, next: Int)] = []
        func path(_ keys: String...) -> LayoutPath {
            var parts: [LayoutPath.Component] = []
            for (container, next) in trail where !container.isModifier { parts += ["children", .index(next - 1)] }
            for key in keys where !key.isEmpty { parts.append(.key(key)) }
            return LayoutPath(parts)
        }
        var node = self
        while true {
            if node.traits.priority.isNaN { throw LayoutError(.notFinite(got: nil), at: path("layoutPriority")) }
            switch node.content {
            case .leaf(let leaf):
                if let issue = leaf.validationIssue { throw issue.under(path()) }
            case .container(let container):
                if let validation = container.layout.validation, let issue = validation.issue {
                    throw issue.under(container.isModifier ? path(validation.name) : path())
                }
                if !container.children.isEmpty {
                    trail.append((container, 0))
                    guard trail.count <= LayoutLimits.maximumViewDepth else {
                        trail[trail.count - 1].next = 1
                        throw LayoutError(.tooMany(.viewNesting, limit: LayoutLimits.maximumViewDepth), at: path())
                    }
                }
            }
            // The next node: the next unchecked child of the nearest container that has one.
            while let last = trail.last, last.next == last.container.children.count { trail.removeLast() }
            guard let last = trail.last else { return }
            node = last.container.children[last.next]
            trail[trail.count - 1].next += 1
        }
    }
}

extension Layout {
    /// The layout's bad value and its error-path name, or nil when it cannot have any. The
    /// stacks are recognised by type before the (slower) cast to `ValidatingLayout`.
    var validation: (issue: LayoutError?, name: String)? {
        if let stack = exactly(HStackLayout.self) { return (stack.validationIssue, "") }
        if let stack = exactly(VStackLayout.self) { return (stack.validationIssue, "") }
        guard let checked = self as? any ValidatingLayout else { return nil }
        return (checked.validationIssue, checked.validationName)
    }
}

/// A layout whose parameters can be wrong (a negative length, NaN, min > max).
protocol ValidatingLayout {
    /// The name under which its parameters appear in an error path (`frame`), or "".
    var validationName: String { get }
    /// A bad value: its path under the layout's `validationName` and what is wrong, or nil.
    var validationIssue: LayoutError? { get }
}

extension FixedFrameLayout: ValidatingLayout { var validationName: String { modifierName } }
extension FlexibleFrameLayout: ValidatingLayout { var validationName: String { modifierName } }
extension PaddingLayout: ValidatingLayout { var validationName: String { modifierName } }
