import Foundation
import Tessera

/// The layout families a spec may name under `layout`. Each family's decoder lives in
/// `Families/<Family>Spec.swift` and adds one line here, with its rules for error paths
/// (`SpecPathMap`) when its layout's property names differ from its JSON keys.
enum LayoutRegistry {
    static let families: [LayoutFamily] = [
        LayoutFamily(name: "waterfall", sectionKeys: WaterfallSpec.sectionKeys, pathRules: WaterfallSpec.pathRules, decode: WaterfallSpec.decode),
        LayoutFamily(name: "mosaic", decode: MosaicSpec.decode),
        LayoutFamily(name: "justifiedRows", decode: JustifiedRowsSpec.decode),
        LayoutFamily(name: "compositional", needsContainerHeight: true, pathRules: CompositionalSpec.pathRules, decode: CompositionalSpec.decode),
        LayoutFamily(name: "view", needsSections: false, needsContainerHeight: true, decode: ViewSpec.decode),
        LayoutFamily(name: "carousel", decode: CarouselSpec.decode),
        LayoutFamily(
            name: "collectionViewFlow", sectionKeys: CollectionViewFlowSpec.sectionKeys, pathRules: CollectionViewFlowSpec.pathRules,
            decode: CollectionViewFlowSpec.decode
        ),
    ]

    static var names: [String] { families.map(\.name) }

    static func family(named name: String) -> LayoutFamily? { families.first { $0.name == name } }
}
