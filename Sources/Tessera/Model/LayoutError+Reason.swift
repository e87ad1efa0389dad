import Foundation

extension LayoutError {
    /// What is wrong with a value. Each case keeps the facts (the limit, the value given); the
    /// text is written in one place, `description`.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        // MARK: The shape of the input

        /// A required value is missing.
        case required
        /// Text that does not read as `expected` (`X,Y or one number`).
        case unreadable(expected: String, got: String)
        /// A list that must hold exactly `expected` elements.
        case wrongCount(expected: Int, got: Int)
        /// A list that is empty; it needs at least one `element`.
        case needsAtLeastOne(String)
        /// A string that must not be empty.
        case empty

        // MARK: Numbers

        /// A number (or a size, insets, a point) that is NaN or infinite.
        case notFinite(got: Double?)
        /// A number that must be whole.
        case notWhole(got: Double)
        /// A number outside `range`; `got` is nil when the value is not one number (insets, a frame).
        case outOfRange(ValueRange, got: Double?)
        /// More of something than a limit allows (see `LayoutLimits`).
        case tooMany(Quantity, limit: Int)
        /// A sum (the content's length) that overflows to infinity.
        case overflows(got: Double)
        /// A minimum greater than the maximum it goes with (`other`, `maxWidth`), which is `limit`.
        case exceeds(other: String, limit: Double, got: Double)

        // MARK: Layouts

        /// Insets, spacing or columns that leave no room: `needed` points wanted, `available` there.
        case noRoom(needed: Double, available: Double)
        /// A fractional length across a container whose `dimension` (`width`, `height`) is not given.
        case needsContainer(dimension: String)
        /// A snapshot made by another layout (or another configuration) than the one asked.
        case foreignSnapshot
        /// An index path with no item.
        case noSuchItem([Int])
        /// Items appended to a layout with no section.
        case noSectionToAppendTo
        /// A problem said in words, for checks of your own (a custom `CollectionLayout`, a `Layout`); Tessera's own checks each have a case.
        case invalid(String)
        /// A reason stated where it arises: a layout family's own (`CompositionalErrorReason`,
        /// `CarouselErrorReason`, `MosaicErrorReason`), the JSON spec's (`SpecErrorReason` in
        /// TesseraSpec) or the tool's, so that a new family adds no case here.
        case own(OwnReason)

