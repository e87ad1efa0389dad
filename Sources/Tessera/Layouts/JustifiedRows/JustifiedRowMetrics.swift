import Foundation

/// A justified-rows layout's knobs resolved against a container width and a pixel grid: where a
/// row starts and ends, in whole pixels, and how a row of items is cut into pixel-exact frames.
///
/// A row's items are placed in pixels: its leading edge and trailing edge are the insets'
/// edges rounded to the grid, the spacing before item `i` is `i · interitemSpacing` rounded
/// (so equal gaps when the spacing is on the grid), and what is left is the row's content,
/// which its items share by rounding their running sum of widths. The last item of a full
/// row ends exactly at the content's end, so the widths add up to it exactly.
package struct JustifiedRowMetrics: Sendable, Hashable {
    let grid: PixelGrid
    /// The row's leading and trailing edges, in pixels (whole numbers).
    let startPixel: CGFloat
    let endPixel: CGFloat
    let interitemSpacing: CGFloat
    let lineSpacing: CGFloat
    let targetHeight: CGFloat
    let minimumHeight: CGFloat
    let maximumHeight: CGFloat
    let insets: DirectionalEdgeInsets
    let headerHeight: CGFloat
    let footerHeight: CGFloat
    /// The container's width: headers and footers span it.
    let width: CGFloat

    init(layout: JustifiedRowsLayout, width: CGFloat, grid: PixelGrid) {
        self.grid = grid
        startPixel = PixelGrid.roundHalfAwayFromZero(layout.sectionInsets.leading * grid.scale)
        endPixel = PixelGrid.roundHalfAwayFromZero((width - layout.sectionInsets.trailing) * grid.scale)
        interitemSpacing = layout.interitemSpacing
        // Whole pixels, as rows' heights are (`rowHeight`).
        lineSpacing = grid.round(layout.lineSpacing)
        targetHeight = layout.targetRowHeight
        minimumHeight = layout.minimumRowHeight
        maximumHeight = layout.maximumRowHeight
        insets = layout.sectionInsets
        headerHeight = layout.headerHeight
        footerHeight = layout.footerHeight
        self.width = width
    }

    /// The pixels of spacing before item `index` of a row.
    @inline(__always)
    func gapPixels(before index: Int) -> CGFloat {
        PixelGrid.roundHalfAwayFromZero(CGFloat(index) * interitemSpacing * grid.scale)
    }

    /// The pixels a row of `count` items leaves for the items themselves (0 when the spacings
    /// take it all).
    @inline(__always)
    func contentPixels(count: Int) -> CGFloat {
        max(0, endPixel - startPixel - gapPixels(before: count - 1))
    }

    /// The height at which `count` items whose aspect ratios add up to `ratioSum` fill a row.
    @inline(__always)
    func fillingHeight(count: Int, ratioSum: CGFloat) -> CGFloat {
        contentPixels(count: count) / grid.scale / ratioSum
    }

    /// The height a row takes on screen, `height` rounded to whole pixels: a row's top is then
    /// the section's first row's top plus whole pixels, so a change above moves every row
    /// below by the same pixels (rows rounded each on its own moved by amounts a pixel apart,
    /// and a row the user reads moved when one above measured).
    @inline(__always)
    func rowHeight(_ height: CGFloat) -> CGFloat { grid.round(height) }

    /// Adds the frames of a row of items with aspect ratios `ratios`, `height` high from `top`
    /// (`rowHeight(height)` on screen): filling the row's content exactly when `fills`, else
    /// each item as wide as its ratio says (a section's last row), from the leading edge.
    func addRow(_ ratios: [CGFloat], top: CGFloat, height: CGFloat, fills: Bool, into builder: inout LayoutSnapshotBuilder) {
        let y = grid.roundedSpan(from: top, to: top + rowHeight(height))
        let content = contentPixels(count: ratios.count)
        let scale = grid.scale
        var sum: CGFloat = 0
        var start: CGFloat = 0
        for (i, ratio) in ratios.enumerated() {
            sum += ratio
            let end = fills && i == ratios.count - 1 ? content : min(content, PixelGrid.roundHalfAwayFromZero(sum * height * scale))
            let offset = startPixel + gapPixels(before: i)
            let x = grid.roundedSpan(from: (offset + start) / scale, to: (offset + end) / scale)
            builder.addCell(frame: CGRect(x: x.start, y: y.start, width: x.length, height: y.length))
            start = end
        }
    }
}
