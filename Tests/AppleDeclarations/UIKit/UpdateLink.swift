// UIUpdateLink (iOS 18, tvOS 18, visionOS 2): a display-synced link whose actions run once per
// UI update. Sessions run display frames with `UIUpdateLink.modelDisplayFrame()`; each frame
// runs the actions of every enabled link, then lays out the windows' views (the update's
// layout pass), as a frame of the render loop does.

/// developer.apple.com/documentation/uikit/uiupdateinfo: what a link's action is told about
/// the update (the model's: the frame's number alone).
@MainActor public final class UIUpdateInfo {
    /// The model's frame number (not UIKit's).
    public let modelFrame: Int
    init(modelFrame: Int) { self.modelFrame = modelFrame }
}

/// developer.apple.com/documentation/uikit/uiupdatelink: "An object you use to observe,
/// participate in, and affect the UI update process."
@MainActor public final class UIUpdateLink {
    /// developer.apple.com/documentation/uikit/uiupdatelink/isenabled: "By default, the value of
    /// this property is true, which means the system invokes the actions of the UI update link
    /// for each UI update."
    public var isEnabled = true
    /// developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates: false by
    /// default, "the system only calls its actions while producing a UI update in response to
    /// some kind of event"; true asks for updates continuously. The model's frames at rest
    /// (`modelDisplayFrame()`) are updates no event caused: only such links run in them.
    public var requiresContinuousUpdates = false
    private let view: UIView
    private var actions: [(UIUpdateLink, UIUpdateInfo) -> Void] = []

    /// Every link made, held weakly (a link lives as long as its owner keeps it).
    private static var modelLinks: [WeakLink] = []
    private static var modelFrames = 0

    /// developer.apple.com/documentation/uikit/uiupdatelink/init(view:actionhandler:): a link
    /// for the view's window with one action.
    public init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.view = view
        actions = [handler]
        Self.modelLinks.append(WeakLink(link: self))
    }

    /// developer.apple.com/documentation/uikit/uiupdatelink/addaction(handler:)
    public func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        actions.append(handler)
    }

    /// One display frame with no event (the user's finger still, nothing animating): the
    /// actions of every enabled link that requires continuous updates, then a layout pass of
    /// their views. Returns how many links ran.
    @discardableResult
    public static func modelDisplayFrame() -> Int {
        modelFrames += 1
        modelLinks.removeAll { $0.link == nil }
        let running = modelLinks.compactMap(\.link).filter { $0.isEnabled && $0.requiresContinuousUpdates }
        let info = UIUpdateInfo(modelFrame: modelFrames)
        for link in running {
            for action in link.actions { action(link, info) }
        }
        for link in running { link.view.layoutIfNeeded() }
        return running.count
    }

    private struct WeakLink {
        weak var link: UIUpdateLink?
    }
}
