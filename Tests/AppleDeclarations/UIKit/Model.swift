// An executable model of UIKit's side of the UICollectionView ↔ UICollectionViewLayout contract,
// compiled as a module named `UIKit` by `scripts/check-apple-shells` (type-check) and
// `scripts/run-apple-shells` (run the shells and samples under scripted sessions). Every public
// declaration keeps the signature Apple documents (developer.apple.com/documentation/uikit);
// members whose name starts with `model` are the model's own (what a test drives or reads) and
// do not exist in UIKit. Each behaviour names the documentation page it follows; where the
// documentation is silent the comment says "Assumed:". A test double in the test tree: never
// part of a product.
@_exported import Foundation

/// The model's record of UIKit rules broken (where UIKit raises an exception or asserts) and
/// of the calls it made, for sessions to assert on.
@MainActor
public enum UIKitModel {
    /// Every rule broken so far, in order ("what: where").
    public static var violations: [String] = []
    /// When true (the default for sessions), a violation is recorded and the model carries on
    /// so that a session reports every broken rule; when false it stops the process like UIKit's
    /// uncaught `NSInternalInconsistencyException`.
    public static var recordsViolations = true
    /// Calls the collection view made on its layout, by selector-like name, since the last reset.
    public static var layoutCalls: [String: Int] = [:]
    /// False plays iOS 16, where `registerForTraitChanges(_:handler:)` does not exist (iOS 17+):
    /// registered handlers never run, so code that relies on them alone misses the change.
    public static var deliversTraitChangeRegistrations = true

    /// Records a broken rule. `rule` says what UIKit enforces (and where it is documented).
    public static func violate(_ rule: String) {
        if recordsViolations {
            violations.append(rule)
        } else {
            fatalError("UIKit model: \(rule)")
        }
    }

    static func count(_ call: String) { layoutCalls[call, default: 0] += 1 }

    /// Forgets violations and call counts (between sessions).
    public static func reset() {
        violations = []
        layoutCalls = [:]
        deliversTraitChangeRegistrations = true
        UIAccessibility.modelPosted = []
    }
}
