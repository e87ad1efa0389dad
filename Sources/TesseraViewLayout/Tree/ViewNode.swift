import Foundation
import Tessera

/// A view to lay out: a leaf with a sizing behaviour, a modifier around a view, or a layout
/// container of views. Build trees with the static constructors, the modifier methods and
/// `Layout`s called on their children (`HStackLayout(spacing: 0) { … }`), then `layout(in:)`.
public struct ViewNode: Sendable {
    enum Content: Sendable {
        case leaf(ViewLeaf)
        /// A layout and its children; a modifier is a layout with one child that stands for it.
        case container(ViewContainer)
    }

    var content: Content
    var traits = ViewTraits()

    init(_ content: Content, traits: ViewTraits = ViewTraits()) {
        self.content = content
        self.traits = traits
    }

    /// A view that takes any size proposed to it, like SwiftUI's `Color` or `Rectangle`
    /// (10×10 where a dimension is unspecified).
    public static var rect: ViewNode { ViewNode(.leaf(.flexible)) }

    /// A view of a fixed size whatever is proposed.
    public static func fixed(width: CGFloat, height: CGFloat) -> ViewNode { ViewNode(.leaf(.fixed(CGSize(width: width, height: height)))) }

    /// A text-like view whose one-line size is `width`×`height`: proposed less width it wraps
    /// onto more lines (its height grows as its width shrinks); proposed less height than it
    /// needs it truncates to the lines that fit (at least one).
    public static func text(width: CGFloat, height: CGFloat) -> ViewNode { ViewNode(.leaf(.text(CGSize(width: width, height: height)))) }

    /// SwiftUI's `Spacer`: expands along the axis of the stack containing it, at least
    /// `minLength` long (the default spacing, 8, when nil).
    public static func spacer(minLength: CGFloat? = nil) -> ViewNode { ViewNode(.leaf(.spacer(minLength: minLength))) }

    /// A leaf whose size for a proposal is computed by `sizeThatFits`.
    public static func measured(_ sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize) -> ViewNode {
        ViewNode(.leaf(.measured(sizeThatFits)))
    }

    /// `children` laid out by `layout`.
    public static func layout(_ layout: some Layout, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.container(ViewContainer(layout, children, isModifier: false)))
    }

    /// This view wrapped in a one-child modifier layout; the wrapper keeps the view's traits
    /// (priority, layout values) so that its parent still sees them.
    func modified(by layout: some Layout) -> ViewNode {
        ViewNode(.container(ViewContainer(layout, [self], isModifier: true)), traits: traits)
    }

    /// The numbers of views and of containers in the tree if every container's children were
    /// like its first (exact for uniform trees: a row, a column of rows, a full tree), at least
    /// 64 and 16, at most 2^21 each: what the layout pass reserves. It follows the first children
    /// down, not the whole tree; each growth of the pass's storage would be another large
    /// allocation and copy (a column of 100,000 rows of three, 400,001 views, outgrew the
    /// earlier limit of 2^18 and copied 24 MiB of nodes every layout). An estimate too large
    /// costs address space only: large blocks are mapped lazily, and a page no view is written
    /// to is never backed by memory.
    var estimatedCounts: (nodes: Int, containers: Int) {
        let limit = 1 << 21
        var total = 1, level = 1, containers = 0
        var node = self
        while case .container(let container) = node.content, let first = container.children.first {
            containers += level
            let (product, overflow) = level.multipliedReportingOverflow(by: container.children.count)
            guard !overflow, product <= limit, total + product <= limit else { return (limit, min(limit, containers)) }
            level = product
            total += level
            node = first
        }
        return (max(64, total), max(16, containers))
    }

    /// The number of leaves in the tree (the elements of its collection layout), counted with a
    /// stack of its own, so that any depth is safe.
    public var leafCount: Int {
        var count = 0
        var pending = [self]
        while let node = pending.popLast() {
            switch node.content {
            case .leaf: count += 1
            case .container(let c): pending.append(contentsOf: c.children)
            }
        }
        return count
    }
}

