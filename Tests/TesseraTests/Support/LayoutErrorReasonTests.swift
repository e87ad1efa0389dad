import Foundation
import Testing
import Tessera

/// A family's own reasons (`LayoutErrorReason`) compare, hash and print as the core's do.
@Suite struct LayoutErrorReasonTests {
    @Test func ownReasonsCompareByTypeAndFacts() {
        let hole = LayoutError.Reason.own(.init(MosaicErrorReason.hole(column: 1, row: 2, columns: 3, rows: 4)))
        #expect(hole == .own(.init(MosaicErrorReason.hole(column: 1, row: 2, columns: 3, rows: 4))))
        #expect(hole != .own(.init(MosaicErrorReason.hole(column: 1, row: 2, columns: 3, rows: 5))))
        #expect(LayoutError.Reason.own(.init(CompositionalErrorReason.groupHoldsNoItems)) != .own(.init(CarouselErrorReason.loopingNeedsOneSection(got: 0))))
        #expect(hole != .invalid("the tiles leave a hole at column 1, row 2 of the group's 3 × 4 rectangle"))
        #expect(Set([hole, hole, .own(.init(CompositionalErrorReason.groupHoldsNoItems))]).count == 2)
    }

    @Test func ownReasonsPrintTheirFamilysText() {
        let error = LayoutError(.own(.init(CarouselErrorReason.loopingNeedsOneSection(got: 2))), at: ["isLooping"])
        #expect(error.description == "isLooping: a looping carousel has exactly one section, got 2")
        #expect(
            "\(LayoutError.Reason.own(.init(CompositionalErrorReason.groupRepeatsForever(axis: .horizontal))))"
                == "the subitems take no room along the group's horizontal axis, so the group would repeat them forever")
    }
}
