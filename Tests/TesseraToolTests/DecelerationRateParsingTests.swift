import Testing
import Tessera
import TesseraTool

/// `--rate` / `?rate=`: `normal`, `fast` or a number strictly between 0 and 1.
@Suite struct DecelerationRateParsingTests {
    @Test func namesAndNumbers() throws {
        #expect(try DecelerationRate(parsing: "0.995").rawValue == 0.995)
        #expect(try DecelerationRate(parsing: "fast") == .fast)
        #expect(try DecelerationRate(parsing: "normal") == .normal)
    }

    @Test func badTextNamesTheOption() {
        #expect(throws: LayoutError(.unreadable(expected: "normal, fast or a number between 0 and 1", got: "slow"), at: ["--rate"])) {
            try DecelerationRate(parsing: "slow", option: "--rate")
        }
        #expect(throws: LayoutError(.outOfRange(.between(0, and: 1), got: 1), at: ["--rate"])) {
            try DecelerationRate(parsing: "1", option: "--rate")
        }
    }
}
