import Foundation
import Testing
import TesseraTool

/// The release's version is written once in the code (`TesseraVersion.current`) and named by
/// CHANGELOG.md, the README's install lines and .spi.yml: these tests keep them in agreement.
@Suite struct ReleaseFilesTests {
    /// The repository root: Tests/TesseraToolTests/this file, three levels up.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The versions of CHANGELOG.md's `## [X.Y.Z] - YYYY-MM-DD` headings, newest first.
    static func releasedVersions() throws -> [String] {
        try text("CHANGELOG.md").split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}/) else { return nil }
            return String(match.1)
        }
    }

    @Test func theCodeIsTheChangelogsNewestRelease() throws {
        #expect(TesseraVersion.current == "0.1.0")
        #expect(try Self.releasedVersions().first == TesseraVersion.current)
    }

    /// Keep a Changelog: an `Unreleased` section above the releases, and a link for each heading.
    @Test func theChangelogKeepsItsForm() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let unreleased = try #require(changelog.range(of: "\n## [Unreleased]\n"))
        let newest = try #require(changelog.range(of: "\n## [\(TesseraVersion.current)] - "))
        #expect(unreleased.lowerBound < newest.lowerBound)
        for version in try ["Unreleased"] + Self.releasedVersions() {
            #expect(changelog.contains("\n[\(version)]: https://github.com/tessera-layout/tessera/"), "no link for [\(version)]")
        }
    }

    /// Every `.package(url: …tessera.git…)` line of the README names a released version
    /// (`from: "X"`), or the `main` branch while the release's tag is not published; both lines
    /// (the app's and the test target's with its trait) use the same form.
    @Test func theReadmeInstallsAReleasedVersionOrMain() throws {
        let readme = try Self.text("README.md")
        let named = readme.matches(of: /\.package\(url: "https:\/\/github\.com\/tessera-layout\/tessera\.git", (from|branch): "([^"]+)"/)
            .map { (String($0.1), String($0.2)) }
        #expect(named.count == 2)  // the app's line and the test target's line with its trait
        #expect(Set(named.map(\.0)).count == 1, "the README's two lines use different forms")
        let released = try Self.releasedVersions()
        for (form, value) in named {
            if form == "from" {
                #expect(released.contains(value), "the README installs \(value), which CHANGELOG.md does not release")
            } else {
                #expect(value == "main", "the README follows branch \(value)")
                #expect(readme.contains("not published yet"), "a branch line without saying why")
            }
        }
    }

    /// .spi.yml names every module with a DocC catalog, and nothing else.
    @Test func swiftPackageIndexBuildsEveryCatalog() throws {
        let spi = try Self.text(".spi.yml")
        let line = try #require(spi.firstMatch(of: /documentation_targets: \[([^\]]*)\]/))
        let named = Set(line.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let sources = Self.root.appendingPathComponent("Sources")
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { module in
            FileManager.default.fileExists(atPath: sources.appendingPathComponent("\(module)/\(module).docc").path)
        }
        #expect(named == Set(catalogs))
        #expect(named.count == 8)
    }
}
