import Foundation

/// Which insets of the collection view a section's content is kept inside, across the scroll
/// axis (UIKit's `UIContentInsetsReference`).
public enum ContentInsetsReference: String, Sendable, Hashable, CaseIterable {
    /// The system's choice: the safe area, as UIKit's collection views use.
    case automatic
    /// The full bounds.
    case none
    /// The safe area (`safeAreaInsets`).
    case safeArea
    /// The layout margins (`layoutMargins`).
    case layoutMargins
    /// The readable content guide: the layout margins, widened so that the content is at most
    /// 672 points across (UIKit's readable width at the default text size).
    case readableContent

    /// The width UIKit's readable content guide allows at the default Dynamic Type size.
    static let readableWidth: CGFloat = 672

    /// The insets this reference takes from `environment`, on the two edges across `scrollDirection`.
    func insets(in environment: LayoutEnvironment, scrollDirection: LayoutAxis) -> (start: CGFloat, end: CGFloat) {
        let across = scrollDirection.other
        switch self {
        case .none:
            return (0, 0)
        case .automatic, .safeArea:
            return (environment.safeAreaInsets.start(along: across), environment.safeAreaInsets.end(along: across))
        case .layoutMargins:
            return (environment.layoutMargins.start(along: across), environment.layoutMargins.end(along: across))
        case .readableContent:
            let m = environment.layoutMargins
            var start = m.start(along: across), end = m.end(along: across)
            if across == .horizontal {
                let extra = max(0, (environment.containerSize.width - start - end - Self.readableWidth) / 2)
                start += extra
                end += extra
            }
            return (start, end)
        }
    }
}

/// Layout-wide settings of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
public struct CompositionalLayoutConfiguration: Sendable, Hashable {
    /// The axis the layout scrolls along (default vertical).
    public var scrollDirection: LayoutAxis
    /// Space between consecutive sections (empty sections included).
    public var interSectionSpacing: CGFloat
    /// Headers and footers of the whole layout; index paths `[0, n]`.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
    /// Which insets of the collection view sections keep inside (default `.automatic`).
    public var contentInsetsReference: ContentInsetsReference

    /// Creates a configuration.
    public init(
        scrollDirection: LayoutAxis = .vertical, interSectionSpacing: CGFloat = 0, boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = [],
        contentInsetsReference: ContentInsetsReference = .automatic
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }

    package func validate(path: LayoutPath) throws {
        guard interSectionSpacing.isFinite, interSectionSpacing >= 0 else {
            throw LayoutError(.outOfRange(.atLeast(0), got: Double(interSectionSpacing)), at: path.appending("interSectionSpacing"))
        }
        for (i, b) in boundarySupplementaryItems.enumerated() { try b.validate(path: path.appending("boundarySupplementaryItems", .index(i))) }
    }
}
