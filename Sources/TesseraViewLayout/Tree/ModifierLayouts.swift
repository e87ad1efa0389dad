import Foundation
import Tessera

/// A one-child layout that stands for a modifier (`frame`, `padding`, `fixedSize`,
/// `alignmentGuide`): it proposes its child a size derived from its own proposal, takes a size
/// derived from the child's, and puts the child at an offset. Placement and the forwarding of
/// the child's explicit guides are shared.
protocol ModifierLayout: Layout where Cache == Void {
    /// The spec name of the modifier, for error paths (`frame`).
    var modifierName: String { get }
    /// What the child is proposed.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
    /// The modifier's size given its proposal and its child's size for `childProposal`.
    func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize
    /// The child's origin relative to the modifier's own origin.
    func childOffset(in size: CGSize, child: ViewDimensions) -> CGPoint
    /// A bad value: its path under the modifier and what is wrong, or nil.
    var validationIssue: LayoutError? { get }
    /// An explicit guide the modifier itself sets, given its child's dimensions.
    func ownExplicitAlignment(_ key: AlignmentKey, child: ViewDimensions) -> CGFloat?
}

extension ModifierLayout {
    func ownExplicitAlignment(_ key: AlignmentKey, child: ViewDimensions) -> CGFloat? { nil }
    var validationIssue: LayoutError? { nil }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return size(for: proposal, childSize: subviews.sizeThatFits(at: subviews.startIndex, childProposal(proposal)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let childProposal = childProposal(proposal)
        let offset = childOffset(in: bounds.size, child: subviews.dimensions(at: subviews.startIndex, childProposal))
        subviews.place(at: subviews.startIndex, CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: childProposal)
    }

    func explicitValue(_ key: AlignmentKey, bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: childProposal(proposal))
        if let own = ownExplicitAlignment(key, child: dimensions) { return own }
        guard let value = dimensions.explicitValue(key) else { return nil }
        let offset = childOffset(in: bounds.size, child: dimensions)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        explicitValue(guide.key, bounds: bounds, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        explicitValue(guide.key, bounds: bounds, proposal: proposal, subviews: subviews)
    }
}

/// The offset that puts `child`'s `alignment` guides on those of a frame of `size` (a frame's
/// own guides are their defaults).
func alignedOffset(of child: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(width: size.width, height: size.height)
    return CGPoint(x: frame[alignment.horizontal] - child[alignment.horizontal], y: frame[alignment.vertical] - child[alignment.vertical])
}

/// A check that a value is a finite number >= 0: what is wrong with it, or nil.
func nonNegativeReason(_ value: CGFloat?) -> LayoutError.Reason? {
    guard let value else { return nil }
    if !value.isFinite { return .notFinite(got: Double(value)) }
    if value < 0 { return .outOfRange(.atLeast(0), got: Double(value)) }
    return nil
}

/// `frame(width:height:alignment:)`: a fixed size on the given axes, the child's size on the others.
struct FixedFrameLayout: ModifierLayout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    var modifierName: String { "frame" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
        CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childOffset(in size: CGSize, child: ViewDimensions) -> CGPoint { alignedOffset(of: child, in: size, alignment: alignment) }

