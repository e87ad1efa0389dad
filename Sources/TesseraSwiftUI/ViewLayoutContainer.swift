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
public struct ViewLayoutContainer<L: TesseraViewLayout.Layout>: SwiftUI.Layout {
    /// The Tessera container.
    public var bridge: ViewLayoutBridge<L>

    /// A SwiftUI container running `layout`.
    public init(_ layout: L) { bridge = ViewLayoutBridge(layout) }

    /// SwiftUI's subviews as measured children. The layout runs synchronously inside SwiftUI's
    /// call on the main thread, so the proxies never cross threads.
    func children(_ subviews: Subviews) -> [@Sendable (TesseraViewLayout.ProposedViewSize) -> CGSize] {
        subviews.map { subview in
            let box = SubviewBox(subview: subview)
            return { p in box.subview.sizeThatFits(SwiftUI.ProposedViewSize(width: p.width, height: p.height)) }
        }
    }

    public func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        (try? bridge.sizeThatFits(TesseraViewLayout.ProposedViewSize(width: proposal.width, height: proposal.height), children: children(subviews))) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let placed = try? bridge.placements(in: bounds.size, children: children(subviews)) else { return }
        for (subview, p) in zip(subviews, placed) {
            subview.place(at: CGPoint(x: bounds.minX + p.frame.minX, y: bounds.minY + p.frame.minY), anchor: .topLeading,
                          proposal: SwiftUI.ProposedViewSize(p.frame.size))
        }
    }
}

/// A subview proxy carried into the bridge's measuring closures (see `children(_:)`).
struct SubviewBox: @unchecked Sendable {
    let subview: SwiftUI.LayoutSubview
}
#endif
