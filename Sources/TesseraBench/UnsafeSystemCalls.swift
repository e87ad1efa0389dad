import Foundation

// UNSAFE CODE: the C library calls the benchmarks make (docs/architecture.md, "Unsafe code").
// What is owned: the argument strings `strdup` copies, freed when `runChild` returns; the
// spawn's file actions, destroyed when it returns. Who holds pointers: each call, for its
// length only (`posix_spawn` copies what it needs; a `String` passed as a path is a temporary
// C string; `getrusage` writes the local it is given). Bounds: `argv` ends with nil, as
// `posix_spawn` requires.

extension RenderScaleCommand {
    /// Runs `path arguments…` with standard output to /dev/null and returns its wall time and
    /// CPU time (user + system) in seconds and its peak resident memory in bytes; nil (after
    /// saying why) if it failed.
    static func runChild(_ path: String, _ arguments: [String]) -> (Double, Double, Int)? {
        var actions = unsafe posix_spawn_file_actions_t()
        unsafe posix_spawn_file_actions_init(&actions)
        defer { unsafe posix_spawn_file_actions_destroy(&actions) }
        unsafe posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = unsafe ([path] + arguments).map { unsafe strdup($0) } + [nil]
        defer { unsafe argv.forEach { unsafe free($0) } }
        var pid = pid_t()
        let start = ContinuousClock.now
        let spawned = unsafe posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            fail("cannot run \(path): \(unsafe String(cString: strerror(spawned)))")
            return nil
        }
        var status: Int32 = 0
        var usage = rusage()
        while unsafe wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                fail("wait4: \(unsafe String(cString: strerror(errno)))")
                return nil
            }
        }
        let elapsed = ContinuousClock.now - start
        // Exited normally with status 0: the low 7 bits are the signal (0 = none), the next 8 the status.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            fail("\(path) \(arguments.joined(separator: " ")) failed (wait status \(status))")
            return nil
        }
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // `ru_maxrss` is in kilobytes on Linux (bytes on macOS).
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return (wall, seconds(usage.ru_utime) + seconds(usage.ru_stime), peak)
    }
}

/// The process's minor page faults so far (`getrusage`).
func minorPageFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    _ = unsafe getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    _ = unsafe getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
}

/// Removes the file at `path` (no error if there is none).
func removeFile(_ path: String) { _ = unsafe unlink(path) }
