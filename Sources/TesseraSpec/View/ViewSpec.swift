import Foundation
import Tessera
import TesseraViewLayout

/// Decodes the `view` layout of the JSON spec: a tree of containers, leaves and modifiers
/// (`{"hstack": {"spacing": 0, "children": [...]}, "frame": {"maxWidth": 100}}`). A node is an
/// object with one container or leaf key plus optional modifier keys, applied in document
/// order (the first is innermost, as the first modifier in SwiftUI code).
enum ViewSpec {
    /// The containers' and leaves' names (`ViewSpecTable`), containers first.
    static let kinds = contentKinds.map(\.name)
    /// The modifiers' names.
    static let modifiers = modifierKinds.map(\.name)

    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        ViewCollectionLayout(root: try decodeNode(node))
    }

    /// `modifiersAbove`: the modifiers of the node's ancestors, each a level of the tree as
    /// layout counts them (`ViewNode.validate()`), so that a tree too deep is refused here, at
    /// its JSON path, and never reaches layout's own check.
    static func decodeNode(_ node: SpecNode, modifiersAbove: Int = 0) throws -> ViewNode {
        let members = try node.members()
        let modifierCount = members.reduce(0) { $0 + (modifiers.contains($1.key) ? 1 : 0) }
        // Each container above adds one array index to the path (two for a grid's rows[r][c]).
        let containersAbove = node.indexCount
        guard containersAbove + modifiersAbove + modifierCount <= LayoutLimits.maximumViewDepth else {
            throw node.error(.tooMany(.viewNesting, limit: LayoutLimits.maximumViewDepth))
        }
        for (key, member) in members where !kinds.contains(key) && !modifiers.contains(key) {
            throw member.error(.unknownName(kind: "container, leaf or modifier", allowed: kinds + modifiers))
        }
        let content = members.filter { kinds.contains($0.key) }
        guard content.count == 1 else {
            throw node.error(.needsOneKey(kind: "view (a container or leaf)", allowed: kinds, got: content.count))
        }
        var view = try decodeContent(content[0].key, content[0].node, modifiersAbove: modifiersAbove + modifierCount)
        for (key, member) in members where modifiers.contains(key) {
            view = try applyModifier(key, member, to: view)
        }
        return view
    }

    // MARK: Leaves and containers

    /// The node of kind `key` (a container or leaf of `contentKinds`).
    static func decodeContent(_ key: String, _ body: SpecNode, modifiersAbove m: Int) throws -> ViewNode {
        guard let kind = contentKinds.first(where: { $0.name == key }) else {
            throw body.error(.unknownName(kind: "container or leaf", allowed: kinds))
        }
        return try kind.decode(body, m)
    }

    /// `radial`: its children, and the layout it switches to when their ranks tie.
    static func decodeRadial(_ body: SpecNode, modifiersAbove m: Int) throws -> ViewNode {
        try body.checkKeys(["children", "tieLayout"])
        let children = try decodeChildren(body, modifiersAbove: m)
        guard let tie = try body.optional("tieLayout") else { return .layout(RadialLayout(), children) }
        return .radialSwitchingOnTie(tied: try decodeChildlessLayout(tie), children)
    }

    /// `mosaic`: Instagram's grid as a view container (a preset pattern or one of its own).
    static func decodeMosaic(_ body: SpecNode, modifiersAbove m: Int) throws -> ViewNode {
        try body.checkKeys(["pattern", "columns", "tiles", "groups", "alternateMirrored", "spacing", "children"])
        let pattern = try body.optional("pattern") != nil || !body.has("columns") ? try preset(body) : try MosaicSpec.custom(body)
        let layout = BlockGridLayout(pattern: pattern, spacing: try body.optional("spacing")?.nonNegative() ?? 0)
        return .layout(layout, try decodeChildren(body, modifiersAbove: m))
    }

    /// `anyLayout`: a layout, or two and the progress of the transition between them.
    static func decodeAnyLayout(_ body: SpecNode, modifiersAbove m: Int) throws -> ViewNode {
        try body.checkKeys(["layout", "from", "progress", "children"])
        var layout = try decodeChildlessLayout(try body.required("layout"))
        if let from = try body.optional("from") {
            let progressNode = try body.required("progress")
            let progress = try progressNode.number()
            guard (0...1).contains(progress) else { throw progressNode.error(.outOfRange(.from(0, to: 1), got: progress)) }
            layout = .interpolating(from: try decodeChildlessLayout(from), to: layout, progress: progress)
        } else if try body.optional("progress") != nil {
            throw LayoutError(.required, at: body.path(of: "from"))
        }
        return .layout(layout, try decodeChildren(body, modifiersAbove: m))
    }

    /// A mosaic's preset pattern (`explore` when none is named), as the `mosaic` layout names them.
    static func preset(_ body: SpecNode) throws -> MosaicPattern {
        guard let node = try body.optional("pattern") else { return .explore }
        for key in ["columns", "tiles", "groups", "alternateMirrored"] where body.has(key) {
            throw LayoutError(.conflicts(with: "pattern"), at: body.path(of: key))
        }
        return MosaicSpec.presets[try node.oneOf(MosaicSpec.presets.keys.sorted())]!
    }

    /// A layout given without children (`tieLayout`, `anyLayout.layout`): `{"hstack": {"spacing": 0}}`.
    static func decodeChildlessLayout(_ node: SpecNode) throws -> AnyLayout {
        let childless = layoutKinds.filter(\.childless)
        let (key, body) = try node.singleMember(of: childless.map(\.name), what: "layout")
        let kind = childless.first { $0.name == key }!
        try body.checkKeys(kind.keys)
        return AnyLayout(try kind.decode(body))
    }

    static func decodeChildren(_ body: SpecNode, modifiersAbove m: Int) throws -> [ViewNode] {
        guard let children = try body.optional("children") else { return [] }
        return try children.elements().map { try decodeNode($0, modifiersAbove: m) }
    }

    static func decodeGrid(_ body: SpecNode, modifiersAbove m: Int) throws -> ViewNode {
        try body.checkKeys(["alignment", "horizontalSpacing", "verticalSpacing", "rows"])
        var rows: [GridRowContent] = []
        for row in try body.optional("rows")?.elements() ?? [] {
            if case .array = row.value {
                rows.append(.row(try row.elements().map { try decodeNode($0, modifiersAbove: m) }))
            } else if let gridRow = try row.optional("gridRow") {
                try row.checkKeys(["gridRow"])
                try gridRow.checkKeys(["alignment", "children"])
                rows.append(.row(alignment: try verticalAlignment(gridRow.optional("alignment")), try decodeChildren(gridRow, modifiersAbove: m)))
            } else {
                rows.append(.view(try decodeNode(row, modifiersAbove: m)))
            }
        }
        return .grid(
            alignment: try alignment(body.optional("alignment")) ?? .center,
            horizontalSpacing: try body.optional("horizontalSpacing")?.cgFloat(),
            verticalSpacing: try body.optional("verticalSpacing")?.cgFloat(), rows: rows)
    }

    // MARK: Modifiers

    static func applyModifier(_ key: String, _ node: SpecNode, to view: ViewNode) throws -> ViewNode {
        guard let kind = modifierKinds.first(where: { $0.name == key }) else { throw node.error(.unknownName(kind: "modifier", allowed: modifiers)) }
        return try kind.apply(node, view)
    }

    static func decodeFrame(_ node: SpecNode, _ view: ViewNode) throws -> ViewNode {
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        try node.checkKeys(["width", "height", "alignment"], flexibleKeys)
        let a = try alignment(node.optional("alignment")) ?? .center
        func length(_ key: String) throws -> CGFloat? {
            guard let n = try node.optional(key) else { return nil }
            if key.hasPrefix("max"), case .string(let s) = n.value {
                guard s == "infinity" else { throw n.error(.unreadable(expected: "a number >= 0 or \"infinity\"", got: s)) }
                return .infinity
            }
            return try n.nonNegative()
        }
        let isFlexible = try flexibleKeys.contains { try node.optional($0) != nil }
        let framed: ViewNode
        let issue: LayoutError?
        if isFlexible {
            if try node.optional("width") != nil || node.optional("height") != nil {
                throw node.error(.exclusive(["width/height", "min/ideal/max (nest two frames)"]))
            }
            (framed, issue) = view.checkedFrame(
                minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
                minHeight: try length("minHeight"), idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"), alignment: a)
        } else {
            (framed, issue) = view.checkedFrame(width: try length("width"), height: try length("height"), alignment: a)
        }
        // The frame's own check: its path is under the frame, as the JSON keys are.
        if let issue { throw issue.under(node.path) }

        return framed
    }

    // MARK: Values

    static func horizontalAlignment(_ node: SpecNode?) throws -> HorizontalAlignment? {
        try named(node, [("leading", .leading), ("center", .center), ("trailing", .trailing)])
    }

    static func verticalAlignment(_ node: SpecNode?) throws -> VerticalAlignment? {
        try named(node, [("top", .top), ("center", .center), ("bottom", .bottom)])
    }

    /// The value that `node` names among `choices` (nil when there is no node).
    static func named<T>(_ node: SpecNode?, _ choices: [(name: String, value: T)]) throws -> T? {
        guard let node else { return nil }
        let name = try node.oneOf(choices.map(\.name))
        return choices.first { $0.name == name }!.value
    }

    /// The nine named positions: SwiftUI's `Alignment` and `UnitPoint` names.
    static let positions: [(name: String, alignment: Alignment, point: UnitPoint)] = [
        ("topLeading", .topLeading, .topLeading), ("top", .top, .top), ("topTrailing", .topTrailing, .topTrailing),
        ("leading", .leading, .leading), ("center", .center, .center), ("trailing", .trailing, .trailing),
        ("bottomLeading", .bottomLeading, .bottomLeading), ("bottom", .bottom, .bottom), ("bottomTrailing", .bottomTrailing, .bottomTrailing),
    ]

    static func position(_ node: SpecNode) throws -> (name: String, alignment: Alignment, point: UnitPoint) {
        let name = try node.oneOf(positions.map(\.name))
        return positions.first { $0.name == name }!
    }

    static func alignment(_ node: SpecNode?) throws -> Alignment? {
        guard let node else { return nil }
        return try position(node).alignment
    }

    /// A unit point by name (`bottomTrailing`) or as `{"x": 1, "y": 1}`.
    static func unitPoint(_ node: SpecNode) throws -> UnitPoint {
        if case .string = node.value { return try position(node).point }
        let p = try node.point()
        return UnitPoint(x: p.x, y: p.y)
    }

    static func axes(_ node: SpecNode?) throws -> Set<LayoutAxis>? {
        guard let node else { return nil }
        return Set(try node.elements().map { try $0.enumeration(LayoutAxis.self) })
    }
}
