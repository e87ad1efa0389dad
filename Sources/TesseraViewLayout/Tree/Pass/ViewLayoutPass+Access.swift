import Foundation
import Tessera

// Who may use a pass, and when. The proxies (`LayoutSubview`, `LayoutSubviews`,
// `ViewDimensions`) hold their pass strongly, so it is never freed under them; these checks make
// a proxy used outside its layout call stop the process with a message that says what happened,
// the same way every time, instead of racing with another thread or answering from a pass that
// is over. And a view's own code never runs twice at once (`enter(_:)`).
//
// Invariants:
// - A pass is used on the thread that made it (`ownerThread`, a constant: safe to read from
//   any thread); its layout call (`ViewNode.layout(in:)`, `sizeThatFits(_:)`) calls `finish()`
//   in a `defer` on that thread, after which no proxy call gets past `checkAccess()`.
// - `isFinished` is read only by a caller already known to be on the owner thread, so never
//   while it is written.

extension ViewLayoutPass {
    /// Stops the process unless the pass may be used here and now: on the thread that runs it,
    /// before the layout call that made it has returned. Every proxy call makes this check.
    @inline(__always) func checkAccess() {
        if _slowPath(ownerThread != pthread_self() || isFinished) { refuseAccess() }
    }

    @inline(never) private func refuseAccess() -> Never {
        let when = ownerThread != pthread_self() ? "on another thread than its layout pass" : "after its layout pass ended"
        fatalError(
            "a LayoutSubview (or LayoutSubviews, ViewDimensions) was used outside the layout pass that made it (\(when)): a proxy is valid only within the Layout method it was passed to, on that method's thread; keep sizes, not proxies"
        )
    }

    /// Marks the node's own code as running; stops the process if it already is (a layout that
    /// reached its own view through a proxy kept from elsewhere: a cycle, which would otherwise
    /// recurse without end and overlap two accesses to the node's cache).
    @inline(__always) func enter(_ node: Int) {
        if _slowPath(nodes[node].flags.contains(.isRunning)) { Self.refuseCycle() }
        nodes[node].flags.insert(.isRunning)
    }

    /// Marks the node's own code as done.
    @inline(__always) func leave(_ node: Int) { nodes[node].flags.remove(.isRunning) }

    @inline(never) private static func refuseCycle() -> Never {
        fatalError(
            "a view's size, spacing, guide or placement was asked while its own layout was computing it (a LayoutSubview kept from another call reached its own view): layout cycles are not allowed")
    }
}
