import Foundation

/// What a flow layout's section insets are measured from across the scroll axis
/// (`UICollectionViewFlowLayout.SectionInsetReference`).
public enum FlowSectionInsetReference: String, Sendable, Hashable, CaseIterable {
    /// From the content's edges (UIKit's default, `.fromContentInset`).
    case fromContentInset
    /// From the safe area: the environment's safe-area insets come before the section insets.
    case fromSafeArea
    /// From the layout margins: the environment's layout margins come before the section insets.
    case fromLayoutMargins

    /// The reference's insets across `scrollDirection`, start then end.
    func insets(in environment: LayoutEnvironment, scrollDirection: LayoutAxis) -> (start: CGFloat, end: CGFloat) {
        let across = scrollDirection.other
        switch self {
        case .fromContentInset: return (0, 0)
        case .fromSafeArea: return (environment.safeAreaInsets.start(along: across), environment.safeAreaInsets.end(along: across))
        case .fromLayoutMargins: return (environment.layoutMargins.start(along: across), environment.layoutMargins.end(along: across))
        }
    }
}
