import Foundation
import Tessera

extension DecelerationRate {
    /// Parses `normal`, `fast` or a number strictly between 0 and 1 (`tessera scroll --rate`,
    /// the playground's `?rate=`).
    package init(parsing text: String) throws(OptionValueError) {
        switch text {
        case "normal": self = .normal
        case "fast": self = .fast
        default:
            guard let value = Double(text) else { throw OptionValueError(.unreadable(expected: "normal, fast or a number between 0 and 1", got: text)) }
            guard let rate = DecelerationRate(rawValue: CGFloat(value)) else {
                throw OptionValueError(.outOfRange(.between(0, and: 1), got: value))
            }
            self = rate
        }
    }
}
