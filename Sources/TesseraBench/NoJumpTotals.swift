import Foundation

/// What one `nojump` session measured, every figure taken from the screen (`NoJumpScreen`).
struct NoJumpTotals {
    /// The largest movement of a cell shown before and after a step that the rule says must stay.
    var visibleMaxShift: CGFloat = 0
    /// The same by step kind.
    var byKind: [String: CGFloat] = [:]
    /// Across a width change: how far the first item fully shown before moved from the top.
    var widthChangeTopShift: CGFloat = 0
    /// Width changes after which the first item fully shown before is no longer the first.
    var widthChangeTopItemChanges = 0
    /// The largest movement of a shown cell in one frame near the top of the content.
    var topSettleMaxStep: CGFloat = 0
    /// At rest at the top of the content: how far apart the columns' first items start.
    var topMisalignmentAtRest: CGFloat = 0
    /// Items shown at one x and shown again (or still) at another, no width change between.
    var columnChanges = 0
    var scrollToIndexMaxError: CGFloat = 0
    /// The longest spring back of a scroll view left beyond an end of its content when the
    /// user lifted the finger (`NoJumpSession.release()`).
    var springBackMax: CGFloat = 0
    var nonConvergingLoops = 0
    /// Chat mode: how far the end of the content was below the screen's bottom after messages
    /// arrived (or a reply grew) while the end showed.
    var chatEndGap: CGFloat = 0
    var frameMicroseconds: [Double] = []
    var frameElements: [Double] = []
    /// How many frames of each kind ran, in the order the kinds first ran: two sizes compare
    /// alike only when they ran the same frames.
    var frameKinds: [(kind: String, count: Int)] = []
    /// The time of each batch update deep in the feed (`NoJumpSession.updateFrames`).
    var updateFrameMicroseconds: [Double] = []
    var steps = 0
    var scrollsToIndex = 0
    /// The worst steps, for `NOJUMP_TRACE`.
    var trace: [String] = []

    mutating func shift(_ d: CGFloat, _ kind: String, _ detail: @autoclosure () -> String) {
        steps += 1
        visibleMaxShift = max(visibleMaxShift, d)
        byKind[kind] = max(byKind[kind] ?? 0, d)
        if d > NoJumpScreen.traceThreshold, ProcessInfo.processInfo.environment["NOJUMP_TRACE"] != nil { print("TRACE \(kind) \(d): \(detail())") }
    }

    /// Counts `count` frames of `kind`.
    mutating func countFrames(_ kind: String, _ count: Int = 1) {
        if let i = frameKinds.firstIndex(where: { $0.kind == kind }) {
            frameKinds[i].count += count
        } else {
            frameKinds.append((kind, count))
        }
    }

    mutating func merge(_ t: NoJumpTotals) {
        visibleMaxShift = max(visibleMaxShift, t.visibleMaxShift)
        for (k, v) in t.byKind { byKind[k] = max(byKind[k] ?? 0, v) }
        widthChangeTopShift = max(widthChangeTopShift, t.widthChangeTopShift)
        widthChangeTopItemChanges += t.widthChangeTopItemChanges
        topSettleMaxStep = max(topSettleMaxStep, t.topSettleMaxStep)
        topMisalignmentAtRest = max(topMisalignmentAtRest, t.topMisalignmentAtRest)
        columnChanges += t.columnChanges
        scrollToIndexMaxError = max(scrollToIndexMaxError, t.scrollToIndexMaxError)
        springBackMax = max(springBackMax, t.springBackMax)
        nonConvergingLoops += t.nonConvergingLoops
        chatEndGap = max(chatEndGap, t.chatEndGap)
        frameMicroseconds += t.frameMicroseconds
        frameElements += t.frameElements
        for (kind, count) in t.frameKinds { countFrames(kind, count) }
        updateFrameMicroseconds += t.updateFrameMicroseconds
        steps += t.steps
        scrollsToIndex += t.scrollsToIndex
    }
}
