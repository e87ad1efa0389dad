#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

// UNSAFE CODE (docs/architecture.md, "Unsafe code"): a Sendable conformance the compiler cannot
// check, so that the bridge's `@Sendable` measuring closures may hold the cache.
//
// What is owned: the subview proxies of the call in progress, the tree built over them, the
// priorities it was built with, and the sizes measured since (the container's per proposal,
// each child's per proposal). Threads: SwiftUI calls a `Layout`'s methods one at a time for a
// given cache (on the main thread, or off it where it allows: `Layout` is `Sendable`); the cache
// is written only in those calls, and the tree's closures read and write it only while the
// bridge runs inside them, so no two threads ever touch it at once. Lifetime: the closures hold
// it `unowned` (it owns the tree that owns them); only its own calls run them.

extension ViewLayoutContainer {
    /// The tree over one set of subviews, the proxies of the call in progress (SwiftUI hands
    /// new proxies to each call; the tree's measuring closures read them from here), and the
    /// sizes measured since the tree was built.
    public final class Cache: @unchecked Sendable {
        var subviews: Subviews
        var tree: ViewLayoutBridge<L>.Tree?
        /// The priorities the tree was built with: a change builds it again.
        var priorities: [Double] = []
        /// The layout's animatable data the tree was built with: an animation frame writes
        /// another (`ViewLayoutContainer.animatableData`), and the tree is built again for it.
        var animatableData: L.AnimatableData?
        /// The layout direction the kept sizes and placements were made in.
        var direction: SwiftUI.LayoutDirection?
        /// The container's size per proposal.
        var sizes: [TesseraViewLayout.ProposedViewSize: CGSize] = [:]
        /// The children's placements per bounds size and proposal.
        var placements: [PlacementKey: [HostedPlacement]] = [:]
        /// Each child's dimensions (size and guides) per proposal.
        var childDimensions: [[TesseraViewLayout.ProposedViewSize: SwiftUI.ViewDimensions]] = []
        /// How many times a child was measured (asked by SwiftUI), since the cache was made.
        public private(set) var childMeasurements = 0

        init(_ subviews: Subviews) { self.subviews = subviews }

        /// A placement's question: the bounds' size and the proposal.
        struct PlacementKey: Hashable {
            var width: CGFloat
            var height: CGFloat
            var proposal: TesseraViewLayout.ProposedViewSize
        }

        /// The proxy of subview `offset` in the call in progress.
        func subview(_ offset: Int) -> SwiftUI.LayoutSubview { subviews[subviews.index(subviews.startIndex, offsetBy: offset)] }

        /// Subview `offset`'s dimensions for `p` (its size and alignment guides), measured once
        /// per proposal until the next update.
        func dimensions(_ offset: Int, _ p: TesseraViewLayout.ProposedViewSize) -> SwiftUI.ViewDimensions {
            if let known = childDimensions[offset][p] { return known }
            childMeasurements += 1
            let d = subview(offset).dimensions(in: SwiftUI.ProposedViewSize(width: p.width, height: p.height))
            childDimensions[offset][p] = d
            return d
        }

        /// Subview `offset`'s size for `p` (see `dimensions`).
        func measure(_ offset: Int, _ p: TesseraViewLayout.ProposedViewSize) -> CGSize {
            let d = dimensions(offset, p)
            return CGSize(width: d.width, height: d.height)
        }

        /// Builds the tree over `subviews` for `container`, forgetting every size measured.
        @discardableResult
        func rebuild(_ subviews: Subviews, _ container: ViewLayoutContainer) -> ViewLayoutBridge<L>.Tree {
            self.subviews = subviews
            priorities = subviews.map(\.priority)
            childDimensions = Array(repeating: [:], count: subviews.count)
            return build(container)
        }

        /// The tree over the subviews for the container's layout as it is now, its sizes and
        /// placements forgotten (the children's measurements are kept: they do not depend on
        /// the layout).
        private func build(_ container: ViewLayoutContainer) -> ViewLayoutBridge<L>.Tree {
            animatableData = container.bridge.layout.animatableData
            sizes = [:]
            placements = [:]
            let built = container.bridge.tree((0..<subviews.count).map { container.child($0, priority: priorities[$0], self) })
            tree = built
            return built
        }

        /// Takes this call's proxies; forgets the container's sizes and placements when the
        /// layout direction changed; builds the tree again when there is none or the subviews'
        /// count or priorities changed without an update, or for the layout at another
        /// animatable value (an animation frame).
        func refresh(_ subviews: Subviews, _ container: ViewLayoutContainer) -> ViewLayoutBridge<L>.Tree {
            self.subviews = subviews
            if direction != subviews.layoutDirection {
                direction = subviews.layoutDirection
                sizes = [:]
                placements = [:]
            }
            guard let tree, subviews.count == priorities.count, subviews.map(\.priority) == priorities else { return rebuild(subviews, container) }
            // An animation frame: the same subviews, the layout at another value.
            if animatableData != container.bridge.layout.animatableData { return build(container) }
            return tree
        }
    }
}
#endif
