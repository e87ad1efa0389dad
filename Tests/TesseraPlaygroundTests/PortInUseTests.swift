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
    /// A socket listening on 127.0.0.1 at a port the system picked; its descriptor and port.
    static func listeningSocket() throws -> (descriptor: Int32, port: Int) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        try #require(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }
        try #require(bound == 0 && listen(fd, 1) == 0)
        var length = size
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        try #require(named == 0)
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test func aPortInUseIsNamedWithTheWayOut() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let (fd, port) = try Self.listeningSocket()
        defer { close(fd) }
        do {
            try await runPlayground(PlaygroundConfiguration(host: "127.0.0.1", port: port))
            Issue.record("the playground started on a port already in use")
        } catch let error as PlaygroundStartError {
            #expect(error.description == "port \(port) on 127.0.0.1 is already in use (another playground or server is listening there); choose another with --port \(port == 65535 ? 8080 : port + 1), or --port 0 for any free port")
        }
    }
}
#endif
