import Foundation

/// An Xcode asset catalog whose tab icons are custom SF Symbols (`--symbol`, `symbol: true`):
/// `<name>.symbolset/<name>.svg`, Apple's template with three interpolatable weights
/// (`SymbolTemplate`), made in the render worker, and one universal `symbols` entry. Buttons,
/// and everything else about the catalog, are `XcodeCatalog`'s.
public struct XcodeSymbolCatalog: OutputFormat {
    public static let key = BundleFormat(key: "xcassets-symbol")
    public static let symbolForm: BundleFormat? = key
    public static let fileKind = "symbol"
    public static let isAssetCatalog = true
    public static let settings = [SymbolInsetsSetting.setting]

    let catalog: XcodeCatalog
    /// `symbol-insets`: the art box, overriding the margins from the ink.
    let insets: SymbolInsets?
    public var root: URL { catalog.root }

    public init(root: URL, options: FormatOptions = FormatOptions()) throws {
        catalog = XcodeCatalog(root: root)
        insets = try SymbolInsetsSetting.read(options)
    }

    public static func defaultRoot(_ base: String) -> String { XcodeCatalog.defaultRoot(base) }

    public var fingerprint: String { insets.map { "symbol-insets=\(SymbolInsetsSetting.text($0))" } ?? "" }

    public func vectorArt(_ options: IconOptions) -> VectorArt? {
        .symbol(SymbolOptions(symbolInsets: insets))
    }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        try catalog.files(of: Self.symbol(asset))
    }

    /// `asset` as this format writes it: every tab icon a symbol.
    static func symbol(_ asset: AssetPlan) -> AssetPlan {
        var asset = asset
        if asset.kind == .tabIcon { asset.isSymbol = true }
        return asset
    }

    /// A symbol and an image of one name are one asset to Xcode: they clash as two imagesets would.
    public func clashKey(_ path: String) -> String {
        catalog.clashKey(path.replacingOccurrences(of: CatalogSetKind.symbol.suffix + "/", with: CatalogSetKind.image.suffix + "/"))
    }

    public func prepare() throws { try catalog.prepare() }

    public func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext) throws -> BundleWrite {
        try catalog.write(files, of: Self.symbol(asset), context: context)
    }
}

extension XcodeCatalog {
    public static var symbolForm: BundleFormat? { XcodeSymbolCatalog.key }
}
