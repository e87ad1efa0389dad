import Foundation
import Tessera

/// The rules a view tree's values follow, in one table. Each rule says, for one node, what is
/// wrong and where (a `LayoutError` whose path is relative to the node), or nil when the node
/// keeps it. Both kinds of check come from here, so they cannot drift apart:
///
/// - the layout pass's yes/no checks as it flattens the tree (`ViewLayoutPass.refuses`, in
///   `Tree/Pass/ViewLayoutPass+Validation.swift`; a container's layout through
///   `ContainerLayoutFacts.isRefused`): a rule's answer is not nil;
/// - `ViewNode.validate()`'s errors, which say what and where: the answer under the node's path.
///
/// A rule builds its error only for a bad value, so checking a good tree costs a comparison or
/// two per value (`ViewLeaf.isGoodFixedSize` for the fixed leaves most trees are made of).
/// `Tests/TesseraViewLayoutTests/ValidityRuleTests.swift` breaks each rule and sees both checks
/// refuse it with the rule's path.
enum ViewValidityRule: CaseIterable {
    /// A view's layout priority is a number (not NaN): `layoutPriority`.
    case priority
    /// A leaf's sizes are finite and not negative: `fixed.width`, `text.height`, `spacer.minLength`.
    case leaf
    /// A container's layout holds good values (its `validationIssue`), under a modifier's name:
    /// `spacing`, `frame.minWidth`, `padding.top`.
    case layout
    /// A container's children lie at most `LayoutLimits.maximumViewDepth` levels down, each
    /// container and each modifier one level: `children[0]` of the container too deep.
    case depth

    /// The `priority` rule for a view whose layout priority is `priority`.
    @inline(__always) static func priorityIssue(_ priority: Double) -> LayoutError? {
        priority.isNaN ? LayoutError(.notFinite(got: nil), at: ["layoutPriority"]) : nil
    }

    /// The `leaf` rule for `leaf` (`ViewLeaf.validationIssue`).
    @inline(__always) static func leafIssue(_ leaf: ViewLeaf) -> LayoutError? { leaf.validationIssue }

    /// The `layout` rule for a container of `layout` (a modifier when `isModifier`).
    static func layoutIssue(_ layout: any Layout, isModifier: Bool) -> LayoutError? {
        guard let validation = layout.validation, let issue = validation.issue else { return nil }
        return isModifier && !validation.name.isEmpty ? issue.under([.key(validation.name)]) : issue
    }

    /// The `depth` rule for a container of `childCount` children with `depth` containers above
    /// it (a modifier's child adds no `children[i]` to a path).
    @inline(__always) static func depthIssue(childCount: Int, depth: Int, isModifier: Bool) -> LayoutError? {
        guard childCount > 0 && depth + 1 > LayoutLimits.maximumViewDepth else { return nil }
        return LayoutError(.tooMany(.viewNesting, limit: LayoutLimits.maximumViewDepth), at: isModifier ? [] : ["children", .index(0)])
    }
}

extension Layout {
    /// The layout's bad value and its error-path name, or nil when it cannot have any (the
    /// `layout` rule's source). The stacks are recognised by type before the (slower) cast to
    /// `ValidatingLayout`.
    var validation: (issue: LayoutError?, name: String)? {
        if let stack = exactly(HStackLayout.self) { return (stack.validationIssue, "") }
        if let stack = exactly(VStackLayout.self) { return (stack.validationIssue, "") }
        guard let checked = self as? any ValidatingLayout else { return nil }
        return (checked.validationIssue, checked.validationName)
    }
}

/// A layout whose parameters can be wrong (a negative length, NaN, min > max).
protocol ValidatingLayout {
    /// The name under which its parameters appear in an error path (`frame`), or "".
    var validationName: String { get }
    /// A bad value: its path under the layout's `validationName` and what is wrong, or nil.
    var validationIssue: LayoutError? { get }
}

extension FixedFrameLayout: ValidatingLayout { var validationName: String { modifierName } }
extension FlexibleFrameLayout: ValidatingLayout { var validationName: String { modifierName } }
extension PaddingLayout: ValidatingLayout { var validationName: String { modifierName } }
