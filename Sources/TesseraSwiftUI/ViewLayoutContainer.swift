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
/// Each subview's layout priority reaches the container; children the container hides
/// (`ViewThatFitsLayout`'s unchosen ones) are placed at zero size, so SwiftUI draws nothing of
/// them. A container that cannot lay out (a `LayoutError`) takes the space proposed and shows
/// no child, rather than a wrong layout.
public struct ViewLayoutContainer<L: TesseraViewLayout.Layout>: SwiftUI.Layout {
    /// The Tessera container.
    public var bridge: ViewLayoutBridge<L>

    /// A SwiftUI container running `layout`.
    public init(_ layout: L) { bridge = ViewLayoutBridge(layout) }

    /// SwiftUI's subviews as measured children. The layout runs synchronously inside SwiftUI's
    /// call on the main thread, so the proxies never cross threads.
    func children(_ subviews: Subviews) -> [ViewLayoutBridge<L>.Child] {
        subviews.map { subview in
            let box = SubviewBox(subview: subview)
            return ViewLayoutBridge<L>.Child(priority: subview.priority) { p in
                box.subview.sizeThatFits(SwiftUI.ProposedViewSize(width: p.width, height: p.height))
            }
        }
    }

    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        do {
            return try bridge.sizeThatFits(TesseraViewLayout.ProposedViewSize(width: proposal.width, height: proposal.height), children: children(subviews))
        } catch {
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let placed = try? bridge.placements(in: bounds.size, children: children(subviews)) else {
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

/// A subview proxy carried into the bridge's measuring closures (see `children(_:)`).
struct SubviewBox: @unchecked Sendable {
    let subview: SwiftUI.LayoutSubview
}
#endif
