import Foundation

// UNSAFE CODE: C file calls that take paths as C strings (docs/architecture.md, "Unsafe code").
// Who holds pointers: each call, for its length only (Swift passes a `String` as a temporary
// NUL-terminated C string); `strerror`'s result is copied into a `String` at once.

/// The C library's file calls the tool's temporary outputs need, with Swift strings.
enum FileCalls {
    /// Removes the name `path` (async-signal-safe: used while the process is dying).
    static func unlinkPath(_ path: String) { _ = unsafe unlink(path) }

    /// Renames `from` to `to`, replacing `to` atomically; false (see `errno`) on failure.
    static func renamePath(_ from: String, _ to: String) -> Bool { unsafe rename(from, to) == 0 }

    /// What the last failed call's `errno` means.
    static func lastErrorDescription() -> String { unsafe String(cString: strerror(errno)) }
}
