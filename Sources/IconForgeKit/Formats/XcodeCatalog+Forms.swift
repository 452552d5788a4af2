import Foundation

/// The catalog's forms. The vector form (`--vector`, `vector: true`) writes tab icons as
/// `<name>.imageset/<name>.pdf` with one scale-less universal entry, kept as a vector
/// (`preserves-vector-representation`) and drawn as a template; the page is the icon's size in
/// points. The symbol form (`--symbol`, `symbol: true`) writes them as custom SF Symbols,
/// `<name>.symbolset/<name>.svg`: Apple's template with three interpolatable weights
/// (`SymbolTemplate`), made in the render worker, and one universal `symbols` entry.
extension XcodeCatalog {
    /// The imageset properties of a vector icon.
    static let pdfProperties: [String: JSONValue] = ["preserves-vector-representation": .bool(true),
                                                     "template-rendering-intent": .string("template")]

    public func vectorArt(_ options: IconOptions) -> VectorArt? {
        switch form {
        case .vector: return .pdf(PDFPage(options))
        case .symbol: return .symbol(SymbolOptions(symbolInsets: insets))
        case nil: return nil
        }
    }

    /// The PDF imagesets of a vector icon. A selected drawing is a set of its own beside the icon's, vector too.
    func pdfFiles(of asset: AssetPlan) -> [BundleFile] {
        asset.parts.enumerated().map { index, part in
            let name = asset.name + part.assetSuffix, filename = name + ".pdf"
            var entry: [String: JSONValue] = ["filename": .string(filename), "idiom": .string("universal")]
            if asset.mirrors { entry[Self.languageDirection] = Self.mirrorsInRTL }
            return BundleFile(path: (asset.group.map { "\($0)/" } ?? "") + name + ".imageset/" + filename,
                              content: .vector(part: index), entry: entry)
        }
    }

    /// `asset` as this catalog writes it: in the symbol form every tab icon a symbol.
    func written(_ asset: AssetPlan) -> AssetPlan {
        guard form == .symbol, asset.kind == .tabIcon, !asset.isSymbol else { return asset }
        var asset = asset
        asset.isSymbol = true
        return asset
    }
}
