import Foundation

/// How a flow layout fills its lines and spreads a line's leftover space, as UIKit's flow layout
/// does (inferred from PSTCollectionView, which reimplemented it and compared it with iOS 6; its
/// default row alignments are UIKit's: "justify" for every line):
///
/// - Items go on a line in order while the next one, with the minimum inter-item spacing before
///   it, fits in what is left; an item longer than the line gets a line of its own.
/// - A line's leftover is shared by its gaps, so its first item is at the line's start and its
///   last at the end. A line that holds only one item centres it.
/// - The last line of a section is spread as if it went on with more items the size of its last
///   one, so its items stand where a full line's would (a grid's last line keeps the columns);
///   a last item alone is centred only when no second one would fit beside it.
enum FlowLine {
    /// The ranges of `lengths` (each item's length along the line) that share a line of
    /// `lineLength` with `spacing` between items.
    static func breaks(_ lengths: [CGFloat], lineLength: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        var left: CGFloat = 0
        for (i, length) in lengths.enumerated() {
            if i > lineStart, left >= length + spacing {
                left -= length + spacing
            } else {
                if i > lineStart { lines.append(lineStart..<i) }
                lineStart = i
                left = lineLength - length
            }
        }
        if lineStart < lengths.count { lines.append(lineStart..<lengths.count) }
        return lines
    }

    /// Where each item of a line starts, from the line's start: `lengths` are the line's items,
    /// `isLast` whether it is its section's last line.
    static func starts(_ lengths: ArraySlice<CGFloat>, lineLength: CGFloat, spacing: CGFloat, isLast: Bool) -> [CGFloat] {
        var left = lineLength
        var count: CGFloat = 0
        for (k, length) in lengths.enumerated() {
            let needed = length + (k > 0 ? spacing : 0)
            guard left >= needed else { break }
            left -= needed
            count += 1
        }
        // The last line counts the items of its last one's length that would still fit.
        if isLast, Int(count) == lengths.count, let last = lengths.last, last + spacing > 0 {
            let more = (left / (last + spacing)).rounded(.down)
            left -= more * (last + spacing)
            count += more
        }
        let offset = count == 1 ? left / 2 : 0
        let share = count > 1 ? left / (count - 1) : 0
        var starts: [CGFloat] = []
        starts.reserveCapacity(lengths.count)
        var position = offset
        for length in lengths {
            starts.append(position)
            position += length + spacing + share
        }
        return starts
    }
}
