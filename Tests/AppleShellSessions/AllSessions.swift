/// Every session, in the order they run.
@MainActor
var allSessions: [Session] { feedSessions + shellSessions + orthogonalSessions + swiftUISessions }
