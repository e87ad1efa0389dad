// Cells, supplementary and decoration views, content configurations.

/// developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor public protocol UIContentConfiguration {
    /// The model's: applies this configuration to `contentView`, which it made or is
    /// compatible with (UIContentView's `configuration` setter).
    func modelApply(to contentView: ModelContentView)
}

extension UIContentConfiguration {
    public func modelApply(to contentView: ModelContentView) {}
}

/// The model's content view (developer.apple.com/documentation/uikit/uicontentview): made by a
/// configuration, kept while configurations of the same type are applied to it, so what it
/// holds (a hosted SwiftUI view's state) lives as long as it does.
@MainActor public final class ModelContentView {
    /// The configuration type that made it (nil: the cell's empty content view).
    public let configurationType: ObjectIdentifier?
    /// The hosted SwiftUI view's state (a session's stand-in for `@State`, or the image an
    /// `AsyncImage` loaded), reset when the content's identity changes.
    public var modelState: [String: String] = [:]
    /// The explicit identity of the content the state belongs to (`View.id(_:)`; nil: none).
    public var modelContentIdentity: AnyHashable?
    /// The margins between the cell's edges and the content.
    public var modelMargins = NSDirectionalEdgeInsets.zero
    init(configurationType: ObjectIdentifier?) { self.configurationType = configurationType }
}

/// The model's stand-in for a content view's Auto Layout fitting: a configuration that can say
/// how big its content is at a width (UIHostingConfiguration's SwiftUI content, in the model).
@MainActor public protocol UIKitModelFittingContent: UIContentConfiguration {
    /// The content's fitting size when the cell is `width` wide.
    func modelFittingSize(width: CGFloat) -> CGSize
}

/// developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {
    /// Assumed: UIKit instantiates registered classes through `init(frame:)`; Swift on Linux has
    /// no Objective-C runtime to call it dynamically, so the model declares it `required` here
    /// (a subclass run through the model writes `required init(frame:)`).
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { fatalError("UIKit model: views are made in code") }

    /// developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier: set
    /// when the collection view dequeues the view.
    open internal(set) var reuseIdentifier: String?
    /// The index path and kind the view was last dequeued for (checked by the collection view).
    var modelDequeued: (kind: String, indexPath: IndexPath)?
    /// The attributes last applied (`apply(_:)`), as the view shows them.
    public internal(set) var modelAppliedAttributes: UICollectionViewLayoutAttributes?

    /// developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:):
    /// the default returns the attributes unchanged for views without self-sizing content.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        modelAppliedAttributes = layoutAttributes
        frame = layoutAttributes.frame
    }

    /// developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    open func prepareForReuse() {}
}

/// developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k:
    /// "Setting a content configuration replaces the existing contentView of the cell with a new
    /// content view instance from the configuration, or directly applies the configuration to
    /// the existing content view if the configuration is compatible with the existing content
    /// view type." Assumed: compatible means of the same configuration type (a
    /// `UIHostingConfiguration` of the same content type keeps its hosted view). Setting nil
    /// gives "a new, empty content view".
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            let type = contentConfiguration.map { ObjectIdentifier(Swift.type(of: $0)) }
            if type == nil || type != modelContentView.configurationType { modelContentView = ModelContentView(configurationType: type) }
            contentConfiguration?.modelApply(to: modelContentView)
        }
    }
    /// The content view the configurations were applied to.
    public private(set) var modelContentView = ModelContentView(configurationType: nil)
    /// A size the model's cell reports from `preferredLayoutAttributesFitting` (a session's
    /// stand-in for Auto Layout content), given the size the layout proposed.
    public var modelPreferredSize: ((CGSize) -> CGSize)?

    /// developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:):
    /// a cell with self-sizing content returns its fitting size. Assumed: the width is kept and
    /// the height fitted (what a vertical list measures), unless the session says otherwise.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let size: CGSize
        if let modelPreferredSize {
            size = modelPreferredSize(layoutAttributes.size)
        } else if let fitting = contentConfiguration as? any UIKitModelFittingContent {
            size = fitting.modelFittingSize(width: layoutAttributes.size.width)
        } else {
            return layoutAttributes
        }
        let preferred = layoutAttributes.modelCopy()
        preferred.storedFrame.size = size
        return preferred
    }

    /// developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse(): the
    /// cell keeps its content configuration and content view (the page says nothing of
    /// clearing them); the next `cellForItemAt` sets the new item's.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}

/// A view the data source did not provide (the model's default for the optional
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`).
final class ModelMissingSupplementaryView: UICollectionReusableView {}

/// developer.apple.com/documentation/uikit/uicollectionviewdatasource. Optional requirements
/// (Objective-C `@optional`) are requirements with defaults here.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional: "If you don't implement this method, the collection view uses a default value of 1."
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional, but UIKit raises when the layout shows a supplementary view and the data
    /// source does not implement it (developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        ModelMissingSupplementaryView(frame: .zero)
    }
}
