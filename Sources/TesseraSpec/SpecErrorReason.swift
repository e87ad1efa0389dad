import Foundation
import Tessera

/// What only JSON text and the spec's shape can get wrong: syntax, types, keys and names.
public enum SpecErrorReason: LayoutErrorReason {
    /// JSON text that does not parse.
    case malformedJSON(line: Int, column: Int, problem: String)
    /// A value of the wrong JSON type (`expected: "an object", got: "an array"`).
    case wrongType(expected: String, got: String)
    /// An object key that is not one of `allowed` (a typo, usually).
    case unknownKey(allowed: [String])
    /// A name (a layout, a dimension, a view container, …) that is not one of `allowed`.
    case unknownName(kind: String, allowed: [String])
    /// A string that must be one of `allowed`.
    case notOneOf(allowed: [String], got: String)
    /// An object that must have exactly one key naming its `kind`, with `got` keys.
    case needsOneKey(kind: String, allowed: [String], got: Int)
    /// Keys of which at most one may be given, all of `keys` given together.
    case exclusive([String])
    /// Keys of which one must be given, none given.
    case needsOneOf([String])
    /// A value that cannot be used together with `other` (`pattern`, `kind custom`).
    case conflicts(with: String)
    /// Fewer sections (a compositional layout's `sections`) than the data has.
    case fewerThanSections(got: Int, sections: Int)

    /// The text, in the words the CLI prints after the path.
    public var description: String {
        switch self {
        case .malformedJSON(let line, let column, let problem): return "malformed JSON at line \(line), column \(column): \(problem)"
        case .wrongType(let expected, let got): return "expected \(expected), got \(got)"
        case .unknownKey(let allowed): return "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))"
        case .unknownName(let kind, let allowed): return "unknown \(kind) (expected one of: \(allowed.joined(separator: ", ")))"
        case .notOneOf(let allowed, let got): return "must be one of \(allowed.joined(separator: ", ")), got \"\(got)\""
        case .needsOneKey(let kind, let allowed, let got):
            return "must have exactly one key naming the \(kind) (one of: \(allowed.joined(separator: ", "))), got \(got)"
        case .exclusive(let keys):
            return keys.count == 2 ? "give \(keys[0]) or \(keys[1]), not both" : "give at most one of \(keys.joined(separator: ", "))"
        case .needsOneOf(let keys):
            return keys.count == 2 ? "needs \(keys[0]) or \(keys[1])" : "needs one of \(keys.joined(separator: ", "))"
        case .conflicts(let other): return "cannot be used with \(other)"
        case .fewerThanSections(let got, let sections):
            return "has \(got) sections but the data has \(sections); give one per section (or use section)"
        }
    }
}

extension LayoutError.Reason {
    /// `SpecErrorReason.malformedJSON`.
    package static func malformedJSON(line: Int, column: Int, problem: String) -> Self { .own(.init(SpecErrorReason.malformedJSON(line: line, column: column, problem: problem))) }
    /// `SpecErrorReason.wrongType`.
    package static func wrongType(expected: String, got: String) -> Self { .own(.init(SpecErrorReason.wrongType(expected: expected, got: got))) }
    /// `SpecErrorReason.unknownKey`.
    package static func unknownKey(allowed: [String]) -> Self { .own(.init(SpecErrorReason.unknownKey(allowed: allowed))) }
    /// `SpecErrorReason.unknownName`.
    package static func unknownName(kind: String, allowed: [String]) -> Self { .own(.init(SpecErrorReason.unknownName(kind: kind, allowed: allowed))) }
    /// `SpecErrorReason.notOneOf`.
    package static func notOneOf(allowed: [String], got: String) -> Self { .own(.init(SpecErrorReason.notOneOf(allowed: allowed, got: got))) }
    /// `SpecErrorReason.needsOneKey`.
    package static func needsOneKey(kind: String, allowed: [String], got: Int) -> Self { .own(.init(SpecErrorReason.needsOneKey(kind: kind, allowed: allowed, got: got))) }
    /// `SpecErrorReason.exclusive`.
    package static func exclusive(_ keys: [String]) -> Self { .own(.init(SpecErrorReason.exclusive(keys))) }
    /// `SpecErrorReason.needsOneOf`.
    package static func needsOneOf(_ keys: [String]) -> Self { .own(.init(SpecErrorReason.needsOneOf(keys))) }
    /// `SpecErrorReason.conflicts`.
    package static func conflicts(with other: String) -> Self { .own(.init(SpecErrorReason.conflicts(with: other))) }
    /// `SpecErrorReason.fewerThanSections`.
    package static func fewerThanSections(got: Int, sections: Int) -> Self { .own(.init(SpecErrorReason.fewerThanSections(got: got, sections: sections))) }
}
