/// How an SVG becomes a VectorDrawable: its size in dp, the art's inset, and its ink.
public struct VectorDrawableOptions: Equatable, Sendable, Codable {
    /// Size in dp (24x24 for a Material icon).
    public var width: Double
    public var height: Double
    /// Inset of the art from every edge, in dp; the art is fitted as in the PNGs.
    public var padding: Double
    /// The one colour every fill and stroke gets, each keeping its own alpha (the tint's alpha is
    /// not used): a tintable mask, white by default, as the widget tints the icon. nil keeps the
    /// SVG's colours.
    public var tint: RGBA?
    /// `android:autoMirrored`: right-to-left layouts show the drawable mirrored (`--mirror`).
    public var autoMirrored = false
    /// What the drawing is written as: the drawable's XML, or Compose `ImageVector` code
    /// (`ImageVectorCode`) converted from the same nodes.
    public var language = VectorDrawableLanguage.xml

    public init(width: Double = 24, height: Double = 24, padding: Double = 0, tint: RGBA? = RGBA(255, 255, 255)) {
        self.width = width
        self.height = height
        self.padding = padding
        self.tint = tint
    }

    /// Why these options cannot be used, or nil when they can.
    public var problem: String? {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 4096, height <= 4096 else {
            return "size must be between 1 and 4096 dp"
        }
        guard padding.isFinite, padding >= 0, padding * 2 < min(width, height) else {
            return "padding \(padding) leaves no room for the art"
        }
        return nil
    }
}

/// The code a converted drawing is written in.
public enum VectorDrawableLanguage: UInt8, Equatable, Sendable, Codable {
    /// An Android VectorDrawable's XML.
    case xml
    /// The Kotlin of a Compose `ImageVector` (`ImageVectorCode`'s bytes).
    case kotlin
}
