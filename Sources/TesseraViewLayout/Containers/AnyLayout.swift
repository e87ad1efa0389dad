import Foundation
import Tessera

/// A type-erased layout (SwiftUI's `AnyLayout`): switch a set of subviews between layouts
/// (`isTied ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())`) keeping their identity.
/// `AnyLayout.interpolating(from:to:progress:)` gives the frames part way through the
/// animated transition between two layouts.
public struct AnyLayout: Layout, DynamicLayoutProperties {
    let layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache, erased.
    public struct Cache {
        var erased: Any
    }

    var instanceLayoutProperties: LayoutProperties { layout.dynamicLayoutProperties }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(erased: layout.erasedMakeCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { layout.erasedUpdateCache(&cache.erased, subviews) }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { layout.erasedSpacing(&cache.erased, subviews) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        layout.erasedSizeThatFits(proposal, subviews, &cache.erased)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        layout.erasedPlaceSubviews(bounds, proposal, subviews, &cache.erased)
    }

    /// The wrapped layout's guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        layout.erasedExplicitAlignment(guide.key, bounds, proposal, subviews, &cache.erased)
    }

    /// The wrapped layout's guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        layout.erasedExplicitAlignment(guide.key, bounds, proposal, subviews, &cache.erased)
    }

    /// The layout part way (`progress` 0…1) through the animated switch from `from` to `to`:
    /// its size and each subview's frame are interpolated linearly between the two layouts'.
    public static func interpolating(from: AnyLayout, to: AnyLayout, progress: Double) -> AnyLayout {
        AnyLayout(LayoutTransition(from: from, to: to, progress: progress))
    }
}

/// The frames of a switch between two layouts at `progress`. Each subview's frame under either
/// layout is found by recording where the layout places it; the subview is then placed at the
/// interpolated frame, proposed the interpolated size.
struct LayoutTransition: Layout {
    var from: AnyLayout
    var to: AnyLayout
    var progress: Double

    struct Cache {
        var from: AnyLayout.Cache
        var to: AnyLayout.Cache
    }

    func makeCache(subviews: Subviews) -> Cache { Cache(from: from.makeCache(subviews: subviews), to: to.makeCache(subviews: subviews)) }

    private var t: CGFloat { CGFloat(min(1, max(0, progress))) }

    static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let a = from.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.from)
        let b = to.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.to)
        return CGSize(width: Self.mix(a.width, b.width, t), height: Self.mix(a.height, b.height, t))
    }

    /// Where `layout` puts each subview in `bounds`, as frames.
    private func frames(_ layout: AnyLayout, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout AnyLayout.Cache) -> [CGRect] {
        let pass = subviews.pass
        let outer = pass.recording
        pass.recording = [:]
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let recorded = pass.recording ?? [:]
        pass.recording = outer
        return subviews.map { subview in
            guard let p = recorded[subview.node] else {
                let s = subview.sizeThatFits(.unspecified)
                return CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
            }
            let s = subview.sizeThatFits(p.proposal)
            return CGRect(x: p.position.x - p.anchor.x * s.width, y: p.position.y - p.anchor.y * s.height, width: s.width, height: s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // Each layout lays out in the bounds it would have had at this proposal, anchored at the same origin.
        let fromSize = from.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.from)
        let toSize = to.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.to)
        let a = frames(from, CGRect(origin: bounds.origin, size: fromSize), proposal, subviews, &cache.from)
        let b = frames(to, CGRect(origin: bounds.origin, size: toSize), proposal, subviews, &cache.to)
        for (k, subview) in subviews.enumerated() {
            let x = Self.mix(a[k].minX, b[k].minX, t), y = Self.mix(a[k].minY, b[k].minY, t)
            let w = Self.mix(a[k].width, b[k].width, t), h = Self.mix(a[k].height, b[k].height, t)
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: w, height: h))
        }
    }
}

extension ViewNode {
    /// `children` laid out by a type-erased layout.
    public static func anyLayout(_ layout: AnyLayout, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        .layout(layout, content())
    }
}

extension AnyLayout: ValidatingLayout {
    var validationName: String { (layout as? any ValidatingLayout)?.validationName ?? "" }
    var validationIssue: LayoutError? { (layout as? any ValidatingLayout)?.validationIssue }
}

extension LayoutTransition: ValidatingLayout {
    var validationName: String { "" }
    var validationIssue: LayoutError? {
        guard progress.isFinite else { return LayoutError(.notFinite(got: Double(progress)), at: ["progress"]) }
        guard (0...1).contains(progress) else { return LayoutError(.outOfRange(.from(0, to: 1), got: Double(progress)), at: ["progress"]) }
        return from.validationIssue ?? to.validationIssue
    }
}
