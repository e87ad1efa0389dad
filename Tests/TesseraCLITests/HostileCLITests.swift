import Foundation
import Testing

/// Hostile flags and inputs through the built `tessera` executable: one error line, the exit
/// status, and no file left behind.
@Suite struct HostileCLITests {
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func negativeAndBadOptionValuesAreNamed() throws {
        // A value the command line cannot parse is a usage error (64): the option, the value and
        // why. A value the spec or the limits refuse is a failure (1).
        let cases: [([String], Int32, String)] = [
            (["--rate", "-0.5"], 64, "error: The value '-0.5' is invalid for '--rate <normal|fast|R>': must be a number between 0 and 1 (exclusive), got -0.5 (see tessera scroll --help)\n"),
            (["--from", "1e308"], 64, "error: The value '1e308' is invalid for '--from <OFFSET>': is too large (the limit is 1000000000 in magnitude), got 1e+308 (see tessera scroll --help)\n"),
            (["--from", "1,x"], 64, "error: The value '1,x' is invalid for '--from <OFFSET>': must be X,Y or one number (along the scroll axis), got \"1,x\" (see tessera scroll --help)\n"),
            (["--frames", "-1"], 1, "error: --frames: must be an integer from 0 to 100000, got -1\n"),
            (["--section", "-1"], 1, "error: --section: section -1 does not scroll orthogonally (orthogonal sections: none)\n"),
        ]
        for (flags, status, expected) in cases {
            let r = try TesseraExecutable.run(["scroll", TesseraExecutable.example("carousel.json"), "--velocity", "100"] + flags)
            #expect(r.status == status && r.stderr == expected && r.stdout.isEmpty, "\(flags)")
        }
        // A velocity past the limit is a number: the error says the limit (10⁹ points per second).
        let fast = try TesseraExecutable.run(["scroll", TesseraExecutable.example("carousel.json"), "--velocity", "1e12"])
        #expect(
            fast.status == 64
                && fast.stderr == "error: The value '1e12' is invalid for '--velocity <X[,Y]>': is too large (the limit is 1000000000 in magnitude), got 1000000000000 (see tessera scroll --help)\n")
        let missing = try TesseraExecutable.run(["scroll", TesseraExecutable.example("carousel.json")])
        #expect(missing.status == 64 && missing.stderr == "error: Missing expected argument '--velocity <X[,Y]>' (see tessera scroll --help)\n")
        let budget = try TesseraExecutable.run(["render", TesseraExecutable.example("carousel.json"), "--max-elements", "-3"])
        #expect(budget.status == 64 && budget.stderr == "error: The value '-3' is invalid for '--max-elements <N>': must be an integer from 1 to 200000000, got \"-3\" (see tessera render --help)\n")
        let small = try TesseraExecutable.run(["render", TesseraExecutable.example("carousel.json"), "--format", "json", "--max-elements", "5"])
        #expect(small.status == 1 && small.stderr == "error: sections: too many elements: the layout would lay out 12 cells, the limit is 5 (--max-elements raises it)\n")
    }

    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func mistypedSubcommandGetsAHint() throws {
        let r = try TesseraExecutable.run(["rendr", TesseraExecutable.example("carousel.json")])
        #expect(r.status == 64)
        #expect(r.stderr == "error: unknown subcommand 'rendr' (did you mean 'render'?); the subcommands are render, scroll\n")
    }

    /// A mistyped option is named as one, with the nearest option, even when it leaves a
    /// required option missing (`--velocty` used to read "Missing expected argument '--velocity'").
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func mistypedOptionGetsAHint() throws {
        let carousel = TesseraExecutable.example("carousel.json")
        let velocity = try TesseraExecutable.run(["scroll", carousel, "--velocty", "100"])
        #expect(velocity.status == 64)
        #expect(velocity.stderr == "error: Unknown option '--velocty'. Did you mean '--velocity'? (see tessera scroll --help)\n")
        let format = try TesseraExecutable.run(["render", carousel, "--fromat", "json"])
        #expect(format.status == 64)
        #expect(format.stderr == "error: Unknown option '--fromat'. Did you mean '--format'? (see tessera render --help)\n")
        let far = try TesseraExecutable.run(["scroll", carousel, "--velocity", "1", "--zzzzzzzzzz"])
        #expect(far.stderr == "error: Unknown option '--zzzzzzzzzz' (see tessera scroll --help)\n")
    }

    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func outputFormatAndSpecSources() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("out.gif").path
        let r = try TesseraExecutable.run(["render", TesseraExecutable.example("carousel.json"), "-o", gif])
        #expect(r.status == 1 && r.stderr == "error: -o: cannot tell the format from the extension .gif (use .svg, .png or .json, or --format)\n")
        #expect(!FileManager.default.fileExists(atPath: gif))
        // A pipe given as a path (as `<(cat spec.json)` gives /dev/fd/63) is read like a file.
        let piped = try TesseraExecutable.run(["render", "/dev/stdin", "--format", "json"], input: FileManager.default.contents(atPath: TesseraExecutable.example("carousel.json")))
        #expect(piped.status == 0 && piped.stdout.hasPrefix("{\n  \"contentSize\": {\"width\": 2683.5, \"height\": 300},"))
        // A bad spec to a file: nothing written, nothing left in the folder.
        let out = dir.appendingPathComponent("out.svg").path
        let bad = try TesseraExecutable.run(["render", "-", "-o", out], input: Data(#"{"container": {"width": 1e308}, "sections": [{"itemCount": 1}], "layout": {"waterfall": {}}}"#.utf8))
        #expect(bad.status == 1 && bad.stderr == "error: container.width: is too large (the limit is 1000000000 in magnitude), got 1e+308\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// `--format png` without `-o` in a terminal: refused before any work, nothing written to
    /// the terminal. The same command into a pipe writes the PNG (its 8-byte signature first).
    @Test(.enabled(if: TesseraExecutable.binary != nil, "the tessera executable has not been built"))
    func pngIsNotWrittenToATerminal() throws {
        let spec = TesseraExecutable.example("carousel.json")
        guard let r = try TesseraExecutable.runOnTerminal(["render", spec, "--format", "png"]) else { return }
        #expect(r.status == 1)
        #expect(r.terminal.isEmpty)
        #expect(r.stderr == "error: png is binary: not writing it to the terminal; use -o FILE.png, or redirect standard output (> FILE.png)\n")
        // SVG is text: written to the terminal.
        if let svg = try TesseraExecutable.runOnTerminal(["render", spec, "--format", "svg"]) {
            #expect(svg.status == 0 && String(decoding: svg.terminal, as: UTF8.self).hasPrefix("<svg"))
        }
        let piped = try TesseraExecutable.run(["render", spec, "--format", "png"])
        // (The signature's first byte, 0x89, is not UTF-8: the text read back has U+FFFD there.)
        #expect(piped.status == 0 && piped.stderr.isEmpty && piped.stdout.hasPrefix("\u{FFFD}PNG\r\n"))
    }
}

/// `tessera-playground` (when built beside `tessera`, with its `Playground` trait) prints its
/// version and its errors as `tessera` does: `error: …`, not ArgumentParser's `Error:`.
@Suite struct PlaygroundCommandLineTests {
    static let playground: URL? = TesseraExecutable.binary.map { $0.deletingLastPathComponent().appendingPathComponent("tessera-playground") }
        .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

    @Test(.enabled(if: playground != nil, "tessera-playground has not been built"))
    func errorsAndVersionReadAsTesserasDo() throws {
        func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            let process = Process()
            process.executableURL = Self.playground
            process.arguments = arguments
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
        }
        let version = try run(["--version"])
        // Without the trait the executable only says how to build it (status 2).
        guard version.status != 2 else { return }
        #expect(version.status == 0 && version.stdout == "0.1.0\n")
        let missing = try run(["/no/such/spec.json"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "error: /no/such/spec.json: no such file (see tessera-playground --help)\n")
        let typo = try run(["--prot", "3"])
        #expect(typo.stderr == "error: Unknown option '--prot'. Did you mean '--port'? (see tessera-playground --help)\n")
    }
}
