import Foundation

// UNSAFE CODE: a Sendable conformance the compiler cannot check (docs/architecture.md, "Unsafe
// code"). `Synchronization.Mutex` does the same, but not on macOS 13.
//
// What is owned: one value, of a Sendable type. Threads: it is read and written only inside
// `withLock`, under `lock`, so two threads never touch it at once; what `withLock` returns is
// Sendable too, so nothing shared leaves the lock unprotected. No pointers.

/// A value shared between threads, reached only under a lock.
package final class LockedStorage<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` on the value, under the lock.
    package func withLock<R: Sendable>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
