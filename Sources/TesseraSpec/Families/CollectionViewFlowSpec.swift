import Foundation
import Tessera

/// Decodes `"layout": {"collectionViewFlow": {…}}` (docs/spec.md, "Flow layout").
enum CollectionViewFlowSpec {
    /// The keys a section object may carry to override the layout's knobs.
    static let sectionKeys = ["sectionInset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize"]

    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys(
            sectionKeys,
            [
                "scrollDirection", "itemSize", "estimatedItemSize", "sectionInsetReference", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
            ])
        var layout = CollectionViewFlowLayout()
        layout.scrollDirection = try node.optional("scrollDirection")?.enumeration(LayoutAxis.self) ?? .vertical
        layout.itemSize = try node.optional("itemSize")?.size() ?? layout.itemSize
        layout.estimatedItemSize = try node.optional("estimatedItemSize").map(estimatedItemSize) ?? .none
        layout.minimumLineSpacing = try node.optional("minimumLineSpacing")?.cgFloat() ?? layout.minimumLineSpacing
        layout.minimumInteritemSpacing = try node.optional("minimumInteritemSpacing")?.nonNegative() ?? layout.minimumInteritemSpacing
        layout.sectionInset = try node.optional("sectionInset")?.insets() ?? .zero
        layout.sectionInsetReference = try node.optional("sectionInsetReference")?.enumeration(FlowSectionInsetReference.self) ?? .fromContentInset
        layout.headerReferenceSize = try node.optional("headerReferenceSize")?.size() ?? .zero
        layout.footerReferenceSize = try node.optional("footerReferenceSize")?.size() ?? .zero
        layout.sectionHeadersPinToVisibleBounds = try node.optional("sectionHeadersPinToVisibleBounds")?.bool() ?? false
        layout.sectionFootersPinToVisibleBounds = try node.optional("sectionFootersPinToVisibleBounds")?.bool() ?? false
        for (index, section) in context.sectionNodes.enumerated() {
            var o = FlowSectionOverrides()
            o.sectionInset = try section.optional("sectionInset")?.insets()
            o.minimumLineSpacing = try section.optional("minimumLineSpacing")?.cgFloat()
            o.minimumInteritemSpacing = try section.optional("minimumInteritemSpacing")?.nonNegative()
            o.headerReferenceSize = try section.optional("headerReferenceSize")?.size()
            o.footerReferenceSize = try section.optional("footerReferenceSize")?.size()
            if o != FlowSectionOverrides() { layout.sectionOverrides[index] = o }
        }
        // Check now that every section's lines have room (errors before any layout).
        try context.paths.translating {
            try layout.checkSectionsFit(sectionCount: context.sections.count, environment: context.environment)
        }
        return layout
    }

    /// `"automatic"` or a size.
    static func estimatedItemSize(_ node: SpecNode) throws -> FlowEstimatedItemSize {
        if let text = try? node.string() {
            guard text == "automatic" else { throw node.error(.notOneOf(allowed: ["automatic"], got: text)) }
            return .automatic
        }
        return .estimated(try node.size())
    }

    /// `CollectionViewFlowLayout`'s paths as JSON paths: a section's overrides are that section's keys.
    static let pathRules: [SpecPathMap.Rule] = [
        .init(["sectionOverrides", "*"], ["sections", "*"])
    ]
}
