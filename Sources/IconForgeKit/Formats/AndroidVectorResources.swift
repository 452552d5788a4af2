import Foundation

/// An Android `res/` folder whose tab icons are VectorDrawables (`--vector`, `vector: true`):
/// `drawable/ic_tab_<name>.xml`, white and tintable, 24 dp unless sized, and no PNG. An SVG a
/// drawable cannot express fails by name, or with `vectorFallsBackToPNG` gets
/// `AndroidResources`' PNGs and a warning. Buttons are `AndroidResources`' 9-patches.
public struct AndroidVectorResources: OutputFormat {
    public static let key = BundleFormat(key: "android-vector")
    public static let vectorForm: BundleFormat? = key
    public static let fileKind = "VectorDrawable"
    public static let defaultIconSize: (width: Double, height: Double)? = AndroidResources.defaultIconSize

    public static let section: String? = AndroidResources.section
    public static let settings = AndroidSettings.vectorKeys
    public static let fileVariants = AndroidSettings.fileVariants
    public static let manifestDefaults = AndroidSettings.manifestDefaults

    let resources: AndroidResources
    public var root: URL { resources.root }

    public init(root: URL, options: FormatOptions) throws {
        resources = AndroidResources(root: root, own: try AndroidSettings(options, vector: true))
    }

    /// The bundle at `root` with Android's defaults.
    public init(root: URL) {
        resources = AndroidResources(root: root)
    }

    public var fingerprint: String { resources.fingerprint }
    public var namingOptions: FormatOptions { resources.namingOptions }

    public static func defaultRoot(_ base: String) -> String { AndroidResources.defaultRoot(base) }

    public func vectorArt(_ options: IconOptions) -> VectorArt? {
        var drawable = VectorDrawableOptions(width: options.width, height: options.height, padding: options.padding)
        drawable.autoMirrored = options.mirrors
        return .drawable(drawable, fallsBackToPNG: resources.own.vectorFallsBackToPNG)
    }

    /// Every density is still rendered: the preview, the checks and a PNG fallback use them.
    public func pixelScales(requested: [Int]) -> [Double] { resources.pixelScales(requested: requested) }
    public func iconOptions(_ options: IconOptions) -> IconOptions { resources.iconOptions(options) }
    public func assetName(of asset: AssetPlan) -> String { resources.assetName(of: asset) }
    public func clashKey(_ path: String) -> String { resources.clashKey(path) }
    public func sameName(_ name: String) -> String { resources.sameName(name) }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        guard asset.isVector else { return try resources.files(of: asset) }
        let type = resources.resourceType, base = resources.baseName(asset)
        guard asset.hasSelectedDrawing else { return [BundleFile(path: "\(type)/\(base).xml", content: .vector(part: 0))] }
        // A pair: each drawing is a drawable of its own, picked by the tab's state.
        let pair = asset.parts.enumerated().map { index, part in
            BundleFile(path: "\(type)/\(base)\(part.isSelectedDrawing ? "_selected" : "_unselected").xml", content: .vector(part: index))
        } + [BundleFile(path: "\(type)/\(base).xml", content: .data(AndroidStateList.tabIcon(base, resourceType: type)))]
        return resources.isComposeResources ? resources.composeResourceFiles(pair, of: asset) : pair
    }
}

extension AndroidResources {
    public static var vectorForm: BundleFormat? { AndroidVectorResources.key }
}
