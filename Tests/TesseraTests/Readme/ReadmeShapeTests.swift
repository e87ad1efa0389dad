import Foundation
import Testing

/// The README reads in five minutes: short, the two commands a newcomer runs near the top,
/// installation soon after, and every link to a file of this repository that exists.
@Suite struct ReadmeShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let lines: [String] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return text.components(separatedBy: "\n")
    }()

    @Test func underTwoThousandFiveHundredWords() {
        let words = Self.lines.reduce(0) { $0 + $1.split(whereSeparator: \.isWhitespace).count }
        #expect(words > 500 && words < 2500, "\(words) words")
    }

    @Test func theTwoCommandsAndInstallationComeFirst() throws {
        let render = try #require(Self.lines.firstIndex { $0.hasPrefix("swift run --enable-all-traits tessera render Examples/") })
        let test = try #require(Self.lines.firstIndex { $0.hasPrefix("swift test --enable-all-traits --disable-xctest") })
        #expect(render < 40 && test < 40, "lines \(render + 1) and \(test + 1)")
        let installation = try #require(Self.lines.firstIndex { $0 == "## Installation" })
        #expect(installation < 120, "line \(installation + 1)")
    }

    /// Links (`[text](target)`, pictures too) name files of this repository, which exist; none
    /// leaves it.
    @Test func everyLinkIsAFileOfTheRepository() throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var targets: [String] = []
        for line in Self.lines {
            for match in line.matches(of: link) { targets.append(String(line[match.range].dropFirst(2).dropLast())) }
        }
        #expect(targets.count >= 10)
        for target in targets {
            #expect(!target.contains("://"), "\(target) leaves the repository")
            let path = target.split(separator: "#").first.map(String.init) ?? target
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(target) does not exist")
        }
    }
}
