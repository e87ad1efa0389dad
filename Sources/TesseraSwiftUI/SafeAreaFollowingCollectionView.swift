#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import TesseraUIKit
import UIKit

/// The collection view `TesseraCollectionView` makes: it tells its Tessera layout when its safe
/// area moves without a size change (a 180° landscape turn moves the notch), which UIKit does
/// not tell a custom layout. The layout lays out again at the next pass only if its
/// environment did change.
final class SafeAreaFollowingCollectionView: UICollectionView {
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        (collectionViewLayout as? TesseraCollectionViewLayout)?.invalidateLayoutIfEnvironmentChanged()
    }
}
#endif
