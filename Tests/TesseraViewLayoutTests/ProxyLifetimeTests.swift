import Foundation
import Testing
import Tessera
import TesseraViewLayout  // public API only: what an app's safe code can do

// A subview proxy kept past its layout call (in a cache, a closure, a global) and used
// later, or used on another thread, must never read freed memory: it stops the process with a
// message saying what happened, every time. Within its pass a kept proxy keeps working.

/// Where a layout leaks what it was given: shared with the test (a lock orders the threads).
final class Leak: @unchecked Sendable {
    private let lock = NSLock()
    private var subviewStore: LayoutSubview?
    private var dimensionsStore: ViewDimensions?
    private var subviewsStore: LayoutSubviews?
    private var closureStore: (() -> CGSize)?
    private var cacheStore: KeepingCache?

    var subview: LayoutSubview? {
        get { lock.withLock { subviewStore } }
        set { lock.withLock { subviewStore = newValue } }
    }
    var dimensions: ViewDimensions? {
        get { lock.withLock { dimensionsStore } }
        set { lock.withLock { dimensionsStore = newValue } }
    }
    var subviews: LayoutSubviews? {
        get { lock.withLock { subviewsStore } }
        set { lock.withLock { subviewsStore = newValue } }
    }
    /// The cache of the last `KeepingLayout` placed.
    var cache: KeepingCache? {
        get { lock.withLock { cacheStore } }
        set { lock.withLock { cacheStore = newValue } }
    }
    var closure: (() -> CGSize)? {
        get { lock.withLock { closureStore } }
        set { lock.withLock { closureStore = newValue } }
    }
}

/// The global a careless layout keeps its proxies in.
let leaked = Leak()

/// A cache that is a class: the layout keeps the subview in it, and the test keeps the cache.
final class KeepingCache: @unchecked Sendable {
    var first: LayoutSubview?
}

/// A layout that keeps what it is given everywhere it can: in its cache (which it also hands
/// out through `leaked`), in a closure, in the global. It lays its subviews out as a row of
/// their ideal sizes, using the kept proxies while its pass runs.
struct KeepingLayout: Layout {
    func makeCache(subviews: Subviews) -> KeepingCache {
        let cache = KeepingCache()
        cache.first = subviews.first
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout KeepingCache) -> CGSize {
        leaked.subview = subviews.first
        leaked.subviews = subviews
        leaked.dimensions = subviews.first?.dimensions(in: .unspecified)
        if let first = subviews.first { leaked.closure = { first.sizeThatFits(.unspecified) } }
        // Within the pass the kept proxy works: the cache's subview is the first one.
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let kept = cache.first?.sizeThatFits(.unspecified) ?? .zero
        precondition(kept == sizes.first ?? .zero)
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout KeepingCache) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
        leaked.cache = cache
    }
}

/// A weak reference to the last cache a `CacheWatchingLayout` made.
final class WeakCache: @unchecked Sendable {
    private let lock = NSLock()
    private weak var store: KeepingCache?
    var cache: KeepingCache? {
        get { lock.withLock { store } }
        set { lock.withLock { store = newValue } }
    }
}

let watchedCache = WeakCache()

/// A layout whose cache keeps its subviews (as SwiftUI layouts may): the cache holds the proxies,
/// the proxies the pass, the pass the cache. Only a weak reference leaves the pass.
struct CacheWatchingLayout: Layout {
    func makeCache(subviews: Subviews) -> KeepingCache {
        let cache = KeepingCache()
        cache.first = subviews.first
        watchedCache.cache = cache
        return cache
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout KeepingCache) -> CGSize {
        cache.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout KeepingCache) {
        cache.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Lays out a `KeepingLayout` of two fixed views (30 × 10 and 20 × 40) in 100 × 100.
@discardableResult
func layOutKeepingLayout() throws -> ViewLayoutResult {
    try KeepingLayout()([ViewNode.fixed(width: 30, height: 10), ViewNode.fixed(width: 20, height: 40)]).layout(in: CGSize(width: 100, height: 100))
}

/// Runs `body` on a new thread and waits for it.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}

/// What an exit test's process wrote to its standard error.
func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// The message every misuse of a proxy stops with.
let outsideItsPass = "was used outside the layout pass that made it"

@Suite struct ProxyLifetimeTests {
    @Test func keptProxiesWorkWithinTheirPass() throws {
        // A row of 30 × 10 and 20 × 40: 50 × 40, centred in 100 × 100 at (25, 30); the views at
        // x 25 and 55, each at the row's top (the layout places at the top, no alignment).
        let result = try layOutKeepingLayout()
        #expect(result.rootFrame == CGRect(x: 25, y: 30, width: 50, height: 40))
        #expect(result.leafFrames == [CGRect(x: 25, y: 30, width: 30, height: 10), CGRect(x: 55, y: 30, width: 20, height: 40)])
    }

    @Test func proxiesFromTheSamePassCompareEqual() throws {
        try layOutKeepingLayout()
        // Comparing reads no pass: allowed after it, and the kept subview is the kept subviews' first.
        let subview = try #require(leaked.subview)
        let subviews = try #require(leaked.subviews)
        #expect(subviews.count == 2)
        #expect(subviews[0] == subview)
        #expect(subviews[1] != subview)
        #expect(subviews == subviews)
    }

    @Test func nestedPassesKeepTheOuterProxiesWorking() throws {
        // A layout that, while its own pass runs, lays out another tree and only then asks its
        // subview: the inner pass has ended, the outer one still runs. 30 × 10 either way.
        struct Nesting: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                let inner = try? ViewNode.fixed(width: 7, height: 7).layout(in: CGSize(width: 10, height: 10))
                precondition(inner?.leafFrames.first?.size == CGSize(width: 7, height: 7))
                return subviews[0].sizeThatFits(.unspecified)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let result = try Nesting()([ViewNode.fixed(width: 30, height: 10)]).layout(in: CGSize(width: 100, height: 100))
        #expect(result.leafFrames == [CGRect(x: 35, y: 45, width: 30, height: 10)])
    }

    @Test func aProxyKeptInAGlobalStopsWhenUsedAfterItsPass() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try layOutKeepingLayout()
            _ = leaked.subview?.sizeThatFits(.unspecified)
        }
        #expect(standardError(result).contains(outsideItsPass))
    }

