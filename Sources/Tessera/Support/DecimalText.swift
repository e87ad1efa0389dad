import Foundation

/// Numbers as people read them in messages and labels: a whole number without a fraction
/// (`390`, not `390.0`; `-0` is `0`), anything else in Swift's shortest round-tripping form
/// (`0.35`, `1e-07`). Shared by the layouts' error messages and the modules over the core.
package enum DecimalText {
    /// `value` as text (`inf` and `nan` for non-finite values).
    package static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
