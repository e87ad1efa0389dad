import Foundation
import Tessera

/// What only the tool's options can get wrong.
package enum ToolErrorReason: LayoutErrorReason {
    /// A section (`--section`) that does not scroll orthogonally (`orthogonal` lists the ones that do).
    case notOrthogonal(section: Int, orthogonal: [Int])

    /// The text, in the words the CLI prints after the option.
    package var description: String {
        switch self {
        case .notOrthogonal(let section, let orthogonal):
            let list = orthogonal.map(String.init).joined(separator: ", ")
            return "section \(section) does not scroll orthogonally (orthogonal sections: \(list.isEmpty ? "none" : list))"
        }
    }
}

extension LayoutError.Reason {
    /// `ToolErrorReason.notOrthogonal`.
    package static func notOrthogonal(section: Int, orthogonal: [Int]) -> Self { .own(.init(ToolErrorReason.notOrthogonal(section: section, orthogonal: orthogonal))) }
}
