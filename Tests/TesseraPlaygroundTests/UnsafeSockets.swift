// Needs NIO, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// UNSAFE CODE (docs/architecture.md, "Unsafe code"): a socket address passed to the C library
// by pointer, for the length of each call (`bind`, `getsockname` copy what they need); the
// pointer is to a local `sockaddr_in`, rebound to `sockaddr` of the same size.

extension PortInUseTests {
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
        address.sin_addr.s_addr = unsafe inet_addr("127.0.0.1")
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = unsafe withUnsafePointer(to: &address) { unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe bind(fd, $0, size) } }
        try #require(bound == 0 && listen(fd, 1) == 0)
        var length = size
        let named = unsafe withUnsafeMutablePointer(to: &address) { unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe getsockname(fd, $0, &length) } }
        try #require(named == 0)
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }
}
#endif
