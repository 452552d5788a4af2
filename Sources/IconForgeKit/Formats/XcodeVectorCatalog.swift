import Foundation

/// An Xcode asset catalog whose tab icons are vector PDFs (`--vector`, `vector: true`):
/// `<name>.imageset/<name>.pdf` with one scale-less universal entry, kept as a vector
/// (`preserves-vector-representation`) and drawn as a template. The page is the icon's size
/// in points. Buttons, and everything else about the catalog, are `XcodeCatalog`'s.
public struct XcodeVectorCatalog: OutputFormat {
    public static let key = BundleFormat(key: "xcassets-pdf")
    public static let vectorForm: BundleFormat? = key
    public static let fileKind = "PDF"
    public static let isAssetCatalog = true
    /// The imageset properties of a vector icon.
    static let properties: [String: JSONValue] = ["preserves-vector-representation": .bool(true),
                                                  "template-rendering-intent": .string("template")]

    let catalog: XcodeCatalog
    public var root: URL { catalog.root }

    public init(root: URL, options: FormatOptions = FormatOptions()) {
        catalog = XcodeCatalog(root: root)
    }

    public static func defaultRoot(_ base: String) -> String { XcodeCatalog.defaultRoot(base) }

    public func vectorArt(_ options: IconOptions) -> VectorArt? { .pdf(PDFPage(options)) }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        guard asset.isVector, !asset.isSymbol else { return try catalog.files(of: asset) }
        // A selected drawing is a set of its own beside the icon's, vector too.
        return asset.parts.enumerated().map { index, part in
            let name = asset.name + part.assetSuffix, filename = name + ".pdf"
            var entry: [String: JSONValue] = ["filename": .string(filename), "idiom": .string("universal")]
            if asset.mirrors { entry[XcodeCatalog.languageDirection] = XcodeCatalog.mirrorsInRTL }
            return BundleFile(path: (asset.group.map { "\($0)/" } ?? "") + name + ".imageset/" + filename,
                              content: .vector(part: index), entry: entry)
        }
    }

    public func clashKey(_ path: String) -> String { catalog.clashKey(path) }
    public func prepare() throws { try catalog.prepare() }

    public func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext) throws -> BundleWrite {
        guard asset.isVector, !asset.isSymbol else { return try catalog.write(files, of: asset, context: context) }
        return try catalog.write(files, of: asset, context: context, properties: Self.properties)
    }
}

extension XcodeCatalog {
    public static var vectorForm: BundleFormat? { XcodeVectorCatalog.key }
}

extension XcodeVectorCatalog {
    /// A manifest's symbol entries go into a PDF catalog as symbol sets too.
    public static var symbolForm: BundleFormat? { XcodeSymbolCatalog.key }
}
