import Foundation

/// The straightforward implementation the seed articles use, measured beside Tessera: one
/// attributes object per item (like `UICollectionViewLayoutAttributes`), filled round-robin,
/// and a linear scan over all of them to answer "what is in this rect".
final class BaselineAttributes {
    let indexPath: IndexPath
    var frame: CGRect
    var zIndex = 0
    var alpha: CGFloat = 1

    init(indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
    }
}

enum Baseline {
    /// The seed's waterfall: item i goes to column i % columns, heights from aspect ratios.
    static func roundRobinWaterfall(aspectRatios: [CGFloat], columns: Int, width: CGFloat, spacing: CGFloat) -> (cache: [BaselineAttributes], height: CGFloat) {
        let columnWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var yOffsets = [CGFloat](repeating: 0, count: columns)
        var cache: [BaselineAttributes] = []
        for (i, ratio) in aspectRatios.enumerated() {
            let column = i % columns
            let height = columnWidth / ratio
            let frame = CGRect(x: CGFloat(column) * (columnWidth + spacing), y: yOffsets[column], width: columnWidth, height: height)
            cache.append(BaselineAttributes(indexPath: IndexPath(indexes: [0, i]), frame: frame))
            yOffsets[column] += height + spacing
        }
        return (cache, (yOffsets.max() ?? spacing) - spacing)
    }

    /// The seed's Explore grid: per-item objects placed by the 5-item group pattern.
    static func exploreMosaic(count: Int, width: CGFloat, spacing: CGFloat) -> [BaselineAttributes] {
        let unit = (width - 2 * spacing) / 3
        var cache: [BaselineAttributes] = []
        for i in 0..<count {
            let group = i / 5, position = i % 5
            let top = CGFloat(group) * 2 * (unit + spacing)
            let tallOnRight = group % 2 == 0
            let frame: CGRect
            if position == 0 {
                frame = CGRect(x: tallOnRight ? 2 * (unit + spacing) : 0, y: top, width: unit, height: 2 * unit + spacing)
            } else {
                let column = (position - 1) % 2 + (tallOnRight ? 0 : 1)
                let row = (position - 1) / 2
                frame = CGRect(x: CGFloat(column) * (unit + spacing), y: top + CGFloat(row) * (unit + spacing), width: unit, height: unit)
            }
            cache.append(BaselineAttributes(indexPath: IndexPath(indexes: [0, i]), frame: frame))
        }
        return cache
    }

    /// A flow-layout grid as an app's `prepare()` writes it: per-item objects, as many items of
    /// `itemSize` to a row as fit with `spacing` between them, the rows `spacing` apart.
    static func flowGrid(count: Int, itemSize: CGSize, width: CGFloat, spacing: CGFloat) -> [BaselineAttributes] {
        let perRow = max(1, Int((width + spacing) / (itemSize.width + spacing)))
        let gap = perRow > 1 ? (width - CGFloat(perRow) * itemSize.width) / CGFloat(perRow - 1) : 0
        var cache: [BaselineAttributes] = []
        for i in 0..<count {
            let (row, column) = i.quotientAndRemainder(dividingBy: perRow)
            let frame = CGRect(x: CGFloat(column) * (itemSize.width + gap), y: CGFloat(row) * (itemSize.height + spacing), width: itemSize.width, height: itemSize.height)
            cache.append(BaselineAttributes(indexPath: IndexPath(indexes: [0, i]), frame: frame))
        }
        return cache
    }

    /// `layoutAttributesForElements(in:)` as the seed writes it: filter every attribute.
    static func linearScan(_ cache: [BaselineAttributes], in rect: CGRect) -> [BaselineAttributes] {
        cache.filter { $0.frame.intersects(rect) }
    }
}
