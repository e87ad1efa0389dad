import ArgumentParser

/// The `tessera` command: pictures and answers of collection layouts from JSON specs.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out collections (waterfall, mosaic, compositional, …) from a JSON spec.",
        discussion: "A spec is one JSON document: the container, sections of items and one layout (see the README's JSON spec tour and Examples/).",
        // Each subcommand lives in its own file; add new ones here.
        subcommands: [RenderCommand.self, ScrollCommand.self]
    )
}
