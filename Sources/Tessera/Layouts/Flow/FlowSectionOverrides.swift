import Foundation

/// A flow layout's knobs for one section, where they differ from the layout's: what
/// `UICollectionViewDelegateFlowLayout` answers per section (`insetForSectionAt`,
/// `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection`, `referenceSizeForFooterInSection`). Nil keeps the layout's.
public struct FlowSectionOverrides: Sendable, Hashable {
    /// The section's inset (`insetForSectionAt`).
    public var sectionInset: DirectionalEdgeInsets?
    /// The least space between the section's lines (`minimumLineSpacingForSectionAt`).
    public var minimumLineSpacing: CGFloat?
    /// The least space between items on the section's lines (`minimumInteritemSpacingForSectionAt`).
    public var minimumInteritemSpacing: CGFloat?
    /// The section's header size (`referenceSizeForHeaderInSection`).
    public var headerReferenceSize: CGSize?
    /// The section's footer size (`referenceSizeForFooterInSection`).
    public var footerReferenceSize: CGSize?

    /// Overrides for one section; nil keeps the layout's value.
    public init(
        sectionInset: DirectionalEdgeInsets? = nil, minimumLineSpacing: CGFloat? = nil, minimumInteritemSpacing: CGFloat? = nil,
        headerReferenceSize: CGSize? = nil, footerReferenceSize: CGSize? = nil
    ) {
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
