import Foundation
import Tessera

/// One layout problem as the JSON spec describes it (`docs/spec.md`): the
/// container, the data, the scroll position and one layout, decoded and validated.
public struct LayoutSpec: Sendable {
    /// The most items a spec may hold in all its sections (`LayoutLimits.maximumItemCount`).
    public static let maximumItemCount = LayoutLimits.maximumItemCount

    /// Container size, display scale, layout direction, safe area and margins.
    public var environment: LayoutEnvironment
    /// The scroll position the spec gives (`contentOffset`), or nil when it gives none: it then
    /// starts where a scroll view starts (`contentOffset(in:)`).
    public var contentOffset: CGPoint?
    /// The sections of items.
    public var sections: [SectionData]
    /// The layout (`layout`'s one key names it).
    public var layout: any CollectionLayout
    /// The name of the layout's key (`waterfall`, `compositional`, …).
    public var layoutName: String {
        didSet { errorPaths = Self.errorPaths(family: LayoutRegistry.family(named: layoutName), name: layoutName) }
    }
    /// How the layout's error paths read as JSON paths: its family's map, found once (by the
    /// decoder, or by name for a spec built in Swift).
    private(set) var errorPaths: SpecPathMap

    /// A spec built in Swift rather than read from JSON: any `CollectionLayout`, your own
    /// included, with its data and scroll position, ready for `makeSnapshot()` or a renderer.
    public init(environment: LayoutEnvironment, contentOffset: CGPoint? = nil, sections: [SectionData], layout: any CollectionLayout, layoutName: String) {
        self.init(
            environment: environment, contentOffset: contentOffset, sections: sections, layout: layout, layoutName: layoutName,
            family: LayoutRegistry.family(named: layoutName))
    }

    /// A spec whose layout is of `family` (nil: none of the registry's).
    init(environment: LayoutEnvironment, contentOffset: CGPoint?, sections: [SectionData], layout: any CollectionLayout, layoutName: String, family: LayoutFamily?) {
        self.environment = environment
        self.contentOffset = contentOffset
        self.sections = sections
        self.layout = layout
        self.layoutName = layoutName
        errorPaths = Self.errorPaths(family: family, name: layoutName)
    }

    /// The error-path map of `family`, or the fallback for a layout named `name` outside the registry.
    private static func errorPaths(family: LayoutFamily?, name: String) -> SpecPathMap { family?.paths ?? .family(name) }

    /// Decodes a spec from JSON text. Errors name the JSON path of the bad value. A spec whose
    /// layout would lay out more than `maximumElements` cells (see `LayoutLimits`) is refused
    /// before any work starts.
    public static func decode(_ data: Data, maximumElements: Int = LayoutLimits.defaultMaximumElements) throws -> LayoutSpec {
        try decode(SpecNode(JSONValue.parse(data)), maximumElements: maximumElements)
    }

    /// Decodes a spec from a parsed document.
    public static func decode(_ root: SpecNode, maximumElements: Int = LayoutLimits.defaultMaximumElements) throws -> LayoutSpec {
        try decode(root, families: LayoutRegistry.families, maximumElements: maximumElements)
    }

    /// Decodes a spec whose layout is one of `families` (tests pass their own).
    static func decode(_ root: SpecNode, families: [LayoutFamily], maximumElements: Int = LayoutLimits.defaultMaximumElements) throws -> LayoutSpec {
        let layoutNode = try root.required("layout")
        let (name, body) = try layoutNode.singleMember(of: families.map(\.name), what: "layout")
        let family = families.first { $0.name == name }!
        try root.checkKeys(envelopeKeys, family.envelopeKeys)

        let environment = try decodeEnvironment(root, heightRequired: family.needsContainerHeight)
        let contentOffset = try root.optional("contentOffset")?.point()

        let sectionNodes: [SpecNode]
        if let s = try root.optional("sections") {
            sectionNodes = try s.elements()
        } else if family.needsSections {
            throw LayoutError(.required, at: ["sections"])
        } else {
            sectionNodes = []
        }
        var sections: [SectionData] = []
        var total = 0
        for node in sectionNodes {
            try node.checkKeys(["itemCount", "items"], family.sectionKeys)
            let section = try decodeSection(node)
            total += section.count
            guard total <= maximumItemCount else {
                throw node.error(.tooMany(.items, limit: maximumItemCount))
            }
            sections.append(section)
        }
        let context = SpecContext(root: root, environment: environment, sections: sections, sectionNodes: sectionNodes, paths: family.paths)
        let layout = try family.decode(body, context)
        try LayoutLimits.checkElementBudget(cells: layout.estimatedCellCount(sections: sections), maximum: min(maximumElements, LayoutLimits.absoluteMaximumElements))
        return LayoutSpec(environment: environment, contentOffset: contentOffset, sections: sections, layout: layout, layoutName: name, family: family)
    }

    /// Counts the layouts `makeSnapshot()` makes in the current task, when set: a test sets it
    /// to check that a caller (the playground's API) lays a spec out only once.
    @TaskLocal package static var snapshotCounter: LockedStorage<Int>?

    /// Lays the spec out. Errors name JSON paths (the layout's own paths mapped by its family's
    /// `SpecPathMap`).
    public func makeSnapshot() throws -> LayoutSnapshot {
        Self.snapshotCounter?.withLock { $0 += 1 }
        return try errorPaths.translating { try layout.makeSnapshot(sections: sections, environment: environment) }
    }

