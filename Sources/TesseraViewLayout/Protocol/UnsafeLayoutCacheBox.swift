import Foundation

// UNSAFE CODE: the layout pass's typed caches and its casts without checks
// (docs/architecture.md, "Unsafe code").
//
// What is owned: a `LayoutCacheBox` owns one layout's cache; the pass keeps it in its
// container's slot until `finish()` drops it. No pointers.
// Exclusivity: `_value` has no dynamic exclusivity checks (reached through `value`). A node's
// layout calls never nest on the same node (a layout asks its subviews, never itself; the pass
// refuses a cycle, `ViewLayoutPass.enter(_:)`), and the pass runs on one thread
// (`checkAccess()`), so two accesses to one box never overlap.
// Casts: `unbox` reinterprets a box as `LayoutCacheBox<Cache>` without checking: every box
// a layout is handed was made by `makeCacheBox` of that same layout (the pass keeps each
// container's box with its layout, `ViewLayoutPass.cacheBox(_:)`). `exactly` reinterprets
// `self` as `T` only when `Self.self == T.self`, i.e. when it is one.

/// One layout's cache in the layout pass, held by reference and typed.
final class LayoutCacheBox<Cache> {
    @exclusivity(unchecked) private var _value: Cache

    /// The cache, yielded in place (see the invariants above).
    var value: Cache {
        _read { yield unsafe _value }
        _modify { yield &(unsafe _value) }
    }

    init(_ value: Cache) { unsafe _value = value }
}

extension Layout {
    /// This layout as a `T` when it is exactly one: a comparison of types, no dynamic cast
    /// (casts to a protocol were a tenth of a layout).
    func exactly<T>(_ type: T.Type) -> T? {
        Self.self == T.self ? unsafe unsafeBitCast(self, to: T.self) : nil
    }

    /// The box `makeCacheBox` made for this layout, typed (see the invariants above).
    func unbox(_ box: AnyObject) -> LayoutCacheBox<Cache> { unsafe unsafeDowncast(box, to: LayoutCacheBox<Cache>.self) }
}
