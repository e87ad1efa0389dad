import Foundation

extension JustifiedRowsLayout {
    /// Checks every knob and resolves them against `environment`'s width and pixel grid. Errors
    /// name the property (`targetRowHeight`, `sectionInsets.leading`), and `sectionInsets` when
    /// the insets leave no room for a row.
    package func metrics(in environment: LayoutEnvironment) throws -> JustifiedRowMetrics {
        try LayoutValueChecks.positive(targetRowHeight, path: ["targetRowHeight"])
        try LayoutValueChecks.finite(targetRowHeight, path: ["targetRowHeight"])
        try LayoutValueChecks.nonNegative(targetRowHeightTolerance, path: ["targetRowHeightTolerance"])
        guard targetRowHeightTolerance <= 1 else {
            throw LayoutError(.outOfRange(.from(0, to: 1), got: Double(targetRowHeightTolerance)), at: ["targetRowHeightTolerance"])
        }
        try LayoutValueChecks.nonNegative(interitemSpacing, path: ["interitemSpacing"])
        try LayoutValueChecks.finite(interitemSpacing, path: ["interitemSpacing"])
        try LayoutValueChecks.nonNegative(lineSpacing, path: ["lineSpacing"])
        try LayoutValueChecks.finite(lineSpacing, path: ["lineSpacing"])
        try LayoutValueChecks.insets(sectionInsets, path: ["sectionInsets"])
        try LayoutValueChecks.nonNegative(headerHeight, path: ["headerHeight"])
        try LayoutValueChecks.nonNegative(footerHeight, path: ["footerHeight"])
        let width = environment.containerSize.width
        guard width - sectionInsets.horizontal > 0 else {
            throw LayoutError(.noRoom(needed: Double(sectionInsets.horizontal), available: Double(width)), at: ["sectionInsets"])
        }
        return JustifiedRowMetrics(layout: self, width: width, grid: environment.pixelGrid)
    }
}
