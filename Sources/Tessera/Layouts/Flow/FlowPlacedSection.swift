import Foundation

/// One flow-layout section laid out, its frames on the pixel grid, waiting to be added to a
/// snapshot (after every section, so that a sideways right-to-left layout can be mirrored across
/// the content's final width).
struct FlowPlacedSection {
    var cells: [CGRect] = []
    var header: CGRect?
    var footer: CGRect?
    /// The section's extent along the scroll axis, on the grid: where its pinned elements slide.
    var range: ClosedRange<CGFloat> = 0...0
    /// Where the section ends along the scroll axis (not rounded).
    var end: CGFloat = 0
    /// Whether the builder's last section is this one, its cells before these kept (an append).
    var continuesSection = false

    /// Adds the section's cells, then its header and footer, pinned if asked.
    func add(to builder: inout LayoutSnapshotBuilder, pinsHeader: Bool, pinsFooter: Bool) {
        let section = continuesSection ? builder.numberOfSections - 1 : builder.startSection()
        builder.reserveCapacity(cells: cells.count)
        builder.withCellWriter { writer in
            for frame in cells { writer.addCell(frame: frame, zIndex: 0) }
        }
        let indexPath = IndexPath.item(0, section: section)
        if let header {
            let pin = pinsHeader ? PinningBehavior(edge: .leading, range: range, pinnedZIndex: CollectionViewFlowLayout.pinnedZIndex) : nil
            builder.addSupplementary(kind: ElementKind.header, at: indexPath, frame: header, pinning: pin)
        }
        if let footer {
            let pin = pinsFooter ? PinningBehavior(edge: .trailing, range: range, pinnedZIndex: CollectionViewFlowLayout.pinnedZIndex) : nil
            builder.addSupplementary(kind: ElementKind.footer, at: indexPath, frame: footer, pinning: pin)
        }
    }
}
