import Foundation
import Tessera

/// The seed's `BlockGridLayout` (Instagram Explore) as a `Layout`: its subviews are the items
/// of a `MosaicLayout` of `pattern` and `spacing` as wide as the proposal, each placed at
/// exactly the frame the mosaic layout gives that item (edges rounded to the display's pixel
/// grid as the mosaic rounds them) and proposed that frame's size. Its height is the mosaic's
/// content height.
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

    /// The mosaic for a proposed width: an unspecified or infinite width is taken as 10 points a
    /// column (as a `Color` takes 10 points). Nil when the spacing leaves no room.
    private func geometry(_ proposal: ProposedViewSize) -> (width: CGFloat, geometry: MosaicGeometry)? {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? CGFloat(pattern.columns) * 10
        return (try? MosaicLayout(pattern: pattern, spacing: spacing).geometry(width: width)).map { (width, $0) }
    }

    /// The proposed width by the mosaic's height for the subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let (width, g) = geometry(proposal) else { return CGSize(width: max(0, proposal.width ?? 0), height: 0) }
        return CGSize(width: width, height: subviews.pass.pixelGrid.round(g.sectionEnd(top: 0, count: subviews.count)))
    }

    /// Places subview i at item i's mosaic frame.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let (_, g) = geometry(proposal) else {
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
