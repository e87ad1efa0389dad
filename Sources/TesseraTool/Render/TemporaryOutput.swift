import Foundation
import Tessera
import TesseraRender

/// Where unfinished output waits until it is complete, so failed output never shows up or
/// clobbers an old file.
///
/// For a file, a temporary file beside it replaces it only when complete (rename is atomic
/// within a directory); a signal handler deletes it if the process is interrupted
/// (`RenderJob.discardTemporaryOutputs()`). For standard output, a file in the temporary
/// directory that is deleted as soon as it is open: it has no name while it is written and read
/// back, so nothing is left behind however the process ends (a reader that closes the pipe
/// early, as `| head -c 8` does, a signal, an error, a crash).
final class TemporaryOutput {
    /// What the output is for, in error messages (a path, or "standard output").
    let destination: String
    /// The temporary file's path (for standard output, a path that no longer exists once open).
    let temporaryPath: String
    private let handle: FileHandle
    private var isOpen = true
    /// Whether the file was deleted at once (standard output's): it can only be read back.
    private let isAnonymous: Bool

    /// Creates the temporary file next to `destination`.
    init(replacing destination: String) throws {
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/." + url.lastPathComponent + Self.suffix
        // Listed before it exists, so a signal between creating and listing cannot miss it.
        Self.live.insert(temporaryPath)
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else {
            Self.live.remove(temporaryPath)
            throw RenderError("cannot write \(destination): cannot create a file in \(directory)")
        }
        self.handle = handle
        isAnonymous = false
    }

    /// Creates a nameless file in `directory` for output to standard output: created, opened
    /// and deleted at once, then written and read back through its open handle.
    init(forStandardOutputIn directory: String) throws {
        destination = "standard output"
        let directory = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        let path = directory + "/.tessera-output" + Self.suffix
        temporaryPath = path
        Self.live.insert(path)
        defer { Self.live.remove(path) }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forUpdatingAtPath: path)
        else {
            FileCalls.unlinkPath(path)
            throw RenderError("cannot write standard output: cannot create a temporary file in \(directory) (TMPDIR)")
        }
        FileCalls.unlinkPath(path)
        self.handle = handle
        isAnonymous = true
    }

    /// `.tessera-<pid>-<8 hex digits>.tmp`: unique to this process and this output.
    private static var suffix: String {
        ".tessera-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).tmp"
    }

    /// The temporary files not yet committed or discarded, so that a signal handler can delete
    /// them (`RenderJob.discardTemporaryOutputs()`).
    static let live = LivePaths()

    /// A locked set of paths.
    final class LivePaths: Sendable {
        private let paths = LockedStorage<Set<String>>([])
        func insert(_ path: String) { paths.withLock { _ = $0.insert(path) } }
        func remove(_ path: String) { paths.withLock { _ = $0.remove(path) } }
        /// Deletes every live file (called when the process is about to die).
        func unlinkAll() {
            paths.withLock { paths in
                for p in paths { FileCalls.unlinkPath(p) }
                paths.removeAll()
            }
        }
    }

    private func close() {
        if isOpen { try? handle.close() }
        isOpen = false
    }

    /// Appends `data`.
    func write(_ data: Data) throws {
        do { try handle.write(contentsOf: data) } catch {
            throw RenderError("cannot write \(destination): \(error.localizedDescription)")
        }
    }

    /// Puts the finished file in the destination's place.
    func commit() throws {
        guard !isAnonymous else { fatalError("TemporaryOutput: standard output's temporary file is copied, not committed") }
        close()
        defer { Self.live.remove(temporaryPath) }
        guard FileCalls.renamePath(temporaryPath, destination) else {
            let reason = FileCalls.lastErrorDescription()
            discard()
            throw RenderError("cannot write \(destination): \(reason)")
        }
    }

    /// Copies the finished output to `output` in chunks, then lets the file go.
    func copy(to output: FileHandle) throws {
        defer { discard() }
        if isAnonymous {
            try handle.seek(toOffset: 0)
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                do { try output.write(contentsOf: chunk) } catch {
                    throw RenderError("cannot write \(destination): \(error.localizedDescription)")
                }
            }
            return
        }
        close()
        guard let input = FileHandle(forReadingAtPath: temporaryPath) else { throw RenderError("cannot read back the output") }
        defer { try? input.close() }
        while true {
            let chunk = input.readData(ofLength: 1 << 20)
            if chunk.isEmpty { break }
            try output.write(contentsOf: chunk)
        }
    }

    /// Deletes the temporary file (closes the nameless one, which the system then frees).
    func discard() {
        close()
        if !isAnonymous {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            Self.live.remove(temporaryPath)
        }
    }
}
