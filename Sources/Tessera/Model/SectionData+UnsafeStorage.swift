import Foundation

// UNSAFE CODE: a section's items lent as buffer pointers (docs/architecture.md, "Unsafe code").
//
// What is owned: nothing; the pointers are into the section's own arrays (`items`,
// `aspectRatios`), which the section keeps alive and unchanged for the call.
// Who holds pointers, and for how long: `body` alone, for the length of the call; it must not
// keep them (they are valid only inside `withUnsafeBufferPointer`).
// Bounds: a buffer's `count` is its array's; indexing an `UnsafeBufferPointer` is checked in
// debug builds only, so a caller indexes below `count` (item indices of this section).
// (Only the waterfall placer reads items this way; every other layout reads `self[index]`.)

extension SectionData {
    /// How the items are stored, for layouts' inner loops: pointers valid only within the
    /// `withStorage` call that lent them.
    @unsafe enum Storage {
        case bareCount
        case items(UnsafeBufferPointer<ItemData>)
        case aspectRatios(UnsafeBufferPointer<CGFloat>)
    }

    /// Calls `body` with the items' storage.
    @unsafe func withStorage<R>(_ body: (Storage) throws -> R) rethrows -> R {
        if !items.isEmpty { return try unsafe items.withUnsafeBufferPointer { try unsafe body(.items($0)) } }
        if !aspectRatios.isEmpty { return try unsafe aspectRatios.withUnsafeBufferPointer { try unsafe body(.aspectRatios($0)) } }
        return try unsafe body(.bareCount)
    }
}
