import Foundation
import Tessera

/// SwiftUI's `HStackLayout`: subviews side by side, leading to trailing (see `StackAlgorithm`).
public struct HStackLayout: AxisStackLayout {
    /// The guide the subviews line up on vertically.
    public var alignment: VerticalAlignment
    /// The space between adjacent subviews; nil for their preferred spacing (8 by default).
    public var spacing: CGFloat?

    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .horizontal }
    var alignmentKey: AlignmentKey { alignment.key }
}

/// SwiftUI's `VStackLayout`: subviews one below the other (see `StackAlgorithm`).
public struct VStackLayout: AxisStackLayout {
    /// The guide the subviews line up on horizontally.
    public var alignment: HorizontalAlignment
    /// The space between adjacent subviews; nil for their preferred spacing (8 by default).
    public var spacing: CGFloat?

    /// A vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .vertical }
    var alignmentKey: AlignmentKey { alignment.key }
}

/// What `HStackLayout` and `VStackLayout` share: one implementation of the `Layout`
/// requirements, parameterised by the stack's axis and the guide its subviews line up on
/// across it.
protocol AxisStackLayout: Layout, ValidatingLayout where Cache == StackLayoutCache {
    /// The axis the subviews are stacked along.
    static var axis: Axis { get }
    /// The guide across the axis that the subviews line up on.
    var alignmentKey: AlignmentKey { get }
    /// The space between adjacent subviews; nil for their preferred spacing.
    var spacing: CGFloat? { get }
}

extension AxisStackLayout {
    var algorithm: StackAlgorithm { StackAlgorithm(axis: Self.axis, spacing: spacing, alignment: alignmentKey) }

    /// Stacks along the stack's axis (so that a `Spacer` in it expands along that axis).
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = axis
        return p
    }

    /// Computes the spacings between neighbours.
    public func makeCache(subviews: Subviews) -> StackLayoutCache { algorithm.makeCache(subviews) }

    /// The stack's size: its children's lengths plus spacing along the axis, by its broadest
    /// aligned extent across it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.solve(proposal, SubviewChildren(subviews: subviews), &cache).size
    }

    /// Places the children one after the other along the axis (leading to trailing, top to bottom).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        algorithm.place(in: bounds, proposal, SubviewChildren(subviews: subviews), &cache)
    }

    /// The stack's alignment guide where its children line up (a vertical stack's).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGFloat? {
        explicitGuide(guide.key, in: bounds, proposal, subviews, &cache)
    }

    /// The stack's alignment guide where its children line up (a horizontal stack's).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGFloat? {
        explicitGuide(guide.key, in: bounds, proposal, subviews, &cache)
    }

    /// The guide `key` in `bounds`, if it is the one the children line up on (across the axis).
    private func explicitGuide(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout StackLayoutCache) -> CGFloat? {
        algorithm.explicitGuide(key, proposal, SubviewChildren(subviews: subviews), &cache).map { $0 + bounds.minCoordinate(along: Self.axis.other) }
    }

    var validationName: String { "" }
    var validationIssue: LayoutError? { algorithm.validationIssue }
}

/// SwiftUI's `ZStackLayout`: subviews on top of each other, lined up on `alignment`. Every
/// subview is proposed the stack's proposal; the stack's size is the union of its
/// highest-priority subviews' aligned frames.
public struct ZStackLayout: Layout {
    /// The guides the subviews line up on.
    public var alignment: Alignment

    /// An overlaying stack.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The union of the top-priority subviews' frames, with the guides at the origin.
    private func extent(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGRect {
        let top = subviews.map(\.priority).max() ?? 0
        var union: CGRect?
        for child in subviews where child.priority == top {
            let d = child.dimensions(in: proposal)
            let frame = CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: d.width, height: d.height)
            union = union?.union(frame) ?? frame
        }
        return union ?? .zero
    }

    /// The size of the union of the top-priority subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        extent(proposal, subviews).size
    }

    /// Places every subview with its guides on the stack's.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let e = extent(proposal, subviews)
        for child in subviews {
            let d = child.dimensions(in: proposal)
            child.place(at: CGPoint(x: bounds.minX - e.minX - d[alignment.horizontal], y: bounds.minY - e.minY - d[alignment.vertical]), proposal: proposal)
        }
    }

    /// The horizontal guide where the subviews line up.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        guide == alignment.horizontal && !subviews.isEmpty ? bounds.minX - extent(proposal, subviews).minX : nil
    }

    /// The vertical guide where the subviews line up.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        guide == alignment.vertical && !subviews.isEmpty ? bounds.minY - extent(proposal, subviews).minY : nil
    }
}

extension ViewNode {
    /// `HStack(alignment:spacing:) { … }`.
    public static func hstack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        .layout(HStackLayout(alignment: alignment, spacing: spacing), content())
    }

    /// `VStack(alignment:spacing:) { … }`.
    public static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        .layout(VStackLayout(alignment: alignment, spacing: spacing), content())
    }

    /// `ZStack(alignment:) { … }`.
    public static func zstack(alignment: Alignment = .center, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        .layout(ZStackLayout(alignment: alignment), content())
    }
}
