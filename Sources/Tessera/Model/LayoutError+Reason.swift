import Foundation

extension LayoutError {
    /// What is wrong with a value. Each case keeps the facts (the limit, the value given); the
    /// text is written in one place, `description`.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        // MARK: The shape of the input

        /// A required value is missing.
        case required
        /// A value of the wrong JSON type (`expected: "an object", got: "an array"`).
        case wrongType(expected: String, got: String)
        /// An object key that is not one of `allowed` (a typo, usually).
        case unknownKey(allowed: [String])
        /// A name (a layout, a dimension, a view container, …) that is not one of `allowed`.
        case unknownName(kind: String, allowed: [String])
        /// A string that must be one of `allowed`.
        case notOneOf(allowed: [String], got: String)
        /// Text that does not read as `expected` (`X,Y or one number`).
        case unreadable(expected: String, got: String)
        /// An object that must have exactly one key naming its `kind`, with `got` keys.
        case needsOneKey(kind: String, allowed: [String], got: Int)
        /// Keys of which at most one may be given, all of `keys` given together.
        case exclusive([String])
        /// Keys of which one must be given, none given.
        case needsOneOf([String])
        /// A value that cannot be used together with `other` (`pattern`, `kind custom`).
        case conflicts(with: String)
        /// A list that must hold exactly `expected` elements.
        case wrongCount(expected: Int, got: Int)
        /// A list that is empty; it needs at least one `element`.
        case needsAtLeastOne(String)
        /// A string that must not be empty.
        case empty
        /// JSON text that does not parse.
        case malformedJSON(line: Int, column: Int, problem: String)

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

        /// A compositional group along whose `axis` not even its first subitem fits.
        case groupCannotFitItem(needed: Double, available: Double, axis: LayoutAxis)
        /// A compositional group whose subitems take no room along `axis`: it would repeat them forever.
        case groupRepeatsForever(axis: LayoutAxis)
        /// A compositional group that holds no items.
        case groupHoldsNoItems
        /// An estimated size across the scroll axis in a section that does not scroll orthogonally.
        case estimatedAcrossScrollAxis(dimension: String)
        /// Fewer sections than the data has.
        case fewerThanSections(got: Int, sections: Int)
        /// Insets, spacing or columns that leave no room: `needed` points wanted, `available` there.
        case noRoom(needed: Double, available: Double)
        /// A fractional length across a container whose `dimension` (`width`, `height`) is not given.
        case needsContainer(dimension: String)
        /// Carousel spacing that puts every item on top of the previous one.
        case itemsStack(itemLength: Double, spacing: Double)
        /// A looping carousel with other than one section.
        case loopingNeedsOneSection(got: Int)
        /// A mosaic tile that covers columns `first…last` outside a pattern of `columns` columns.
        case outsidePattern(first: Int, last: Int, columns: Int)
        /// A mosaic tile overlapping the tile at `other` at `column`, `row`.
        case overlaps(other: LayoutPath, column: Int, row: Int)
        /// Mosaic tiles that leave a cell uncovered.
        case hole(column: Int, row: Int, columns: Int, rows: Int)
        /// A snapshot made by another layout (or another configuration) than the one asked.
        case foreignSnapshot
        /// An index path with no item.
        case noSuchItem([Int])
        /// Items appended to a layout with no section.
        case noSectionToAppendTo
        /// A section that does not scroll orthogonally (`orthogonal` lists the ones that do).
        case notOrthogonal(section: Int, orthogonal: [Int])
        /// A problem said in words, for checks of your own (a custom `CollectionLayout`, a `Layout`); Tessera's own checks each have a case.
        case invalid(String)

        /// The text, in the words the CLI prints after the path.
        public var description: String {
            switch self {
            case .required: return "is required"
            case .wrongType(let expected, let got): return "expected \(expected), got \(got)"
            case .unknownKey(let allowed): return "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))"
            case .unknownName(let kind, let allowed): return "unknown \(kind) (expected one of: \(allowed.joined(separator: ", ")))"
            case .notOneOf(let allowed, let got): return "must be one of \(allowed.joined(separator: ", ")), got \"\(got)\""
            case .unreadable(let expected, let got): return "must be \(expected), got \"\(got)\""
            case .needsOneKey(let kind, let allowed, let got):
                return "must have exactly one key naming the \(kind) (one of: \(allowed.joined(separator: ", "))), got \(got)"
            case .exclusive(let keys):
                return keys.count == 2 ? "give \(keys[0]) or \(keys[1]), not both" : "give at most one of \(keys.joined(separator: ", "))"
            case .needsOneOf(let keys):
                return keys.count == 2 ? "needs \(keys[0]) or \(keys[1])" : "needs one of \(keys.joined(separator: ", "))"
            case .conflicts(let other): return "cannot be used with \(other)"
            case .wrongCount(let expected, let got): return "must hold exactly \(expected), got \(got)"
            case .needsAtLeastOne(let element): return "needs at least one \(element)"
            case .empty: return "must not be empty"
            case .malformedJSON(let line, let column, let problem): return "malformed JSON at line \(line), column \(column): \(problem)"
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
            case .groupCannotFitItem(let needed, let available, let axis):
                return "the group cannot fit even one item: the subitem needs \(DecimalText.plain(needed)) points along the group's \(axis) axis, the group has \(DecimalText.plain(available))"
            case .groupRepeatsForever(let axis):
                return "the subitems take no room along the group's \(axis) axis, so the group would repeat them forever"
            case .groupHoldsNoItems: return "the group holds no items"
            case .estimatedAcrossScrollAxis(let dimension):
                return "a section's group cannot have an estimated \(dimension) across the scroll axis unless the section scrolls orthogonally"
            case .fewerThanSections(let got, let sections):
                return "has \(got) sections but the data has \(sections); give one per section (or use section)"
            case .noRoom(let needed, let available):
                return "needs \(DecimalText.plain(needed)) points of the \(DecimalText.plain(available)) there are, leaving no room"
            case .needsContainer(let dimension):
                return "a fractional length needs the container's \(dimension): give container.\(dimension) or an absolute length"
            case .itemsStack(let length, let spacing):
                return "puts every item on top of the previous one (item length \(DecimalText.plain(length)) + line spacing \(DecimalText.plain(spacing)) <= 0)"
            case .loopingNeedsOneSection(let got): return "a looping carousel has exactly one section, got \(got)"
            case .outsidePattern(let first, let last, let columns): return "columns \(first)…\(last) lie outside the pattern's \(columns) columns"
            case .overlaps(let other, let column, let row): return "overlaps \(other) at column \(column), row \(row)"
            case .hole(let column, let row, let columns, let rows):
                return "the tiles leave a hole at column \(column), row \(row) of the group's \(columns) × \(rows) rectangle"
            case .foreignSnapshot: return "was not made by this layout"
            case .noSuchItem(let indexPath): return "no item at \(indexPath)"
            case .noSectionToAppendTo: return "the snapshot has no section to append items to"
            case .notOrthogonal(let section, let orthogonal):
                let list = orthogonal.map(String.init).joined(separator: ", ")
                return "section \(section) does not scroll orthogonally (orthogonal sections: \(list.isEmpty ? "none" : list))"
            case .invalid(let text): return text
            }
        }
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
