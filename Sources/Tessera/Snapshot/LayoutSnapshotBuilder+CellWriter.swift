import Foundation

extension LayoutSnapshotBuilder {
    /// Adds a run of cells to the current section faster than `addCell` one at a time: the
    /// cells are written straight into the snapshot's storage. Get one from
    /// `LayoutSnapshotBuilder.withCellWriter(_:)`.
    public struct CellWriter {
        fileprivate var cells: BoundedTree<CellRecord>.BulkWriter
        fileprivate let mirrorWidth: CGFloat?

        /// Adds the next cell of the current section (the same as `LayoutSnapshotBuilder.addCell`).
        @inline(__always)
        public mutating func addCell(frame: CGRect, zIndex: Int = 0) {
            let frame = mirrorWidth.map { frame.mirroredHorizontally(inWidth: $0) } ?? frame
            cells.append(CellRecord(frame: frame, zIndex: Int32(clamping: zIndex)))
        }

        /// Lends `body` room for the next cells (never none), to append to left to right (no
        /// per-cell capacity or mirroring checks): the fastest way to add a run. What `body`
        /// appended is added when it returns; call again while cells remain.
        @inline(__always)
        mutating func fillRun<R>(_ body: (inout BoundedTree<CellRecord>.SlotRun) throws -> R) rethrows -> R {
            guard let mirrorWidth else { return try cells.fillRun(body) }
            return try cells.fillRun { run in
                defer { for j in 0..<run.count { run.update(j) { $0.frame = $0.frame.mirroredHorizontally(inWidth: mirrorWidth) } } }
                return try body(&run)
            }
        }
    }

    /// Calls `body` with a writer that adds cells to the current section, in order, after those
    /// added so far. Layouts that add many cells in a row use it; cells added before `body`
    /// throws stay added.
    @inline(__always)
    public mutating func withCellWriter<R>(_ body: (inout CellWriter) throws -> R) rethrows -> R {
        guard numberOfSections > 0 else { fatalError("LayoutSnapshotBuilder: startSection() before adding cells") }
        let mirrorWidth = self.mirrorWidth
        return try cells.withBulkWriter { bulk in
            var writer = CellWriter(cells: bulk, mirrorWidth: mirrorWidth)
            defer { bulk = writer.cells }
            return try body(&writer)
        }
    }
}
