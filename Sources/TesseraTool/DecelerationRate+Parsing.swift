import Foundation
import Tessera

extension DecelerationRate {
    /// Parses `normal`, `fast` or a number between 0 and 1 (`tessera scroll --rate`, the
    /// playground's `?rate=`). Throws a `LayoutError` naming `option`.
    public init(parsing text: String, option: String = "decelerationRate") throws {
        switch text {
        case "normal": self = .normal
        case "fast": self = .fast
        default:
            guard let value = Double(text) else {
                throw LayoutError(.unreadable(expected: "normal, fast or a number between 0 and 1", got: text), at: [.key(option)])
            }
            self = try .custom(CGFloat(value), path: [.key(option)])
        }
    }
}
