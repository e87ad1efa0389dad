import Foundation
import Tessera

/// A proxy for one subview of a layout container (SwiftUI's `LayoutSubview`): ask it for its
/// size, dimensions, spacing, priority and layout values, and place it.
///
/// A proxy is valid only within the `Layout` method it was passed to (and the calls that method
/// makes), on that method's thread, as in SwiftUI. Using one kept past that (in a cache, a
/// closure, a global), or on another thread, stops the process with a message saying so: keep
/// the sizes you need, not the proxies.
public struct LayoutSubview: Equatable {
    // The pass, held strongly: a proxy kept past its layout call never reaches freed memory;
    // each call checks first that the pass still runs, on this thread (`checkAccess()`).
    let pass: ViewLayoutPass
    /// The subview's node number in its pass.
    let node: Int

    init(pass: ViewLayoutPass, node: Int) {
        self.pass = pass
        self.node = node
    }

    /// Runs `body` on the pass and the subview's node number, once the pass is known to be running here.
    @inline(__always) func withPass<R>(_ body: (ViewLayoutPass, Int) -> R) -> R {
        pass.checkAccess()
        return body(pass, node)
    }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withPass { $0.sizeThatFits($1, proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withPass { pass, node in
            ViewDimensions(size: pass.sizeThatFits(node, proposal), source: ViewDimensions.Source(pass: pass, node: node, proposal: proposal))
        }
    }

    /// The value of `key` in the subview sized for `proposal` (its `dimensions(in:)[key]`); a
    /// leaf sets no guide explicitly, so its default value is taken without asking the pass.
    func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        withPass { $0.guide(key, of: $1, size: size, proposal: proposal) }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { withPass { $0.spacing(of: $1) } }

    /// The subview's layout priority (`layoutPriority`; 0 by default).
    public var priority: Double { withPass { $0.priority(of: $1) } }

    /// The value the subview set for `key` (`layoutValue(key:value:)`), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        withPass { pass, node in
            pass.layoutValue(of: node, key)
        }
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withPass { $0.place($1, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Hides the subview: it is not drawn (ViewThatFits' unchosen children).
    func hide() { withPass { $0.hide($1) } }

    /// Whether the subview's size is the same for every proposal, known without measuring.
    var isFixed: Bool { withPass { $0.isFixed($1) } }

    /// Whether the subview's size is whatever it is proposed (a `rect`): its flexibility is ∞
    /// along either axis, known without measuring.
    var takesProposal: Bool { withPass { $0.takesProposal($1) } }

    /// Whether the subview is a `Spacer`.
    var isSpacer: Bool { withPass { $0.nodes[$1].isSpacer } }

    /// Two proxies are equal when they stand for the same subview (the same place in the same pass).
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.pass === b.pass && a.node == b.node }
}

/// The subviews of a layout container, in order (SwiftUI's `LayoutSubviews`). Valid only within
/// the `Layout` method it was passed to, as its subviews are (see `LayoutSubview`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// The pass, held strongly (see `LayoutSubview`).
    let checkedPass: ViewLayoutPass
    /// Where the container's children's node numbers start in the pass's flat child list
    /// (`childIDs`, which lives as long as the pass, which this collection keeps alive):
    /// indexing needs no array of its own, so no retain or release.
    let firstChild: Int
    /// The position of the first subview.
    public let startIndex: Int
    /// One past the position of the last subview.
    public let endIndex: Int

    init(pass: ViewLayoutPass, firstChild: Int, range: Range<Int>) {
        checkedPass = pass
        self.firstChild = firstChild
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The layout direction the subviews are laid out in. Frames are computed left to right and
    /// mirrored afterwards, so layouts rarely need it.
    public var layoutDirection: LayoutDirection {
        checkedPass.checkAccess()
        return checkedPass.layoutDirection
    }

    /// The pass, once it is known to be running here (for the rare calls that need it whole).
    var pass: ViewLayoutPass {
        checkedPass.checkAccess()
        return checkedPass
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        guard index >= startIndex && index < endIndex else { fatalError("LayoutSubviews index \(index) out of range \(startIndex)..<\(endIndex)") }
        return LayoutSubview(pass: checkedPass, node: Int(checkedPass.childIDs[firstChild + index]))
    }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        guard bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex else { fatalError("LayoutSubviews range \(bounds) out of bounds \(startIndex)..<\(endIndex)") }
        return LayoutSubviews(pass: checkedPass, firstChild: firstChild, range: bounds)
    }

    /// Two collections are equal when they hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.checkedPass === b.checkedPass && a.count == b.count && zip(a, b).allSatisfy { $0.node == $1.node }
    }
}

extension LayoutSubviews {
    // The subviews' questions by index, for the built-in containers' inner loops: the same
    // checks as a `LayoutSubview`'s, without making one (a proxy holds its pass: a retain and a
    // release each, a tenth of a layout).

    @inline(__always) private func withPass<R>(_ index: Int, _ body: (ViewLayoutPass, Int) -> R) -> R {
        assert(index >= startIndex && index < endIndex, "LayoutSubviews index out of range")
        checkedPass.checkAccess()
        return body(checkedPass, Int(checkedPass.childIDs[firstChild + index]))
    }

    /// `self[index].sizeThatFits(proposal)`.
    @inline(__always) func sizeThatFits(at index: Int, _ proposal: ProposedViewSize) -> CGSize {
        withPass(index) { $0.sizeThatFits($1, proposal) }
    }

    /// `self[index].dimensions(in: proposal)`.
    @inline(__always) func dimensions(at index: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        withPass(index) { pass, node in
            ViewDimensions(size: pass.sizeThatFits(node, proposal), source: ViewDimensions.Source(pass: pass, node: node, proposal: proposal))
        }
    }

    /// `self[index].guide(key, size: size, proposal: proposal)`.
    @inline(__always) func guide(at index: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        withPass(index) { $0.guide(key, of: $1, size: size, proposal: proposal) }
    }

    /// `self[index].place(at:anchor:proposal:)`.
    @inline(__always) func place(at index: Int, _ position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withPass(index) { $0.place($1, at: position, anchor: anchor, proposal: proposal) }
    }

    /// `self[index].spacing`.
    @inline(__always) func spacing(at index: Int) -> ViewSpacing { withPass(index) { $0.spacing(of: $1) } }

    /// `self[index].priority`.
    @inline(__always) func priority(at index: Int) -> Double { withPass(index) { $0.priority(of: $1) } }

    /// `self[index].isSpacer`.
    @inline(__always) func isSpacer(at index: Int) -> Bool { withPass(index) { $0.nodes[$1].isSpacer } }

    /// `self[index].isFixed`.
    @inline(__always) func isFixed(at index: Int) -> Bool { withPass(index) { $0.isFixed($1) } }

    /// `self[index].takesProposal`.
    @inline(__always) func takesProposal(at index: Int) -> Bool { withPass(index) { $0.takesProposal($1) } }

    /// Whether any view in the tree set a layout value (if none did, every `value(at:_:)` is
    /// its key's default, and a container can skip asking).
    var mayHaveLayoutValues: Bool { !pass.layoutValues.isEmpty }

    /// `self[index][key]`.
    @inline(__always) func value<K: LayoutValueKey>(at index: Int, _ key: K.Type) -> K.Value {
        withPass(index) { pass, node in
            pass.layoutValue(of: node, key)
        }
    }
}
