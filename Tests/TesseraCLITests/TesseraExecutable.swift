import Foundation

/// The built `tessera` executable, run the way a user runs it (when the build left one in
/// `.build/debug` or `.build/release`; the tests that need it are skipped otherwise).
enum TesseraExecutable {
    /// The package root: Tests/TesseraCLITests/this file, three levels up.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable, or nil when it has not been built: first the one built with these tests
    /// (beside the test runner: under `--scratch-path .build-asan` that is the sanitized build,
    /// not a stale `.build/debug` one), else `.build/debug` or `.build/release`.
    static let binary: URL? = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates =
            [runner.appendingPathComponent("tessera")]
            + ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/tessera") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// `Examples/<name>` of this repository.
    static func example(_ name: String) -> String { root.appendingPathComponent("Examples/\(name)").path }

    /// Runs `tessera arguments` with `input` on standard input; its exit status and both outputs.
    static func run(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(input) }
        try inp.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `tessera arguments` with standard output on a pseudo-terminal (as in a terminal
    /// window; through Python's `pty` module) and standard error on a pipe; its exit status,
    /// what reached the terminal and standard error. Nil where `python3` is missing.
    static func runOnTerminal(_ arguments: [String]) throws -> (status: Int32, terminal: Data, stderr: String)? {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
            let binary
        else { return nil }
        // The child's standard output is the pty's slave; the parent reads the master until
        // the child closes it, writes what it read to its own standard output, and exits with
        // the child's status.
        let script = """
            import os, pty, sys
            master, slave = pty.openpty()
            pid = os.fork()
            if pid == 0:
                os.dup2(slave, 1); os.close(master); os.close(slave)
                os.execv(sys.argv[1], sys.argv[1:])
            os.close(slave)
            out = b""
            while True:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            _, status = os.waitpid(pid, 0)
            sys.stdout.buffer.write(out)
            sys.exit(os.waitstatus_to_exitcode(status))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, binary.path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let terminal = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, terminal, String(decoding: stderr, as: UTF8.self))
    }
}
