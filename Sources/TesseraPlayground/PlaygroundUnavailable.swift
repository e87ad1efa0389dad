// Built when the package's `Playground` trait is off (the default): the server's dependencies
// (Hummingbird, SwiftNIO) were not resolved, so say how to turn it on instead of failing to link.
#if !Playground
import Foundation

/// `tessera-playground` without its server: prints the command that builds it with the
/// `Playground` trait and exits with status 2.
@main
enum PlaygroundUnavailable {
    static func main() {
        let message = """
            tessera-playground: this build has no server (the package's `Playground` trait is off).
            Run it with the trait (--enable-all-traits shares the build of `swift test --enable-all-traits`):
              swift run --enable-all-traits tessera-playground [SPEC.json] [--port 8090]

            """
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }
}
#endif
