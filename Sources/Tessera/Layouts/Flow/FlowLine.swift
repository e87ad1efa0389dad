import Foundation

/// How a flow layout fills its lines (`FlowSectionCursor.add`) and spreads a line's leftover
/// space (`spread`), as UIKit's flow layout
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
    /// How a line spreads: where its first item starts from the line's start, and what each gap
    /// gets on top of `spacing`. `sizes` are the line's items, laid along `lineAxis`; `isLast`
    /// says whether it is its section's last line.
    static func spread(_ sizes: [CGSize], along lineAxis: LayoutAxis, lineLength: CGFloat, spacing: CGFloat, isLast: Bool) -> (offset: CGFloat, share: CGFloat) {
        var left = lineLength
        var count: CGFloat = 0
        var fitsAll = true
        for size in sizes {
            let needed = size.length(along: lineAxis) + (count > 0 ? spacing : 0)
            guard left >= needed else { fitsAll = false; break }
            left -= needed
            count += 1
        }
        // The last line counts the items of its last one's length that would still fit.
        if isLast, fitsAll, let last = sizes.last?.length(along: lineAxis), last + spacing > 0 {
            let more = (left / (last + spacing)).rounded(.down)
            left -= more * (last + spacing)
            count += more
        }
        return (count == 1 ? left / 2 : 0, count > 1 ? left / (count - 1) : 0)
    }
}
