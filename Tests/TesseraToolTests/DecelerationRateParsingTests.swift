import Foundation
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

    @Test func badTextSaysWhatItMustBe() {
        #expect(throws: OptionValueError(.unreadable(expected: "normal, fast or a number between 0 and 1", got: "slow"))) {
            try DecelerationRate(parsing: "slow")
        }
        #expect(throws: OptionValueError(.outOfRange(.between(0, and: 1), got: 1))) {
            try DecelerationRate(parsing: "1")
        }
    }
}

/// `--velocity` / `--from`: `X,Y` or one number along the scroll axis.
@Suite struct ScrollVectorParsingTests {
    @Test func pointsAndNumbers() throws {
        #expect(try ScrollVector(parsing: "-1000, 0") == .point(CGPoint(x: -1000, y: 0)))
        #expect(try ScrollVector(parsing: "400") == .alongScrollAxis(400))
        // One number lies along whichever axis scrolls; across it, 0.
        #expect(ScrollVector.alongScrollAxis(400).point(along: .vertical) == CGPoint(x: 0, y: 400))
        #expect(ScrollVector.point(CGPoint(x: 3, y: 4)).coordinate(along: .horizontal) == 3)
    }

    @Test(arguments: ["", "1,2,3", "x", "1,", "1e3x"])
    func refused(_ text: String) {
        #expect(throws: OptionValueError(.unreadable(expected: "X,Y or one number (along the scroll axis)", got: text))) { try ScrollVector(parsing: text) }
    }

    /// A number is refused for being a number out of bounds, with the bound, not with the
    /// syntax it follows: the limit is `LayoutLimits.maximumMagnitude`, 10⁹ points (per second).
    @Test func numbersOutOfBoundsSayTheBound() throws {
        #expect(throws: OptionValueError(.outOfRange(.magnitude(1e9), got: 1e12))) { try ScrollVector(parsing: "1e12") }
        #expect(throws: OptionValueError(.outOfRange(.magnitude(1e9), got: -1e308))) { try ScrollVector(parsing: "0,-1e308") }
        #expect(throws: OptionValueError(.notFinite(got: .infinity))) { try ScrollVector(parsing: "inf,0") }
        // NaN equals nothing, so its error is checked by its text.
        do { _ = try ScrollVector(parsing: "nan") } catch { #expect(error.description == "must be a finite number") }
        // The bound itself is allowed.
        #expect(try ScrollVector(parsing: "-1e9") == .alongScrollAxis(-1_000_000_000))
        do {
            _ = try ScrollVector(parsing: "1e12")
            Issue.record("1e12 was accepted")
        } catch {
            #expect(error.description == "is too large (the limit is 1000000000 in magnitude), got 1000000000000")
        }
    }
}
