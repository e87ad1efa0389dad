// SwiftUI's Layout protocol and the host that runs one as SwiftUI does
// (developer.apple.com/documentation/swiftui/layout): `makeCache` once per subview set, then
// `sizeThatFits(proposal:subviews:cache:)` for the proposal (possibly several times with
// different proposals), then `placeSubviews(in:proposal:subviews:cache:)` for the bounds chosen.

@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
}

@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    /// developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
    }
}

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    @inlinable public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    @inlinable public init(_ size: CGSize) { self.width = size.width; self.height = size.height }
    /// developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// developer.apple.com/documentation/swiftui/viewspacing (the model keeps one distance for
/// every edge, and the edges a union took, `modelEdges`).
public struct ViewSpacing: Equatable, Sendable {
    public var modelDistance: CGFloat
    /// The edges whose preference is `modelDistance` (the others are zero).
    public var modelEdges: Edge.Set = .all
    public init() { modelDistance = 8 }
    public static let zero: ViewSpacing = {
        var s = ViewSpacing(); s.modelDistance = 0; return s
    }()
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(modelDistance, next.modelDistance) }
    /// developer.apple.com/documentation/swiftui/viewspacing/union(_:edges:): "the union of
    /// this and another spacing instance", on `edges` only.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
    /// developer.apple.com/documentation/swiftui/viewspacing/formunion(_:edges:)
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        guard !edges.isEmpty, other.modelDistance > 0 else { return }
        modelEdges = modelDistance > 0 ? modelEdges.union(edges) : edges
        modelDistance = max(modelDistance, other.modelDistance)
    }
}

/// developer.apple.com/documentation/swiftui/layoutproperties
public struct LayoutProperties: Sendable {
    public init() {}
    /// developer.apple.com/documentation/swiftui/layoutproperties/stackorientation
    public var stackOrientation: Axis?
}

/// developer.apple.com/documentation/swiftui/layoutvaluekey
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// One subview as the host shows it to a layout: how it measures, its priority, spacing and
/// explicit alignment guides, and where the layout placed it.
public final class ModelSubview: @unchecked Sendable {
    public let view: any View
    public var priority: Double = 0
    public var spacing = ViewSpacing()
    /// Explicit guides (`alignmentGuide(_:computeValue:)`), by guide name, given the size.
    public var guides: [String: @Sendable (CGSize) -> CGFloat] = [:]
    /// The layout values the view set (`layoutValue(key:value:)`), by key type.
    public var values: [ObjectIdentifier: Any] = [:]
    /// Where the layout placed the subview (nil: not placed, so SwiftUI centres it in the bounds).
    public internal(set) var placement: (frame: CGRect, proposal: ProposedViewSize)?
    public internal(set) var sizeQueries = 0
    /// The proposals the layout measured the subview at, in order (repeats included).
    public internal(set) var proposalsAsked: [ProposedViewSize] = []
    /// How the view measures on a thread other than the main one (nil: on the main actor only).
    let anyThreadSize: (@Sendable (ProposedViewSize) -> CGSize)?
    /// Measurements asked off the main thread of a view the model measures on the main actor only.
    public internal(set) var offMainMeasurements = 0

    @MainActor public init(_ view: any View) {
        var view = view
        while let keyed = view as? any ModelLayoutValueView {
            values[keyed.modelKey] = keyed.modelValue
            view = keyed.modelContent
        }
        self.view = view
        anyThreadSize = (view as? any ModelAnyThreadMeasurable)?.modelAnyThreadSize
    }

    /// The view's size for `proposal`: on the main actor by its own rule; off the main thread
    /// (a `Layout` called where SwiftUI allows, `Layout` being `Sendable`) by the rule it gives
    /// for any thread, else zero and counted in `offMainMeasurements`.
    func measure(_ proposal: ProposedViewSize) -> CGSize {
        if Thread.isMainThread {
            let view = self.view
            return MainActor.assumeIsolated { modelSizeThatFits(view, proposal) }
        }
        guard let anyThreadSize else { offMainMeasurements += 1; return .zero }
        return anyThreadSize(proposal)
    }
}

/// A view the model can measure on any thread (a `Text`): what SwiftUI's layout off the main
/// thread asks of it.
@MainActor public protocol ModelAnyThreadMeasurable {
    /// The view's size rule, callable on any thread.
    var modelAnyThreadSize: @Sendable (ProposedViewSize) -> CGSize { get }
}

/// developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview: Equatable {
    let model: ModelSubview
    /// developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        model.sizeQueries += 1
        model.proposalsAsked.append(proposal)
        return model.measure(proposal)
    }
    /// developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:):
    /// "place each subview exactly once" per placeSubviews call (the model reports a second).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        // The view sizes itself for the proposal (not one of the layout's measurements).
        let size = model.measure(proposal)
        if model.placement != nil { MainActor.assumeIsolated { UIKitModel.violate("a subview was placed twice in one placeSubviews call") } }
        model.placement = (CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height), proposal)
    }
    /// developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:): the value the
    /// view set for `key`, or its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { (model.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    /// developer.apple.com/documentation/swiftui/layoutsubview/priority
    public var priority: Double { model.priority }
    /// developer.apple.com/documentation/swiftui/layoutsubview/spacing
    public var spacing: ViewSpacing { model.spacing }
    /// developer.apple.com/documentation/swiftui/layoutsubview/dimensions(in:)
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), guides: model.guides)
    }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.model === b.model }
}

public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let items: [LayoutSubview]
    let range: Range<Int>
    /// developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection: "the layout
    /// direction inherited by the container view" (SwiftUI then mirrors the placements itself).
    public var layoutDirection: LayoutDirection = .leftToRight
    init(items: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection = .leftToRight) {
        self.items = items; self.range = range; self.layoutDirection = layoutDirection
    }
    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(index: Int) -> LayoutSubview { items[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(items: items, range: bounds, layoutDirection: layoutDirection) }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.items == b.items && a.range == b.range }
}

@preconcurrency public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:): the default
    /// makes a new cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    /// developer.apple.com/documentation/swiftui/layout/layoutproperties-5rb5b: none by default.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:): the union of
    /// the subviews' spacing by default.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
    /// developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)-8ofeu: nil by default.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    /// developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)-3iqmu: nil by default.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        // Views are built on the main actor (View is @MainActor); SwiftUI calls this from a body.
        let built = content()
        return MainActor.assumeIsolated { ModelLayoutView(layout: self, children: modelChildren(of: built)) }
    }
}

/// A layout container with its children (what `layout { … }` builds).
public struct ModelLayoutView<L: Layout>: View, ModelMeasurableView {
    public let layout: L
    public let children: [any View]
    public typealias Body = Never
    public var body: Never { notModelled("layout container body") }
    public func modelSizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let host = ModelLayoutHost(layout, children: children)
        return host.sizeThatFits(proposal)
    }
}

/// Runs a `Layout` as SwiftUI does: one cache per subview set, `sizeThatFits` for the
/// proposal, `placeSubviews` in the bounds; subviews not placed are centred in the bounds at
/// an unspecified proposal ("any subviews you don't place … SwiftUI places at the center of
/// the layout container", developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)).
@MainActor public final class ModelLayoutHost<L: Layout> {
    public var layout: L
    public let subviews: [ModelSubview]
    /// The environment's layout direction, which the proxies report.
    public var layoutDirection: LayoutDirection = .leftToRight
    var cache: L.Cache
    /// The layout's cache as the host keeps it (what a session inspects).
    public var modelCache: L.Cache { cache }
    public private(set) var cacheCount = 1
    public private(set) var sizeCalls = 0
    public private(set) var placeCalls = 0

    public init(_ layout: L, children: [any View]) {
        self.layout = layout
        subviews = children.map { ModelSubview($0) }
        cache = layout.makeCache(subviews: LayoutSubviews(items: subviews.map { LayoutSubview(model: $0) }, range: 0..<children.count))
    }

    var proxies: LayoutSubviews { LayoutSubviews(items: subviews.map { LayoutSubview(model: $0) }, range: 0..<subviews.count, layoutDirection: layoutDirection) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizeCalls += 1
        return layout.sizeThatFits(proposal: proposal, subviews: proxies, cache: &cache)
    }

    public private(set) var updateCalls = 0

