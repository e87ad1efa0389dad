#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Foundation

/// What the SwiftUI containers do with an error of the layout they run: the app's handler (set
/// with `onLayoutError`) gets every failure; without one a warning naming the container and the
/// error is printed once per process for each distinct message (a layout failing on every pass
/// of an animation does not flood the console).
enum LayoutErrorReporting {
    /// Messages already printed.
    private static let printed = PrintedMessages()

    static func report(_ error: any Error, in container: String, handler: (@Sendable (any Error) -> Void)?) {
        if let handler { return handler(error) }
        let message = "\(container): the layout failed (\(error)); the container shows no child until it succeeds. Handle it with onLayoutError(_:)."
        if printed.insert(message) { print("[Tessera] \(message)") }
    }
}

/// A set of strings shared across threads (SwiftUI lays out on the main thread, but a `Layout`
/// is not main-actor isolated).
private final class PrintedMessages: @unchecked Sendable {
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
