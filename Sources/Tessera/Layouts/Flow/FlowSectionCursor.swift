import Foundation

/// One flow-layout section being laid out: its header placed, its full lines placed, and its
/// last line still open (a later item may join it, and a section's last line is spread
/// differently from the others). Appending items continues from here.
struct FlowSectionCursor: Sendable {
    let section: Int
    let axis: LayoutAxis
    let grid: PixelGrid
    let metrics: CollectionViewFlowLayout.SectionMetrics
    /// The container's length across the scroll axis.
    let breadth: CGFloat
    /// Where lines start across the scroll axis, and how long they are.
    let lineStart: CGFloat
    let lineLength: CGFloat
    /// Where the section starts along the scroll axis.
    let start: CGFloat
    let header: CGRect?
    /// Where the open line starts along the scroll axis.
    private(set) var openLineStart: CGFloat
    /// Where the lines placed so far end along the scroll axis (with a negative line spacing a
    /// thick line can reach past a thinner one after it).
    private var linesEnd: CGFloat = -.infinity
    /// The open line's items' sizes, and the room left on it.
    private(set) var openSizes: [CGSize] = []
    private var openRoom: CGFloat = 0
    /// The section's items so far.
    private(set) var itemCount = 0
    /// Items that start a line whatever fits before them (`LineStartKeepingLayout`).
    var keptStarts = KeptLineStarts([])

    init(section: Int, metrics: CollectionViewFlowLayout.SectionMetrics, lineStart: CGFloat, lineLength: CGFloat, environment: LayoutEnvironment, axis: LayoutAxis, start: CGFloat) {
        self.section = section
        self.axis = axis
        grid = environment.pixelGrid
        self.metrics = metrics
        breadth = environment.containerSize.length(along: axis.other)
        self.lineStart = lineStart
        self.lineLength = lineLength
        self.start = start
        header =
            metrics.headerLength > 0
            ? CollectionViewFlowLayout.frame(along: axis, start, start + metrics.headerLength, across: 0, breadth, grid: grid) : nil
        openLineStart = start + metrics.headerLength + metrics.inset.start(along: axis)
    }

    /// Adds items of `sizes` to the section; each line they complete is placed into `cells`.
    mutating func add(_ sizes: [CGSize], into cells: inout [CGRect]) {
        let spacing = metrics.interitemSpacing
        for size in sizes {
            let length = size.length(along: axis.other)
            let fits = !openSizes.isEmpty && openRoom >= length + spacing
            let kept = keptStarts.startsLine(itemCount)
            if fits, !kept {
                openRoom -= length + spacing
            } else {
                if !openSizes.isEmpty {
                    // A line ended early by a kept start is spread as a full line is.
                    let thickness = place(openSizes, isLast: false, into: &cells)
                    linesEnd = max(linesEnd, openLineStart + thickness)
                    // A negative spacing overlaps lines but never puts one before the last.
                    openLineStart += max(0, thickness + metrics.lineSpacing)
                    openSizes.removeAll(keepingCapacity: true)
                }
                openRoom = lineLength - length
            }
            openSizes.append(size)
            itemCount += 1
        }
    }

    /// The section with `cells` (the full lines `add` placed) and the open line placed as its
    /// last, then its inset end and footer.
    func finish(cells: consuming [CGRect]) -> FlowPlacedSection {
        var placed = FlowPlacedSection()
        placed.cells = cells
        placed.cells.reserveCapacity(placed.cells.count + openSizes.count)
        let linesEnd = max(linesEnd, openLineStart + (openSizes.isEmpty ? 0 : place(openSizes, isLast: true, into: &placed.cells)))
        let footerStart = linesEnd + metrics.inset.end(along: axis)
        placed.header = header
        if metrics.footerLength > 0 {
            placed.footer = CollectionViewFlowLayout.frame(along: axis, footerStart, footerStart + metrics.footerLength, across: 0, breadth, grid: grid)
        }
        placed.end = footerStart + metrics.footerLength
        placed.range = grid.round(start)...grid.round(placed.end)
        return placed
    }

    /// Places one line of items starting at `openLineStart`; returns its thickness. Thinner
    /// items are centred in the line.
    private func place(_ sizes: [CGSize], isLast: Bool, into cells: inout [CGRect]) -> CGFloat {
        let across = axis.other
        let (offset, share) = FlowLine.spread(sizes, along: across, lineLength: lineLength, spacing: metrics.interitemSpacing, isLast: isLast)
        var thickness: CGFloat = 0
        for size in sizes { thickness = max(thickness, size.length(along: axis)) }
        var position = lineStart + offset
        for size in sizes {
            // A thinner item's centring in whole pixels, down (never past the line's end): one
            // centred half a pixel off the grid is then rounded the same way wherever its line
            // is (rounded with the line's start, a line moved by a change above took it a pixel
            // either way). Its start is the line's start rounded plus those pixels: rounded after
            // the sum, a start on a half pixel (2.5 + 8/3 at 3x) lands a hair either side of it
            // and rounds apart from its line's.
            let centring = grid.floor((thickness - size.length(along: axis)) / 2)
            let along = openLineStart + centring
            let length = size.length(along: across)
            cells.append(
                CollectionViewFlowLayout.frame(
                    along: axis, grid.round(openLineStart) + centring, along + size.length(along: axis), across: position, position + length, grid: grid))
            position += length + metrics.interitemSpacing + share
        }
        return thickness
    }
}
