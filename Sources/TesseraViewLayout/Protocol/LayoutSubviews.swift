import Foundation
import Tessera

/// A proxy for one subview of a layout container (SwiftUI's `LayoutSubview`): ask it for its
/// size, dimensions, spacing, priority and layout values, and place it.
public struct LayoutSubview: Equatable {
    // Proxies are used only during the layout calls of the pass that made them (as in SwiftUI),
    // so they do not retain it: retaining it on every subview access was a tenth of a layout.
    unowned(unsafe) let pass: ViewLayoutPass
    let node: Int

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.sizeThatFits(node, proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: pass.sizeThatFits(node, proposal), source: (pass, node, proposal))
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { pass.spacing(of: node) }

    /// The subview's layout priority (`layoutPriority`; 0 by default).
    public var priority: Double { pass.nodes[node].priority }

    /// The value the subview set for `key` (`layoutValue(key:value:)`), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        pass.nodes[node].traits.value(for: key)
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        pass.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    /// Hides the subview: it is not drawn (ViewThatFits' unchosen children).
    func hide() { pass.hide(node) }

    /// Whether the subview's size is the same for every proposal, known without measuring.
    var isFixed: Bool { pass.isFixed(node) }

    /// Whether the subview's size is whatever it is proposed (a `rect`): its flexibility is ∞
    /// along either axis, known without measuring.
    var takesProposal: Bool { pass.takesProposal(node) }

    /// Whether the subview is a `Spacer`.
    var isSpacer: Bool { pass.nodes[node].isSpacer }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.pass === b.pass && a.node == b.node }
}

/// The subviews of a layout container, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    unowned(unsafe) let pass: ViewLayoutPass
    /// The container's children's node numbers, in the pass's flat child list (which does not
    /// move once the pass is built): indexing needs no array, so no retain or release.
    let ids: UnsafePointer<Int>
    /// The position of the first subview.
    public let startIndex: Int
    /// One past the position of the last subview.
    public let endIndex: Int

    init(pass: ViewLayoutPass, ids: UnsafePointer<Int>, range: Range<Int>) {
        self.pass = pass
        self.ids = ids
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The layout direction the subviews are laid out in. Frames are computed left to right and
    /// mirrored afterwards, so layouts rarely need it.
    public var layoutDirection: LayoutDirection { pass.layoutDirection }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index out of range")
        return LayoutSubview(pass: pass, node: ids[index])
    }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of bounds")
        return LayoutSubviews(pass: pass, ids: ids, range: bounds)
    }

    /// Two collections are equal when they hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.pass === b.pass && a.count == b.count && zip(a, b).allSatisfy { $0.node == $1.node }
    }
}
