import Foundation

/// The direction in which leading and trailing run: UIKit's `UIUserInterfaceLayoutDirection`
/// (SwiftUI's `LayoutDirection`, the name `TesseraViewLayout` gives it).
public enum UserInterfaceLayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading is left.
    case leftToRight
    /// Leading is right: layouts mirror their frames.
    case rightToLeft
}

extension CGRect {
    /// This rectangle mirrored across the vertical centre line of a container `width` wide:
    /// how a frame laid out left-to-right lands in a right-to-left layout.
    @inlinable
    public func mirroredHorizontally(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
    }
}
