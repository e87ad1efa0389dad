import ArgumentParser
import Foundation
import Tessera
import TesseraRender

/// `tessera render SPEC.json [-o FILE] [--format svg|json|png]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a spec and draw it (SVG, PNG) or list every element's frame (JSON).",
        discussion: """
            The format comes from --format, else from the extension of -o, else svg. Without -o \
            the output goes to standard output. A bad spec prints one line, `error: <json.path>: \
            <problem>`, exits with status 1 and writes nothing.

            Examples:
              tessera render Examples/explore.json -o explore.svg
              tessera render Examples/pinterest.json -o pinterest.png
              tessera render spec.json --format json > frames.json
              cat spec.json | tessera render - --format json
            """
    )

    @Argument(help: ArgumentHelp("The layout spec (JSON); - reads standard input.", valueName: "SPEC.json"))
    var spec: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output (- is standard output).", valueName: "FILE"))
    var output: String?

    @Option(help: ArgumentHelp("The output format (default: from -o's extension, else svg).", valueName: "format"))
    var format: RenderFormat?

    func run() throws {
        let format = self.format ?? output.flatMap(RenderFormat.init(fileName:)) ?? .svg
        do {
            let data = try readSpec()
            let file = output == "-" ? nil : output
            let summary = try RenderJob(format: format).run(specData: data, to: file.map { .file($0) } ?? .standardOutput)
            if file != nil { printError(summary.description) }
        } catch {
            // One line, then a plain failure exit (ArgumentParser would add usage text).
            printError(RenderJob.errorLine(for: error))
            throw ExitCode.failure
        }
    }

    private func readSpec() throws -> Data {
        if spec == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: spec) else {
            throw RenderError(FileManager.default.fileExists(atPath: spec) ? "cannot read \(spec)" : "\(spec): no such file")
        }
        return data
    }
}

extension RenderFormat: ExpressibleByArgument {}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
