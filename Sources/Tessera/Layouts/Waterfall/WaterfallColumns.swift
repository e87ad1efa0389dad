import Foundation

/// How many columns a waterfall section has: a fixed count, or as many as fit at a minimum
/// width (SwiftUI's `GridItem(.adaptive(minimum:))`).
public enum WaterfallColumns: Sendable, Hashable {
    /// Exactly `n` columns (1 … `WaterfallLayout.maximumColumnCount`).
    case fixed(Int)
    /// As many columns of at least `minWidth` points as fit:
    /// `max(1, floor((available + spacing) / (minWidth + spacing)))`.
    case adaptive(minWidth: CGFloat)

    /// The number of columns in `availableWidth` points with `spacing` between columns, as a
    /// floating-point number so that absurd adaptive counts can be refused rather than trapped
    /// on. At least 1.
    func count(availableWidth: CGFloat, spacing: CGFloat) -> CGFloat {
        switch self {
        case .fixed(let n):
            return CGFloat(n)
        case .adaptive(let minWidth):
            let fitting = ((availableWidth + spacing) / (minWidth + spacing)).rounded(.down)
            return fitting.isNaN ? 1 : max(1, fitting)
        }
    }
}
