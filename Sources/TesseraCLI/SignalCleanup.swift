import Dispatch
import Foundation
import TesseraRender
import TesseraTool

/// Deletes unfinished output when the process is interrupted (SIGINT, SIGTERM, SIGHUP), then
/// exits with 128 + the signal's number as shells expect. The signals are taken from their
/// default action and handled on a dispatch queue, so the handler may take locks and unlink.
enum SignalCleanup {
    // Written once, on first use (a static let is initialized exactly once), then only kept alive.
    nonisolated(unsafe) private static let sources: [DispatchSourceSignal] = [SIGINT, SIGTERM, SIGHUP].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            RenderJob.discardTemporaryOutputs()
            _exit(128 + number)
        }
        source.resume()
        return source
    }

    /// Installs the handlers (once).
    static func install() { _ = sources }
}
