/// The colours of Android tab icons, as the tab-icon generator of the original Android
/// Asset Studio drew them (Android 2.x guidelines): one selected and one unselected
/// variant, picked by a state-list selector.
public enum AndroidTabTheme: String, CaseIterable, Sendable, Codable {
    /// Dark tab bars (the classic Android look): selected #FFFFFF, unselected #808080.
    case dark
    /// Light tab bars (Holo Light): selected #333333, unselected #999999.
    case light

    public var selected: RGBA {
        self == .dark ? RGBA(0xFF, 0xFF, 0xFF) : RGBA(0x33, 0x33, 0x33)
    }

    public var unselected: RGBA {
        self == .dark ? RGBA(0x80, 0x80, 0x80) : RGBA(0x99, 0x99, 0x99)
    }
}

/// How Android tab icons are written: one white mask (the default: bottom navigation and tabs
/// tint it), or coloured variants with a selector.
public struct AndroidIconStyle: Equatable, Sendable {
    public var theme: AndroidTabTheme
    /// Selected/unselected variants and their selector; false writes one white mask per density.
    public var writesStateList: Bool

    public init(theme: AndroidTabTheme = .dark, writesStateList: Bool = false) {
        self.theme = theme
        self.writesStateList = writesStateList
    }
}

extension AlphaPlane {
    /// The plane as an image in one colour: every pixel `colour`, with this plane's alpha.
    public func tinted(_ colour: RGBA) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: values.count * 4)
        for (index, alpha) in values.enumerated() {
            pixels[index * 4] = colour.red
            pixels[index * 4 + 1] = colour.green
            pixels[index * 4 + 2] = colour.blue
            pixels[index * 4 + 3] = UInt8((Int(alpha) * Int(colour.alpha) + 127) / 255)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

extension IconOptions {
    /// The canvas at a possibly fractional density (Android's hdpi is 1.5).
    public func target(pixelScale: Double) -> RenderTarget {
        RenderTarget(width: Int((width * pixelScale).rounded()), height: Int((height * pixelScale).rounded()),
                     padding: padding * pixelScale, fit: fit)
    }
}
