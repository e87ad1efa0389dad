#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import TesseraUIKit
import UIKit

/// The collection view `TesseraCollectionView` makes: it tells its Tessera layout when its safe
/// area moves without a size change (a 180° landscape turn moves the notch) or its layout
/// direction flips in place (`semanticContentAttribute`, an in-app language switch), neither of
/// which UIKit tells a custom layout. The layout lays out again at the next pass only if its
/// environment did change.
final class SafeAreaFollowingCollectionView: UICollectionView {
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        (collectionViewLayout as? TesseraCollectionViewLayout)?.invalidateLayoutIfEnvironmentChanged()
    }

    // No trait changes with it, so no trait registration hears it: shown now, not at the next scroll.
    override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if let tessera = collectionViewLayout as? TesseraCollectionViewLayout { tessera.invalidateLayoutIfEnvironmentChanged() } }
    }
}
#endif
