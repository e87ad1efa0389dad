import Foundation
import Tessera
import TesseraSpec

/// The decoding error of a spec `width` wide whose `layout` key holds `layout` and whose
/// `sections` key holds `sections`; nil when it decodes.
func specError(_ layout: String, sections: String = #"[{"itemCount": 3}]"#, width: Int = 390) -> LayoutError? {
    let json = #"{"container": {"width": \#(width)}, "sections": \#(sections), "layout": \#(layout)}"#
    do {
        _ = try LayoutSpec.decode(Data(json.utf8))
        return nil
    } catch {
        return error as? LayoutError
    }
}
