import Foundation

/// A layout problem that cannot be laid out, with where it is: a JSON path into the spec
/// (`layout.waterfall.columns`) or, from Swift, the name of the bad property.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the bad value is, as a JSON path (`sections[2].items[0].size.width`); may be empty.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates an error at `path`.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, the one line the CLI prints.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// This error with `prefix` put in front of its path (`layout.waterfall` + `columns`).
    public func under(_ prefix: String) -> LayoutError {
        guard !prefix.isEmpty else { return self }
        if path.isEmpty { return LayoutError(path: prefix, message) }
        return LayoutError(path: path.hasPrefix("[") ? prefix + path : prefix + "." + path, message)
    }
}
