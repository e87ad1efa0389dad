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
        let message = "\(container): the layout failed (\(error)); the container shows its children one below the other until it succeeds. Handle it with onLayoutError(_:)."
        if printed.insert(message) { print("[Tessera] \(message)") }
    }
}
#endif
