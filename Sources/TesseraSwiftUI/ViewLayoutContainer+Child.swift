#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout
import TesseraAdapterDriver

extension ViewLayoutContainer {
    /// The subview at `offset` as the bridge sees it: measured through the cache (once per
    /// proposal), with its spacing, explicit guides and the layout values of the carried keys.
    /// The layout runs synchronously inside SwiftUI's call, so the proxies never cross threads.
    /// The closures hold the cache unowned: the cache owns the tree that owns them (held
    /// strongly, the two would never be freed), and only the cache's own calls run them.
    func child(_ offset: Int, priority: Double, _ cache: Cache) -> ViewLayoutBridge<L>.Child {
        let spacing = HostedSpacing(offset) { [unowned cache] a, b, axis in
            cache.subview(a).spacing.distance(to: cache.subview(b).spacing, along: axis == .horizontal ? .horizontal : .vertical)
        }
        let proxy = cache.subview(offset)
        let s = proxy.spacing, ordinary = SwiftUI.ViewSpacing()
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
                let d = cache.dimensions(offset, p)
                switch guide {
                case .leading: return d[explicit: SwiftUI.HorizontalAlignment.leading]
                case .horizontalCenter: return d[explicit: SwiftUI.HorizontalAlignment.center]
                case .trailing: return d[explicit: SwiftUI.HorizontalAlignment.trailing]
                case .top: return d[explicit: SwiftUI.VerticalAlignment.top]
                case .verticalCenter: return d[explicit: SwiftUI.VerticalAlignment.center]
                case .bottom: return d[explicit: SwiftUI.VerticalAlignment.bottom]
                }
            },
            layoutValues: layoutValueKeys.map { $0.hostedValue(of: proxy) },
            sizeThatFits: { [unowned cache] p in cache.measure(offset, p) })
    }
}
#endif
