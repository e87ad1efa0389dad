// Needs NIO, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Testing
import TesseraPlaygroundServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A playground started on a port something else listens on fails with one line that names the
/// port and how to choose another, not NIO's raw `bind(descriptor:ptr:bytes:)` error.
@Suite struct PortInUseTests {
    @Test func aPortInUseIsNamedWithTheWayOut() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let (fd, port) = try Self.listeningSocket()
        defer { close(fd) }
        do {
            try await runPlayground(PlaygroundConfiguration(host: "127.0.0.1", port: port))
            Issue.record("the playground started on a port already in use")
        } catch let error as PlaygroundStartError {
            #expect(
                error.description
                    == "port \(port) on 127.0.0.1 is already in use (another playground or server is listening there); choose another with --port \(port == 65535 ? 8080 : port + 1), or --port 0 for any free port"
            )
        }
    }
}
#endif
