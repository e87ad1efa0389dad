// Declarations only: the SwiftUI API the Tessera shells and samples use, each with the
// signature Apple documents (developer.apple.com/documentation/swiftui), and no behaviour.
// `scripts/check-apple-shells` compiles this as a module named `SwiftUI` against the UIKit
// declarations. Never shipped, never run. Protocols list only the requirements the shells
// implement or call; Apple's have more, all with defaults.
@_exported import Foundation
@_exported import UIKit

private func shim() -> Never { fatalError("SwiftUI declaration shim: compile-checking only") }

// MARK: Views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { shim() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { shim() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { shim() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { shim() }
}

@frozen public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { shim() }
}

@frozen public struct Text: View, Equatable {
    public init<S: StringProtocol>(_ content: S) { shim() }
    public typealias Body = Never
    public var body: Never { shim() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { shim() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { shim() }
}

// MARK: Layout

@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
}

@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
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

@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

@frozen public struct ProposedViewSize: Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    @inlinable public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    @inlinable public init(_ size: CGSize) { self.width = size.width; self.height = size.height }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { shim() }
}

public struct LayoutSubview: Equatable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shim() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) { shim() }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { shim() }
}

public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var startIndex: Int { shim() }
    public var endIndex: Int { shim() }
    public subscript(index: Int) -> LayoutSubview { shim() }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { shim() }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { shim() }
}

public protocol Animatable {}

@preconcurrency public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { shim() }
}

extension Layout {
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { EmptyView() }
}

// MARK: Stacks (the names Tessera's view-layout module shares)

public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

public struct ViewDimensions: Equatable {
    public var width: CGFloat { shim() }
    public var height: CGFloat { shim() }
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { shim() }
}

@frozen public struct VerticalAlignment: Equatable {
    public init(_ id: any AlignmentID.Type) { shim() }
    public static var top: VerticalAlignment { shim() }
    public static var center: VerticalAlignment { shim() }
    public static var bottom: VerticalAlignment { shim() }
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { shim() }
}

@frozen public struct HorizontalAlignment: Equatable {
    public init(_ id: any AlignmentID.Type) { shim() }
    public static var leading: HorizontalAlignment { shim() }
    public static var center: HorizontalAlignment { shim() }
    public static var trailing: HorizontalAlignment { shim() }
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { shim() }
}

@frozen public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { shim() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { shim() }
}

@frozen public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { shim() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { shim() }
}

// MARK: UIKit interoperation

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    public var body: Never { shim() }
}

@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
}

@MainActor public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView { shim() }
}
