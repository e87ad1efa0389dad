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
    /// layout pass.
    public func update(_ representable: R) {
        updateWithoutLayout(representable)
        view.layoutIfNeeded()
    }

    /// `updateUIView` with no layout pass after it: SwiftUI may update the representable
    /// several times before the next pass, and a view in a tab that is not showing has no pass
    /// at all (developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    /// promises a call for every change, not a layout between calls).
    public func updateWithoutLayout(_ representable: R) {
        updates += 1
        representable.updateUIView(view, context: UIViewRepresentableContext(coordinator: coordinator))
    }
}

/// developer.apple.com/documentation/swiftui/uihostingconfiguration: a cell's content as a
/// SwiftUI view; the cell self-sizes to it (its fitting height at the cell's width).
@MainActor public struct UIHostingConfiguration<Content: View, Background: View>: UIKitModelFittingContent {
    public let modelContent: Content
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView { modelContent = content() }
    public func modelFittingSize(width: CGFloat) -> CGSize {
        let s = modelSizeThatFits(modelContent, ProposedViewSize(width: width, height: nil))
        return CGSize(width: width, height: s.height)
    }
}
