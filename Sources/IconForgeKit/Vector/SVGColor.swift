import Foundation

/// Reads CSS colours as SVG uses them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and
/// `rgba()` (numbers or percentages), `transparent` and the CSS colour names.
enum SVGColor {
    static func parse(_ text: String) -> RGBA? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if value == "transparent" { return RGBA(0, 0, 0, 0) }
        if value.hasPrefix("#") { return hex(value.dropFirst()) }
        if value.hasPrefix("rgb"), let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            return functional(value[value.index(after: open) ..< value.index(before: value.endIndex)])
        }
        guard value.allSatisfy(\.isLetter), case .success(let named) = ColorParser.parse(value) else { return nil }
        return named
    }

    private static func hex(_ digits: Substring) -> RGBA? {
        guard [3, 4, 6, 8].contains(digits.count), let number = UInt32(digits, radix: 16) else { return nil }
        let short = digits.count <= 4
        let count = short ? digits.count : digits.count / 2
        var channels = (0 ..< count).map { index -> UInt8 in
            let shift = UInt32((count - 1 - index) * (short ? 4 : 8))
            let channel = (number >> shift) & (short ? 0xF : 0xFF)
            return UInt8(short ? channel * 17 : channel)
        }
        if channels.count == 3 { channels.append(255) }
        return RGBA(channels[0], channels[1], channels[2], channels[3])
    }

    private static func functional(_ arguments: Substring) -> RGBA? {
        let parts = arguments.split { $0 == "," || $0 == " " || $0 == "/" }.map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [UInt8] = []
        for (index, part) in parts.enumerated() {
            let percent = part.hasSuffix("%")
            guard let number = Double(percent ? String(part.dropLast()) : part), number.isFinite else { return nil }
            let unit = index == 3 ? (percent ? number / 100 : number) : (percent ? number / 100 : number / 255)
            channels.append(UInt8((min(1, max(0, unit)) * 255).rounded()))
        }
        if channels.count == 3 { channels.append(255) }
        return RGBA(channels[0], channels[1], channels[2], channels[3])
    }
}
