#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

// UNSAFE CODE (docs/architecture.md, "Unsafe code"): a Sendable conformance the compiler cannot
// check, so that the bridge's `@Sendable` measuring closures may hold the cache.
//
// What is owned: the subview proxies of the call in progress, the tree built over them and the
// priorities it was built with. Threads: SwiftUI calls a `Layout`'s methods synchronously on the
// main thread; the cache is written only in those calls (`refresh`), and the tree's closures
// read it only while the bridge runs inside them, so no two threads ever touch it. Lifetime: the
// closures hold it `unowned` (it owns the tree that owns them); only its own calls run them.

extension ViewLayoutContainer {
    /// The tree over one set of subviews, and the proxies of the call in progress (SwiftUI
    /// hands new proxies to each call; the tree's measuring closures read them from here).
    public final class Cache: @unchecked Sendable {
        var subviews: Subviews
        var tree: ViewLayoutBridge<L>.Tree?
        /// The priorities the tree was built with: a change builds it again.
        var priorities: [Double] = []

        init(_ subviews: Subviews) { self.subviews = subviews }

        /// The proxy of subview `offset` in the call in progress.
        func subview(_ offset: Int) -> SwiftUI.LayoutSubview { subviews[subviews.index(subviews.startIndex, offsetBy: offset)] }
    }
}
#endif
