/// Every session, in the order they run.
@MainActor
var allSessions: [Session] {
    feedSessions + shellSessions + noJumpSessions + readingOrderSessions + swiftUISessions + swiftUILayoutSessions + swiftUIGallerySessions + swiftUIAnimationSessions + swiftUIUpdateSessions
        + diffableSessions
        + orthogonalSessions + sidewaysRowUpdateSessions + deviceSessions + lateDataSessions + layoutChangeSessions + statusBarSessions + updateTimingSessions + cellReuseSessions
        + insetSessions + scrollToItemSessions + voiceOverSessions
        + drawingSessions + targetOffsetSessions + raiseSessions + gestureSessions + dayOfUseSessions
}
