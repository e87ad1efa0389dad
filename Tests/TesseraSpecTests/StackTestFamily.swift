import Foundation
import Tessera
@testable import TesseraSpec  // registers a test-only layout family, which the public API does not offer
import TesseraTestSupport

extension StackTestLayout {
    /// The family `{"layout": {"stack": {"pinHeaders": false}}}`.
    static let family = LayoutFamily(name: "stack", decode: { node, _ in
        try node.checkKeys(["pinHeaders"])
        return StackTestLayout(pinHeaders: try node.optional("pinHeaders")?.bool() ?? false)
    })

    /// Decodes `json` with the stack family registered (besides nothing else).
    static func decode(_ json: String) throws -> LayoutSpec {
        try LayoutSpec.decode(SpecNode(JSONValue.parse(json)), families: [family])
    }
}
