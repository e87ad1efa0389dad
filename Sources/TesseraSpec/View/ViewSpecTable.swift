import Foundation
import Tessera
import TesseraViewLayout

/// The `view` layout's node kinds, each once: its JSON name and how it decodes. `ViewSpec`
/// reads its names (for unknown-key errors), keys and decoders from these tables only, as
/// `LayoutRegistry` does for layout families: a new container is one row.
extension ViewSpec {
    /// A container that is a `Layout` of its children with knobs of its own (`hstack`, `flow`, …).
    struct LayoutKind: Sendable {
        /// The JSON key.
        var name: String
        /// Its keys other than `children`.
        var keys: [String]
        /// Whether it may be given without children (`tieLayout`, `anyLayout.layout`).
        var childless: Bool
        /// Its layout, from its own keys.
        var decode: @Sendable (SpecNode) throws -> any Layout
    }

    /// A container or leaf: what one node of the tree is.
    struct ContentKind: Sendable {
        /// The JSON key.
        var name: String
        /// The node, from its body and the number of modifiers above it.
        var decode: @Sendable (SpecNode, Int) throws -> ViewNode
    }

    /// A modifier: applied to the node it is beside, in document order.
    struct ModifierKind: Sendable {
        /// The JSON key.
        var name: String
        /// The node modified by the value at `node`.
        var apply: @Sendable (SpecNode, ViewNode) throws -> ViewNode
    }

    static let layoutKinds: [LayoutKind] = [
        LayoutKind(name: "hstack", keys: ["alignment", "spacing"], childless: true) { body in
            HStackLayout(alignment: try verticalAlignment(body.optional("alignment")) ?? .center, spacing: try body.optional("spacing")?.cgFloat())
        },
        LayoutKind(name: "vstack", keys: ["alignment", "spacing"], childless: true) { body in
            VStackLayout(alignment: try horizontalAlignment(body.optional("alignment")) ?? .center, spacing: try body.optional("spacing")?.cgFloat())
        },
        LayoutKind(name: "zstack", keys: ["alignment"], childless: true) { body in
            ZStackLayout(alignment: try alignment(body.optional("alignment")) ?? .center)
        },
        LayoutKind(name: "viewThatFits", keys: ["axes"], childless: false) { body in
            ViewThatFitsLayout(in: try axes(body.optional("axes")) ?? [.horizontal, .vertical])
        },
        LayoutKind(name: "equalWidthHStack", keys: ["spacing"], childless: true) { body in EqualWidthHStack(spacing: try body.optional("spacing")?.cgFloat()) },
        LayoutKind(name: "equalWidthVStack", keys: ["spacing"], childless: true) { body in EqualWidthVStack(spacing: try body.optional("spacing")?.cgFloat()) },
        LayoutKind(name: "flow", keys: ["alignment", "itemSpacing", "lineSpacing"], childless: true) { body in
            FlowLayout(
                alignment: try alignment(body.optional("alignment")) ?? .topLeading, itemSpacing: try body.optional("itemSpacing")?.cgFloat(),
                lineSpacing: try body.optional("lineSpacing")?.cgFloat())
        },
        LayoutKind(name: "radial", keys: [], childless: true) { _ in RadialLayout() },
    ]

    /// A layout container: its own keys and its children.
    static func layoutContainer(_ name: String) -> ContentKind {
        ContentKind(name: name) { body, m in
            let kind = layoutKinds.first { $0.name == name }!
            try body.checkKeys(kind.keys, ["children"])
            return .layout(try kind.decode(body), try decodeChildren(body, modifiersAbove: m))
        }
    }

    static let contentKinds: [ContentKind] = [
        layoutContainer("hstack"), layoutContainer("vstack"), layoutContainer("zstack"),
        ContentKind(name: "grid") { body, m in try decodeGrid(body, modifiersAbove: m) },
        layoutContainer("viewThatFits"), layoutContainer("equalWidthHStack"), layoutContainer("equalWidthVStack"),
        ContentKind(name: "radial") { body, m in try decodeRadial(body, modifiersAbove: m) },
        layoutContainer("flow"),
        ContentKind(name: "anyLayout") { body, m in try decodeAnyLayout(body, modifiersAbove: m) },
        ContentKind(name: "mosaic") { body, m in try decodeMosaic(body, modifiersAbove: m) },
        ContentKind(name: "rect") { body, _ in
            try body.checkKeys([])
            return .rect
        },
        ContentKind(name: "fixed") { body, _ in
            try body.checkKeys(["width", "height"])
            return .fixed(width: try body.required("width").nonNegative(), height: try body.required("height").nonNegative())
        },
        ContentKind(name: "text") { body, _ in
            try body.checkKeys(["width", "height"])
            return .text(width: try body.required("width").nonNegative(), height: try body.required("height").nonNegative())
        },
        ContentKind(name: "spacer") { body, _ in
            try body.checkKeys(["minLength"])
            return .spacer(minLength: try body.optional("minLength")?.nonNegative())
        },
    ]

    static let modifierKinds: [ModifierKind] = [
        ModifierKind(name: "frame") { node, view in try decodeFrame(node, view) },
        ModifierKind(name: "padding") { node, view in view.padding(try node.insets()) },
        ModifierKind(name: "layoutPriority") { node, view in view.layoutPriority(try node.number()) },
        ModifierKind(name: "fixedSize") { node, view in
            if case .bool(let b) = node.value { return b ? view.fixedSize() : view }
            let a = try axes(node) ?? []
            return view.fixedSize(horizontal: a.contains(.horizontal), vertical: a.contains(.vertical))
        },
        ModifierKind(name: "gridCellColumns") { node, view in view.gridCellColumns(try node.integer(in: 1...LayoutLimits.maximumColumns)) },
        ModifierKind(name: "gridColumnAlignment") { node, view in view.gridColumnAlignment(try horizontalAlignment(node)!) },
        ModifierKind(name: "gridCellUnsizedAxes") { node, view in view.gridCellUnsizedAxes(try axes(node) ?? []) },
        ModifierKind(name: "gridCellAnchor") { node, view in view.gridCellAnchor(try unitPoint(node)) },
        ModifierKind(name: "rank") { node, view in view.rank(try node.integer(in: LayoutLimits.zIndexRange)) },
        ModifierKind(name: "relativeWidth") { node, view in view.relativeWidth(try node.nonNegative()) },
    ]
}
