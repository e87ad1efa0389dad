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

    /// The release's version (CHANGELOG.md's newest entry), on standard output.
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func versionIsTheRelease() throws {
        let result = try TesseraExecutable.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func helpListsRender() throws {
        let result = try TesseraExecutable.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tessera render <SPEC.json> [--output <FILE>] [--format <format>]"))
    }
}

/// What a newcomer types first and gets wrong: a folder instead of a spec, and the help's
/// pointers to the documentation.
@Suite struct FirstHourCLITests {
    /// `tessera render Examples/` says it is a folder and names a spec in it, not "cannot read".
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func aFolderIsNamedAsOne() throws {
        let folder = TesseraExecutable.root.appendingPathComponent("Examples").path + "/"
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        let r = try TesseraExecutable.run(["render", folder])
        #expect(r.status == 1 && r.stdout.isEmpty)
        #expect(r.stderr == "error: \(folder) is a folder, not a spec file: name one of its \(specs.count) specs, e.g. \(folder)\(specs[0])\n")
        let empty = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try TesseraExecutable.run(["scroll", empty.path, "--velocity", "100"])
        #expect(none.status == 1 && none.stderr == "error: \(empty.path) is a folder, not a spec file (give one JSON spec)\n")
    }

    /// Every file the help text points to exists (the help once named a README section that
    /// had been renamed), and it points to the spec's documentation.
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func theHelpPointsToFilesThatExist() throws {
        var pointers: Set<String> = []
        for arguments in [["--help"], ["render", "--help"], ["scroll", "--help"]] {
            let r = try TesseraExecutable.run(arguments)
            #expect(r.status == 0)
            #expect(!r.stdout.contains("README"), "\(arguments): points into the README, whose sections move")
            for word in r.stdout.split(whereSeparator: { " \n();,".contains($0) }) where word.hasPrefix("docs/") || word.hasPrefix("Examples/") {
                pointers.insert(String(word))
            }
        }
        #expect(pointers.contains("docs/spec.md"))
        for path in pointers {
            #expect(FileManager.default.fileExists(atPath: TesseraExecutable.root.appendingPathComponent(path).path), "\(path)")
        }
    }
}
