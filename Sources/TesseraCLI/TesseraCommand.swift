import ArgumentParser
import Foundation
import TesseraTool

/// The `tessera` command: pictures and answers of collection layouts from JSON specs.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out collections (waterfall, mosaic, compositional, …) from a JSON spec.",
        discussion: "A spec is one JSON document: the container, sections of items and one layout (docs/spec.md describes every key; Examples/ has a spec of each layout).",
        version: TesseraVersion.current,
        // Each subcommand lives in its own file; add new ones here.
        subcommands: [RenderCommand.self, ScrollCommand.self]
    )

    /// Runs the command, after installing the signal handlers that delete unfinished output and
    /// answering a mistyped subcommand with the nearest one.
    static func main() {
        SignalCleanup.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = configuration.subcommands.compactMap { $0.configuration.commandName }
            if !names.contains(first) && first != "help" {
                let nearest = names.min { editDistance($0, first) < editDistance($1, first) }
                let hint = nearest.map { editDistance($0, first) <= 3 ? " (did you mean '\($0)'?)" : "" } ?? ""
                printError("error: unknown subcommand '\(first)'\(hint); the subcommands are \(names.joined(separator: ", "))")
                Foundation.exit(64)
            }
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let code as ExitCode {
            exit(withError: code)  // the command has printed its error line
        } catch {
            let code = exitCode(for: error)
            // --help and --version print as ArgumentParser does; a bad command line gets one
            // line naming the option and value (and why, when the parse can say), not the usage.
            if code == .success { exit(withError: error) }
            let subcommand = arguments.first.flatMap { first in configuration.subcommands.first { $0.configuration.commandName == first } }
            // A mistyped option is named even when a required one is missing too (ArgumentParser
            // reports the missing one first: `--velocty 100` would read "Missing '--velocity'").
            let message =
                subcommand.flatMap { unknownOptionMessage(arguments, of: $0) }
                ?? message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            printError("error: \(message) (see tessera \(subcommand.map { "\($0.configuration.commandName ?? "") " } ?? "")--help)")
            Foundation.exit(code.rawValue)
        }
    }

    /// ArgumentParser's line for the first option in `arguments` that `subcommand` does not
    /// have (its options read from its help), naming the nearest one; nil when there is none.
    static func unknownOptionMessage(_ arguments: [String], of subcommand: any ParsableCommand.Type) -> String? {
        let help = subcommand.helpMessage(columns: 1_000)
        let known = Set(help.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }).union(["--help", "--version"])
        for argument in arguments.dropFirst() where argument.hasPrefix("--") && argument != "--" {
            let name = String(argument.prefix { $0 != "=" })
            guard !known.contains(name) else { continue }
            let nearest = known.min { editDistance($0, name) < editDistance($1, name) }
            let hint = nearest.map { editDistance($0, name) <= 3 ? ". Did you mean '\($0)'?" : "" } ?? ""
            return "Unknown option '\(name)'\(hint)"
        }
        return nil
    }

    /// The Levenshtein distance between two short words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
