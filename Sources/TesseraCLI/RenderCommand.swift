import ArgumentParser
import Foundation
import Tessera
import TesseraRender
import TesseraTool

/// `tessera render SPEC.json [-o FILE] [--format svg|json|png]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a spec and draw it (SVG, PNG) or list every element's frame (JSON).",
        discussion: """
            The format comes from --format, else from the extension of -o, else svg. Without -o \
            the output goes to standard output (PNG only when it is not a terminal). A bad spec prints one line, `error: <json.path>: \
            <problem>`, exits with status 1 and writes nothing.

            Examples:
              tessera render Examples/explore.json -o explore.svg
              tessera render Examples/pinterest.json -o pinterest.png   # the screen at contentOffset
              tessera render Examples/pinterest.json -o feed.svg --area all
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

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most cells a spec may lay out (default \(LayoutLimits.defaultMaximumElements), at most \(LayoutLimits.absoluteMaximumElements)); about 64 bytes of memory each.", valueName: "N"),
        transform: { try RenderCommand.parseBudget($0) })
    var maxElements: Int?

    @Option(
        help: ArgumentHelp(
            "What a picture shows: viewport (the screen at the content offset; default for png), content (default for svg; rows scrolling sideways are clipped at the content's edges) or all (everything, what lies outside faded).",
            valueName: "area"))
    var area: RenderArea?

    func run() throws {
        do {
            let format = try self.format ?? Self.format(ofOutput: output) ?? .svg
            let budget = maxElements ?? LayoutLimits.defaultMaximumElements
            let file = output == "-" ? nil : output
            let destination: RenderJob.Destination = file.map { .file($0) } ?? .standardOutput
            if let refusal = RenderJob.terminalRefusal(format: format, destination: destination, standardOutputIsTerminal: RenderJob.standardOutputIsTerminal) {
                throw refusal
            }
            // A PNG is a screenshot of the phone by default: the whole content of a long feed
            // would be scaled down until its labels are unreadable.
            let options = RenderOptions(area: area ?? (format == .png ? .viewport : .content))
            var job = RenderJob(format: format, options: options, maximumElements: budget)
            job.willLayOut = { items in
                if let note = RenderJob.debugBuildNote(items: items, isDebugBuild: Self.isDebugBuild) { printError(note) }
            }
            let summary = try job.run(readingSpec: { try readSpecFile(spec) }, to: destination)
            if file != nil { printError(summary.description) }
        } catch {
            // One line, then a plain failure exit (ArgumentParser would add usage text).
            printError(RenderJob.errorLine(for: error))
            throw ExitCode.failure
        }
    }

    /// Whether this is a debug build (`swift run` without `-c release`).
    static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// The format `-o`'s extension names; nil without an extension; an error for an extension
    /// that names no format (never silently SVG).
    static func format(ofOutput output: String?) throws -> RenderFormat? {
        guard let output, output != "-" else { return nil }
        let name = (output as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        guard let format = RenderFormat(rawValue: ext.lowercased()) else {
            throw RenderError("-o: cannot tell the format from the extension .\(ext) (use .svg, .png or .json, or --format)")
        }
        return format
    }

    /// `--max-elements N`: a whole number from 1 to `LayoutLimits.absoluteMaximumElements`.
    static func parseBudget(_ text: String) throws(OptionValueError) -> Int {
        guard let n = Int(text), (1...LayoutLimits.absoluteMaximumElements).contains(n) else {
            throw OptionValueError(.unreadable(expected: "an integer from 1 to \(LayoutLimits.absoluteMaximumElements)", got: text))
        }
        return n
    }
}

/// The spec at `path` (`-` is standard input). Reads through a file handle, so pipes and
/// process substitution (`<(cat spec.json)`, `/dev/fd/63`) work as well as files.
func readSpecFile(_ path: String) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    let kind = fileKind(atPath: path)
    guard kind.exists else { throw RenderError("\(path): no such file") }
    if kind.isDirectory { throw RenderError(folderMessage(path)) }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw RenderError("cannot read \(path): permission denied or not a readable file") }
    defer { try? handle.close() }
    do {
        return try handle.readToEnd() ?? Data()
    } catch {
        throw RenderError("cannot read \(path): \(error.localizedDescription)")
    }
}

/// What `render FOLDER` says: a folder is not a spec, and which spec in it to name instead.
func folderMessage(_ path: String) -> String {
    let specs = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    let folder = path.hasSuffix("/") ? path : path + "/"
    guard let first = specs.first else { return "\(path) is a folder, not a spec file (give one JSON spec)" }
    return "\(path) is a folder, not a spec file: name one of its \(specs.count) spec\(specs.count == 1 ? "" : "s"), e.g. \(folder)\(first)"
}

extension RenderFormat: ExpressibleByArgument {}
extension RenderArea: ExpressibleByArgument {}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
