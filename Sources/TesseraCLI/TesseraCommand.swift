import ArgumentParser

/// The `tessera` command: pictures and answers of collection layouts from JSON specs.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out collections (waterfall, mosaic, compositional, …) from a JSON spec.",
        discussion: "The spec format is described in shared/spec/layout-spec.md; examples are in Examples/.",
        // Each subcommand lives in its own file; add new ones here.
        subcommands: [RenderCommand.self, ScrollCommand.self]
    )
}
