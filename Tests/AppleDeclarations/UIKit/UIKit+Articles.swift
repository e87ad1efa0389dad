// Declarations only, as in UIKit.swift: the UIKit API the DocC articles and README blocks use
// beyond what the shells need (registering supplementary and decoration views, batch updates,
// autoresizing), each with the signature Apple documents. Never shipped, never run.
// (`preferredLayoutAttributesFitting(_:)`, which a cell overrides, is in UIKit.swift's class
// body: a method declared in an extension cannot be overridden.) When the declarations become
// the behavioural model (issue 21), the model declares all of these: delete this file then.

extension UIView {
    /// developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    /// developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    public var autoresizingMask: AutoresizingMask { get { articleShim() } set { articleShim() } }
}

extension UICollectionView {
    /// developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-9tk5g
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { articleShim() }
    /// developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { articleShim() }
    /// developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { articleShim() }
    /// developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    public func insertItems(at indexPaths: [IndexPath]) { articleShim() }
}

extension UICollectionViewLayout {
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-6kgxr
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { articleShim() }
}

private func articleShim() -> Never { fatalError("UIKit declaration shim: compile-checking only") }
