import Foundation
import Tessera

/// The seed's `BlockGridLayout` (Instagram Explore) as a `Layout`: its subviews are the items
/// of a `MosaicLayout` of `pattern` and `spacing` as wide as the proposal, each placed at
/// exactly the frame the mosaic layout gives that item (edges rounded to the display's pixel
/// grid as the mosaic rounds them) and proposed that frame's size. Its height is the mosaic's
/// content height. Asked for its ideal size (an unspecified or infinite width), it is as wide as
/// it must be for every tile to hold its subview's ideal size.
public struct BlockGridLayout: Layout {
    /// The repeating pattern of tiles (Instagram Explore's by default).
    public var pattern: MosaicPattern
    /// The space between cells.
    public var spacing: CGFloat

    /// A block grid of `pattern` with `spacing` between cells.
    public init(pattern: MosaicPattern = .explore, spacing: CGFloat = 1) {
        self.pattern = pattern
        self.spacing = spacing
    }

    /// The mosaic for a proposed width: an unspecified or infinite width asks for the grid's
    /// ideal width (`idealWidth(_:)`). Nil when the spacing leaves no room.
    private func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (width: CGFloat, geometry: MosaicGeometry)? {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth(subviews)
        return (try? MosaicLayout(pattern: pattern, spacing: spacing).geometry(width: width)).map { (width, $0) }
    }

    /// The narrowest width at which every subview's tile holds its ideal size (SwiftUI's answer
    /// to an unspecified proposal): the tiles are square cells `unit` apart by `spacing`, so a
    /// tile of `k` columns (or rows) holds `k · unit + (k − 1) · spacing`. The unit is the largest
    /// any subview needs, rounded up to the pixel grid.
    func idealWidth(_ subviews: Subviews) -> CGFloat {
        let tiles = pattern.groups.flatMap { $0 }
        var unit: CGFloat = 0
        for (i, subview) in subviews.enumerated() where !tiles.isEmpty {
            let tile = tiles[i % tiles.count], size = subview.sizeThatFits(.unspecified)
            let across = (size.width - CGFloat(tile.columnSpan - 1) * spacing) / CGFloat(tile.columnSpan)
            let down = (size.height - CGFloat(tile.rowSpan - 1) * spacing) / CGFloat(tile.rowSpan)
            unit = max(unit, across, down)
        }
        let columns = CGFloat(pattern.columns)
        return columns * subviews.pass.pixelGrid.ceil(unit) + (columns - 1) * spacing
    }

    /// The proposed width by the mosaic's height for the subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let (width, g) = geometry(proposal, subviews) else {
            return CGSize(width: proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0, height: 0)
        }
        return CGSize(width: width, height: subviews.pass.pixelGrid.round(g.sectionEnd(top: 0, count: subviews.count)))
    }

    /// Places subview i at item i's mosaic frame.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let (_, g) = geometry(proposal, subviews) else {
            for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
            return
        }
        let grid = subviews.pass.pixelGrid
        for (i, subview) in subviews.enumerated() {
            let f = g.frame(ofItem: i, top: 0, grid: grid)
            subview.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), proposal: ProposedViewSize(f.size))
        }
    }
}

extension BlockGridLayout: ValidatingLayout {
    var validationName: String { "" }
    var validationIssue: LayoutError? {
        nonNegativeReason(spacing).map { LayoutError($0, at: ["spacing"]) }
    }
}
