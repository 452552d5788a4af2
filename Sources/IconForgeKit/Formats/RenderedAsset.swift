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
        /// Which picture it is, as planned: state, appearance, drawing and cap insets.
        public var variant: AssetPlan.Part
        /// Images by pixel scale (1, 1.5, 2, ...).
        public var images: [Double: RGBAImage]
        /// Files' bytes already encoded where the image was rendered, used instead of encoding again.
        public var encoded: [EncodedImage]
        /// This drawing's vector file (PDF or VectorDrawable bytes) when its format asked for one.
        public var vector: Data?

        public init(state: ButtonState? = nil, images: [Double: RGBAImage], layouts: [Double: StretchableLayout] = [:],
                    encoded: [EncodedImage] = [], isSelectedDrawing: Bool = false) {
            variant = AssetPlan.Part(state: state, layouts: layouts, isSelectedDrawing: isSelectedDrawing)
            self.images = images
            self.encoded = encoded
        }

        /// The button state, nil for an icon.
        public var state: ButtonState? { variant.state }
        /// Cap insets by pixel scale, for stretchable images.
        public var layouts: [Double: StretchableLayout] { variant.layouts }
        /// An icon's selected drawing (`AssetPlan.Part.isSelectedDrawing`).
        public var isSelectedDrawing: Bool { variant.isSelectedDrawing }
        /// A button state's dark appearance (`AssetPlan.Part.isDark`).
        public var isDark: Bool {
            get { variant.isDark }
            set { variant.isDark = newValue }
        }
        /// Appended to the asset name in catalogs and folders (`AssetPlan.Part.assetSuffix`).
        public var assetSuffix: String { variant.assetSuffix }
        /// Appended to a dark appearance's file names (`AssetPlan.Part.fileSuffix`).
        public var fileSuffix: String { variant.fileSuffix }
        /// The name suffix of an icon's selected drawing (`AssetPlan.Part.selectedSuffix`).
        public static let selectedSuffix = AssetPlan.Part.selectedSuffix
        /// A selected drawing's name suffix as a symbol (`AssetPlan.Part.symbolFillSuffix`).
        public static let symbolFillSuffix = AssetPlan.Part.symbolFillSuffix
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
    /// The source drawing's bytes (an icon's SVG), as planned (`AssetPlan.drawing`).
    public var drawing: Data?
    /// An icon that points along the reading direction: formats mark it to be mirrored in
    /// right-to-left languages, or write mirrored copies (`--mirror`).
    public var mirrors = false
    /// The vector could not be made and the format's PNGs stand in for it (`--vector-fallback png`).
    public var vectorFellBack = false
    /// A tab icon made a custom symbol (its `vector` the template SVG): catalogs write it as a
    /// `.symbolset`, other formats as the icon they always write.
    public var isSymbol = false

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

    /// The asset without its pictures: what formats name its files from.
    public var plan: AssetPlan {
        var plan = AssetPlan(name: name, group: group, kind: kind, scales: scales, parts: parts.map(\.variant),
                             mirrors: mirrors, isSymbol: isSymbol, drawing: drawing)
        plan.vectorFellBack = vectorFellBack
        return plan
    }

    /// The image of `part` at `scale`, or an error naming what is missing.
    func image(_ part: Part, scale: Double) throws -> RGBAImage {
        guard let image = part.images[scale] else {
            throw RenderError.missingImage(scale: scale)
        }
        return image
    }
}
