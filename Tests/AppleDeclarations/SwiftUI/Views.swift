// An executable model of the SwiftUI the Tessera shells and samples use, compiled as a module
// named `SwiftUI` over the UIKit model (see Tests/AppleDeclarations/UIKit/Model.swift). Public
// declarations keep Apple's signatures (developer.apple.com/documentation/swiftui); members
// named `model…` are the model's own. Protocols list only the requirements the shells implement
// or call; Apple's have more, all with defaults. A test double: never part of a product.
@_exported import Foundation
@_exported import UIKit

func notModelled(_ what: String) -> Never { fatalError("SwiftUI model: \(what) is not modelled") }

// MARK: Views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { notModelled("Never.body") }
}

/// A view the model can measure without a body (a leaf).
@MainActor public protocol ModelMeasurableView {
    /// The view's size for `proposal` (nil dimensions: unspecified).
    func modelSizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// A view that stands for several children (ForEach, a builder's tuple).
@MainActor public protocol ModelViewList {
    var modelChildren: [any View] { get }
}

/// The children a container's content gives (lists flattened; `EmptyView` none).
@MainActor public func modelChildren(of view: any View) -> [any View] {
    if view is EmptyView { return [] }
    if let list = view as? any ModelViewList { return list.modelChildren.flatMap { modelChildren(of: $0) } }
    return [view]
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        var children: [any View] = []
        for c in repeat each content { children.append(c) }
        return TupleView(children: children)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

/// developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View, ModelViewList {
    nonisolated(unsafe) let children: [any View]
    nonisolated init(children: [any View]) { self.children = children }
    public typealias Body = Never
    public var body: Never { notModelled("TupleView.body") }
    public var modelChildren: [any View] { children }
}

@frozen public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { notModelled("EmptyView.body") }
}

/// developer.apple.com/documentation/swiftui/text. Assumed for the model: a line is 20 pt tall
/// and each character 8 pt wide; text wraps at the proposed width.
@frozen public struct Text: View, Equatable, ModelMeasurableView {
    let content: String
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public typealias Body = Never
    public var body: Never { notModelled("Text.body") }
    public func modelSizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Text.size(of: content, proposal) }
    nonisolated static func size(of content: String, _ proposal: ProposedViewSize) -> CGSize {
        // Assumed: proposed no room at all, text takes none.
        if proposal.width == 0 && proposal.height == 0 { return .zero }
        let natural = CGFloat(content.count) * 8
        let width = proposal.width.map { min($0, natural) } ?? natural
        let lines = width > 0 ? max(1, (natural / width).rounded(.up)) : 1
        return CGSize(width: width, height: 20 * lines)
    }
}

extension Text: ModelAnyThreadMeasurable {
    public var modelAnyThreadSize: @Sendable (ProposedViewSize) -> CGSize {
        let content = self.content
        return { Text.size(of: content, $0) }
    }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View, ModelViewList where Content: View {
    public typealias Body = Never
    public var body: Never { notModelled("ForEach.body") }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    public var modelChildren: [any View] { data.map { content($0) } }
}

/// Measures any view: a leaf by its own rule, a layout container by running its layout, a
/// composite by its body. Assumed: an unknown leaf is 10 × 10 (SwiftUI's placeholder size).
@MainActor public func modelSizeThatFits(_ view: any View, _ proposal: ProposedViewSize) -> CGSize {
    if let m = view as? any ModelMeasurableView { return m.modelSizeThatFits(proposal) }
    if view is Never { return .zero }
    return proposal.replacingUnspecifiedDimensions()
}

extension Text {
    /// The string the text shows (what a session reads off a cell's content).
    public var modelString: String { content }
}

/// A view with a layout value set (what `layoutValue(key:value:)` returns); the model's host
/// reads the value into the subview and measures the content.
@MainActor public protocol ModelLayoutValueView {
    var modelKey: ObjectIdentifier { get }
    var modelValue: Any { get }
    var modelContent: any View { get }
}

/// developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
public struct ModelKeyedView<Content: View>: View, ModelLayoutValueView {
    public let content: Content
    public let modelKey: ObjectIdentifier
    nonisolated(unsafe) public let modelValue: Any
    public typealias Body = Never
    public var body: Never { notModelled("layoutValue body") }
    public var modelContent: any View { content }
}

/// developer.apple.com/documentation/swiftui/view/fixedsize(): the view at its ideal size,
/// whatever it is proposed.
public struct ModelFixedSizeView<Content: View>: View, ModelMeasurableView {
    public let content: Content
    public typealias Body = Never
    public var body: Never { notModelled("fixedSize body") }
    public func modelSizeThatFits(_ proposal: ProposedViewSize) -> CGSize { SwiftUI.modelSizeThatFits(content, .unspecified) }
}

extension View {
    /// developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ModelKeyedView(content: self, modelKey: ObjectIdentifier(key), modelValue: value)
    }
    /// developer.apple.com/documentation/swiftui/view/fixedsize()
    public func fixedSize() -> some View { ModelFixedSizeView(content: self) }
}
