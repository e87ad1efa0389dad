// VoiceOver as the shells meet it: the notifications an app posts (recorded for sessions), the
// accessibility elements a container view exposes, and VoiceOver's focus moving to one.

/// developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// …/notification/screenchanged
        public static let screenChanged = Notification(rawValue: 1000)
        /// …/notification/layoutchanged: "the layout of a screen changes"; its argument is the
        /// element VoiceOver moves to (or a string it reads).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// …/notification/announcement
        public static let announcement = Notification(rawValue: 1008)
        /// …/notification/pagescrolled: "a notification that an app posts when a scroll action
        /// completes", with a string describing the new scroll position ("Page 19 of 27"); the
        /// same string again tells the user scrolling cannot go on.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:):
    /// the model records each post for sessions (`modelPosted`).
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        modelPosted.append((notification, argument))
    }

    /// Every notification posted since the session began, in order.
    @MainActor public static var modelPosted: [(notification: UIAccessibility.Notification, argument: Any?)] = []
}

/// developer.apple.com/documentation/uikit/uiaccessibilityelement: an element a container
/// exposes for content that is not a view of its own.
@MainActor open class UIAccessibilityElement: NSObject {
    /// developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    open weak var accessibilityContainer: AnyObject?
    /// developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String?
    /// developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace:
    /// its frame in its container's coordinates.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidbecomefocused():
    /// VoiceOver's focus has moved to it (declared on NSObject in UIKit).
    open func accessibilityElementDidBecomeFocused() {}
}

extension UIView {
    /// VoiceOver moves its focus to `element` (a one-finger swipe reaching it in the order its
    /// container lists it): the element hears `accessibilityElementDidBecomeFocused()`.
    public func modelVoiceOverFocus(_ element: UIAccessibilityElement) {
        element.accessibilityElementDidBecomeFocused()
    }
}
