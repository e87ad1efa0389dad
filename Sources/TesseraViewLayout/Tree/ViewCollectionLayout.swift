import Foundation
import Tessera

/// A view tree as a collection layout: the root is proposed the container size and centred in
/// it; every leaf becomes a cell of section 0, in depth-first order (index path [0, n]), with
/// its frame rounded to the display's pixel grid; the content size is the container size.
/// Hidden leaves (the unchosen children of `ViewThatFits`) get empty frames. The `view`
/// layout of the JSON spec.
public struct ViewCollectionLayout: CollectionLayout {
    /// The view tree.
    public var root: ViewNode
    /// The layout passes' buffers, kept between snapshots (shared by copies of this layout).
    private let storage = ViewLayoutStorage()

    /// A collection layout of `root`'s leaves.
    public init(root: ViewNode) { self.root = root }

    /// Lays the tree out in the environment's container; the sections are not used (the leaves
    /// are the items).
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        let result = try root.layout(in: environment.containerSize, displayScale: environment.displayScale, storage: storage)
        var builder = LayoutSnapshotBuilder(environment: environment)
        builder.startSection()
        let grid = environment.pixelGrid
        for leaf in result.leaves {
            let f = leaf.frame
            builder.addCell(frame: leaf.isHidden ? f : grid.roundEdges(minX: f.minX, minY: f.minY, maxX: f.maxX, maxY: f.maxY))
        }
        return builder.build(contentSize: environment.containerSize)
    }
}
