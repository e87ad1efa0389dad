import Foundation

/// JSON specs for the spec reader's benchmarks: text only (the fixtures do not depend on the
/// spec module).
package enum SpecSamples {
    /// A waterfall spec of `items` items in 10 sections, each item one of four shapes the spec
    /// allows (`{"height": …}`, `{"aspectRatio": …}`, `{"size": {…}}`, a two-column span),
    /// pretty-printed one item a line as a generator would write it.
    package static func waterfall(items: Int) -> Data {
        var data = Data()
        data.reserveCapacity(items * 40 + 200)
        writeWaterfall(items: items) { data.append(contentsOf: $0.utf8) }
        return data
    }

    /// The text of `waterfall(items:)` handed to `write` in pieces of a few kilobytes, so that a
    /// spec of ten million items can go to a file without ever being held whole.
    package static func writeWaterfall(items: Int, to write: (String) -> Void) {
        var text = #"{"container": {"width": 390, "height": 844}, "displayScale": 3, "sections": ["#
        let sections = 10
        for s in 0..<sections {
            let count = items / sections + (s < items % sections ? 1 : 0)
            text += s == 0 ? "\n  {" : ",\n  {"
            if s % 2 == 1 { text += #""columns": 3, "# }
            text += #""items": ["#
            for i in 0..<count {
                text += i == 0 ? "\n    " : ",\n    "
                switch i % 4 {
                case 0: text += #"{"height": \#(60 + i % 97)}"#
                case 1: text += #"{"aspectRatio": 1.5}"#
                case 2: text += #"{"size": {"width": 100, "height": \#(120 + i % 31)}}"#
                default: text += #"{"height": 80.5, "columnSpan": 2}"#
                }
                if text.utf8.count >= 1 << 16 {
                    write(text)
                    text = ""
                }
            }
            text += "]}"
        }
        text += "\n],\n" + #""layout": {"waterfall": {"columns": 2, "columnSpacing": 8, "itemSpacing": 8, "sectionInsets": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}}}}"# + "\n"
        write(text)
    }
}
