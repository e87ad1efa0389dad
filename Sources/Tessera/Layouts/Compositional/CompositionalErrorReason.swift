import Foundation

/// What only a compositional layout can get wrong: its groups and sections.
public enum CompositionalErrorReason: LayoutErrorReason {
    /// A group along whose `axis` not even its first subitem fits.
    case groupCannotFitItem(needed: Double, available: Double, axis: LayoutAxis)
    /// A group whose subitems take no room along `axis`: it would repeat them forever.
    case groupRepeatsForever(axis: LayoutAxis)
    /// A group that holds no items.
    case groupHoldsNoItems
    /// An estimated size across the scroll axis in a section that does not scroll orthogonally.
    case estimatedAcrossScrollAxis(dimension: String)

    /// The text, in the words the CLI prints after the path.
    public var description: String {
        switch self {
        case .groupCannotFitItem(let needed, let available, let axis):
            return "the group cannot fit even one item: the subitem needs \(DecimalText.plain(needed)) points along the group's \(axis) axis, the group has \(DecimalText.plain(available))"
        case .groupRepeatsForever(let axis):
            return "the subitems take no room along the group's \(axis) axis, so the group would repeat them forever"
        case .groupHoldsNoItems: return "the group holds no items"
        case .estimatedAcrossScrollAxis(let dimension):
            return "a section's group cannot have an estimated \(dimension) across the scroll axis unless the section scrolls orthogonally"
        }
    }
}

extension LayoutError.Reason {
    /// `CompositionalErrorReason.groupCannotFitItem`.
    package static func groupCannotFitItem(needed: Double, available: Double, axis: LayoutAxis) -> Self {
        .own(.init(CompositionalErrorReason.groupCannotFitItem(needed: needed, available: available, axis: axis)))
    }
    /// `CompositionalErrorReason.groupRepeatsForever`.
    package static func groupRepeatsForever(axis: LayoutAxis) -> Self { .own(.init(CompositionalErrorReason.groupRepeatsForever(axis: axis))) }
    /// `CompositionalErrorReason.groupHoldsNoItems`.
    package static var groupHoldsNoItems: Self { .own(.init(CompositionalErrorReason.groupHoldsNoItems)) }
    /// `CompositionalErrorReason.estimatedAcrossScrollAxis`.
    package static func estimatedAcrossScrollAxis(dimension: String) -> Self { .own(.init(CompositionalErrorReason.estimatedAcrossScrollAxis(dimension: dimension))) }
}
