import Foundation

/// A colour with opacity, 8 bits a channel.
struct RenderColor: Sendable, Hashable {
    var red: UInt8, green: UInt8, blue: UInt8
    /// Opacity, 0…1.
    var opacity: Double = 1

    init(_ hex: UInt32, opacity: Double = 1) {
        red = UInt8((hex >> 16) & 0xFF)
        green = UInt8((hex >> 8) & 0xFF)
        blue = UInt8(hex & 0xFF)
        self.opacity = opacity
    }

    /// `#rrggbb`.
    var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red >> 4, red & 15, green >> 4, green & 15, blue >> 4, blue & 15].map { digits[Int($0)] })
    }

    /// This colour with its opacity multiplied by `factor`.
    func fading(_ factor: Double) -> RenderColor {
        var c = self
        c.opacity *= factor
        return c
    }
}

/// How one category of element is drawn: fill, outline, label colour, dashes.
struct ElementStyle: Sendable {
    var fill: RenderColor
    var stroke: RenderColor
    var text: RenderColor
    var dashed: Bool
    var cornerRadius: CGFloat

    static let cell = ElementStyle(fill: RenderColor(0x9CC3E6), stroke: RenderColor(0x2F6497), text: RenderColor(0x12304D), dashed: false, cornerRadius: 4)
    static let supplementary = ElementStyle(fill: RenderColor(0xF6C56B), stroke: RenderColor(0xA86A0C), text: RenderColor(0x4A2E00), dashed: false, cornerRadius: 2)
    static let decoration = ElementStyle(fill: RenderColor(0xE4E7EB, opacity: 0.6), stroke: RenderColor(0x8C949E), text: RenderColor(0x6B737D), dashed: true, cornerRadius: 0)

    static let background = RenderColor(0xFFFFFF)
    static let contentOutline = RenderColor(0xB8BEC6)
    static let viewport = RenderColor(0xE03131)
    static let title = RenderColor(0x1F2328)
}
