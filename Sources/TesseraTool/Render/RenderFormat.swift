/// The formats `tessera render` writes.
package enum RenderFormat: String, Sendable, Hashable, CaseIterable {
    /// An SVG picture (`SVGRenderer`).
    case svg
    /// Every element's frame as JSON (`SnapshotJSONEncoder`, docs/spec.md's output contract).
    case json
    /// A PNG picture (`PNGRenderer`).
    case png

    /// The format a file name's extension names (`explore.png` → png), or nil.
    package init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// Whether the format is a picture (limited to `RenderOptions.elementLimit` elements).
    package var isPicture: Bool { self != .json }

    /// Whether the output is binary (PNG): bytes a terminal would show as garbage.
    package var isBinary: Bool { self == .png }
}
