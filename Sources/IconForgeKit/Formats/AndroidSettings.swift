import Foundation

/// Android's own settings, read only by the Android formats: from `android:` in the manifest
/// (or an Android output's own keys), or the command line (`--android-theme`, `--state-list`,
/// `--size`, `--vector-fallback`, `--set key=value`).
struct AndroidSettings: Sendable, Equatable {
    /// How tab icons are written: one white mask, or coloured variants and a selector.
    var icons = AndroidIconStyle()
    /// The icon canvas in dp, overriding the icon options' size when given.
    var width: Double?
    var height: Double?
    /// Vector form: an SVG a VectorDrawable cannot express gets PNGs and a warning instead of failing.
    var vectorFallsBackToPNG = false
    /// What tab icons' resource names start with (`prefix`): `ic_tab_home`, or `nav_home`
    /// where the app already has an `ic_tab_home` of its own. Buttons keep their own names.
    var iconPrefix = Self.defaultIconPrefix
    /// `resources`: whether the folder is a Compose Multiplatform `composeResources` folder
    /// (`AndroidResources.isComposeResources`); nil decides by the folder's name.
    var composeResources: Bool?

    /// Android Studio's Asset Studio names tab icons `ic_tab_<name>`.
    static let defaultIconPrefix = "ic_tab_"

    static let keys = [
        FormatSetting("size", "tab icons' size in dp: 24, or WxH (the manifest's default: 24)"),
        FormatSetting("theme", "dark or light: the colours of the selected and unselected PNGs (with state-list)"),
        FormatSetting("state-list", "true: selected and unselected PNGs and a selector, instead of one white mask"),
        FormatSetting("prefix", "what tab icons' resource names start with: a-z, 0-9 and _, starting with a letter (default ic_tab_)"),
        FormatSetting("resources", "android or compose: an Android res/ folder, or Compose Multiplatform's composeResources "
            + "(default: compose when the folder is named composeResources)"),
    ]
    static let vectorKeys = keys + [
        FormatSetting("vector-fallback", "png: an SVG a VectorDrawable cannot express gets PNGs and a warning"),
    ]
    /// What a manifest's Android outputs have unless it says otherwise: 24 dp, whatever the icons' own size.
    static let manifestDefaults = FormatOptions(["size": .init("24", origin: .manifest(file: "", line: nil))])

    init() {}

    /// Reads `options`; `vector`: for the vector form, which also reads `vector-fallback`.
    init(_ options: FormatOptions, vector: Bool) throws {
        if let size = try options.size("size", what: "android size", unit: "dp", within: 1 ... 1024) {
            (width, height) = (size.width, size.height)
        }
        if let theme: AndroidTabTheme = try options.choice("theme", what: "android theme") { icons.theme = theme }
        if let flag = try options.bool("state-list", what: "state-list") { icons.writesStateList = flag }
        if let prefix = options["prefix"] {
            guard Self.isResourcePrefix(prefix.text) else {
                throw FormatOptionError(key: "prefix", origin: prefix.origin, .notAResourcePrefix(prefix.text))
            }
            iconPrefix = prefix.text
        }
        if let resources: AndroidResourceLayout = try options.choice("resources", what: "resources") {
            composeResources = resources == .compose
        }
        if vector, let fallback = options["vector-fallback"] {
            guard fallback.text == "png" else {
                throw FormatOptionError(key: "vector-fallback", origin: fallback.origin, .vectorFallbackNotPNG)
            }
            vectorFallsBackToPNG = true
        }
    }

    /// The settings in an asset's fingerprint: changing any rebuilds the output's icons. The
    /// default prefix adds nothing, so outputs that never set one keep their records as they were.
    var fingerprint: String {
        let size = width.map { "\($0)x\(height ?? $0)" } ?? "icon"
        return "android=\(size),\(icons.theme.rawValue),states=\(icons.writesStateList)"
            + (vectorFallsBackToPNG ? ";vector-fallback=png" : "")
            + (iconPrefix == Self.defaultIconPrefix ? "" : ";prefix=\(iconPrefix)")
            + (composeResources.map { ";resources=\($0 ? "compose" : "android")" } ?? "")
    }

    /// Whether `text` can start a resource name: `[a-z][a-z0-9_]*`, as aapt takes file-based
    /// resource names (no upper case, no `-` or `.`).
    static func isResourcePrefix(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a" ... "z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a" ... "z").contains($0) || ("0" ... "9").contains($0) || $0 == "_" }
    }

    /// The settings naming this output's files beyond the file variants: its prefix, when not
    /// the default, and its folder layout when set. A record is read with them as well as with
    /// the defaults, so the files an icon had before the prefix changed stay iconforge's to prune.
    var namingOptions: FormatOptions {
        var options = FormatOptions()
        if iconPrefix != Self.defaultIconPrefix { options["prefix"] = .init(iconPrefix, origin: .option("prefix")) }
        if let composeResources { options["resources"] = .init(composeResources ? "compose" : "android", origin: .option("resources")) }
        return options
    }

    /// The state list on and off: the two sets of file names an icon can have.
    static let fileVariants = [true, false].map { FormatOptions(["state-list": .init(String($0), origin: .option("state-list"))]) }
}
