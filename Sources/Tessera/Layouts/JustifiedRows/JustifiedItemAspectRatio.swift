import Foundation

extension ItemData {
    /// The aspect ratio (width ÷ height) a justified row gives the item: its measured size's
    /// when it takes its cell's preferred size and the measurement has two sides above 0
    /// (clamped to `JustifiedRowsLayout.aspectRatioRange`), else its sizing's; 1 (square) for
    /// an item with no ratio of its own. Not checked: see `JustifiedRowsLayout.aspectRatios`.
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
    /// The aspect ratios of `items`, items `firstIndex…` of section `section`. Throws at the
    /// item (`sections[0].items[7]`) whose ratio is not a finite number in `aspectRatioRange`.
    static func aspectRatios(of items: SectionData, section: Int, firstIndex: Int) throws -> [CGFloat] {
        let ratios: [CGFloat]
        switch items.storedItems {
        case .bareCount: return Array(repeating: 1, count: items.count)
        case .aspectRatios(let stored): ratios = stored
        case .items(let data): ratios = data.map(\.justifiedAspectRatio)
        }
        for (i, ratio) in ratios.enumerated() where !aspectRatioRange.contains(ratio) {
            let reason: LayoutError.Reason =
                ratio.isFinite
                ? .outOfRange(.from(Double(aspectRatioRange.lowerBound), to: Double(aspectRatioRange.upperBound)), got: Double(ratio))
                : .notFinite(got: ratio.isNaN ? nil : Double(ratio))
            throw LayoutError(reason, at: ["sections", .index(section), "items", .index(firstIndex + i)])
        }
        return ratios
    }
}
