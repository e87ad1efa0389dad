import Tessera

/// A value the scroll or render job cannot take, and why. The caller names the option the way
/// its user spells it: `--rate` on the command line, `?rate=` in the playground.
package struct OptionValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the value is refused (`unreadable(expected: "X,Y or one number …", got: "1e308")`).
    package var reason: LayoutError.Reason

    /// An error for `reason`.
    package init(_ reason: LayoutError.Reason) { self.reason = reason }

    /// The reason's text (ArgumentParser puts it after the option and the value).
    package var description: String { reason.description }
}
