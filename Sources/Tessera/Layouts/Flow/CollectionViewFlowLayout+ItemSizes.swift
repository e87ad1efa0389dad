import Foundation

extension CollectionViewFlowLayout {
    /// Checks the layout's own numbers, naming the first bad one.
    func validateKnobs() throws {
        try LayoutValueChecks.size(itemSize, path: ["itemSize"])
        if case .estimated(let size) = estimatedItemSize { try LayoutValueChecks.size(size, path: ["estimatedItemSize"]) }
        try LayoutValueChecks.finite(minimumLineSpacing, path: ["minimumLineSpacing"])
        try LayoutValueChecks.nonNegative(minimumInteritemSpacing, path: ["minimumInteritemSpacing"])
        try LayoutValueChecks.insets(sectionInset, path: ["sectionInset"])
        try LayoutValueChecks.size(headerReferenceSize, path: ["headerReferenceSize"])
        try LayoutValueChecks.size(footerReferenceSize, path: ["footerReferenceSize"])
        for (index, o) in sectionOverrides {
            let prefix: LayoutPath = ["sectionOverrides", .index(index)]
            if let v = o.sectionInset { try LayoutValueChecks.insets(v, path: prefix.key("sectionInset")) }
            if let v = o.minimumLineSpacing { try LayoutValueChecks.finite(v, path: prefix.key("minimumLineSpacing")) }
            if let v = o.minimumInteritemSpacing { try LayoutValueChecks.nonNegative(v, path: prefix.key("minimumInteritemSpacing")) }
            if let v = o.headerReferenceSize { try LayoutValueChecks.size(v, path: prefix.key("headerReferenceSize")) }
            if let v = o.footerReferenceSize { try LayoutValueChecks.size(v, path: prefix.key("footerReferenceSize")) }
        }
    }

    /// Each item's size, in UIKit's order: a self-sizing item's measured size, else its estimate;
    /// `sizeForItem`; the item's intrinsic size; `itemSize`, its height taken from the item's
    /// aspect ratio or fixed height where it has one. `firstItem` is the first item's index in
    /// its section (items appended to a section start past its others).
    func itemSizes(_ data: SectionData, section: Int, firstItem: Int = 0) throws -> [CGSize] {
        var sizes: [CGSize] = []
        sizes.reserveCapacity(data.count)
        for i in 0..<data.count {
            let item = data[i]
            var size: CGSize
            if let sizeForItem {
                size = sizeForItem(.item(firstItem + i, section: section))
            } else if case .intrinsicSize(let s) = item.sizing {
                size = s
            } else {
                size = CGSize(width: itemSize.width, height: item.sizing.height(forWidth: itemSize.width) ?? itemSize.height)
            }
            if item.selfSizing == .takesCellPreferredSize {
                if case .estimated(let estimate) = estimatedItemSize { size = estimate }
                if estimatedItemSize != .none, let measured = item.measuredSize { size = measured }
            }
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                let bad = size.width.isFinite && size.width >= 0 ? size.height : size.width
                throw LayoutError(bad.isFinite ? .outOfRange(.atLeast(0), got: Double(bad)) : .notFinite(got: Double(bad)), at: ["sections", .index(section), "items", .index(firstItem + i)])
            }
            sizes.append(size)
        }
        return sizes
    }
}
