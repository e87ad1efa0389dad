import Foundation

/// The built `tessera` executable, run the way a user runs it (when the build left one in
/// `.build/debug` or `.build/release`; the tests that need it are skipped otherwise).
enum TesseraExecutable {
    /// The package root: Tests/TesseraCLITests/this file, three levels up.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable, or nil when it has not been built.
    static let binary: URL? = ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/tessera") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

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
}
