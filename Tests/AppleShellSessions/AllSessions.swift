/// Every session, in the order they run.
@MainActor
var allSessions: [Session] { feedSessions + shellSessions + noJumpSessions + readingOrderSessions + swiftUISessions + swiftUILayoutSessions + swiftUIUpdateSessions + diffableSessions + orthogonalSessions + deviceSessions }
