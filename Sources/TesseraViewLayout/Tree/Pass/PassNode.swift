import Foundation
import Tessera

extension ViewLayoutPass {
    /// One view of the flattened tree, with what the pass remembers of it. What only containers
    /// have (their layout and its cache) is in `Container`, so that leaves, most of a tree,
    /// stay small.
    struct Node {
        /// A leaf's sizing (`.flexible`, unused, for a container).
        var leaf: ViewLeaf
        /// The node's children: `childCount` node numbers from `firstChild` in the pass's flat
        /// child list (no array per container: nothing to allocate, copy or free per node).
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
        /// The container's number among the pass's containers (its slot in `containers` and
        /// `firstGuides`), or -1.
        var containerIndex: Int32 = -1
        /// The built-in stack's number among the pass's stacks (its slot in `stacks`), or -1: a
        /// stack the pass lays out itself (see `ViewLayoutPass+Stacks.swift`).
        var stackIndex: Int32 = -1
        /// The view's layout values (`ViewTraits.values`), nil when it sets none (most views:
        /// then nothing is retained or released per node).
        var layoutValues: [ObjectIdentifier: any Sendable]?
        /// The stack orientation of the container around this view (what a Spacer expands along).
        var stackAxis: Axis?
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
        /// Whether the view's own code (its layout's methods, a measured leaf's closure) is
        /// running: a call that reaches the view again before it returns is a cycle, refused
        /// (see `ViewLayoutPass.enter(_:)`).
        var isRunning = false
        var priority: Double = 0
    }

    /// What a container has besides its node: its layout, and the layout's cache, a
    /// `LayoutCacheBox` of its `Cache` (made on first use; a built-in stack makes none).
    struct Container {
        let layout: any Layout
        var cache: AnyObject?
    }
}
