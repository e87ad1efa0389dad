#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Foundation

// UNSAFE CODE (docs/architecture.md, "Unsafe code"): a Sendable conformance the compiler cannot
// check. (The core's `LockedStorage` does the same, but is `package`; `Synchronization.Mutex`
// is not on iOS 17.)
//
// What is owned: a set of strings. Threads: it is read and written only inside `insert`, under
// `lock`, so two threads never touch it at once; only a `Bool` leaves the lock. No pointers.

/// A set of strings shared across threads (SwiftUI lays out on the main thread, but a `Layout`
/// is not main-actor isolated): the warnings already printed.
final class PrintedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: Set<String> = []
    /// Whether `message` is new (and records it).
    func insert(_ message: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return messages.insert(message).inserted
    }
}
#endif
