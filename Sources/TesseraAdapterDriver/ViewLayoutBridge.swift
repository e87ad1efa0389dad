import Foundation
import Tessera
import TesseraViewLayout

/// Runs a container written against Tessera's view-layout protocol (`TesseraViewLayout.Layout`) over
/// children measured by someone else (SwiftUI's subviews): the platform-neutral half of the
/// SwiftUI shell `ViewLayoutContainer`, so the same layout is unit-tested on Linux with SwiftUI's
/// semantics and shipped unchanged.
public struct ViewLayoutBridge<L: TesseraViewLayout.Layout>: Sendable {
    /// The container.
    public var layout: L

    /// A bridge for `layout`.
    public init(_ layout: L) { self.layout = layout }

    /// The tree: the container over one measured leaf per child.
    func tree(_ children: [@Sendable (ProposedViewSize) -> CGSize]) -> ViewNode {
        ViewNode.layout(layout, children.map { ViewNode.measured($0) })
    }

    /// The container's size for `proposal` (the `Layout.sizeThatFits` answer).
    public func sizeThatFits(_ proposal: ProposedViewSize, children: [@Sendable (ProposedViewSize) -> CGSize]) throws -> CGSize {
        try tree(children).sizeThatFits(proposal)
    }

    /// Each child's frame, relative to the container's origin, when the container is given
    /// `size` (the `Layout.placeSubviews` answer), and whether the container hid it.
    public func placements(in size: CGSize, children: [@Sendable (ProposedViewSize) -> CGSize],
                           layoutDirection: UserInterfaceLayoutDirection = .leftToRight) throws -> [(frame: CGRect, isHidden: Bool)] {
        let result = try tree(children).layout(in: size, layoutDirection: layoutDirection)
        let origin = result.rootFrame.origin
        return result.leaves.map { leaf in
            (leaf.frame.offsetBy(dx: -origin.x, dy: -origin.y), leaf.isHidden)
        }
    }
}
