import Foundation

/// Contrast as the Web Content Accessibility Guidelines measure it.
extension RGBA {
    /// Relative luminance of the opaque colour, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio with `other`, 1...21.
    public func contrastRatio(with other: RGBA) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour of a disabled title on this background: the background's own hue moved
    /// towards black (or white on a dark background) just far enough for `ratio`, so it reads
    /// as muted ink rather than the bright title of an enabled button, yet stays legible.
    public func mutedInk(contrast ratio: Double = 3.2) -> RGBA {
        let target = relativeLuminance > 0.18 ? RGBA.black : RGBA.white
        var amount = 0.3
        while amount < 1 {
            let ink = mixed(with: target, amount: amount)
            if ink.contrastRatio(with: self) >= ratio { return RGBA(ink.red, ink.green, ink.blue) }
            amount += 0.02
        }
        return target
    }
}
