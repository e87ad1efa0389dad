import Foundation
import TesseraRender

/// A temporary file beside a destination that replaces it only when complete (rename is
/// atomic within a directory), so failed output never shows up or clobbers the old file.
final class TemporaryOutput {
    let destination: String
    let temporaryPath: String
    private let handle: FileHandle
    private var isOpen = true

    /// Creates the temporary file next to `destination`.
    init(replacing destination: String) throws {
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/." + url.lastPathComponent + ".tessera-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).tmp"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporaryPath) else {
            throw RenderError("cannot write \(destination): cannot create a file in \(directory)")
        }
        self.handle = handle
        Self.live.insert(temporaryPath)
    }

    /// The temporary files not yet committed or discarded, so that a signal handler can delete
    /// them (`RenderJob.discardTemporaryOutputs()`).
    static let live = LivePaths()

    /// A locked set of paths.
    final class LivePaths: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []
        func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }
        func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }
        /// Deletes every live file (called when the process is about to die).
        func unlinkAll() {
            lock.withLock {
                for p in paths { unlink(p) }
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
        close()
        defer { Self.live.remove(temporaryPath) }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw RenderError("cannot write \(destination): \(reason)")
        }
    }

    /// Copies the finished output to `output` in chunks, then deletes it.
    func copy(to output: FileHandle) throws {
        close()
        defer { discard() }
        guard let input = FileHandle(forReadingAtPath: temporaryPath) else { throw RenderError("cannot read back the output") }
        defer { try? input.close() }
        while true {
            let chunk = input.readData(ofLength: 1 << 20)
            if chunk.isEmpty { break }
            try output.write(contentsOf: chunk)
        }
    }

    /// Deletes the temporary file.
    func discard() {
        close()
        try? FileManager.default.removeItem(atPath: temporaryPath)
        Self.live.remove(temporaryPath)
    }
}
