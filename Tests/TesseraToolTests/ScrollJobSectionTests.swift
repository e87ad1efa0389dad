import Foundation
import Testing
import Tessera
import TesseraTool

/// `tessera scroll --section`: flinging an orthogonal section of
/// Examples/compositional/orthogonal-section-behaviors.json (container 390 × 844 at 3×; groups
/// 994/3 ≈ 331.33 wide; section 1 snaps to a group's leading boundary).
@Suite struct ScrollJobSectionTests {
    let data: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/compositional/orthogonal-section-behaviors.json")
        return try! Data(contentsOf: url)
    }()

    @Test func scrollCommandFlingsASection() throws {
        // From 160 at 1000 pt/s: rests at 654.01 → 654 on the 3× grid; snaps to 662.67.
        let out = try ScrollJob(velocity: 1000, from: 160, section: 1, format: .json).run(specData: data)
        #expect(out == "{\"restingOffset\": {\"x\": 654, \"y\": 0}, \"targetOffset\": {\"x\": 662.6666666666666, \"y\": 0}}\n")
    }
}
