import Foundation
import Tessera
import TesseraViewLayout

/// The alignment guides a host's view can set explicitly and a Tessera layout can ask about:
/// the edges and centres (SwiftUI's built-in `HorizontalAlignment` and `VerticalAlignment`
/// guides; Tessera has no text baselines, and a custom guide has no counterpart in the host).
public enum HostAlignmentGuide: Sendable, Hashable, CaseIterable {
    /// The leading edge (`HorizontalAlignment.leading`).
    case leading
    /// The horizontal centre (`HorizontalAlignment.center`).
    case horizontalCenter
    /// The trailing edge (`HorizontalAlignment.trailing`).
    case trailing
    /// The top edge (`VerticalAlignment.top`).
    case top
    /// The vertical centre (`VerticalAlignment.center`).
    case verticalCenter
    /// The bottom edge (`VerticalAlignment.bottom`).
    case bottom

    init?(_ guide: HorizontalAlignment) {
        switch guide {
        case .leading: self = .leading
        case .center: self = .horizontalCenter
        case .trailing: self = .trailing
        default: return nil
        }
    }

    init?(_ guide: VerticalAlignment) {
        switch guide {
        case .top: self = .top
        case .center: self = .verticalCenter
        case .bottom: self = .bottom
        default: return nil
        }
    }
}

/// One host view in a bridged tree, when it states spacing or explicit guides: a one-child
/// layout around its measured leaf that answers the container's questions about spacing and
/// guides with the host's answers. (A child stating neither is the bare leaf.)
struct HostedChildLayout: TesseraViewLayout.Layout {
    let spacing: ViewSpacing?
    let explicitGuide: (@Sendable (HostAlignmentGuide, ProposedViewSize) -> CGFloat?)?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        spacing ?? subviews[0].spacing
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        HostAlignmentGuide(guide).flatMap { explicitGuide?($0, proposal) }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        HostAlignmentGuide(guide).flatMap { explicitGuide?($0, proposal) }
    }
}
