#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

/// Runs a container written against Tessera's view-layout protocol (`TesseraViewLayout.Layout`:
/// unit-tested on Linux with SwiftUI's semantics) inside real SwiftUI, unchanged:
///
///     ViewLayoutContainer(EqualWidthHStack()) {
///         Text("One"); Text("Two")
///     }
///
/// What the container reads of each subview is SwiftUI's: its size, its layout priority, its
/// spacing preferences (two subviews are as far apart as SwiftUI's own `ViewSpacing` says) and
/// its explicit edge and centre alignment guides; `subviews.layoutDirection` is the
/// environment's (placements stay in leading-to-trailing coordinates: SwiftUI mirrors them).
/// Children the container hides (`ViewThatFitsLayout`'s unchosen ones) are placed at zero
/// size, so SwiftUI draws nothing of them. A container that cannot lay out (a `LayoutError`: a
/// NaN priority, a frame that is not finite) takes the space proposed and shows no child,
/// rather than a wrong layout, and says why: to the handler given with `onLayoutError(_:)`, or
/// as a warning printed once.
///
/// The tree over the subviews is built once per set of subviews (and again only when their
/// priorities change), in the layout's cache.
public struct ViewLayoutContainer<L: TesseraViewLayout.Layout>: SwiftUI.Layout {
    /// The Tessera container.
    public var bridge: ViewLayoutBridge<L>

    /// Called with the error each time the layout fails (nil: a warning printed once).
    public var layoutErrorHandler: (@Sendable (any Error) -> Void)?

    /// A SwiftUI container running `layout`.
    public init(_ layout: L) { bridge = ViewLayoutBridge(layout) }

    /// This container, calling `action` with the error each time its layout fails (instead of
    /// printing a warning): log it, or show a fallback.
    public func onLayoutError(_ action: @escaping @Sendable (any Error) -> Void) -> ViewLayoutContainer {
        var copy = self
        copy.layoutErrorHandler = action
        return copy
    }

    private func report(_ error: any Error) {
        LayoutErrorReporting.report(error, in: "ViewLayoutContainer<\(L.self)>", handler: layoutErrorHandler)
    }

    /// An empty cache; the first call builds the tree (SwiftUI makes the cache again when the
    /// subviews change).
    public func makeCache(subviews: Subviews) -> Cache { Cache(subviews) }

    /// The subview at `offset` as the bridge sees it. The layout runs synchronously inside
    /// SwiftUI's call on the main thread, so the proxies never cross threads. The closures hold
    /// the cache unowned: the cache owns the tree that owns them (held strongly, the two would
    /// never be freed), and only the cache's own calls run them.
    fileprivate func child(_ offset: Int, priority: Double, _ cache: Cache) -> ViewLayoutBridge<L>.Child {
        let spacing = HostedSpacing(offset) { [unowned cache] a, b, axis in
            cache.subview(a).spacing.distance(to: cache.subview(b).spacing, along: axis == .horizontal ? .horizontal : .vertical)
        }
        let s = cache.subview(offset).spacing, ordinary = SwiftUI.ViewSpacing()
        return ViewLayoutBridge<L>.Child(
            priority: priority,
            // Between two subviews SwiftUI's own rule (read when asked); against anything else,
            // each edge's distance to an ordinary view.
            spacing: TesseraViewLayout.ViewSpacing(
                hosted: spacing,
                edgeDistances: (
                    top: ordinary.distance(to: s, along: .vertical), leading: ordinary.distance(to: s, along: .horizontal),
                    bottom: s.distance(to: ordinary, along: .vertical), trailing: s.distance(to: ordinary, along: .horizontal)
                )),
            explicitGuide: { [unowned cache] guide, p in
                let d = cache.subview(offset).dimensions(in: SwiftUI.ProposedViewSize(width: p.width, height: p.height))
                switch guide {
                case .leading: return d[explicit: SwiftUI.HorizontalAlignment.leading]
                case .horizontalCenter: return d[explicit: SwiftUI.HorizontalAlignment.center]
                case .trailing: return d[explicit: SwiftUI.HorizontalAlignment.trailing]
                case .top: return d[explicit: SwiftUI.VerticalAlignment.top]
                case .verticalCenter: return d[explicit: SwiftUI.VerticalAlignment.center]
                case .bottom: return d[explicit: SwiftUI.VerticalAlignment.bottom]
                }
            },
            sizeThatFits: { [unowned cache] p in cache.subview(offset).sizeThatFits(SwiftUI.ProposedViewSize(width: p.width, height: p.height)) })
    }

    private static func direction(_ subviews: Subviews) -> TesseraViewLayout.LayoutDirection {
        subviews.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The Tessera container's size for `proposal`.
    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let tree = cache.refresh(subviews, self)
        do {
            return try bridge.sizeThatFits(
                TesseraViewLayout.ProposedViewSize(width: proposal.width, height: proposal.height),
                of: tree, layoutDirection: Self.direction(subviews))
        } catch {
            report(error)
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    /// Places each subview where the Tessera container puts it.
    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let tree = cache.refresh(subviews, self)
        let placed: [(frame: CGRect, isHidden: Bool)]
        do {
            placed = try bridge.placements(in: bounds.size, of: tree, layoutDirection: Self.direction(subviews), mirrored: false)
        } catch {
            report(error)
            for subview in subviews { subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero) }
            return
        }
        for (subview, p) in zip(subviews, placed) {
            // A hidden child is placed at zero size (SwiftUI centres and draws unplaced ones).
            let size = p.isHidden ? SwiftUI.ProposedViewSize.zero : SwiftUI.ProposedViewSize(p.frame.size)
            subview.place(at: CGPoint(x: bounds.minX + p.frame.minX, y: bounds.minY + p.frame.minY), anchor: .topLeading, proposal: size)
        }
    }
}
extension ViewLayoutContainer.Cache {
    /// Takes this call's proxies, and builds the tree when there is none yet or the subviews'
    /// priorities changed (sizes, spacing and guides are read from the proxies each time they
    /// are needed).
    fileprivate func refresh(_ subviews: ViewLayoutContainer.Subviews, _ container: ViewLayoutContainer) -> ViewLayoutBridge<L>.Tree {
        self.subviews = subviews
        let now = subviews.map(\.priority)
        if let tree, now == priorities { return tree }
        priorities = now
        let built = container.bridge.tree((0..<subviews.count).map { container.child($0, priority: now[$0], self) })
        tree = built
        return built
    }
}
#endif
