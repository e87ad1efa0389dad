import Foundation
import Testing
import Tessera
import TesseraRender
import TesseraSpec
import TesseraTool
import TesseraTestSupport

@Suite struct RenderJobTests {
    private let stackSpec = StackTestLayout.spec(itemCounts: [3])

    @Test func writesTheFileAndSaysWhere() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.svg").path
        let summary = try RenderJob(format: .svg).run(stackSpec, to: .file(path))
        // Header 20 pt + 3 items of 10 pt = 50 pt tall.
        #expect(summary.description == "wrote \(path) (3 cells, 320 × 50 pt, svg)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.occurrences(of: "<g class=\"cell\"") == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.svg"])  // no temporary left
    }

    /// PNG is refused only when it would land on a terminal: to a file, a pipe or a redirect it
    /// is written; the text formats are written anywhere.
    @Test func binaryOutputIsRefusedOnlyOnATerminal() {
        let refusal = RenderJob.terminalRefusal(format: .png, destination: .standardOutput, standardOutputIsTerminal: true)
        #expect(refusal?.description == "png is binary: not writing it to the terminal; use -o FILE.png, or redirect standard output (> FILE.png)")
        #expect(RenderJob.terminalRefusal(format: .png, destination: .standardOutput, standardOutputIsTerminal: false) == nil)
        #expect(RenderJob.terminalRefusal(format: .png, destination: .file("out.png"), standardOutputIsTerminal: true) == nil)
        for format in [RenderFormat.svg, .json] {
            #expect(RenderJob.terminalRefusal(format: format, destination: .standardOutput, standardOutputIsTerminal: true) == nil)
        }
    }

    @Test func jsonAndPNGFormats() throws {
        let spec = stackSpec
        let json = try RenderJob(format: .json).render(spec)
        #expect(json.data == (try SnapshotJSONEncoder().encode(spec.makeSnapshot())))
        #expect(json.summary.format == .json && json.summary.cellCount == 3 && json.summary.elementCount == 5)
        let png = try RenderJob(format: .png).render(spec).data
        #expect(try DecodedPNG(png).width > 0)
    }

    @Test func badSpecWritesNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.json").path
        for bad in ["{", #"{"layout": {"nope": {}}}"#, "[]"] {
            #expect(thrownError { try RenderJob(format: .json).run(specData: Data(bad.utf8), to: .file(path)) } != nil)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func failureLeavesAnExistingFileAlone() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("frames.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        // A layout whose 3000th cell has a NaN frame: the JSON stream has already written
        // ~200 KB when it meets it, and still nothing may reach the destination.
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10))
        b.startSection()
        for i in 0..<3000 { b.addCell(frame: CGRect(x: 0, y: i == 2999 ? CGFloat.nan : CGFloat(i), width: 10, height: 1)) }
        let spec = RenderTestSnapshots.spec(b.build(contentSize: CGSize(width: 10, height: 3000)))
        let error = thrownError { try RenderJob(format: .json).run(spec, to: .file(path)) }
        #expect((error as? LayoutError)?.path == ["elements", 2999, "frame"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["frames.json"])
    }

    @Test func picturesOfTooManyItemsAreRefusedBeforeLayingOut() throws {
        // Ten million items: a picture is refused at once, pointing to --format json.
        let spec = StackTestLayout.spec(height: 0, itemCounts: [10_000_000])
        for format in [RenderFormat.svg, .png] {
            let error = thrownError { try RenderJob(format: format).render(spec) }
            #expect((error as? RenderError)?.description == "too many elements to draw (10000000, the limit is 200000); use --format json for large layouts")
        }
    }

    @Test func errorLinesStayOneLine() {
        // A key holding a line break, named in the error's path.
        let error = thrownError { try LayoutSpec.decode(Data(#"{"a\nb": 1, "container": {"width": 1}, "sections": [], "layout": {"waterfall": {}}}"#.utf8)) }!
        #expect(RenderJob.errorLine(for: error).hasPrefix(#"error: a\nb: unknown key"#))
        #expect(RenderJob.errorLine(for: LayoutError(.invalid("tab\there\u{7}"), at: ["x"])) == #"error: x: tab\there\u{7}"#)
        #expect(RenderJob.errorLine(for: RenderError("plain")) == "error: plain")
    }

    @Test func formatFromFileName() {
        #expect(RenderFormat(fileName: "explore.svg") == .svg)
        #expect(RenderFormat(fileName: "out/Explore.PNG") == .png)
        #expect(RenderFormat(fileName: "frames.json") == .json)
        #expect(RenderFormat(fileName: "notes.txt") == nil)
        #expect(RenderFormat(fileName: "v1.2/picture") == nil)
        #expect(RenderFormat(fileName: "picture") == nil)
    }
}

/// A debug build says so before laying out a big spec (`swift run` builds for debugging).
@Suite struct DebugBuildNoteTests {
    @Test func aDebugBuildSaysSoFromAMillionItems() {
        #expect(RenderJob.debugBuildNote(items: 999_999, isDebugBuild: true) == nil)
        #expect(RenderJob.debugBuildNote(items: 5_000_000, isDebugBuild: false) == nil)
        #expect(
            RenderJob.debugBuildNote(items: 1_000_000, isDebugBuild: true)
                == "note: this tessera is a debug build, slow on big specs (1000000 items): build it with -c release (swift run -c release --enable-all-traits tessera …)")
    }

    /// The job tells its caller how many items it is about to lay out (19 in the Explore example).
    @Test func theJobSaysHowManyItemsItLaysOut() throws {
        let seen = LockedStorage(0)
        var job = RenderJob(format: .json)
        job.willLayOut = { items in seen.withLock { $0 = items } }
        _ = try job.render(exampleSpec("explore"))
        #expect(seen.withLock { $0 } == 19)
    }
}