    @Test func aProxyKeptInTheCacheStopsWhenUsedAfterItsPass() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try layOutKeepingLayout()
            _ = leaked.cache?.first?.sizeThatFits(.unspecified)
        }
        #expect(standardError(result).contains(outsideItsPass))
    }

    @Test func aProxyKeptInAClosureStopsWhenUsedAfterItsPass() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try layOutKeepingLayout()
            _ = leaked.closure?()
        }
        #expect(standardError(result).contains(outsideItsPass))
    }

    @Test func everyKindOfProxyStopsAfterItsPass() async throws {
        // Each question a kept proxy can be asked, after its pass, in a process of its own.
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.subview?.spacing
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.subview?.priority
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.subview?.dimensions(in: .zero)
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); leaked.subview?.place(at: .zero, proposal: .zero)
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.dimensions?[HorizontalAlignment.center]
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.dimensions?[explicit: VerticalAlignment.top]
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.subviews?.layoutDirection
        }
        await #expect(processExitsWith: .failure) {
            try layOutKeepingLayout(); _ = leaked.subviews?[1].sizeThatFits(.infinity)
        }
        await #expect(processExitsWith: .failure) {
            // A built-in layout handed the kept subviews after their pass.
            try layOutKeepingLayout()
            guard let subviews = leaked.subviews else { return }
            var cache = HStackLayout().makeCache(subviews: subviews)
            _ = HStackLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        }
    }

    @Test func aCacheThatKeepsItsSubviewsIsFreedAfterThePass() throws {
        // The pass drops the layouts' caches when it finishes: the cycle cache → proxy → pass →
        // cache does not outlive the layout call (it would leak the whole pass).
        let result = try CacheWatchingLayout()([ViewNode.fixed(width: 30, height: 10)]).layout(in: CGSize(width: 100, height: 100))
        // The fixed view, 30 × 10, as the root's size, centred in 100 × 100 at (35, 45).
        #expect(result.leafFrames == [CGRect(x: 35, y: 45, width: 30, height: 10)])
        #expect(watchedCache.cache == nil)
    }

    @Test func dimensionsKeptAfterTheirPassStillKnowTheirSize() throws {
        // The size is a value the dimensions hold: reading it asks no pass.
        try layOutKeepingLayout()
        let dimensions = try #require(leaked.dimensions)
        #expect(dimensions.width == 30)
        #expect(dimensions.height == 10)
    }

    @Test func aProxyUsedOnAnotherThreadAfterItsPassStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try layOutKeepingLayout()
            onAnotherThread { _ = leaked.subview?.sizeThatFits(.unspecified) }
        }
        #expect(standardError(result).contains(outsideItsPass))
    }

    @Test func aProxyUsedOnAnotherThreadDuringItsPassStops() async throws {
        // While the pass runs on one thread, another uses its proxy: it must not race with it.
        struct AsksFromAnotherThread: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                leaked.subview = subviews.first
                onAnotherThread { _ = leaked.subview?.sizeThatFits(.unspecified) }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try AsksFromAnotherThread()([ViewNode.rect]).layout(in: CGSize(width: 10, height: 10))
        }
        #expect(standardError(result).contains(outsideItsPass))
    }

    @Test func passesOnSeveralThreadsAtOnceStayApart() async throws {
        // Eight threads lay out the same tree at once, each its own pass: the same frames as alone.
        let alone = try layOutKeepingLayout()
        let results = await withTaskGroup(of: ViewLayoutResult?.self) { group in
            for _ in 0..<8 { group.addTask { try? layOutKeepingLayout() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0?.rootFrame == alone.rootFrame && $0?.leaves == alone.leaves })
    }

    @Test func aLayoutThatReachesItsOwnViewStops() async throws {
        // The outer layout keeps its subview (the inner container) in the global; the inner
        // layout asks that subview's size: its own, while computing it. A cycle, refused.
        struct Outer: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                leaked.subview = subviews.first
                return subviews.first?.sizeThatFits(proposal) ?? .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        struct Inner: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                leaked.subview?.sizeThatFits(.zero) ?? .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try Outer()([Inner()([ViewNode.rect])]).layout(in: CGSize(width: 10, height: 10))
        }
        #expect(standardError(result).contains("layout cycles are not allowed"))
    }
}
