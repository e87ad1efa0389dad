import Foundation
import Tessera

/// A proxy for one subview of a layout container (SwiftUI's `LayoutSubview`): ask it for its
/// size, dimensions, spacing, priority and layout values, and place it.
public struct LayoutSubview: Equatable {
    // Proxies are used only during the layout calls of the pass that made them (as in SwiftUI),
    // so they do not retain it, and call it through a guaranteed reference: a strong reference
    // taken on every subview access (even from an unowned(unsafe) one) was a retain and a
    // release per question, a tenth of a layout.
    let passRef: Unmanaged<ViewLayoutPass>
    let node: Int

    init(pass: Unmanaged<ViewLayoutPass>, node: Int) {
        passRef = pass
        self.node = node
    }

    /// Runs `body` on the pass without retaining it.
    @inline(__always) func withPass<R>(_ body: (ViewLayoutPass) -> R) -> R { passRef._withUnsafeGuaranteedRef(body) }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withPass { $0.sizeThatFits(node, proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), source: ViewDimensions.Source(pass: passRef, node: node, proposal: proposal))
    }

    /// The value of `key` in the subview sized for `proposal` (its `dimensions(in:)[key]`); a
    /// leaf sets no guide explicitly, so its default value is taken without asking the pass.
    func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if withPass({ $0.nodes[node].isLeaf }) { return key.defaultValue(ViewDimensions(size: size, source: nil)) }
        return ViewDimensions(size: size, source: ViewDimensions.Source(pass: passRef, node: node, proposal: proposal))[key]
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { withPass { $0.spacing(of: node) } }

    /// The subview's layout priority (`layoutPriority`; 0 by default).
    public var priority: Double { withPass { $0.nodes[node].priority } }

    /// The value the subview set for `key` (`layoutValue(key:value:)`), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        withPass { pass in
            guard let values = pass.nodes[node].layoutValues else { return K.defaultValue }
            return ViewTraits(values: values).value(for: key)
        }
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withPass { $0.place(node, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Hides the subview: it is not drawn (ViewThatFits' unchosen children).
    func hide() { withPass { $0.hide(node) } }

    /// Whether the subview's size is the same for every proposal, known without measuring.
    var isFixed: Bool { withPass { $0.isFixed(node) } }

    /// Whether the subview's size is whatever it is proposed (a `rect`): its flexibility is ∞
    /// along either axis, known without measuring.
    var takesProposal: Bool { withPass { $0.takesProposal(node) } }

    /// Whether the subview is a `Spacer`.
    var isSpacer: Bool { withPass { $0.nodes[node].isSpacer } }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.passRef.toOpaque() == b.passRef.toOpaque() && a.node == b.node }
}

/// The subviews of a layout container, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let passRef: Unmanaged<ViewLayoutPass>
    /// The container's children's node numbers, in the pass's flat child list (which does not
    /// move once the pass is built): indexing needs no array, so no retain or release.
    let ids: UnsafePointer<Int>
    /// The position of the first subview.
    public let startIndex: Int
    /// One past the position of the last subview.
    public let endIndex: Int

    init(pass: Unmanaged<ViewLayoutPass>, ids: UnsafePointer<Int>, range: Range<Int>) {
        passRef = pass
        self.ids = ids
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The layout direction the subviews are laid out in. Frames are computed left to right and
    /// mirrored afterwards, so layouts rarely need it.
    public var layoutDirection: LayoutDirection { passRef._withUnsafeGuaranteedRef { $0.layoutDirection } }

    /// The pass (a strong reference: for the rare calls that need it whole).
    var pass: ViewLayoutPass { passRef.takeUnretainedValue() }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index out of range")
        return LayoutSubview(pass: passRef, node: ids[index])
    }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of bounds")
        return LayoutSubviews(pass: passRef, ids: ids, range: bounds)
    }

    /// Two collections are equal when they hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.passRef.toOpaque() == b.passRef.toOpaque() && a.count == b.count && zip(a, b).allSatisfy { $0.node == $1.node }
    }
}