        /// The text, in the words the CLI prints after the path.
        public var description: String {
            switch self {
            case .required: return "is required"
            case .unreadable(let expected, let got): return "must be \(expected), got \"\(got)\""
            case .wrongCount(let expected, let got): return "must hold exactly \(expected), got \(got)"
            case .needsAtLeastOne(let element): return "needs at least one \(element)"
            case .empty: return "must not be empty"
            case .notFinite(let got): return got == nil ? "must be finite" : "must be a finite number"
            case .notWhole(let got): return "must be a whole number, got \(DecimalText.plain(got))"
            case .outOfRange(let range, let got):
                guard let got else { return "must be finite and \(range)" }
                if case .magnitude(let limit) = range { return "is too large (the limit is \(DecimalText.plain(limit)) in magnitude), got \(DecimalText.plain(got))" }
                return "must be \(range), got \(DecimalText.plain(got))"
            case .tooMany(let quantity, let limit): return quantity.text(limit: limit)
            case .overflows(let got): return "overflows (\(DecimalText.plain(got)))"
            case .exceeds(let other, let limit, let got):
                return "must not exceed \(other) (\(DecimalText.plain(limit))), got \(DecimalText.plain(got))"
            case .noRoom(let needed, let available):
                return "needs \(DecimalText.plain(needed)) points of the \(DecimalText.plain(available)) there are, leaving no room"
            case .needsContainer(let dimension):
                return "a fractional length needs the container's \(dimension): give container.\(dimension) or an absolute length"
            case .foreignSnapshot: return "was not made by this layout"
            case .noSuchItem(let indexPath): return "no item at \(indexPath)"
            case .noSectionToAppendTo: return "the snapshot has no section to append items to"
            case .invalid(let text): return text
            case .own(let reason): return reason.description
            }
        }
    }

    /// A reason of a `LayoutErrorReason` type, compared and hashed by its value.
    public struct OwnReason: Sendable, Hashable, CustomStringConvertible {
        /// The reason.
        public let base: any LayoutErrorReason

        /// Wraps `base`.
        public init(_ base: some LayoutErrorReason) { self.base = base }

        /// Whether both are the same reason with the same facts.
        public static func == (a: OwnReason, b: OwnReason) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }

        /// Hashes the reason's type and facts.
        public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

        /// The reason's text.
        public var description: String { base.description }
    }

    /// The numbers a value may take (`LayoutError.Reason.outOfRange`).
    public enum ValueRange: Sendable, Hashable, CustomStringConvertible {
        /// `>= bound`.
        case atLeast(Double)
        /// `> bound`.
        case above(Double)
        /// `<= bound`.
        case atMost(Double)
        /// From `lower` to `upper`, both included.
        case from(Double, to: Double)
        /// Between `lower` and `upper`, both excluded.
        case between(Double, and: Double)
        /// Above `lower`, up to `upper` included: `(lower, upper]`.
        case aboveUpTo(Double, Double)
        /// A whole number from `lower` (to `upper` when given).
        case integers(from: Int, to: Int?)
        /// Magnitude at most the bound.
        case magnitude(Double)

        /// `>= 0`, `from 1 to 10`, `an integer from 1 to 10000`, …
        public var description: String {
            switch self {
            case .atLeast(let b): return ">= \(DecimalText.plain(b))"
            case .above(let b): return "> \(DecimalText.plain(b))"
            case .atMost(let b): return "at most \(DecimalText.plain(b))"
            case .from(let l, let u): return "from \(DecimalText.plain(l)) to \(DecimalText.plain(u))"
            case .between(let l, let u): return "a number between \(DecimalText.plain(l)) and \(DecimalText.plain(u)) (exclusive)"
            case .aboveUpTo(let l, let u): return "a number in (\(DecimalText.plain(l)), \(DecimalText.plain(u))]"
            case .integers(let l, let u?): return "an integer from \(l) to \(u)"
            case .integers(let l, nil): return "an integer >= \(l)"
            case .magnitude(let b): return "of magnitude at most \(DecimalText.plain(b))"
            }
        }
    }

    /// What there is too much of (`LayoutError.Reason.tooMany`).
    public enum Quantity: Sendable, Hashable {
        /// Cells one layout would lay out (the element budget): `cells` of them.
        case cells(Int)
        /// Items in all a spec's sections.
        case items
        /// Levels of compositional groups nested in groups.
        case groupNesting
        /// Levels of a view tree.
        case viewNesting
        /// Slots of one group template, nested groups multiplied out.
        case groupSlots
        /// Repeats of a group's subitems.
        case groupRepetitions
        /// Columns a waterfall's widths give: `columns` of them.
        case columns(Int)
        /// Cells one mosaic group covers: `columns` × `rows`.
        case groupCells(columns: Int, rows: Int)

        func text(limit: Int) -> String {
            switch self {
            case .cells(let cells):
                let gigabytes = Double(LayoutLimits.memoryEstimate(cells: cells)) / 1e9
                let memory = gigabytes >= 0.1 ? " (about \(String(format: "%.1f", gigabytes)) GB)" : ""
                return "too many elements: the layout would lay out \(cells) cells\(memory), the limit is \(limit)"
            case .items: return "too many items: the spec holds more than \(limit) in all"
            case .groupNesting: return "groups are nested more than \(limit) deep"
            case .viewNesting: return "the view tree is nested more than \(limit) deep"
            case .groupSlots: return "the group's nested subitems multiply to more than \(limit) slots (counts and repeats of nested groups multiply)"
            case .groupRepetitions: return "the group repeats its subitems more than \(limit) times"
            case .columns(let n): return "gives \(n) columns, more than \(limit)"
            case .groupCells(let columns, let rows): return "the group's \(columns) × \(rows) cells are more than \(limit)"
            }
        }
    }
}
