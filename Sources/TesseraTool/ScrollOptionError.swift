import Tessera

/// A scroll job option whose value the spec or the limits refuse: `section` names no
/// orthogonal section, `frames` asks for too many. The description names it as the command
/// line spells it (`--section: …`); the playground names it as a query parameter.
package struct ScrollOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The job's options that are checked against the spec or the limits.
    package enum Option: String, Sendable, Hashable {
        /// `--section` / `?section=`.
        case section
        /// `--frames` / `?frames=`.
        case frames
    }

    /// The option.
    package var option: Option
    /// What is wrong with its value.
    package var reason: LayoutError.Reason

    /// An error about `option`.
    package init(_ option: Option, _ reason: LayoutError.Reason) {
        self.option = option
        self.reason = reason
    }

    /// `--option: reason`.
    package var description: String { "--\(option.rawValue): \(reason)" }
}
