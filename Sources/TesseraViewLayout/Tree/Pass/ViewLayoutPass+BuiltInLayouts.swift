import Foundation
import Tessera

// The built-in layouts the pass lays out itself besides the stacks (`FlowLayout`,
// `GridLayout`: `Container.builtIn`, known when flattening): the same algorithm each runs
// through the `Layout` protocol, asked its children straight from the pass (no proxy, and no
// check of the pass, per question). Their caches are made and kept as any layout's are, and no
// caller's code runs in them, so this is invisible to the children: they are asked exactly the
// proposals the protocol path asks (`BuiltInLayoutTests`).

/// A built-in layout whose algorithm reads its children through `LayoutChildren`, so that the
/// layout pass can ask it with its children read from the pass's nodes.
protocol ChildrenReadingLayout: Layout {
    /// The layout's size for `proposal` (what `sizeThatFits(proposal:subviews:cache:)` answers).
    func size<C: LayoutChildren>(fitting proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) -> CGSize
    /// Places the children in `bounds` (what `placeSubviews(in:proposal:subviews:cache:)` does).
    func place<C: LayoutChildren>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C, _ cache: inout Cache)
}

extension FlowLayout: ChildrenReadingLayout {
    func size<C: LayoutChildren>(fitting proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) -> CGSize {
        arrange(proposal, children, &cache).size
    }
}

extension GridLayout: ChildrenReadingLayout {
    func size<C: LayoutChildren>(fitting proposal: ProposedViewSize, _ children: C, _ cache: inout Cache) -> CGSize {
        solve(proposal, children, &cache).size
    }
}

/// One question to a container about its children, generic over how they are read, so that the
/// choice of reader is made in one place (`ViewLayoutPass.ask(_:ofChildrenOf:)`).
protocol ChildrenQuestion {
    associatedtype Answer
    /// (Mutating, and asked in place: a question that holds state it passes on `inout`, a
    /// stack's, passes it with no copy, and so no retain and release of the pass it holds.)
    mutating func ask<C: LayoutChildren>(_ children: C) -> Answer
}

extension ViewLayoutPass.BuiltInLayout {
    /// Whether the layout places every child (so the pass need not look for one left unplaced).
    var placesEveryChild: Bool { self == .flow }
}

extension ViewLayoutPass {
    /// Asks `question` of the container at `node`'s children: read straight from their nodes
    /// when every one is a simple leaf (the all-fixed case specialised apart), else through the
    /// pass.
    @inline(__always) func ask<Q: ChildrenQuestion>(_ question: inout Q, ofChildrenOf node: Int) -> Q.Answer {
        let container = Int(nodes[node].index)
        let first = Int(containers[container].firstChild), count = Int(containers[container].childCount)
        return childIDs.withWindow(from: first, count: count) { ids in
            switch containers[container].childKinds {
            case .fixedLeaves:
                return nodes.withWholeWindow { question.ask(SimpleLeafChildNodes<FixedLeaves>(pass: self, nodes: $0, ids: ids)) }
            case .fixedOrFlexibleLeaves:
                return nodes.withWholeWindow { question.ask(SimpleLeafChildNodes<FixedOrFlexibleLeaves>(pass: self, nodes: $0, ids: ids)) }
            case .any:
                let areAllFixed = nodes[node].isFixed
                return nodes.withWholeWindow { question.ask(ChildNodes(pass: self, nodes: $0, ids: ids, areAllFixed: areAllFixed)) }
            }
        }
    }

    private struct SizeQuestion<L: ChildrenReadingLayout>: ChildrenQuestion {
        let layout: L
        let cache: LayoutCacheBox<L.Cache>
        let proposal: ProposedViewSize
        func ask<C: LayoutChildren>(_ children: C) -> CGSize { layout.size(fitting: proposal, children, &cache.value) }
    }

    private struct PlacementQuestion<L: ChildrenReadingLayout>: ChildrenQuestion {
        let layout: L
        let cache: LayoutCacheBox<L.Cache>
        let bounds: CGRect
        let proposal: ProposedViewSize
        func ask<C: LayoutChildren>(_ children: C) { layout.place(in: bounds, proposal, children, &cache.value) }
    }

    /// The container's cache box, typed: its layout is an `L` (`Container.builtIn` says so,
    /// from the layout's type), and `cacheBox(_:)` makes an `L`'s box, a `LayoutCacheBox<L.Cache>`.
    /// (A checked cast: once per question to the container, not per child.)
    private func typedCache<L: ChildrenReadingLayout>(_ node: Int, of _: L) -> LayoutCacheBox<L.Cache> {
        cacheBox(node) as! LayoutCacheBox<L.Cache>
    }

    private func size<L: ChildrenReadingLayout>(of layout: L, _ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        var question = SizeQuestion(layout: layout, cache: typedCache(node, of: layout), proposal: proposal)
        return ask(&question, ofChildrenOf: node)
    }

    private func place<L: ChildrenReadingLayout>(_ layout: L, _ node: Int, in bounds: CGRect, _ proposal: ProposedViewSize) {
        var question = PlacementQuestion(layout: layout, cache: typedCache(node, of: layout), bounds: bounds, proposal: proposal)
        ask(&question, ofChildrenOf: node)
    }

    /// The size for `proposal` of a container that is not a built-in stack, from its layout: a
    /// built-in one's with its children read from the pass, any other's through the `Layout`
    /// protocol (the node is entered).
    func layoutSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        let layout = layout(of: node)
        switch containers[Int(nodes[node].index)].builtIn {
        case .flow: return size(of: layout.exactly(FlowLayout.self)!, node, proposal)
        case .grid: return size(of: layout.exactly(GridLayout.self)!, node, proposal)
        case .none: return layout.boxedSizeThatFits(proposal, subviews(of: node), cacheBox(node))
        }
    }

    /// Has the layout of a container that is not a built-in stack place its children in `frame`
    /// (the node is entered), as `layoutSize(_:_:)` asks it.
    func placeChildren(of node: Int, in frame: CGRect, _ proposal: ProposedViewSize) {
        let layout = layout(of: node)
        switch containers[Int(nodes[node].index)].builtIn {
        case .flow: place(layout.exactly(FlowLayout.self)!, node, in: frame, proposal)
        case .grid: place(layout.exactly(GridLayout.self)!, node, in: frame, proposal)
        case .none: layout.boxedPlaceSubviews(frame, proposal, subviews(of: node), cacheBox(node))
        }
    }
}
