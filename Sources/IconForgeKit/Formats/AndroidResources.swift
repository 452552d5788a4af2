import Foundation

/// An Android `res/` folder. Each image goes to the density folder of its pixel scale
/// (`drawable-mdpi` for 1x ... `drawable-xxxhdpi` for 4x); a group prefixes the resource name.
/// Tab icons are selected/unselected variants with a state-list selector in `drawable/`, or
/// one white mask; buttons are 9-patches with a selector of their states.
public struct AndroidResources: OutputFormat {
    public static let key = BundleFormat(key: "android")
    public static let defaultIconSize: (width: Double, height: Double)? = (24, 24)

    /// Android's screen densities and their scale relative to mdpi.
    public enum Density: String, CaseIterable, Sendable {
        case mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi

        public var scale: Double {
            switch self {
            case .mdpi: return 1
            case .hdpi: return 1.5
            case .xhdpi: return 2
            case .xxhdpi: return 3
            case .xxxhdpi: return 4
            }
        }
    }

    public static let section: String? = "android"
    public static let settings = AndroidSettings.keys
    public static let fileVariants = AndroidSettings.fileVariants
    public static let manifestDefaults = AndroidSettings.manifestDefaults
    /// VectorDrawables (`--vector`, reading `vector-fallback` too) go into the same `res/` folder.
    public static let forms = [
        FormatForm(.vector, key: "android-vector", fileKind: "VectorDrawable", settings: AndroidSettings.vectorKeys),
    ]

    public let root: URL
    /// How tab icons are written: PNGs (nil) or VectorDrawables (`.vector`, `AndroidResources+Vector`).
    public let form: FormatForm.Kind?
    /// Its own settings: how icons are written, and their size.
    let own: AndroidSettings
    /// The resource type the images are.
    public let resourceType = "drawable"

    public init(root: URL, options: FormatOptions) throws {
        try self.init(root: root, options: options, form: nil)
    }

    /// The bundle at `root` in `form`, reading `options` (the vector form `vector-fallback` too).
    public init(root: URL, options: FormatOptions, form: FormatForm.Kind?) throws {
        self.init(root: root, own: try AndroidSettings(options, vector: form == .vector), form: form)
    }

    /// The bundle at `root` with Android's defaults (one white mask per density), in `form`.
    public init(root: URL, form: FormatForm.Kind? = nil) {
        self.init(root: root, own: AndroidSettings(), form: form)
    }

    init(root: URL, own: AndroidSettings, form: FormatForm.Kind? = nil) {
        self.root = root
        self.own = own
        self.form = form
    }

    public var fingerprint: String { own.fingerprint + layoutFingerprint }

    public static func defaultRoot(_ base: String) -> String { "res" }

    /// `name` as a valid resource name: lower case, `[a-z0-9_]`, starting with a letter.
    public static func resourceName(_ name: String) -> String {
        asciiResourceName(name) ?? unicodeResourceName(name)
    }

    /// `resourceName` of an ASCII name (nearly every one), byte by byte: a bundle's record is
    /// checked against each asset's resource name on every build, and the general spelling
    /// (lower-casing, then a `Character` per scalar) cost a no-op of 1,000 icons 3% of its
    /// instructions. Nil for any other name.
    static func asciiResourceName(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            // Lower-cased, the name must start with a letter.
            let prefixed = !(bytes.first.map(Self.isLetter) ?? false)
            let prefix: [UInt8] = prefixed ? Array("r_".utf8) : []
            return String(unsafeUninitializedCapacity: prefix.count + bytes.count) { out in
                for (index, byte) in prefix.enumerated() { out[index] = byte }
                for (index, byte) in bytes.enumerated() {
                    let lower = Self.isLetter(byte) ? byte | 0x20 : byte
                    out[prefix.count + index] = (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(lower) || Self.isLetter(lower)
                        ? lower : UInt8(ascii: "_")
                }
                return prefix.count + bytes.count
            }
        }
    }

    /// Whether an ASCII byte is a letter, of either case.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// `resourceName` of any name: lower-cased, then each scalar outside `[a-z0-9]` made `_`.
    static func unicodeResourceName(_ name: String) -> String {
        var out = String(name.lowercased().unicodeScalars.map { scalar -> Character in
            ("a" ... "z").contains(scalar) || ("0" ... "9").contains(scalar) ? Character(scalar) : "_"
        })
        if out.first.map({ !$0.isLetter }) ?? true { out = "r_" + out }
        return out
    }

    /// Every density is written, whatever scales were asked for.
    public func pixelScales(requested: [Int]) -> [Double] { Density.allCases.map(\.scale) }

