import Foundation
import Testing
import Tessera
import TesseraSpec
@testable import TesseraTool  // TemporaryOutput is internal
import TesseraTestSupport

/// Where `tessera render`'s output waits: standard output's file has no name from the moment
/// it is open, so nothing can be left in the temporary directory; on an error nothing is.
@Suite struct TemporaryOutputTests {
    @Test func standardOutputsFileHasNoName() throws {
        let temporary = try temporaryDirectory(), dir = try temporaryDirectory()
        defer { for d in [temporary, dir] { try? FileManager.default.removeItem(at: d) } }
        let output = try TemporaryOutput(forStandardOutputIn: temporary.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        try output.write(Data("<svg>".utf8))
        try output.write(Data(repeating: 0x20, count: 3 << 20))  // past one 1-MiB chunk of the copy
        try output.write(Data("</svg>\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        // Read back through its handle, whole.
        let copy = dir.appendingPathComponent("copy.svg")
        #expect(FileManager.default.createFile(atPath: copy.path, contents: nil))
        let handle = try FileHandle(forWritingTo: copy)
        try output.copy(to: handle)
        try handle.close()
        let data = try Data(contentsOf: copy)
        #expect(data.count == 5 + (3 << 20) + 7 && data.prefix(5) == Data("<svg>".utf8) && data.suffix(7) == Data("</svg>\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// A layout whose 3000th cell has a NaN frame fails after ~200 KB of JSON: nothing reaches
    /// standard output, and nothing is left in the job's temporary directory.
    @Test func anErrorToStandardOutputLeavesNothing() throws {
        let temporary = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10))
        b.startSection()
        for i in 0..<3000 { b.addCell(frame: CGRect(x: 0, y: i == 2999 ? CGFloat.nan : CGFloat(i), width: 10, height: 1)) }
        let spec = RenderTestSnapshots.spec(b.build(contentSize: CGSize(width: 10, height: 3000)))
        let error = thrownError { try RenderJob(format: .json, temporaryDirectory: temporary.path).run(spec, to: .standardOutput) }
        #expect((error as? LayoutError)?.path == ["elements", 2999, "frame"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// A temporary directory that cannot be written: the error says which, and what to set.
    @Test func anUnwritableTemporaryDirectoryIsNamed() {
        let error = thrownError { try RenderJob(format: .svg, temporaryDirectory: "/nonexistent-tessera-dir").run(StackTestLayout.spec(itemCounts: [1]), to: .standardOutput) }
        #expect("\(error.map { "\($0)" } ?? "no error")" == "cannot write standard output: cannot create a temporary file in /nonexistent-tessera-dir (TMPDIR)")
    }
}
