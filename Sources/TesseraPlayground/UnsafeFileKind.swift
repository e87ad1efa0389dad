// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation

// UNSAFE CODE: `fileExists(atPath:isDirectory:)`'s out-parameter (docs/architecture.md, "Unsafe
// code"): a pointer to a local, for the call only.

/// Whether something exists at `path` (following links), and whether it is a folder.
func fileKind(atPath path: String) -> (exists: Bool, isDirectory: Bool) {
    var isDirectory: ObjCBool = false
    let exists = unsafe FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return (exists, isDirectory.boolValue)
}
#endif
