import ArgumentParser
import Foundation
import Tessera
import TesseraTool

/// `tessera scroll SPEC.json --velocity X[,Y] [--from OFFSET] [--rate normal|fast|R] [--model M] [--section S] [--frames N] [--format text|json]`.
struct ScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Fling a layout: where it comes to rest, where it snaps, and the offsets on the way.",
        discussion: """
            Velocities are in points per second, as UIKit's targetContentOffset(forProposedContentOffset:\
            withScrollingVelocity:) takes them. One number means along the layout's scroll axis. \
            The layout's own snapping and deceleration apply (a carousel: nearestItemCentered, fast); \
            other layouts do not snap and decelerate at normal (0.998) unless --rate says otherwise. \
            --section S flings a compositional orthogonal section along its own axis, snapped by its \
            orthogonalScrollingBehavior, from its orthogonalOffset unless --from says otherwise.

            Examples:
              tessera scroll Examples/carousel.json --velocity 2000
              tessera scroll Examples/carousel.json --velocity -1500 --from 480 --frames 10
              tessera scroll Examples/carousel.json --velocity 3000 --format json
            """
    )

    @Argument(help: ArgumentHelp("The layout spec (JSON); - reads standard input.", valueName: "SPEC.json"))
    var spec: String

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Release velocity in points per second: X,Y or one number along the scroll axis.", valueName: "X[,Y]"),
        transform: { try ScrollVector(parsing: $0) })
    var velocity: ScrollVector

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Offset at release (default: the spec's contentOffset).", valueName: "OFFSET"),
        transform: { try ScrollVector(parsing: $0) })
    var from: ScrollVector?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Deceleration rate: normal (0.998), fast (0.99) or a number in (0, 1).", valueName: "normal|fast|R"),
        transform: { try DecelerationRate(parsing: $0) })
    var rate: DecelerationRate?

    @Option(help: ArgumentHelp("Deceleration formula: uiScrollView (measured; default), projection (WWDC18) or continuous.", valueName: "model"))
    var model: DecelerationModel = .uiScrollView

    @Option(parsing: .unconditional, help: ArgumentHelp("Fling this orthogonal section (along its own axis) instead of the content.", valueName: "S"))
    var section: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Print N offsets along the way, evenly spaced in time.", valueName: "N"))
    var frames: Int = 0

    @Option(help: ArgumentHelp("text or json.", valueName: "format"))
    var format: ScrollJob.Format = .text

    func run() throws {
        do {
            let data = try readSpecFile(spec)
            let job = ScrollJob(velocity: velocity, from: from, rate: rate, model: model, section: section, frameCount: frames, format: format)
            FileHandle.standardOutput.write(Data(try job.run(specData: data).utf8))
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }
}

// The vectors and the rate parse with a throwing transform rather than ExpressibleByArgument,
// whose failable init cannot say why a value is refused (`must be X,Y or one number …`).
extension ScrollJob.Format: ExpressibleByArgument {}
extension DecelerationModel: ExpressibleByArgument {}
