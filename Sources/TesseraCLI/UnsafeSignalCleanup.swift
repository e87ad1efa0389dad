import Foundation
import TesseraTool

// UNSAFE CODE: the C library's signal calls (docs/architecture.md, "Unsafe code"). Who holds
// pointers: each call, to a local `sigset_t` or `Int32`, for its length only. What is owned:
// nothing (the waiting thread runs until the process dies).

/// Deletes unfinished output when the process is interrupted (SIGINT, SIGTERM, SIGHUP), then
/// dies of the same signal, as shells expect (status 128 + its number).
///
/// The signals are blocked in the main thread before any other thread exists (every later
/// thread inherits the mask) and taken by one thread waiting in `sigwait`, so the cleanup runs
/// as ordinary code, may take locks and never races a handler the runtime installed.
enum SignalCleanup {
    /// The signals that end the process after the cleanup.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Blocks the signals and starts the thread that waits for them. Call it first in `main`.
    static func install() {
        var set = sigset_t()
        _ = unsafe sigemptyset(&set)
        for number in signals { _ = unsafe sigaddset(&set, number) }
        _ = unsafe pthread_sigmask(SIG_BLOCK, &set, nil)
        let waited = set
        let thread = Thread {
            var set = waited
            var number: Int32 = 0
            while unsafe sigwait(&set, &number) != 0 {}
            RenderJob.discardTemporaryOutputs()
            // Die of the signal itself: its default action, unblocked in this thread.
            _ = signal(number, SIG_DFL)
            var one = sigset_t()
            _ = unsafe sigemptyset(&one)
            _ = unsafe sigaddset(&one, number)
            _ = unsafe pthread_sigmask(SIG_UNBLOCK, &one, nil)
            raise(number)
            _exit(128 + number)
        }
        thread.name = "tessera signals"
        thread.start()
    }
}

/// Whether something exists at `path` (following links), and whether it is a folder.
func fileKind(atPath path: String) -> (exists: Bool, isDirectory: Bool) {
    var isDirectory: ObjCBool = false
    let exists = unsafe FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists, isDirectory.boolValue)
}
