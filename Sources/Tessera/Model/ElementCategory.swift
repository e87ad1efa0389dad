import Foundation

/// The three kinds of element a collection layout places (UIKit's
/// `UICollectionView.ElementCategory`).
public enum ElementCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// An item's cell.
    case cell
    /// A supplementary view: a header, a footer, a badge.
    case supplementary
    /// A decoration view: a section background.
    case decoration
}

/// Element kinds the built-in layouts use (`elementKind` strings, as UIKit names them by string).
public enum ElementKind {
    /// A section header.
    public static let header = "header"
    /// A section footer.
    public static let footer = "footer"
    /// A section background decoration.
    public static let background = "background"
}

extension IndexPath {
    /// An index path of a section and an item in it (`IndexPath(item:section:)` is UIKit's and
    /// is missing off Apple's platforms).
    /// Built by appending to a one-part path: `IndexPath(indexes: [section, item])` allocates
    /// its array literal on the heap, which cost a compositional layout about a third of the
    /// work of each supplementary item it adds.
    public static func item(_ item: Int, section: Int) -> IndexPath {
        var path = IndexPath(index: section)
        path.append(item)
        return path
    }

    /// The section of a two-part index path.
    public var sectionIndex: Int { self[0] }
    /// The item of a two-part index path.
    public var itemIndex: Int { count > 1 ? self[1] : 0 }
}
