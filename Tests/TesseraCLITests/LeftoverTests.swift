import Foundation
import Testing
import TesseraTestSupport

/// No temporary file is left behind by the built `tessera`: not when the reader of its output
/// closes the pipe early (`| head -c 8`), not when it is interrupted (SIGINT, SIGTERM) mid-job,
/// not on an error. Each run gets a temporary directory of its own (`TMPDIR`), empty after.
@Suite(.serialized) struct LeftoverTests {
    /// A waterfall of `count` items, one spec file in its own folder.
    private static func bigSpec(_ count: Int, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("feed.json").path
        let spec = #"{"container": {"width": 390, "height": 844}, "sections": [{"itemCount": \#(count)}], "layout": {"waterfall": {"columns": 2}}}"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Starts `tessera arguments` with `TMPDIR` set to `temporary`, standard output on `output`.
    private static func start(_ arguments: [String], temporary: URL, output: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = TesseraExecutable.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The names in `dir`.
    private static func contents(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// `tessera render X --format png | head -c 8`: the reader reads 8 bytes and closes the
    /// pipe while the PNG is still being written. The process dies of SIGPIPE, as any
    /// command writing into a closed pipe does, and leaves nothing in the temporary directory.
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func aPipeClosedEarlyLeavesNothing() throws {
        let temporary = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let output = Pipe()
        // All of the Pinterest feed at 2 px a point: about 130 KB, twice what a pipe holds.
        let process = try Self.start(["render", TesseraExecutable.example("pinterest.json"), "--format", "png", "--area", "all"], temporary: temporary, output: output)
        try? output.fileHandleForWriting.close()  // (Process may have closed it already)
        let head = try output.fileHandleForReading.read(upToCount: 8) ?? Data()
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(head == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
        #expect(try Self.contents(temporary) == [])
    }

    /// SIGINT and SIGTERM while a JSON file is being written: the process deletes the
    /// temporary file beside the destination and dies of the signal; the folder holds only
    /// the spec.
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"), arguments: [SIGINT, SIGTERM])
    func anInterruptedRenderToAFileLeavesNothing(_ signal: Int32) throws {
        let dir = try temporaryDirectory(), temporary = try temporaryDirectory()
        defer { for d in [dir, temporary] { try? FileManager.default.removeItem(at: d) } }
        let spec = try Self.bigSpec(2_000_000, in: dir)
        let process = try Self.start(["render", spec, "-o", dir.appendingPathComponent("frames.json").path], temporary: temporary, output: Pipe())
        // Wait for the temporary file (`.frames.json.tessera-….tmp`), then interrupt.
        let deadline = Date().addingTimeInterval(120)
        while try !Self.contents(dir).contains(where: { $0.hasPrefix(".frames.json.tessera-") }), process.isRunning, Date() < deadline {
            usleep(5_000)
        }
        #expect(process.isRunning, "the render finished before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(try Self.contents(dir) == ["feed.json"])
        #expect(try Self.contents(temporary) == [])
    }

    /// SIGINT and SIGTERM while the output is being copied to standard output (the reader has
    /// taken its first bytes and stopped reading): nothing is left in the temporary directory.
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"), arguments: [SIGINT, SIGTERM])
    func anInterruptedRenderToStandardOutputLeavesNothing(_ signal: Int32) throws {
        let dir = try temporaryDirectory(), temporary = try temporaryDirectory()
        defer { for d in [dir, temporary] { try? FileManager.default.removeItem(at: d) } }
        let spec = try Self.bigSpec(20_000, in: dir)
        let output = Pipe()
        let process = try Self.start(["render", spec, "--format", "json"], temporary: temporary, output: output)
        try? output.fileHandleForWriting.close()  // (Process may have closed it already)
        // The first byte: the output is complete and being copied (about 1.8 MB, far more
        // than the pipe holds, so the copy waits for a reader that no longer reads).
        #expect(try output.fileHandleForReading.read(upToCount: 1) == Data("{".utf8))
        #expect(process.isRunning)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        try output.fileHandleForReading.close()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(try Self.contents(temporary) == [])
    }

    /// An error after the output has begun (a picture of too many elements is refused once the
    /// temporary file exists), to a file and to standard output: one error line, and nothing in
    /// the folder or the temporary directory.
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func anErrorLeavesNothing() throws {
        let dir = try temporaryDirectory(), temporary = try temporaryDirectory()
        defer { for d in [dir, temporary] { try? FileManager.default.removeItem(at: d) } }
        let spec = try Self.bigSpec(300_000, in: dir)
        for output in [["-o", dir.appendingPathComponent("feed.svg").path], ["--format", "svg"]] {
            let process = Process()
            process.executableURL = TesseraExecutable.binary
            process.arguments = ["render", spec] + output
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1 && stdout.isEmpty)
            #expect(stderr == "error: too many elements to draw (300000, the limit is 200000); use --format json for large layouts\n")
            #expect(try Self.contents(dir) == ["feed.json"])
            #expect(try Self.contents(temporary) == [])
        }
    }
}
