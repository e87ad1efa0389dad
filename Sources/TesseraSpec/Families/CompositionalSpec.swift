import Foundation
import Tessera

/// Decodes `layout.compositional` (docs/spec.md, "The compositional layout") into a
/// `CompositionalLayout`. Every error names the JSON path of the bad value.
enum CompositionalSpec {
    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys(["configuration", "section", "sections"])
        let configuration = try node.optional("configuration").map(decodeConfiguration) ?? CompositionalLayoutConfiguration()
        try context.paths.translating { try configuration.validate(path: ["configuration"]) }
        var layout: CompositionalLayout
        switch (try node.optional("section"), try node.optional("sections")) {
        case (let s?, nil):
            let section = try decodeSection(s)
            try context.paths.translating { try section.validate(path: ["section"], scrollDirection: configuration.scrollDirection) }
            layout = CompositionalLayout(section: section, configuration: configuration)
        case (nil, let list?):
            let nodes = try list.elements()
            let sections = try nodes.enumerated().map { i, n in
                let section = try decodeSection(n)
                try context.paths.translating { try section.validate(path: ["sections", .index(i)], scrollDirection: configuration.scrollDirection) }
                return section
            }
            guard sections.count >= context.sections.count else {
                throw list.error(.fewerThanSections(got: sections.count, sections: context.sections.count))
            }
            layout = CompositionalLayout(configuration: configuration) { index, _ in sections[index] }
        case (nil, nil):
            throw node.error(.needsOneOf(["section", "sections"]))
        case (_?, _?):
            throw node.error(.exclusive(["section", "sections"]))
        }
        return layout
    }

    /// `CompositionalLayout`'s paths as JSON paths: its properties are the JSON's keys, under
    /// `layout.compositional` (the fallback), but for a section provider's sections, which must not
    /// be read as the data's `sections`.
    static let pathRules: [SpecPathMap.Rule] = [
        .init(["sections", "*"], ["layout", "compositional", "sections", "*"])
    ]

    static func decodeConfiguration(_ node: SpecNode) throws -> CompositionalLayoutConfiguration {
        try node.checkKeys(["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference"])
        var c = CompositionalLayoutConfiguration()
        c.scrollDirection = try node.optional("scrollDirection")?.enumeration(LayoutAxis.self) ?? .vertical
        c.interSectionSpacing = try node.optional("interSectionSpacing")?.nonNegative() ?? 0
        c.boundarySupplementaryItems = try node.optional("boundarySupplementaryItems")?.elements().map(decodeBoundaryItem) ?? []
        c.contentInsetsReference = try node.optional("contentInsetsReference")?.enumeration(ContentInsetsReference.self) ?? .automatic
        return c
    }

    static func decodeSection(_ node: SpecNode) throws -> LayoutSection {
        try node.checkKeys([
            "group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior", "orthogonalOffset", "boundarySupplementaryItems",
            "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference",
        ])
        var s = LayoutSection(group: try decodeGroup(try node.required("group"), depth: 0))
        s.interGroupSpacing = try node.optional("interGroupSpacing")?.nonNegative() ?? 0
        s.contentInsets = try node.optional("contentInsets")?.insets() ?? .zero
        s.orthogonalScrollingBehavior = try node.optional("orthogonalScrollingBehavior")?.enumeration(OrthogonalScrollingBehavior.self) ?? .none
        if let o = try node.optional("orthogonalOffset") {
            guard s.orthogonalScrollingBehavior != .none else { throw o.error(.conflicts(with: "orthogonalScrollingBehavior none")) }
            s.orthogonalOffset = try o.point()
        }
        s.boundarySupplementaryItems = try node.optional("boundarySupplementaryItems")?.elements().map(decodeBoundaryItem) ?? []
        s.decorationItems = try node.optional("decorationItems")?.elements().map(decodeDecorationItem) ?? []
        s.supplementariesFollowContentInsets = try node.optional("supplementariesFollowContentInsets")?.bool() ?? true
        s.contentInsetsReference = try node.optional("contentInsetsReference")?.enumeration(ContentInsetsReference.self)
        return s
    }

    static func decodeGroup(_ node: SpecNode, depth: Int) throws -> LayoutGroup {
        guard depth < LayoutGroup.maximumNestingDepth else {
            throw node.error(.tooMany(.groupNesting, limit: LayoutGroup.maximumNestingDepth))
        }
        try node.checkKeys(["kind", "size", "subitems", "count", "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems", "customItems"])
        let kind = try node.required("kind").oneOf(["horizontal", "vertical", "custom"])
        let layoutSize = try decodeSize(try node.required("size"))
        var g: LayoutGroup
        if kind == "custom" {
            for key in ["subitems", "count", "interItemSpacing"] where node.has(key) {
                throw LayoutError(.conflicts(with: "kind custom (a custom group lists customItems)"), at: node.path(of: key))
            }
            let items = try node.required("customItems").elements().map { n -> GroupCustomItem in
                try n.checkKeys(["frame", "zIndex"])
                return GroupCustomItem(frame: try decodeFrame(try n.required("frame")), zIndex: try n.optional("zIndex")?.integer(in: LayoutLimits.zIndexRange) ?? 0)
            }
            g = .custom(layoutSize: layoutSize, items: items)
        } else {
            if node.has("customItems") { throw LayoutError(.conflicts(with: "kind \(kind) (only a custom group has customItems)"), at: node.path(of: "customItems")) }
            let subitemsNode = try node.required("subitems")
            let subitems = try subitemsNode.elements().map { try decodeSubitem($0, depth: depth) }
            guard !subitems.isEmpty else { throw subitemsNode.error(.needsAtLeastOne("subitem")) }
            let count = try node.optional("count")?.integer(in: 1...LayoutLimits.maximumGroupRepetitions)
            if count != nil, subitems.count != 1 { throw subitemsNode.error(.wrongCount(expected: 1, got: subitems.count)) }
            g = LayoutGroup(kind: kind == "horizontal" ? .horizontal : .vertical, layoutSize: layoutSize, subitems: subitems, count: count)
            g.interItemSpacing = try node.optional("interItemSpacing").map(decodeSpacing)
        }
        g.contentInsets = try node.optional("contentInsets")?.insets() ?? .zero
        g.edgeSpacing = try node.optional("edgeSpacing").map(decodeEdgeSpacing)
        g.supplementaryItems = try node.optional("supplementaryItems")?.elements().map(decodeSupplementaryItem) ?? []
        return g
    }

    static func decodeSubitem(_ node: SpecNode, depth: Int) throws -> LayoutSubitem {
        let (key, body) = try node.singleMember(of: ["item", "group"], what: "subitem")
        if key == "group" { return .group(try decodeGroup(body, depth: depth + 1)) }
        try body.checkKeys(["size", "contentInsets", "edgeSpacing", "supplementaryItems"])
        return .item(
            LayoutItem(
                layoutSize: try decodeSize(try body.required("size")),
                supplementaryItems: try body.optional("supplementaryItems")?.elements().map(decodeSupplementaryItem) ?? [],
                contentInsets: try body.optional("contentInsets")?.insets() ?? .zero,
                edgeSpacing: try body.optional("edgeSpacing").map(decodeEdgeSpacing)
            ))
    }

    static func decodeSize(_ node: SpecNode) throws -> LayoutSize {
        try node.checkKeys(["width", "height"])
        let size = LayoutSize(widthDimension: try decodeDimension(try node.required("width")), heightDimension: try decodeDimension(try node.required("height")))
        return size
    }

    static func decodeDimension(_ node: SpecNode) throws -> LayoutDimension {
        let (key, body) = try node.singleMember(of: ["fractionalWidth", "fractionalHeight", "absolute", "estimated"], what: "dimension")
        let v = try body.cgFloat()
        let d: LayoutDimension
        switch key {
        case "fractionalWidth": d = .fractionalWidth(v)
        case "fractionalHeight": d = .fractionalHeight(v)
        case "absolute": d = .absolute(v)
        default: d = .estimated(v)
        }
        try node.within { try d.validate(path: .root) }
        return d
    }

    static func decodeSpacing(_ node: SpecNode) throws -> LayoutSpacing {
        let (key, body) = try node.singleMember(of: ["fixed", "flexible"], what: "spacing")
        let v = try body.nonNegative()
        return key == "fixed" ? .fixed(v) : .flexible(v)
    }

    static func decodeEdgeSpacing(_ node: SpecNode) throws -> LayoutEdgeSpacing {
        try node.checkKeys(["leading", "top", "trailing", "bottom"])
        return LayoutEdgeSpacing(
            leading: try node.optional("leading").map(decodeSpacing), top: try node.optional("top").map(decodeSpacing),
            trailing: try node.optional("trailing").map(decodeSpacing), bottom: try node.optional("bottom").map(decodeSpacing)
        )
    }

    static func decodeBoundaryItem(_ node: SpecNode) throws -> LayoutBoundarySupplementaryItem {
        try node.checkKeys(["elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex", "measuredSize"])
        return LayoutBoundarySupplementaryItem(
            layoutSize: try decodeSize(try node.required("size")),
            elementKind: try decodeKind(node),
            alignment: try node.required("alignment").enumeration(RectAlignment.self),
            absoluteOffset: try node.optional("absoluteOffset")?.point() ?? .zero,
            extendsBoundary: try node.optional("extendsBoundary")?.bool() ?? true,
            pinToVisibleBounds: try node.optional("pinToVisibleBounds")?.bool() ?? false,
            zIndex: try node.optional("zIndex")?.integer(in: LayoutLimits.zIndexRange) ?? 1,
            measuredSize: try node.optional("measuredSize")?.size()
        )
    }

    static func decodeSupplementaryItem(_ node: SpecNode) throws -> LayoutSupplementaryItem {
        try node.checkKeys(["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "measuredSize"])
        return LayoutSupplementaryItem(
            layoutSize: try decodeSize(try node.required("size")),
            elementKind: try decodeKind(node),
            containerAnchor: try decodeAnchor(try node.required("containerAnchor")),
            itemAnchor: try node.optional("itemAnchor").map(decodeAnchor),
            zIndex: try node.optional("zIndex")?.integer(in: LayoutLimits.zIndexRange) ?? 1,
            measuredSize: try node.optional("measuredSize")?.size()
        )
    }

    static func decodeAnchor(_ node: SpecNode) throws -> LayoutAnchor {
        try node.checkKeys(["edges", "absoluteOffset", "fractionalOffset"])
        let edges = Set(try node.required("edges").elements().map { try $0.enumeration(DirectionalRectEdge.self) })
        switch (try node.optional("absoluteOffset"), try node.optional("fractionalOffset")) {
        case (_?, _?): throw node.error(.exclusive(["absoluteOffset", "fractionalOffset"]))
        case (nil, let f?): return LayoutAnchor(edges: edges, fractionalOffset: try f.point())
        case (let a, nil): return LayoutAnchor(edges: edges, absoluteOffset: try a?.point() ?? .zero)
        }
    }

    static func decodeDecorationItem(_ node: SpecNode) throws -> LayoutDecorationItem {
        try node.checkKeys(["elementKind", "contentInsets", "zIndex"])
        return LayoutDecorationItem(
            elementKind: try decodeKind(node),
            contentInsets: try node.optional("contentInsets")?.insets() ?? .zero,
            zIndex: try node.optional("zIndex")?.integer(in: LayoutLimits.zIndexRange) ?? 0
        )
    }

    static func decodeKind(_ node: SpecNode) throws -> String {
        let k = try node.required("elementKind")
        let s = try k.string()
        guard !s.isEmpty else { throw k.error(.empty) }
        return s
    }

    /// `[x, y, width, height]`, finite, width and height >= 0.
    static func decodeFrame(_ node: SpecNode) throws -> CGRect {
        let parts = try node.elements()
        guard parts.count == 4 else { throw node.error(.wrongCount(expected: 4, got: parts.count)) }
        return CGRect(x: try parts[0].cgFloat(), y: try parts[1].cgFloat(), width: try parts[2].nonNegative(), height: try parts[3].nonNegative())
    }
}
