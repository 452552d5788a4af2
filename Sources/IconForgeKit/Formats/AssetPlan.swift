import Foundation

/// One asset as planned, with no pixels: what a format needs to name its files
/// (`OutputFormat.files(of:)`), known before anything is rendered. Claims, pruning, `--check`
/// and the record ask the format about this, and a rendered asset (`RenderedAsset.plan`) is
/// this with pictures, so the files planned are the files written.
public struct AssetPlan: Sendable {
    /// One picture of the asset (a button state or appearance, an icon's drawing), without pixels.
    public struct Part: Sendable {
        /// The button state, nil for an icon.
        public var state: ButtonState?
        /// Cap insets by pixel scale, for stretchable images.
        public var layouts: [Double: StretchableLayout]
        /// An icon's selected drawing (`--selected`), written beside the icon as `<name>-selected`.
        public var isSelectedDrawing: Bool
        /// A button state's dark appearance (`--dark-color`): in the state's own imageset as a
        /// `luminosity dark` entry, `drawable-night-*` on Android.
        public var isDark: Bool
        /// A selected drawing's symbol named as releases before `.fill` named it
        /// (`<name>-selected.symbolset`): never written, only recognised in records, so that
        /// the set an earlier run wrote is still iconforge's to remove.
        var namedAsEarlierSymbol = false

        public init(state: ButtonState? = nil, layouts: [Double: StretchableLayout] = [:], isSelectedDrawing: Bool = false,
                    isDark: Bool = false) {
            self.state = state
            self.layouts = layouts
            self.isSelectedDrawing = isSelectedDrawing
            self.isDark = isDark
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
    }

    /// The asset name (`home`, `button-00bd00`).
    public var name: String
    /// The group it belongs to: a namespace folder, a subfolder, or a name prefix, as the format says.
    public var group: String?
    public var kind: RenderedAsset.Kind
    /// The scales the user asked for (1, 2, 3); formats with densities of their own ignore them.
    public var scales: [Int]
    public var parts: [Part]
    /// An icon that points along the reading direction: formats mark it to be mirrored in
    /// right-to-left languages, or write mirrored copies (`--mirror`).
    public var mirrors = false
    /// A tab icon made a custom symbol: catalogs write it as a `.symbolset`, other formats as
    /// the icon they always write.
    public var isSymbol = false
    /// The vector could not be made and the format's PNGs stand in for it (`--vector-fallback png`):
    /// known once rendered, false in a plan made before.
    public var vectorFellBack = false
    /// The source drawing's bytes (an icon's SVG), for a format that names or fills a file from
    /// it; nil for a button, and for an asset known only from a record.
    public var drawing: Data?

    public init(name: String, group: String? = nil, kind: RenderedAsset.Kind, scales: [Int], parts: [Part],
                mirrors: Bool = false, isSymbol: Bool = false, drawing: Data? = nil) {
        self.name = name
        self.group = group
        self.kind = kind
        self.scales = scales
        self.parts = parts
        self.mirrors = mirrors
        self.isSymbol = isSymbol
        self.drawing = drawing
    }

    /// A tab icon of one drawing, or two with a selected drawing (`selected`).
    public static func icon(_ name: String, group: String? = nil, scales: [Int], selected: Bool = false, mirrors: Bool = false,
                            isSymbol: Bool = false, drawing: Data? = nil) -> AssetPlan {
        AssetPlan(name: name, group: group, kind: .tabIcon, scales: scales,
                  parts: [Part()] + (selected ? [Part(isSelectedDrawing: true)] : []), mirrors: mirrors, isSymbol: isSymbol,
                  drawing: drawing)
    }

    /// A button in every state of `states` in each of `appearances` (dark or not), with the
    /// cap insets `layouts` (the dark appearance has the light one's).
    public static func button(_ name: String, group: String? = nil, scales: [Int], states: [ButtonState], appearances: [Bool],
                              layouts: [Double: StretchableLayout]) -> AssetPlan {
        AssetPlan(name: name, group: group, kind: .button, scales: scales,
                  parts: appearances.flatMap { dark in
                      states.map { Part(state: $0, layouts: layouts, isDark: dark) }
                  })
    }

    /// Whether the icon has a selected drawing of its own (a second part).
    public var hasSelectedDrawing: Bool { parts.contains(where: \.isSelectedDrawing) }
    /// Whether a vector format writes this asset as its vector file (icons that did not fall back).
    public var isVector: Bool { kind == .tabIcon && !vectorFellBack }
}
