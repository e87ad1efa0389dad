import Foundation
import Tessera

/// The layout families a spec may name under `layout`. Each family's decoder lives beside its
/// layout (`Layouts/<Family>/<Family>Spec.swift`) and adds one line here.
enum LayoutRegistry {
    static let families: [LayoutFamily] = [
        LayoutFamily(name: "waterfall", sectionKeys: WaterfallSpec.sectionKeys, decode: WaterfallSpec.decode),
        LayoutFamily(name: "mosaic", decode: MosaicSpec.decode),
        LayoutFamily(name: "compositional", needsContainerHeight: true, decode: CompositionalSpec.decode),
        LayoutFamily(name: "view", needsSections: false, needsContainerHeight: true, decode: ViewSpec.decode),
        LayoutFamily(name: "carousel", decode: CarouselSpec.decode),
    ]

    static var names: [String] { families.map(\.name) }

    static func family(named name: String) -> LayoutFamily? { families.first { $0.name == name } }
}
