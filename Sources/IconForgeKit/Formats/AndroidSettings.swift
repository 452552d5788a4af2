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

    static let keys = [
        FormatSetting("size", "tab icons' size in dp: 24, or WxH (the manifest's default: 24)"),
        FormatSetting("theme", "dark or light: the colours of the selected and unselected PNGs (with state-list)"),
        FormatSetting("state-list", "true: selected and unselected PNGs and a selector, instead of one white mask"),
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
        if vector, let fallback = options["vector-fallback"] {
            guard fallback.text == "png" else {
                throw FormatOptionError(key: "vector-fallback", origin: fallback.origin, reason: "vector-fallback must be png")
            }
            vectorFallsBackToPNG = true
        }
    }

    /// The settings in an asset's fingerprint: changing any rebuilds the output's icons.
    var fingerprint: String {
        let size = width.map { "\($0)x\(height ?? $0)" } ?? "icon"
        return "android=\(size),\(icons.theme.rawValue),states=\(icons.writesStateList)"
            + (vectorFallsBackToPNG ? ";vector-fallback=png" : "")
    }

    /// The state list on and off: the two sets of file names an icon can have.
    static let fileVariants = [true, false].map { FormatOptions(["state-list": .init(String($0), origin: .option("state-list"))]) }
}