    var validationIssue: LayoutError? {
        if let r = nonNegativeReason(width) { return LayoutError(r, at: ["width"]) }
        if let r = nonNegativeReason(height) { return LayoutError(r, at: ["height"]) }
        return nil
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, as in SwiftUI: an unspecified proposal becomes the ideal length if one is given;
/// the child is proposed that clamped to [min, max]; the frame takes the proposal clamped to
/// [min ?? child, max ?? child] (so a frame with only a maximum shrinks to a smaller proposal
/// but never below its child, and one with only a minimum grows to a larger child).
struct FlexibleFrameLayout: ModifierLayout {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment

    var modifierName: String { "frame" }

    static func childLength(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
        guard var p = proposed ?? ideal else { return nil }
        if let min { p = Swift.max(p, min) }
        if let max { p = Swift.min(p, max) }
        return p
    }

    static func length(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?, child: CGFloat) -> CGFloat {
        if min == nil, max == nil { return proposed == nil ? ideal ?? child : child }
        let p = proposed ?? ideal ?? child
        return Swift.max(min ?? child, Swift.min(max ?? child, p))
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.childLength(p.width, min: minWidth, ideal: idealWidth, max: maxWidth),
            height: Self.childLength(p.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    func size(for p: ProposedViewSize, childSize: CGSize) -> CGSize {
        CGSize(
            width: Self.length(p.width, min: minWidth, ideal: idealWidth, max: maxWidth, child: childSize.width),
            height: Self.length(p.height, min: minHeight, ideal: idealHeight, max: maxHeight, child: childSize.height))
    }

    func childOffset(in size: CGSize, child: ViewDimensions) -> CGPoint { alignedOffset(of: child, in: size, alignment: alignment) }

    var validationIssue: LayoutError? {
        let named: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("minHeight", minHeight), ("idealHeight", idealHeight),
        ]
        for (key, value) in named { if let r = nonNegativeReason(value) { return LayoutError(r, at: [.key(key)]) } }
        for (key, value) in [("maxWidth", maxWidth), ("maxHeight", maxHeight)] {
            if let v = value, v != .infinity, let r = nonNegativeReason(v) { return LayoutError(r, at: [.key(key)]) }
        }
        if let a = minWidth, let b = maxWidth, a > b { return LayoutError(.exceeds(other: "maxWidth", limit: Double(b), got: Double(a)), at: ["minWidth"]) }
        if let a = minHeight, let b = maxHeight, a > b { return LayoutError(.exceeds(other: "maxHeight", limit: Double(b), got: Double(a)), at: ["minHeight"]) }
        return nil
    }
}

/// `padding`: the child proposed the proposal less the insets, the modifier its child's size plus them.
struct PaddingLayout: ModifierLayout {
    var insets: EdgeInsets

    var modifierName: String { "padding" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
        CGSize(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    }

    func childOffset(in size: CGSize, child: ViewDimensions) -> CGPoint { CGPoint(x: insets.leading, y: insets.top) }

    /// The child's preferences, but an edge with padding is an ordinary view's edge (SwiftUI
    /// resets the padded edges: text inside no longer meets text outside there).
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var s = subviews.first?.spacing ?? ViewSpacing()
        let plain = ViewSpacing()
        if insets.top != 0 { s.top = plain.top }
        if insets.leading != 0 { s.leading = plain.leading }
        if insets.bottom != 0 { s.bottom = plain.bottom }
        if insets.trailing != 0 { s.trailing = plain.trailing }
        return s
    }

    var validationIssue: LayoutError? {
        insets.isFinite ? nil : LayoutError(.notFinite(got: nil))
    }
}

/// `fixedSize(horizontal:vertical:)`: the child proposed nothing (its ideal size) on the fixed axes.
struct FixedSizeLayout: ModifierLayout {
    var horizontal: Bool
    var vertical: Bool

    var modifierName: String { "fixedSize" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize { childSize }

    func childOffset(in size: CGSize, child: ViewDimensions) -> CGPoint { .zero }
}

/// `alignmentGuide(_:computeValue:)`: sets one explicit guide from the view's dimensions.
struct AlignmentGuideLayout: ModifierLayout {
    var key: AlignmentKey
    var computeValue: @Sendable (ViewDimensions) -> CGFloat

    var modifierName: String { "alignmentGuide" }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize { p }
    func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize { childSize }
    func childOffset(in size: CGSize, child: ViewDimensions) -> CGPoint { .zero }

    func ownExplicitAlignment(_ key: AlignmentKey, child: ViewDimensions) -> CGFloat? {
        key == self.key ? computeValue(child) : nil
    }
}

extension ViewNode {
    /// `view` in a fixed frame, and the first bad argument (its path under the frame and the
    /// problem), if any: for the spec decoder, which names the JSON key.
    package func checkedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> (node: ViewNode, issue: LayoutError?) {
        let layout = FixedFrameLayout(width: width, height: height, alignment: alignment)
        return (modified(by: layout), layout.validationIssue)
    }

    /// `view` in a flexible frame, and the first bad argument (its path under the frame and the problem), if any.
    package func checkedFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
        alignment: Alignment
    ) -> (node: ViewNode, issue: LayoutError?) {
        let layout = FlexibleFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment)
        return (modified(by: layout), layout.validationIssue)
    }
}
