// UIViewRepresentable and UIHostingConfiguration, with a host that mounts and updates a
// representable as SwiftUI does (developer.apple.com/documentation/swiftui/uiviewrepresentable:
// `makeCoordinator()` once, `makeUIView(context:)` once, `updateUIView(_:context:)` after
// creation and on every state or environment change).

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    public var body: Never { notModelled("UIViewRepresentable.body") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    /// developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction: "The
    /// current transaction" (its animation is nil for a change made outside `withAnimation`).
    public var transaction = Transaction()
    /// developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    public var environment = EnvironmentValues.modelCurrent
}

/// A mounted representable: the view SwiftUI made and keeps, updated with new values.
@MainActor public final class ModelRepresentableHost<R: UIViewRepresentable> {
    public let coordinator: R.Coordinator
    public let view: R.UIViewType
    public private(set) var updates = 0

    /// Mounts `representable` in a window-sized frame (`size`), then updates it once.
    public init(_ representable: R, size: CGSize) {
        coordinator = representable.makeCoordinator()
        view = representable.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator))
        view.frame = CGRect(origin: .zero, size: size)
        update(representable)
    }

    /// SwiftUI re-evaluated the body that holds the representable: `updateUIView`, then a
    /// layout pass. The transaction is the change's: by default a state change made outside
    /// `withAnimation` (no animation; developer.apple.com/documentation/swiftui/transaction).
    public func update(_ representable: R, transaction: Transaction = Transaction()) {
        updateWithoutLayout(representable, transaction: transaction)
        view.layoutIfNeeded()
    }

    /// `updateUIView` with no layout pass after it: SwiftUI may update the representable
    /// several times before the next pass, and a view in a tab that is not showing has no pass
    /// at all (developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    /// promises a call for every change, not a layout between calls).
    public func updateWithoutLayout(_ representable: R, transaction: Transaction = Transaction()) {
        updates += 1
        var context = UIViewRepresentableContext<R>(coordinator: coordinator)
        context.transaction = transaction
        representable.updateUIView(view, context: context)
    }
}

/// developer.apple.com/documentation/swiftui/transaction: "The context of the current state-
/// processing update."
@MainActor public struct Transaction {
    /// developer.apple.com/documentation/swiftui/transaction/animation: "The animation, if any,
    /// associated with the current state change."
    public var animation: Animation?
    /// developer.apple.com/documentation/swiftui/transaction/disablesanimations: "A Boolean
    /// value that indicates whether views should disable animations."
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// developer.apple.com/documentation/swiftui/animation (the model keeps only a name).
public struct Animation: Equatable, Sendable {
    let modelName: String
    public static let `default` = Animation(modelName: "default")
    public static let linear = Animation(modelName: "linear")
    public static let easeInOut = Animation(modelName: "easeInOut")
}

/// developer.apple.com/documentation/swiftui/uihostingconfiguration: a cell's content as a
/// SwiftUI view, inset by the margins; the cell self-sizes to it (the content's fitting height
/// at the cell's width less the margins, plus the margins).
///
/// Applied to a cell whose content view a hosting configuration of the same type made, the
/// hosted view is kept ("directly applies the configuration to the existing content view",
/// UICollectionViewCell.contentConfiguration) and SwiftUI updates it in place: its state
/// stays unless the content's explicit identity changed (developer.apple.com/documentation/swiftui/view/id(_:):
/// "When the proxy value specified by the id parameter changes, the identity of the view — for
/// example, its state — is reset").
@MainActor public struct UIHostingConfiguration<Content: View, Background: View>: UIKitModelFittingContent, ModelHostingConfiguration {
    public let modelContent: Content
    /// The margins set with `margins(_:_:)`, by edge (the others the system's).
    var modelMarginOverrides: [Edge: CGFloat] = [:]
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView { modelContent = content() }

    /// developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:): "replace
    /// the default margins applied to the root of the configuration" on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        for e in Edge.allCases where edges.contains(Edge.Set(e)) { copy.modelMarginOverrides[e] = length }
        return copy
    }

    /// The margins around the content. Assumed: the system's default is the cell's content
    /// view's layout margins, 8 points on each side (developer.apple.com/documentation/uikit/uiview/layoutmargins:
    /// "the default layout margins are normally 8 points on each side").
    public var modelMargins: NSDirectionalEdgeInsets {
        let m = { (e: Edge) in modelMarginOverrides[e] ?? 8 }
        return NSDirectionalEdgeInsets(top: m(.top), leading: m(.leading), bottom: m(.bottom), trailing: m(.trailing))
    }

    /// The content as a session reads it: without the identity modifier.
    public var modelRootContent: any View { (modelContent as? any ModelIdentifiedContent)?.modelIdentifiedContent ?? modelContent }

    public func modelFittingSize(width: CGFloat) -> CGSize {
        let m = modelMargins
        let s = modelSizeThatFits(modelContent, ProposedViewSize(width: max(0, width - m.leading - m.trailing), height: nil))
        return CGSize(width: width, height: s.height + m.top + m.bottom)
    }

    public func modelApply(to contentView: ModelContentView) {
        let identity = (modelContent as? any ModelIdentifiedContent)?.modelIdentity
        if identity != contentView.modelContentIdentity { contentView.modelState = [:] }
        contentView.modelContentIdentity = identity
        contentView.modelMargins = modelMargins
    }
}

/// A hosting configuration of any content type, as a session reads it.
@MainActor public protocol ModelHostingConfiguration {
    /// The content, without the identity modifier.
    var modelRootContent: any View { get }
    /// The margins around the content.
    var modelMargins: NSDirectionalEdgeInsets { get }
}

/// A view with an explicit identity (what `id(_:)` returns in the model).
@MainActor public protocol ModelIdentifiedContent {
    var modelIdentity: AnyHashable { get }
    var modelIdentifiedContent: any View { get }
}

/// developer.apple.com/documentation/swiftui/view/id(_:)
public struct ModelIdentifiedView<Content: View>: View, ModelIdentifiedContent, ModelMeasurableView {
    public let content: Content
    public let modelIdentity: AnyHashable
    public typealias Body = Never
    public var body: Never { notModelled("id body") }
    public var modelIdentifiedContent: any View { content }
    public func modelSizeThatFits(_ proposal: ProposedViewSize) -> CGSize { SwiftUI.modelSizeThatFits(content, proposal) }
}

extension View {
    /// developer.apple.com/documentation/swiftui/view/id(_:): "Binds a view's identity to the
    /// given proxy value."
    public func id<ID: Hashable>(_ id: ID) -> some View { ModelIdentifiedView(content: self, modelIdentity: AnyHashable(id)) }
}
