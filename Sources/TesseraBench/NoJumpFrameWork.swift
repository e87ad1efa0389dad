/// The one function (named in one lowercase word, which Swift's mangling keeps whole) every `nojump` frame's work runs inside (the user's scroll and the layout
/// passes that settle it), so that a tool outside the process can take each frame's cost:
/// `scripts/nojump-instructions` has callgrind collect only inside it and write one profile
/// per call (`--toggle-collect`, `--dump-after`), each profile's total being one frame's
/// instructions.
enum NoJumpFrameWork {
    /// Runs `body`. Neither inlined nor specialized: the symbol must exist, by this name, in
    /// the release build, for callgrind to find it.
    @inline(never) @_optimize(none)
    static func callgrindframe(_ body: () -> Void) {
        body()
    }
}
