import Foundation
import Testing
import TesseraTestSupport

/// Runs the built `tessera` executable (when the build left one next to the tests) the way a
/// user does, to check what reaches the terminal: one error line, exit status 1, no file.
@Suite struct TesseraBinaryTests {
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func badSpecPrintsOneLineAndWritesNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("bad.json")
        try Data(#"{"container": {"width": 320,}}"#.utf8).write(to: spec)
        let out = dir.appendingPathComponent("out.svg").path
        let result = try TesseraExecutable.run(["render", spec.path, "-o", out])
        #expect(result.status == 1)
        #expect(result.stderr == "error: malformed JSON at line 1, column 29: expected a string key\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))

        let fromStdin = try TesseraExecutable.run(["render", "-", "--format", "json"], input: Data(#"{"layout": {"no-such-layout": {}}}"#.utf8))
        #expect(fromStdin.status == 1)
        #expect(fromStdin.stderr.hasPrefix("error: layout.no-such-layout: unknown layout"))
        #expect(fromStdin.stderr.occurrences(of: "\n") == 1)
        #expect(fromStdin.stdout.isEmpty)

        let missing = try TesseraExecutable.run(["render", dir.appendingPathComponent("missing.json").path])
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: \(dir.appendingPathComponent("missing.json").path): no such file\n")
    }

    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func rendersAnExampleAndSaysWhere() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let example = TesseraExecutable.example("explore.json")
        let out = dir.appendingPathComponent("explore.svg").path
        let result = try TesseraExecutable.run(["render", example, "-o", out])
        #expect(result.status == 0)
        // 19 items: 4 groups of 2 · (129.333 + 1) pt = 1042.67 pt.
        #expect(result.stderr == "wrote \(out) (19 cells, 390 × 1042.67 pt, svg)\n")
        #expect(try String(contentsOfFile: out, encoding: .utf8).occurrences(of: "<g class=\"cell\"") == 19)

        let json = try TesseraExecutable.run(["render", "-", "--format", "json"], input: FileManager.default.contents(atPath: example))
        #expect(json.status == 0 && json.stderr.isEmpty)
        #expect(json.stdout.hasPrefix("{\n  \"contentSize\": {\"width\": 390, \"height\": 1042.6666666666667},"))
    }

    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func helpListsRender() throws {
        let result = try TesseraExecutable.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tessera render <SPEC.json> [--output <FILE>] [--format <format>]"))
    }
}
