import Foundation
import Tessera
import TesseraTool

/// A request the playground refuses: an HTTP status and one line saying what and where
/// (`error: <json.path or ?parameter>: <problem>`), the same line `tessera render` prints.
package struct PlaygroundError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status code (4xx).
    package var status: Int
    /// The error line, without a trailing newline.
    package var line: String

    /// An error with `status` and an already formatted `line`.
    package init(status: Int, line: String) {
        self.status = status
        self.line = line
    }

    /// A 400 naming a query parameter (`?rect: must be x,y,w,h …`).
    package static func badParameter(_ name: String, _ problem: String) -> PlaygroundError {
        PlaygroundError(status: 400, line: "error: ?\(name): \(problem)")
    }

    /// The error for anything a spec or job threw: a `LayoutError` keeps its JSON path.
    package static func from(_ error: any Error) -> PlaygroundError {
        if let e = error as? PlaygroundError { return e }
        // `ScrollJob` names its options as the command line spells them; here they are query parameters.
        if let e = error as? ScrollOptionError { return badParameter(e.option.rawValue, e.reason.description) }
        return PlaygroundError(status: 400, line: "error: \(error)")
    }

    /// The error line.
    package var description: String { line }
}
