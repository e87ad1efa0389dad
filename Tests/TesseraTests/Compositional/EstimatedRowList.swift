import Foundation
import Tessera
import TesseraTestSupport

/// The list the measured-size update tests work their examples on by hand: rows of one item the
/// full width, estimated 44 high.
enum EstimatedRowList {
    /// One row: an item and its group the full width, estimated 44.
    static let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.fractionalWidth(1), .estimated(44))])

    /// Rows 10 apart under a header 30 high, over a footer 20 high.
    static func headered() -> CompositionalLayout {
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top),
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom),
        ]
        return CompositionalLayout(section: section)
    }
}
