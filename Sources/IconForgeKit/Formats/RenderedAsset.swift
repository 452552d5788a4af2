import Foundation

/// One asset, rendered and checked, before any bundle format has had a say: what every
/// format turns into files. Recipes make it; nothing in it knows about file names.
public struct RenderedAsset: Sendable {
    /// What the pictures are, which decides how formats encode and describe them.
    public enum Kind: Sendable, Equatable {
        /// An alpha-only tab-bar icon.
        case tabIcon
        /// A stretchable button background, one part per state.
        case button
    }

    /// One picture of the asset (a button state; an icon has one) at every pixel scale.
    public struct Part: Sendable {
        /// The button state, nil for an icon.
        public var state: ButtonState?
        /// Images by pixel scale (1, 1.5, 2, ...).
        public var images: [Double: RGBAImage]
        /// Cap insets by pixel scale, for stretchable images.
        public var layouts: [Double: StretchableLayout]
        /// Files' bytes already encoded where the image was rendered, used instead of encoding again.
        public var encoded: [EncodedImage]
        /// An icon's selected drawing (`--selected`), written beside the icon as `<name>-selected`.
        public var isSelectedDrawing = false
        /// A button state's dark appearance (`--dark-color`): in the state's own imageset as a
        /// `luminosity dark` entry, `drawable-night-*` on Android.
        public var isDark = false
        /// This drawing's vector file (PDF or VectorDrawable bytes) when its format asked for one.
        public var vector: Data?

        public init(state: ButtonState? = nil, images: [Double: RGBAImage], layouts: [Double: StretchableLayout] = [:],
                    encoded: [EncodedImage] = [], isSelectedDrawing: Bool = false) {
            self.isSelectedDrawing = isSelectedDrawing
            self.state = state
            self.images = images
            self.layouts = layouts
            self.encoded = encoded
        }

        /// Appended to the asset name in catalogs and folders: the state's, or `-selected`.
        public var assetSuffix: String {
            state?.assetSuffix ?? (isSelectedDrawing ? Self.selectedSuffix : "")
        }

        /// Appended to a dark appearance's file names (`buy-dark@2x.png`).
        public var fileSuffix: String { isDark ? "-dark" : "" }

        /// The name suffix of an icon's selected drawing.
        public static let selectedSuffix = "-selected"

        /// Appended to the asset name when the part is written as a custom symbol: a selected
        /// drawing is `<name>.fill`, the variant SwiftUI's `.symbolVariant(.fill)` and `TabView`
        /// look up by that name; anything else as `assetSuffix`.
        public var symbolSuffix: String {
            guard isSelectedDrawing, state == nil else { return assetSuffix }
            return namedAsEarlierSymbol ? Self.selectedSuffix : Self.symbolFillSuffix
        }

        /// The name suffix of an icon's selected drawing written as a symbol.
        public static let symbolFillSuffix = ".fill"

        /// A selected drawing's symbol named as releases before `.fill` named it
        /// (`<name>-selected.symbolset`): never written, only recognised in records, so that
        /// the set an earlier run wrote is still iconforge's to remove.
        var namedAsEarlierSymbol = false
    }

    /// The bytes of one image at `scale` encoded as `spec`.
    public struct EncodedImage: Sendable {
        public var scale: Double
        public var spec: EncodingSpec
        public var data: Data

        public init(scale: Double, spec: EncodingSpec, data: Data) {
            self.scale = scale
            self.spec = spec
            self.data = data
        }
    }

    /// The asset name (`home`, `button-00bd00`).
    public var name: String
    /// The group it belongs to: a namespace folder, a subfolder, or a name prefix, as the format says.
    public var group: String?
    public var kind: Kind
    /// The scales the user asked for (1, 2, 3); formats with densities of their own ignore them.
    public var scales: [Int]
    public var parts: [Part]
    /// What the checks found, one line each.
    public var warnings: [String]
    /// The icon's vector file (PDF or VectorDrawable bytes) when its format asked for one: its
    /// first drawing's (`Part.vector`).
    public var vector: Data? {
        get { parts.first?.vector }
        set { if !parts.isEmpty { parts[0].vector = newValue } }
    }
    /// Whether the icon has a selected drawing of its own (a second part).
    public var hasSelectedDrawing: Bool { parts.contains(where: \.isSelectedDrawing) }
    /// An icon that points along the reading direction: formats mark it to be mirrored in
    /// right-to-left languages, or write mirrored copies (`--mirror`).
    public var mirrors = false
    /// The vector could not be made and the format's PNGs stand in for it (`--vector-fallback png`).
    public var vectorFellBack = false
    /// A tab icon made a custom symbol (its `vector` the template SVG): catalogs write it as a
    /// `.symbolset`, other formats as the icon they always write.
    public var isSymbol = false
    /// Whether a vector format writes this asset as its vector file (icons that did not fall back).
    public var isVector: Bool { kind == .tabIcon && !vectorFellBack }

    public init(name: String, group: String? = nil, kind: Kind, scales: [Int], parts: [Part], warnings: [String] = [],
                mirrors: Bool = false) {
        self.mirrors = mirrors
        self.name = name
        self.group = group
        self.kind = kind
        self.scales = scales
        self.parts = parts
        self.warnings = warnings
    }

    /// The image of `part` at `scale`, or an error naming what is missing.
    func image(_ part: Part, scale: Double) throws -> RGBAImage {
        guard let image = part.images[scale] else {
            throw RenderError.missingImage(scale: scale)
        }
        return image
    }
}
