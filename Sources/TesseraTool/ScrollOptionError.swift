import Tessera

/// A scroll job option whose value the spec or the limits refuse: `section` names no
/// orthogonal section, `frames` asks for too many. The description names it as the command
/// line spells it (`--section: …`); the playground names it as a query parameter.
public struct ScrollOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The job's options that are checked against the spec or the limits.
    public enum Option: String, Sendable, Hashable {
        /// `--section` / `?section=`.
        case section
        /// `--frames` / `?frames=`.
        case frames
    }

    /// The option.
    public var option: Option
    /// What is wrong with its value.
    public var reason: LayoutError.Reason

    /// An error about `option`.
    public init(_ option: Option, _ reason: LayoutError.Reason) {
        self.option = option
        self.reason = reason
    }

    /// `--option: reason`.
    public var description: String { "--\(option.rawValue): \(reason)" }
}
