import Foundation
import Tessera
import TesseraSpec

/// The spec `Examples/<name>.json` of this repository, decoded.
public func exampleSpec(_ name: String) throws -> LayoutSpec {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try LayoutSpec.decode(Data(contentsOf: root.appendingPathComponent("Examples/\(name).json")))
}