    public func iconOptions(_ options: IconOptions) -> IconOptions {
        var options = options
        if let width = own.width { (options.width, options.height) = (width, own.height ?? width) }
        return options
    }

    public func assetName(of asset: AssetPlan) -> String { baseName(asset) }

    /// The resource name of `asset` (group-prefixed); icons start with the prefix (`ic_tab_`).
    func baseName(_ asset: AssetPlan) -> String {
        let name = [asset.group, asset.name].compactMap { $0 }.joined(separator: "_")
        return Self.resourceName(asset.kind == .button ? name : own.iconPrefix + name)
    }

    public var namingOptions: FormatOptions { own.namingOptions }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        if form == .vector && asset.isVector { return drawableFiles(of: asset) }
        let files = try ownFiles(of: asset)
        if isComposeResources { return composeResourceFiles(files, of: asset) }
        guard asset.kind == .tabIcon, asset.mirrors else { return files }
        // Right-to-left layouts take drawable-ldrtl-<density>/ over drawable-<density>/: the same
        // names, drawn mirrored.
        return files + files.compactMap { file in
            guard case .image(let part, let scale, let spec) = file.content,
                  file.path.hasPrefix(resourceType + "-") else { return nil }
            return BundleFile(path: resourceType + "-ldrtl-" + file.path.dropFirst(resourceType.count + 1),
                              content: .image(part: part, scale: scale, encoding: .mirrored(spec)))
        }
    }

    /// The files of `asset` as drawn for left-to-right layouts.
    private func ownFiles(of asset: AssetPlan) throws -> [BundleFile] {
        let base = baseName(asset)
        func image(_ part: Int, _ suffix: String, _ encoding: (Double) throws -> EncodingSpec) throws -> [BundleFile] {
            // A dark appearance goes to drawable-night-<density>/, under the same name.
            let night = asset.parts[part].isDark ? "-night" : ""
            return try Density.allCases.map { density in
                BundleFile(path: "\(resourceType)\(night)-\(density.rawValue)/\(base)\(suffix)",
                           content: .image(part: part, scale: density.scale, encoding: try encoding(density.scale)))
            }
        }
        if asset.kind == .button {
            let images = try asset.parts.enumerated().flatMap { index, part in
                try image(index, (part.state?.androidSuffix ?? "") + ".9.png") { scale in
                    guard let layout = part.layouts[scale] else {
                        throw RenderError.missingLayout(scale: scale)
                    }
                    return .ninePatch(layout.ninePatchRegions)
                }
            }
            // drawable-night-* holds the dark appearance under the same names: one selector serves both.
            let states = asset.parts.filter { !$0.isDark }.compactMap(\.state)
            return images + [BundleFile(path: "\(resourceType)/\(base)_states.xml",
                                        content: .data(AndroidStateList.button(base, states: states)))]
        }
        let style = own.icons
        let selector = [BundleFile(path: "\(resourceType)/\(base).xml",
                                   content: .data(AndroidStateList.tabIcon(base, resourceType: resourceType)))]
        if let selected = asset.parts.firstIndex(where: \.isSelectedDrawing) {
            // A pair: each state shows its own drawing, as white masks the widget tints or in the theme's colours.
            let unselectedSpec: EncodingSpec = style.writesStateList ? .tinted(style.theme.unselected) : .alphaPlane
            let selectedSpec: EncodingSpec = style.writesStateList ? .tinted(style.theme.selected) : .alphaPlane
            return try image(selected, "_selected.png") { _ in selectedSpec } + image(0, "_unselected.png") { _ in unselectedSpec }
                + selector
        }
        guard style.writesStateList else { return try image(0, ".png") { _ in .alphaPlane } }
        return try image(0, "_selected.png") { _ in .tinted(style.theme.selected) }
            + image(0, "_unselected.png") { _ in .tinted(style.theme.unselected) } + selector
    }

    /// In one folder `go.png` and `go.9.png` are one resource, `@drawable/go`.
    public func sameName(_ name: String) -> String {
        String(name.lowercased().prefix { $0 != "." })
    }

    /// Resources clash by type and name, whatever their density or extension
    /// (`ic_tab_home.png` and `ic_tab_home.9.png` are one resource).
    public func clashKey(_ path: String) -> String {
        let parts = path.split(separator: "/")
        let type = parts.first.map { String($0.split(separator: "-").first ?? $0) } ?? ""
        let file = parts.last.map(String.init) ?? path
        let name = file.split(separator: ".").first.map(String.init) ?? file
        return "\(type)/\(name)"
    }
}

extension BundleFormat {
    /// The `AndroidResources` format.
    public static let android = AndroidResources.key
}
