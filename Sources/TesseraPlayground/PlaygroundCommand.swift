// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import ArgumentParser
import Foundation
import Hummingbird
import TesseraPlaygroundServer
import TesseraTool

/// `tessera-playground [SPEC.json] [--port 8090] [--host 127.0.0.1]`: the browser playground.
/// (Not 8080, which DocC's `preview-documentation` takes: both can run side by side.)
@main
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-playground",
        abstract: "See, scroll and fling a layout spec in a browser.",
        discussion: """
            Serves a page that lays out the spec live as you edit it, and the HTTP API behind it \
            (POST /layout, POST /fling, POST /describe). Without a spec the page opens on a \
            gallery of every spec in Examples/. Listens on 127.0.0.1 unless --host says otherwise.

            Examples:
              swift run --enable-all-traits tessera-playground
              swift run --enable-all-traits tessera-playground Examples/carousel.json --port 8091
            """,
        version: TesseraVersion.current
    )

    /// Runs the command; a bad command line or spec path gets one line, `error: <problem>`, as
    /// `tessera` prints it (not ArgumentParser's `Error:` and usage).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if let playground = command as? PlaygroundCommand { try await playground.run() } else { try command.run() }
        } catch let code as ExitCode {
            exit(withError: code)  // the command has printed its error line
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }  // --help, --version
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("error: \(message) (see tessera-playground --help)\n".utf8))
            exit(withError: ExitCode(code.rawValue))
        }
    }

    @Argument(help: ArgumentHelp("The spec to open (JSON); without one, the gallery.", valueName: "SPEC.json"))
    var spec: String?

    @Option(help: "The port to listen on (8090: DocC's preview takes 8080).")
    var port: Int = 8090

    @Option(help: "The address to listen on (0.0.0.0 exposes the playground to the network).")
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("The folder of example specs for the gallery.", valueName: "DIR"))
    var examples: String = "Examples"

    @Option(help: ArgumentHelp("The largest request body accepted, in bytes.", valueName: "BYTES"))
    var maxBody: Int = PlaygroundConfiguration.defaultMaximumBodySize

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        guard maxBody > 0 else { throw ValidationError("--max-body must be > 0, got \(maxBody)") }
    }

    func run() async throws {
        var initial: Data?
        if let spec {
            let kind = fileKind(atPath: spec)
            guard kind.exists else { throw ValidationError("\(spec): no such file") }
            guard !kind.isDirectory else { throw ValidationError("\(spec) is a folder, not a spec file (without a spec the page opens on the gallery of \(examples))") }
            guard let data = FileManager.default.contents(atPath: spec) else { throw ValidationError("cannot read \(spec)") }
            initial = data
        }
        let examplesURL =
            fileKind(atPath: examples).isDirectory
            ? URL(fileURLWithPath: examples, isDirectory: true) : nil
        let configuration = PlaygroundConfiguration(
            host: host, port: port, initialSpec: initial, initialSpecName: spec, examplesDirectory: examplesURL, maximumBodySize: maxBody
        )
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else {
            throw ValidationError("the playground's server (Hummingbird 2) needs macOS 14 or later")
        }
        do {
            try await runPlayground(configuration)
        } catch let error as PlaygroundStartError {
            // One line that says what to do, not NIO's `bind(descriptor:ptr:bytes:)` text.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
#endif
