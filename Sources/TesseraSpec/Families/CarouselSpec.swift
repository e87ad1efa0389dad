import Foundation
import Tessera

/// Decodes `"layout": {"carousel": {...}}`. Keys are `CarouselLayout`'s knobs:
///
/// ```json
/// {"carousel": {"scrollDirection": "horizontal",
///               "itemWidth": {"absolute": 200}, "itemHeight": {"fractional": 0.8},
///               "spacing": {"fixed": 10} | {"overlap": {"visibleOffset": 40}},
///               "sideItemScale": 0.6, "sideItemAlpha": 0.6, "sideItemShift": 0,
///               "centersFirstAndLastItems": true, "snapPolicy": "nearestItemCentered",
///               "decelerationRate": "fast" | 0.995, "isLooping": false}}
/// ```
///
/// Every key is optional; missing ones take `CarouselLayout`'s defaults.
enum CarouselSpec {
    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys([
            "scrollDirection", "itemWidth", "itemHeight", "spacing", "sideItemScale", "sideItemAlpha", "sideItemShift",
            "centersFirstAndLastItems", "snapPolicy", "decelerationRate", "isLooping",
        ])
        var layout = CarouselLayout()
        if let n = try node.optional("scrollDirection") { layout.scrollDirection = try n.enumeration(LayoutAxis.self) }
        if let n = try node.optional("itemWidth") { layout.itemWidth = try dimension(n) }
        if let n = try node.optional("itemHeight") { layout.itemHeight = try dimension(n) }
        if let n = try node.optional("spacing") {
            let (key, value) = try n.singleMember(of: ["fixed", "overlap"], what: "spacing")
            if key == "fixed" {
                layout.spacing = .fixed(try value.cgFloat())
            } else {
                try value.checkKeys(["visibleOffset"])
                layout.spacing = .overlap(visibleOffset: try value.required("visibleOffset").nonNegative())
            }
        }
        if let n = try node.optional("sideItemScale") { layout.sideItemScale = try fraction(n) }
        if let n = try node.optional("sideItemAlpha") { layout.sideItemAlpha = try fraction(n) }
        if let n = try node.optional("sideItemShift") { layout.sideItemShift = try n.cgFloat() }
        if let n = try node.optional("centersFirstAndLastItems") { layout.centersFirstAndLastItems = try n.bool() }
        if let n = try node.optional("snapPolicy") { layout.snapPolicy = SnapPolicy(try n.enumeration(SnapPolicy.Kind.self)) }
        if let n = try node.optional("decelerationRate") {
            if case .string(let s) = n.value {
                guard s == "normal" || s == "fast" else { throw n.error(.unreadable(expected: "normal, fast or a number between 0 and 1", got: s)) }
                layout.decelerationRate = s == "fast" ? .fast : .normal
            } else {
                let rate = try n.cgFloat()
                layout.decelerationRate = try n.within { try DecelerationRate.custom(rate, path: .root) }
            }
        }
        if let n = try node.optional("isLooping") { layout.isLooping = try n.bool() }
        try context.paths.translating { try layout.validate(sectionCount: context.sections.count, environment: context.environment) }
        return layout
    }

    /// `{"absolute": 200}` or `{"fractional": 0.8}`.
    static func dimension(_ node: SpecNode) throws -> CarouselLayout.ItemDimension {
        let (key, value) = try node.singleMember(of: ["absolute", "fractional"], what: "dimension")
        return key == "absolute" ? .absolute(try value.positive()) : .fractional(try value.positive())
    }

    /// A number in (0, 1].
    static func fraction(_ node: SpecNode) throws -> CGFloat {
        let v = try node.positive()
        guard v <= 1 else { throw node.error(.outOfRange(.aboveUpTo(0, 1), got: Double(v))) }
        return v
    }
}
