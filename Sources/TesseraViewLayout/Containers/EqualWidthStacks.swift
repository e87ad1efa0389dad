import Foundation
import Tessera

/// The equal-size stack of WWDC22's "Compose custom layouts with SwiftUI", along one axis:
/// every subview as long as the longest subview's ideal length and as broad as the broadest,
/// centred in its slot, whatever the proposal.
struct EqualLengthStack {
    let axis: Axis
    let spacing: CGFloat?

    struct Solution {
        var slot: CGSize
        var spacings: [CGFloat]
    }

    func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
        let spacings = StackAlgorithm.spacings(subviews, along: axis, fixed: spacing)
        var widest = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(.unspecified)
            widest = CGSize(width: max(widest.width, s.width), height: max(widest.height, s.height))
        }
        // WWDC22's: the widest ideal length, whatever the proposal (a narrower proposal gets a
        // stack wider than it asked, which a `ViewThatFits` reads as "does not fit").
        let length = widest.length(along: axis)
        return Solution(slot: CGSize(length: length, along: axis, breadth: widest.length(along: axis.other)), spacings: spacings)
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let s = solve(proposal, subviews)
        let length = s.slot.length(along: axis) * CGFloat(subviews.count) + s.spacings.reduce(0, +)
        return CGSize(length: length, along: axis, breadth: s.slot.length(along: axis.other))
    }

    func place(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let s = solve(proposal, subviews)
        let slot = s.slot.length(along: axis)
        var position = bounds.minCoordinate(along: axis) + slot / 2
        let across = axis == .horizontal ? bounds.midY : bounds.midX
        for (k, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(coordinate: position, along: axis, across: across), anchor: .center, proposal: ProposedViewSize(s.slot))
            position += slot + (k < s.spacings.count ? s.spacings[k] : 0)
        }
    }
}

/// WWDC22's `MyEqualWidthHStack`: subviews side by side, each as wide as the widest one's
/// ideal width; the stack is that width times the count plus the spacing, whatever the
/// proposal (WWDC22's sample does not clamp: give it a `ViewThatFits` to fall back).
public struct EqualWidthHStack: EqualLengthStackLayout {
    /// The space between subviews; nil for their preferred spacing.
    public var spacing: CGFloat?

    /// An equal-width horizontal stack.
    public init(spacing: CGFloat? = nil) { self.spacing = spacing }

    static var axis: Axis { .horizontal }
}

/// WWDC22's equal-height vertical counterpart: subviews one below the other, each as tall as
/// the tallest one's ideal height and as wide as the widest.
public struct EqualWidthVStack: EqualLengthStackLayout {
    /// The space between subviews; nil for their preferred spacing.
    public var spacing: CGFloat?

    /// An equal-size vertical stack.
    public init(spacing: CGFloat? = nil) { self.spacing = spacing }

    static var axis: Axis { .vertical }
}

/// What `EqualWidthHStack` and `EqualWidthVStack` share: one implementation of the `Layout`
/// requirements (`EqualLengthStack`), parameterised by the axis.
protocol EqualLengthStackLayout: Layout, ValidatingLayout where Cache == Void {
    /// The axis the subviews are stacked along.
    static var axis: Axis { get }
    /// The space between subviews; nil for their preferred spacing.
    var spacing: CGFloat? { get }
}

extension EqualLengthStackLayout {
    /// n equal lengths plus spacing along the axis, by the broadest ideal extent across it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        EqualLengthStack(axis: Self.axis, spacing: spacing).size(proposal, subviews)
    }

    /// Each subview centred in its equal slot.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        EqualLengthStack(axis: Self.axis, spacing: spacing).place(bounds, proposal, subviews)
    }

    var validationName: String { "" }
    var validationIssue: LayoutError? { finiteSpacingIssue(spacing) }
}

/// A check that an optional spacing (under `key`) is a finite number.
func finiteSpacingIssue(_ spacing: CGFloat?, key: String = "spacing") -> LayoutError? {
    guard let spacing, !spacing.isFinite else { return nil }
    return LayoutError(.notFinite(got: Double(spacing)), at: [.key(key)])
}
