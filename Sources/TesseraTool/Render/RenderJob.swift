import Foundation
import Tessera
import TesseraRender
import TesseraSpec

/// What `tessera render` does, as a function tests can call: decode a spec, lay it out, and
/// write it in one format — all or nothing. The output goes to a temporary file first and
/// takes its place (or is copied to standard output) only once complete, so a spec that
/// fails leaves no partial output and never truncates an existing file. No temporary file is
/// left behind: standard output's has no name once open, a file's is deleted on any error.
package struct RenderJob: Sendable {
    /// Where the output goes.
    package enum Destination: Sendable, Hashable {
        /// A file, replaced atomically on success and untouched on failure.
        case file(String)
        /// Standard output, written only once the whole output is ready.
        case standardOutput
    }

    /// What a finished job made, for the one line the command prints.
    package struct Summary: Sendable, Hashable, CustomStringConvertible {
        /// The layout's name in the spec (`mosaic`, `waterfall`, …).
        package var layoutName: String
        /// The number of cells laid out.
        package var cellCount: Int
        /// The number of elements of every kind.
        package var elementCount: Int
        /// The content size in points.
        package var contentSize: CGSize
        /// The scroll position drawn (the spec's, or where the content starts).
        package var contentOffset: CGPoint
        /// The format written.
        package var format: RenderFormat
        /// Where it was written.
        package var destination: Destination

        /// `wrote explore.svg (19 cells, 390 × 1043 pt, svg)`.
        package var description: String {
            let place: String
            switch destination {
            case .file(let path): place = path
            case .standardOutput: place = "standard output"
            }
            let w = RenderScene.decimal(contentSize.width), h = RenderScene.decimal(contentSize.height)
            return "wrote \(place) (\(cellCount) cell\(cellCount == 1 ? "" : "s"), \(w) × \(h) pt, \(format.rawValue))"
        }
    }

    /// The output format.
    package var format: RenderFormat
    /// Limits of the pictures.
    package var options: RenderOptions
    /// The element budget a spec is checked against before any work (`LayoutLimits`).
    package var maximumElements: Int
    /// Where output to standard output waits until complete (a nameless file; `TMPDIR`'s
    /// folder by default).
    package var temporaryDirectory: String
    /// Called with the number of items once the spec is read, before it is laid out (the
    /// command line says there when a debug build meets a big spec: `debugBuildNote`).
    package var willLayOut: (@Sendable (Int) -> Void)?

    /// A job writing `format`.
    package init(
        format: RenderFormat = .svg, options: RenderOptions = RenderOptions(), maximumElements: Int = LayoutLimits.defaultMaximumElements,
        temporaryDirectory: String = NSTemporaryDirectory()
    ) {
        self.format = format
        self.options = options
        self.maximumElements = maximumElements
        self.temporaryDirectory = temporaryDirectory
    }

    /// Decodes `specData` (JSON text), lays it out and writes it to `destination`. Throws
    /// `LayoutError` (with the JSON path) for a bad spec, `RenderError` for a picture too large
    /// to draw or output that cannot be written; in every case nothing is written.
    @discardableResult
    package func run(specData: Data, to destination: Destination) throws -> Summary {
        let spec = try LayoutSpec.decode(specData, maximumElements: maximumElements)
        return try run(spec, to: destination)
    }

    /// `run(specData:to:)` for a spec read by `read`, whose text is let go as soon as it is
    /// decoded, before the layout: a 300 MB spec does not stay in memory beside its snapshot.
    @discardableResult
    package func run(readingSpec read: () throws -> Data, to destination: Destination) throws -> Summary {
        // The text is a temporary of this one statement; the spec is handed on (its items go
        // once laid out).
        let spec = try LayoutSpec.decode(try read(), maximumElements: maximumElements)
        return try run(consume spec, to: destination)
    }

    /// Lays `spec` out and writes it to `destination`, all or nothing.
    @discardableResult
    package func run(_ spec: consuming LayoutSpec, to destination: Destination) throws -> Summary {
        let output: TemporaryOutput
        switch destination {
        case .file(let path): output = try TemporaryOutput(replacing: path)
        case .standardOutput: output = try TemporaryOutput(forStandardOutputIn: temporaryDirectory)
        }
        do {
            let summary = try render(consume spec, destination: destination) { try output.write($0) }
            switch destination {
            case .file: try output.commit()
            case .standardOutput: try output.copy(to: FileHandle.standardOutput)
            }
            return summary
        } catch {
            output.discard()
            throw error
        }
    }

    /// The refusal of a job that would write binary output (PNG) to standard output while
    /// standard output is a terminal, which would show it as garbage and can leave the terminal
    /// in a strange state; nil when the job may run. Checked before any work, so a refused job
    /// costs nothing. A pipe or a redirect (`> out.png`) is not a terminal and is written.
    package static func terminalRefusal(format: RenderFormat, destination: Destination, standardOutputIsTerminal: Bool) -> RenderError? {
        guard format.isBinary, destination == .standardOutput, standardOutputIsTerminal else { return nil }
        return RenderError("\(format.rawValue) is binary: not writing it to the terminal; use -o FILE.\(format.rawValue), or redirect standard output (> FILE.\(format.rawValue))")
    }

    /// Whether this process's standard output is a terminal (`isatty(1)`).
    package static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Deletes the temporary files of jobs still running. For a signal handler: a process
    /// killed mid-job calls it so that no `.tessera-…tmp` file is left behind.
    package static func discardTemporaryOutputs() {
        TemporaryOutput.live.unlinkAll()
    }

    /// The most items a debug build lays out without a word: `swift run` builds for debugging,
    /// and a spec of a million items or more is where that is felt (seconds instead of a blink).
    package static let debugBuildItemThreshold = 1_000_000

    /// The line a debug build of `tessera` prints before laying out `items` items, or nil when
    /// they are few (or the build is a release build).
    package static func debugBuildNote(items: Int, isDebugBuild: Bool) -> String? {
        guard isDebugBuild, items >= debugBuildItemThreshold else { return nil }
        return "note: this tessera is a debug build, slow on big specs (\(items) items): build it with -c release (swift run -c release --enable-all-traits tessera …)"
    }

    /// The one line `tessera` prints for `error`: `error: <json.path>: <problem>`. Line breaks
    /// and other control characters (a spec's key may hold them) are escaped, so it stays one line.
    package static func errorLine(for error: any Error) -> String {
        var line = "error: "
        var text = "\(error)"
        // The element budget is the caller's: the command line's way to raise it.
        if let error = error as? LayoutError, case .tooMany(.cells, _) = error.reason { text += " (--max-elements raises it)" }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: line += "\\u{\(String(scalar.value, radix: 16))}"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// The whole output of `spec` in memory (for tests and small layouts).
    package func render(_ spec: LayoutSpec) throws -> (data: Data, summary: Summary) {
        var data = Data()
        let summary = try render(spec, destination: .standardOutput) { data.append($0) }
        return (data, summary)
    }

    /// Lays `spec` out and hands its output to `sink` in chunks. The spec (its items: 48 bytes
    /// each, 480 MB for ten million) is let go once laid out, before the output is written,
    /// when the caller hands it over (`consume`).
    func render(_ spec: consuming LayoutSpec, destination: Destination, sink: @escaping (Data) throws -> Void) throws -> Summary {
        let items = spec.sections.reduce(0) { $0 + $1.count }
        if format.isPicture, items > options.elementLimit {
            // Refuse before spending the time and memory of laying it all out.
            throw RenderError.tooManyElements(items, limit: options.elementLimit)
        }
        willLayOut?(items)
        let snapshot = try spec.makeSnapshot()
        let contentOffset = spec.contentOffset(in: snapshot), layoutName = spec.layoutName
        _ = consume spec
        switch format {
        case .json:
            try SnapshotJSONEncoder().encode(snapshot, contentOffset: contentOffset, to: sink)
        case .svg:
            try sink(Data(SVGRenderer(options: options).render(snapshot, contentOffset: contentOffset, layoutName: layoutName).utf8))
        case .png:
            try sink(PNGRenderer(options: options).render(snapshot, contentOffset: contentOffset, layoutName: layoutName))
        }
        return Summary(
            layoutName: layoutName, cellCount: snapshot.numberOfCells,
            elementCount: snapshot.numberOfCells + snapshot.numberOfSupplementaryAndDecorationElements,
            contentSize: snapshot.contentSize, contentOffset: contentOffset, format: format, destination: destination)
    }
}