    /// What a parent aligning the container asks (`explicitAlignment(of:in:proposal:…)`).
    public func explicitAlignment(_ guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: proxies, cache: &cache)
    }

    /// What a parent stack spacing the container asks (`spacing(subviews:cache:)`).
    public func spacing() -> ViewSpacing { layout.spacing(subviews: proxies, cache: &cache) }

    /// The app's view updated with the same subviews (or a new layout value): SwiftUI calls
    /// `updateCache` ("when the layout or its subviews change",
    /// developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)).
    public func update(_ layout: L? = nil) {
        if let layout { self.layout = layout }
        updateCalls += 1
        self.layout.updateCache(&cache, subviews: proxies)
    }

    /// One SwiftUI pass: the container's size for `proposal`, then placement in a rect of that
    /// size at `origin`. Returns each subview's frame (nil proposal: SwiftUI centred it).
    @discardableResult
    public func layoutPass(_ proposal: ProposedViewSize, origin: CGPoint = .zero) -> [CGRect] {
        let size = sizeThatFits(proposal)
        return place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// `placeSubviews` alone, in `bounds` for `proposal` (a parent may give bounds of another
    /// size than the layout answered: a `.frame` around it). Returns each subview's frame.
    @discardableResult
    public func place(in bounds: CGRect, proposal: ProposedViewSize) -> [CGRect] {
        for s in subviews { s.placement = nil }
        placeCalls += 1
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: proxies, cache: &cache)
        return frames(in: bounds)
    }

    /// One pass, `sizeThatFits` then `placeSubviews` at the origin, made on a thread of its own
    /// while the main thread waits: SwiftUI may call a `Layout` off the main thread ("Layout:
    /// Sendable", developer.apple.com/documentation/swiftui/layout). Returns each subview's frame.
    @discardableResult
    public func layoutPassOffMainThread(_ proposal: ProposedViewSize) -> [CGRect] {
        for s in subviews { s.placement = nil }
        sizeCalls += 1
        placeCalls += 1
        // The main thread waits for the other: one thread at a time touches the cache.
        nonisolated(unsafe) var cache = self.cache
        nonisolated(unsafe) let proxies = self.proxies
        nonisolated(unsafe) var size = CGSize.zero
        let layout = self.layout
        let done = DispatchSemaphore(value: 0)
        Thread {
            size = layout.sizeThatFits(proposal: proposal, subviews: proxies, cache: &cache)
            layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: proxies, cache: &cache)
            done.signal()
        }.start()
        done.wait()
        self.cache = cache
        return frames(in: CGRect(origin: .zero, size: size))
    }

    /// The subviews' frames part way (`progress`, 0…1, under a linear curve) through an
    /// animated change of the layout from `from` to `to`: SwiftUI animates each view's frame
    /// from where it was to where the new layout puts it (`withAnimation(_:_:)`,
    /// developer.apple.com/documentation/swiftui/withanimation(_:_:); `Animation.linear`).
    public static func framesAnimating(from: [CGRect], to: [CGRect], progress: CGFloat) -> [CGRect] {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return zip(from, to).map { a, b in CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)) }
    }

    /// Each subview's frame after a placement: where it was placed, or centred at its ideal size.
    func frames(in bounds: CGRect) -> [CGRect] {
        subviews.map { s in
            if let p = s.placement { return p.frame }
            let size = modelSizeThatFits(s.view, .unspecified)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}

// MARK: Stacks and alignment (the names Tessera's view-layout module shares)

public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// developer.apple.com/documentation/swiftui/viewdimensions
public struct ViewDimensions: Equatable {
    let size: CGSize
    let guides: [String: @Sendable (CGSize) -> CGFloat]
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    /// The explicit value of a guide, or nil (`subscript(explicit:)`).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides[guide.name].map { $0(size) } }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guides[guide.name].map { $0(size) } }
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.defaultValue(size) }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.defaultValue(size) }
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.size == b.size && a.guides.keys == b.guides.keys }
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    let fraction: CGFloat
    public init(_ id: any AlignmentID.Type) { name = "\(id)"; fraction = 0 }
    init(name: String, fraction: CGFloat) { self.name = name; self.fraction = fraction }
    func defaultValue(_ size: CGSize) -> CGFloat { size.height * fraction }
    public static var top: VerticalAlignment { VerticalAlignment(name: "top", fraction: 0) }
    public static var center: VerticalAlignment { VerticalAlignment(name: "vcenter", fraction: 0.5) }
    public static var bottom: VerticalAlignment { VerticalAlignment(name: "bottom", fraction: 1) }
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    let fraction: CGFloat
    public init(_ id: any AlignmentID.Type) { name = "\(id)"; fraction = 0 }
    init(name: String, fraction: CGFloat) { self.name = name; self.fraction = fraction }
    func defaultValue(_ size: CGSize) -> CGFloat { size.width * fraction }
    public static var leading: HorizontalAlignment { HorizontalAlignment(name: "leading", fraction: 0) }
    public static var center: HorizontalAlignment { HorizontalAlignment(name: "hcenter", fraction: 0.5) }
    public static var trailing: HorizontalAlignment { HorizontalAlignment(name: "trailing", fraction: 1) }
}

/// Not modelled beyond its declaration (the shells do not run SwiftUI's own stacks).
@frozen public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { notModelled("HStackLayout") }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { notModelled("HStackLayout") }
}

/// Not modelled beyond its declaration.
@frozen public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { notModelled("VStackLayout") }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { notModelled("VStackLayout") }
}

/// developer.apple.com/documentation/swiftui/anylayout. Not modelled beyond its declaration
/// (a sample type-checks with it; the sessions do not run SwiftUI's own layouts).
@frozen public struct AnyLayout: Layout {
    public init<L: Layout>(_ layout: L) {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { notModelled("AnyLayout") }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { notModelled("AnyLayout") }
}