/// How a leaf sizes itself.
enum ViewLeaf: Sendable {
    case fixed(CGSize)
    case flexible
    case text(CGSize)
    case spacer(minLength: CGFloat?)
    case measured(@Sendable (ProposedViewSize) -> CGSize)

    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }

    /// A bad size: its path under the leaf (`fixed`, `width`) and what is wrong, or nil.
    var validationIssue: LayoutError? {
        switch self {
        case .fixed(let size), .text(let size):
            // Paths are built only for a bad size.
            if Self.isGoodFixedSize(size) { return nil }
            let name: LayoutPath.Component = isText ? "text" : "fixed"
            if let r = nonNegativeReason(size.width) { return LayoutError(r, at: [name, "width"]) }
            if let r = nonNegativeReason(size.height) { return LayoutError(r, at: [name, "height"]) }
        case .spacer(let minLength):
            if let r = nonNegativeReason(minLength) { return LayoutError(r, at: ["spacer", "minLength"]) }
        case .flexible, .measured:
            break
        }
        return nil
    }

    /// Whether the leaf's values are good (`validationIssue` is nil, the `leaf` rule of
    /// `ViewValidityRule`), without building paths.
    var isValid: Bool {
        if case .fixed(let size) = self { return Self.isGoodFixedSize(size) }
        return validationIssue == nil
    }

    /// Whether `size` is a good fixed size: finite and not negative in both dimensions.
    @inline(__always) static func isGoodFixedSize(_ size: CGSize) -> Bool {
        size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite
    }

    private var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// The leaf's size for `proposal`; `stackAxis` is the orientation of the stack around it.
    func size(for proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
        switch self {
        case .fixed(let size):
            return size
        case .flexible:
            return proposal.replacingUnspecifiedDimensions()
        case .text(let line):
            return Self.textSize(line: line, proposal: proposal)
        case .spacer(let minLength):
            let minimum = minLength ?? ViewSpacing.defaultDistance
            func length(_ p: CGFloat?) -> CGFloat { max(minimum, p ?? minimum) }
            guard let axis = stackAxis else { return CGSize(width: length(proposal.width), height: length(proposal.height)) }
            return CGSize(length: length(proposal[axis]), along: axis, breadth: 0)
        case .measured(let measure):
            let s = measure(proposal)
            return CGSize(width: max(0, s.width), height: max(0, s.height))
        }
    }

    /// The leaf's spacing preferences (see `ViewSpacing`): a `Spacer` takes no spacing along its
    /// stack; a text, and a fixed view (the recorded suites' stand-in for a `Text` at its
    /// measured size), prefers text spacing above and below; any other view the defaults.
    func spacing(stackAxis: Axis?) -> ViewSpacing {
        switch self {
        case .spacer: return .spacer(along: stackAxis)
        case .text, .fixed: return .text
        case .flexible, .measured: return ViewSpacing()
        }
    }

    /// Text of one-line size `line` wraps at the proposed width into `ceil(line.width / width)`
    /// lines. It cannot be narrower than one glyph, taken as wide as a line is tall.
    static func textSize(line: CGSize, proposal: ProposedViewSize) -> CGSize {
        guard line.width > 0, line.height > 0 else { return line }
        let narrowest = min(line.width, line.height)
        let width = min(line.width, max(narrowest, proposal.width ?? line.width))
        var lines = (line.width / width - 1e-9).rounded(.up)
        if let h = proposal.height, h.isFinite {
            lines = max(1, min(lines, (h / line.height + 1e-9).rounded(.down)))
        }
        return CGSize(width: width, height: lines * line.height)
    }
}

/// What a view tells its parent besides its size: its layout priority and layout values.
struct ViewTraits: Sendable {
    var priority: Double = 0
    /// The layout values set, by key.
    private(set) var values: [ObjectIdentifier: any Sendable]
    /// Whether any value is set: what the layout pass reads of every view, where asking
    /// `values.isEmpty` would retain and release the dictionary's storage.
    private(set) var hasValues: Bool

    init(priority: Double = 0, values: [ObjectIdentifier: any Sendable] = [:]) {
        self.priority = priority
        self.values = values
        hasValues = !values.isEmpty
    }

    /// Sets the value for a key (`layoutValue(key:value:)`).
    mutating func set(_ value: any Sendable, for key: ObjectIdentifier) {
        values[key] = value
        hasValues = true
    }

    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        // Most views set no values: no hashing, no cast.
        if values.isEmpty { return K.defaultValue }
        return values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

/// Builds the children of a container from a block of views (SwiftUI's `@ViewBuilder`).
@resultBuilder
public enum ViewNodeBuilder {
    /// One view.
    public static func buildExpression(_ view: ViewNode) -> [ViewNode] { [view] }
    /// Several views (a `ForEach`: `(0..<n).map { … }`).
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    /// The views of a block, in order.
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    /// The views of a `for` loop.
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    /// The views of an `if` without `else`.
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    /// The views of an `if` branch.
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    /// The views of an `else` branch.
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
}

extension Layout {
    /// A container laying out `children` with this layout (SwiftUI's `layout { … }`).
    public func callAsFunction(_ children: [ViewNode]) -> ViewNode { ViewNode.layout(self, children) }

    /// A container laying out the views of `content` with this layout.
    public func callAsFunction(@ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode { ViewNode.layout(self, content()) }
}
