import Foundation

extension ItemData {
    /// The aspect ratio (width ÷ height) a justified row gives the item: its measured size's
    /// when it takes its cell's preferred size and the measurement has two sides above 0
    /// (clamped to `JustifiedRowsLayout.aspectRatioRange`), else its sizing's; 1 (square) for
    /// an item with no ratio of its own. Not checked: see `JustifiedRowsLayout.checkAspectRatio`.
    var justifiedAspectRatio: CGFloat {
        if selfSizing == .takesCellPreferredSize, let size = measuredSize, size.width > 0, size.height > 0 {
            let ratio = size.width / size.height
            let range = JustifiedRowsLayout.aspectRatioRange
            if ratio.isFinite { return min(max(ratio, range.lowerBound), range.upperBound) }
        }
        switch sizing {
        case .aspectRatio(let ratio): return ratio
        case .intrinsicSize(let size): return size.width / size.height
        case .unspecified, .fixedHeight: return 1
        }
    }
}

extension JustifiedRowsLayout {
    /// Checks an item's aspect ratio: a finite number in `aspectRatioRange`, else an error at
    /// `path` (the item, `sections[0].items[7]`).
    static func checkAspectRatio(_ ratio: CGFloat, path: LayoutPath) throws {
        guard !aspectRatioRange.contains(ratio) else { return }
        let reason: LayoutError.Reason =
            ratio.isFinite
            ? .outOfRange(.from(Double(aspectRatioRange.lowerBound), to: Double(aspectRatioRange.upperBound)), got: Double(ratio))
            : .notFinite(got: ratio.isNaN ? nil : Double(ratio))
        throw LayoutError(reason, at: path)
    }
}
