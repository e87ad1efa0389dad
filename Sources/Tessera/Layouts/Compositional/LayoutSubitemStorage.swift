import Foundation

// UNSAFE CODE: a Sendable conformance the compiler cannot check (docs/architecture.md,
// "Unsafe code").
//
// What is owned: a group's subitems (an array of values). `subitems` is a `var` only so that
// `deinit` can take nested groups apart without recursing (see LayoutGroupNesting.swift); it
// is written when the storage is made and, in `deinit`, once nothing else can see it (or on a
// nested storage that `deinit` holds alone, `isKnownUniquelyReferenced`). So every storage
// other threads can reach is never written: `@unchecked Sendable` is sound.
// No pointers.

/// A group's subitems. A class so that it can take nested groups apart without recursing.
final class LayoutSubitemStorage: @unchecked Sendable {
    // Written only when made and, in `deinit`, once nothing else can see it.
    var subitems: [LayoutSubitem]

    init(_ subitems: [LayoutSubitem]) { self.subitems = subitems }

    /// Frees nested groups level by level: the subitems of each group no one else holds are
    /// moved to a stack of its own before the group is freed, so that it is freed empty.
    deinit {
        guard subitems.contains(where: \.isGroup) else { return }
        var pending: [LayoutSubitem] = []
        swap(&pending, &subitems)
        while !pending.isEmpty {
            // The popped subitem is a temporary, released at the end of this statement: then
            // `storage` is the only reference, unless someone else holds the group.
            guard var storage = pending.removeLast().groupSubitemStorage else { continue }
            guard isKnownUniquelyReferenced(&storage), storage.subitems.contains(where: \.isGroup) else { continue }
            pending.append(contentsOf: storage.subitems)
            storage.subitems = []
        }
    }
}
