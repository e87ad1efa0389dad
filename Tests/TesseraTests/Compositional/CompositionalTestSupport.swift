import Foundation
import Tessera

/// Shorthands for building compositional layouts in tests.
func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

func item(_ w: LayoutDimension, _ h: LayoutDimension, insets: DirectionalEdgeInsets = .zero) -> LayoutSubitem {
    .item(LayoutItem(layoutSize: size(w, h), contentInsets: insets))
}

func env(_ w: CGFloat = 320, _ h: CGFloat = 480, scale: CGFloat = 2) -> LayoutEnvironment {
    LayoutEnvironment(containerSize: CGSize(width: w, height: h), displayScale: scale)
}

func layout(_ group: LayoutGroup, configure: (inout LayoutSection) -> Void = { _ in }) -> CompositionalLayout {
    var section = LayoutSection(group: group)
    configure(&section)
    return CompositionalLayout(section: section)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
