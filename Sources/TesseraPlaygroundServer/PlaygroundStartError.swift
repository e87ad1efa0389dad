// Needs NIO, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the playground could not start listening, said as what to do: the port taken, the port
/// not allowed, the address not this machine's. Anything else is passed on as it came.
package struct PlaygroundStartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The one line to print (without `error: `).
    package var description: String

    /// The error to show for `error`, thrown while the playground started on `host`:`port`;
    /// nil when it is not a failure to listen this type explains.
    package init?(_ error: any Error, host: String, port: Int) {
        guard let io = error as? IOError else { return nil }
        switch io.errnoCode {
        case EADDRINUSE:
            let other = port == 65535 ? 8080 : port + 1
            description = "port \(port) on \(host) is already in use (another playground or server is listening there); choose another with --port \(other), or --port 0 for any free port"
        case EACCES:
            description = "no permission to listen on port \(port) on \(host) (ports below 1024 need privileges); choose another with --port, e.g. --port 8090, or --port 0 for any free port"
        case EADDRNOTAVAIL:
            description = "cannot listen on \(host): it is not an address of this machine; use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface)"
        default:
            return nil
        }
    }
}

/// Runs the playground until it is stopped; a failure to listen throws a
/// `PlaygroundStartError` that names the port and how to choose another.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
package func runPlayground(_ configuration: PlaygroundConfiguration) async throws {
    do {
        try await makePlaygroundApplication(configuration).runService()
    } catch {
        throw PlaygroundStartError(error, host: configuration.host, port: configuration.port) ?? error
    }
}
#endif