    /// The scroll position in `snapshot`, laid out from this spec: the spec's `contentOffset`, or
    /// where a scroll view starts with none given (`LayoutSnapshot.startingContentOffset(layout:)`:
    /// the leading edge, right to left included, or the first item centred in a carousel that
    /// centres it), as `tessera render`, `tessera scroll`, the playground and the adapters start.
    public func contentOffset(in snapshot: LayoutSnapshot) -> CGPoint {
        contentOffset ?? snapshot.startingContentOffset(layout: layout)
    }

    /// The keys of the document root every family allows.
    static let envelopeKeys = ["container", "displayScale", "contentOffset", "layoutDirection", "safeAreaInsets", "layoutMargins", "sections", "layout"]

    static func decodeEnvironment(_ root: SpecNode, heightRequired: Bool) throws -> LayoutEnvironment {
        let container = try root.required("container")
        try container.checkKeys(["width", "height"])
        let width = try container.required("width").positive()
        let heightNode = heightRequired ? try container.required("height") : try container.optional("height")
        let height = try heightNode?.nonNegative() ?? 0
        let scale = try root.optional("displayScale")?.positive() ?? 1
        let scales = LayoutLimits.displayScaleRange
        guard scales.contains(Double(scale)) else {
            throw LayoutError(.outOfRange(.from(scales.lowerBound, to: scales.upperBound), got: Double(scale)), at: ["displayScale"])
        }
        let direction = try root.optional("layoutDirection")?.enumeration(UserInterfaceLayoutDirection.self) ?? .leftToRight
        return LayoutEnvironment(
            containerSize: CGSize(width: width, height: height), displayScale: scale, layoutDirection: direction,
            safeAreaInsets: try root.optional("safeAreaInsets")?.insets() ?? .zero,
            layoutMargins: try root.optional("layoutMargins")?.insets() ?? .zero
        )
    }

    static func decodeSection(_ node: SpecNode) throws -> SectionData {
        let count = try node.optional("itemCount")
        let items = try node.optional("items")
        switch (count, items) {
        case (nil, nil):
            throw node.error(.needsOneOf(["itemCount", "items"]))
        case (_?, _?):
            throw node.error(.exclusive(["itemCount", "items"]))
        case (let c?, nil):
            return SectionData(itemCount: try c.integer(in: 0...maximumItemCount))
        case (nil, let list?):
            // A long array, straight from the text (ItemBytesDecoder).
            if let items = try ItemBytesDecoder.items(of: list) { return SectionData(items: items) }
            // One item at a time (`forEachElement`): the items are held only as `ItemData`.
            var items: [ItemData] = []
            items.reserveCapacity(try list.elementCount())
            try list.forEachElement { items.append(try decodeItem($0)) }
            return SectionData(items: items)
        }
    }

    static func decodeItem(_ node: SpecNode) throws -> ItemData {
        try node.checkKeys(["size", "aspectRatio", "height", "measuredSize", "columnSpan", "fullSpan"])
        var item = ItemData()
        let sizings = (node.has("size") ? 1 : 0) + (node.has("aspectRatio") ? 1 : 0) + (node.has("height") ? 1 : 0)
        guard sizings <= 1 else { throw node.error(.exclusive(["size", "aspectRatio", "height"])) }
        if let s = try node.optional("size") {
            let size = try s.size()
            guard size.width > 0 else { throw LayoutError(.outOfRange(.above(0), got: Double(size.width)), at: s.path(of: "width")) }
            guard size.height > 0 else { throw LayoutError(.outOfRange(.above(0), got: Double(size.height)), at: s.path(of: "height")) }
            item.sizing = .intrinsicSize(size)
        } else if let r = try node.optional("aspectRatio") {
            item.sizing = .aspectRatio(try r.positive())
        } else if let h = try node.optional("height") {
            item.sizing = .fixedHeight(try h.nonNegative())
        }
        item.measuredSize = try node.optional("measuredSize")?.size()
        item.columnSpan = try node.optional("columnSpan")?.integer(in: 1...LayoutLimits.maximumColumns) ?? 1
        item.isFullSpan = try node.optional("fullSpan")?.bool() ?? false
        return item
    }
}

/// What a layout decoder may read besides its own object: the whole document, the decoded
/// environment and sections, and each section's JSON (for per-section overrides).
public struct SpecContext: Sendable {
    /// The document root.
    public let root: SpecNode
    /// The decoded environment.
    public let environment: LayoutEnvironment
    /// The decoded sections.
    public let sections: [SectionData]
    /// Each section's JSON object, for layout-specific keys.
    public let sectionNodes: [SpecNode]
    /// How the layout's error paths read as JSON paths (its family's table).
    let paths: SpecPathMap
}

/// One layout family the spec knows: its key under `layout`, the extra keys it allows in
/// sections and the envelope, and how to decode it.
struct LayoutFamily: Sendable {
    var name: String
    var sectionKeys: [String] = []
    var envelopeKeys: [String] = []
    var needsSections = true
    var needsContainerHeight = false
    /// The family's own rules for turning its layout's error paths into JSON paths.
    var pathRules: [SpecPathMap.Rule] = []
    var decode: @Sendable (SpecNode, SpecContext) throws -> any CollectionLayout

    /// How the family's layout error paths read as JSON paths.
    var paths: SpecPathMap { .family(name, pathRules) }
}
