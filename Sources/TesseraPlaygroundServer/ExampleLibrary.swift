import Foundation

/// The example specs the gallery shows: every `.json` file under a folder (`Examples/`), by
/// its path relative to that folder without the extension (`compositional/list`).
struct ExampleLibrary: Sendable {
    var directory: URL?

    /// The examples' names, sorted.
    func names() -> [String] {
        guard let directory, let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var names: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".json") { names.append(String(path.dropLast(5))) }
        }
        return names.sorted()
    }

    /// The text of the example `name` (with or without `.json`); nil for anything that is not
    /// one of `names()`, so no other file can be read through it.
    func spec(named name: String) -> Data? {
        let bare = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        guard let directory, names().contains(bare) else { return nil }
        return FileManager.default.contents(atPath: directory.appendingPathComponent(bare + ".json").path)
    }
}
