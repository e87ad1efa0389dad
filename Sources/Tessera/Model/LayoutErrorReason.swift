import Foundation

/// A reason a `LayoutError` states, defined where it arises rather than in the core's list
/// (`LayoutError.Reason`): a layout family's own problems (`CompositionalErrorReason`), the JSON
/// spec's (`SpecErrorReason` in TesseraSpec), a tool's. It keeps the facts as values to compare;
/// `description` is the text the CLI prints after the JSON path. Wrap one in
/// `LayoutError.Reason.own(_:)`.
public protocol LayoutErrorReason: Sendable, Hashable, CustomStringConvertible {}
