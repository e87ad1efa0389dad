/// A value the scroll job cannot take, with what it must be. The caller names the option the
/// way its user spells it: `--rate` on the command line, `?rate=` in the playground.
public struct OptionValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the value must be, and what it was (`must be X,Y or one number …, got "1e308"`).
    public var problem: String

    /// An error saying `problem`.
    public init(_ problem: String) { self.problem = problem }

    /// The problem (ArgumentParser puts it after the option and the value).
    public var description: String { problem }
}
