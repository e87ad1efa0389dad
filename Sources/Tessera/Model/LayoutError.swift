import Foundation

/// A layout problem that cannot be laid out: where the bad value is (`path`) and what is wrong
/// with it (`reason`), both structured; `description` renders them as the one line the CLI prints
/// (`sections[2].items[0].size.width: must be >= 0, got -1`).
///
/// Layouts throw paths in terms of the Swift model (`sectionOverrides[0].columns`); the spec
/// layer (`TesseraSpec`) maps them to JSON paths (`sections[0].columns`) with a table.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the bad value is; empty for the value the call was given as a whole.
    public var path: LayoutPath
    /// What is wrong with it.
    public var reason: Reason

    /// An error for the value at `path`.
    public init(_ reason: Reason, at path: LayoutPath = .root) {
        self.path = path
        self.reason = reason
    }

    /// What is wrong, as text (`must be >= 0, got -1`), without the path.
    public var message: String { reason.description }

    /// `path: message`, the one line the CLI prints (just the message when the path is empty).
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// This error with `prefix` in front of its path (`layout.waterfall` + `columns`).
    public func under(_ prefix: LayoutPath) -> LayoutError { LayoutError(reason, at: prefix + path) }
}
