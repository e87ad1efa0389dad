/// The one binary search (the core's, shared with the adapters): the first position in `range`
/// at which `isInSecondPart` is true, or `range.upperBound` when it is true nowhere. `isInSecondPart` must be false for a
/// prefix of `range` and true for the rest (the positions are partitioned), as for a sorted
/// array asked "is this element at least x?". O(log n) calls of `isInSecondPart`.
///
/// It takes positions rather than a collection so that the snapshot's trees, which subscript
/// by position without being collections, are searched by the same code as arrays.
@inline(__always)
package func partitioningIndex(in range: Range<Int>, where isInSecondPart: (Int) throws -> Bool) rethrows -> Int {
    var low = range.lowerBound, count = range.count
    while count > 0 {
        let half = count / 2
        let middle = low + half
        if try isInSecondPart(middle) {
            count = half
        } else {
            low = middle + 1
            count -= half + 1
        }
    }
    return low
}
