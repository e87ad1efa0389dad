import Foundation
import Tessera

extension ViewNode {
    /// A frame of fixed `width` and/or `height` (the child's size on an axis left nil), with
    /// the child placed by `alignment` (SwiftUI's `frame(width:height:alignment:)`).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(by: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame (SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`);
    /// `.infinity` is allowed for the maxima.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        modified(
            by: FlexibleFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Space around the view.
    public func padding(_ insets: EdgeInsets) -> ViewNode { modified(by: PaddingLayout(insets: insets)) }

    /// The same space on all four edges (SwiftUI's default padding is 16; give it explicitly).
    public func padding(_ length: CGFloat) -> ViewNode { padding(EdgeInsets(all: length)) }

    /// The view at its ideal size on the given axes, whatever is proposed.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modified(by: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// The priority stacks give the view when dividing space (higher first; default 0).
    public func layoutPriority(_ priority: Double) -> ViewNode {
        var node = self
        node.traits.priority = priority
        return node
    }

    /// A value the containing layout reads with `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ViewNode {
        var node = self
        node.traits.set(value, for: ObjectIdentifier(key))
        return node
    }

    /// An explicit value for a horizontal guide, computed from the view's dimensions.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> ViewNode {
        modified(by: AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
    }

    /// An explicit value for a vertical guide, computed from the view's dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> ViewNode {
        modified(by: AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
    }
}
