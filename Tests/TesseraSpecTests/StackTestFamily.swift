import Foundation
import Testing
import Tessera
@testable import TesseraSpec  // registers a test-only layout family, which the public API does not offer
import TesseraTestSupport

extension StackTestLayout {
    /// The family `{"layout": {"stack": {"pinHeaders": false}}}`.
    static let family = LayoutFamily(
        name: "stack",
        decode: { node, _ in
            try node.checkKeys(["pinHeaders"])
            return StackTestLayout(pinHeaders: try node.optional("pinHeaders")?.bool() ?? false)
        })

    /// Decodes `json` with the stack family registered (besides nothing else).
    static func decode(_ json: String) throws -> LayoutSpec {
        try LayoutSpec.decode(SpecNode(JSONValue.parse(json)), families: [family])
    }
}

/// A spec's family is looked up once, by the decoder, and kept: the error paths of its layout
/// are mapped by that family's rules, even for a family outside the registry (looked up again
/// by name, this test's family would be unknown and its rule unused).
@Suite struct SpecFamilyLookupTests {
    /// A layout that refuses every layout at `innerWidth`, a name of the Swift model.
    struct RefusingLayout: CollectionLayout {
        func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
            throw LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["innerWidth"])
        }
    }

    /// `{"layout": {"refusing": {}}}`, whose rule says the model's `innerWidth` is the JSON's
    /// `layout.refusing.width`.
    static let family = LayoutFamily(
        name: "refusing", pathRules: [.init(["innerWidth"], ["layout", "refusing", "width"])], decode: { _, _ in RefusingLayout() })

    @Test func theDecodedFamilysPathRulesMapTheLayoutsErrors() throws {
        let spec = try LayoutSpec.decode(SpecNode(JSONValue.parse(#"{"container": {"width": 100}, "sections": [], "layout": {"refusing": {}}}"#)), families: [Self.family])
        #expect(spec.layoutName == "refusing")
        // Without the family's rule the path would fall under the family's object unchanged:
        // `layout.refusing.innerWidth`.
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["layout", "refusing", "width"])) { try spec.makeSnapshot() }
    }

    /// A spec built in Swift finds its family by name, once, when it is made.
    @Test func aSpecBuiltInSwiftFindsItsFamilyByName() throws {
        let spec = LayoutSpec(environment: LayoutEnvironment(width: 100), sections: [], layout: RefusingLayout(), layoutName: "refusing")
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["layout", "refusing", "innerWidth"])) { try spec.makeSnapshot() }
    }
}
