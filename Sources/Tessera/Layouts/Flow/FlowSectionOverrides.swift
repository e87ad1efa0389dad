import Foundation

/// A flow layout's knobs for one section, where they differ from the layout's: what
/// `UICollectionViewDelegateFlowLayout` answers per section (`insetForSectionAt`,
/// `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection`, `referenceSizeForFooterInSection`). Nil keeps the layout's.
public struct FlowSectionOverrides: Sendable, Hashable {
    public var sectionInset: DirectionalEdgeInsets?
    public var minimumLineSpacing: CGFloat?
    public var minimumInteritemSpacing: CGFloat?
    public var headerReferenceSize: CGSize?
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
