/// Every session, in the order they run.
@MainActor
var allSessions: [Session] { feedSessions + shellSessions + swiftUISessions + swiftUIUpdateSessions + diffableSessions + orthogonalSessions + deviceSessions }
