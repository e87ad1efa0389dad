import Foundation

extension LayoutSnapshot {
    /// The visible bounds at `contentOffset`: the container's size placed at the offset. A NaN
    /// coordinate counts as 0 and infinite ones as ±`LayoutLimits.maximumMagnitude`, so the
    /// bounds are always finite.
    public func visibleBounds(at contentOffset: CGPoint) -> CGRect {
        CGRect(origin: contentOffset.sanitized, size: environment.containerSize)
    }

    /// The elements whose displayed frames overlap `rect` when the content is scrolled to
    /// `contentOffset`: pinned headers and footers are where they stick (with their raised
    /// zIndex while displaced), and the snapshot's `visibleItemsEffect` has been applied.
    /// O(log n + k). Order as in `elements(in:)`.
    public func elements(in rect: CGRect, contentOffset: CGPoint) -> [LayoutAttributes] {
        elements(in: rect, contentOffset: contentOffset, contentInset: .zero)
    }

    /// `elements(in:contentOffset:)` with pinned elements sticking within the part of the
    /// viewport `contentInset` leaves uncovered.
    func elements(in rect: CGRect, contentOffset: CGPoint, contentInset: ScrollInsets) -> [LayoutAttributes] {
        let contentOffset = contentOffset.sanitized
        var result: [LayoutAttributes] = []
        let visible = unobscuredBounds(at: ScrollState(contentOffset: contentOffset, contentInset: contentInset))
        forEachElement(overlapping: rect, displayed: { displayed($0, visible: visible) }) { result.append($0) }
        visibleItemsEffect?.apply(to: &result, contentOffset: contentOffset, environment: environment)
        return result
    }

    /// Every element, displayed as at `contentOffset` (pinned elements moved, effects applied).
    public func allElements(contentOffset: CGPoint) -> [LayoutAttributes] {
        let contentOffset = contentOffset.sanitized
        var result: [LayoutAttributes] = []
        forEachElement(overlapping: nil, contentOffset: contentOffset) { result.append($0) }
        visibleItemsEffect?.apply(to: &result, contentOffset: contentOffset, environment: environment)
        return result
    }

    /// The part of the visible bounds at `state` that its content inset leaves uncovered: where
    /// pinned headers and footers stick (below a navigation bar, above a tab bar).
    public func unobscuredBounds(at state: ScrollState) -> CGRect {
        visibleBounds(at: state.contentOffset).unobscured(by: state.contentInset.sanitized)
    }

    /// The displayed attributes of one supplementary element at `contentOffset`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, contentOffset: CGPoint) -> LayoutAttributes? {
        layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath, at: ScrollState(contentOffset: contentOffset))
    }

    /// The displayed attributes of one supplementary element at `state` (pinned within the
    /// unobscured bounds).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, at state: ScrollState) -> LayoutAttributes? {
        guard let r = record(category: .supplementary, kind: kind, at: indexPath) else { return nil }
        return displayed(r, visible: unobscuredBounds(at: state))
    }

    package func displayed(_ r: SupplementaryRecord, visible: CGRect) -> LayoutAttributes {
        guard let pinning = r.pinning else { return r.attributes }
        var a = r.attributes
        let (frame, isPinned) = pinning.pinnedFrame(for: a.frame, visible: visible, axis: scrollDirection)
        a.frame = frame
        if isPinned { a.zIndex = pinning.pinnedZIndex }
        return a
    }

    private func forEachElement(overlapping rect: CGRect?, contentOffset: CGPoint, _ body: (LayoutAttributes) -> Void) {
        let visible = visibleBounds(at: contentOffset)
        forEachElement(overlapping: rect, displayed: { displayed($0, visible: visible) }, body)
    }
}
