import Foundation

/// Two sets of one catalog that Xcode's generated asset symbols name alike (see
/// `XcodeAssetSymbols`): with symbol generation on (the default since Xcode 15), Xcode stops
/// the build with "The "giftColor" image asset name resolves to the symbol "gift" which
/// already exists". Found here, from the catalog, so CI says it long before a Mac does.
public struct AssetSymbolClash: Equatable, Sendable, CustomStringConvertible {
    /// The set that comes second in name order, and the one it clashes with.
    public let path: String
    public let otherPath: String
    /// The symbol both get, with its nested types (`Tabs.home`).
    public let symbol: String
    /// True when both are on one generated type (two images, two colours, a folder's type and
    /// anything): a build error in Xcode. A colour and an image compile, as `ColorResource.gift` and
    /// `ImageResource.gift`, but one name then means two assets.
    public let breaksTheBuild: Bool

    /// The warning, without the path it is about.
    public var reason: String {
        "Xcode's generated asset symbol for it, `\(symbol)`, is also the symbol of \(otherPath); "
            + (breaksTheBuild ? "Xcode 15 and later stop the build when they generate asset symbols for both; rename one"
                : "`.\(symbol.split(separator: ".").last ?? "")` then names a colour and an image; rename one")
    }

    public var description: String { "\(path): \(reason)" }
}

extension XcodeAssetSymbols {
    /// The clashes among the images, symbol images and colours of one catalog: two assets of
    /// one namespace level with one symbol, or two namespace folders with one type name. A
    /// colour and an image of one symbol are reported too (see `breaksTheBuild`).
    public static func clashes(in catalog: CatalogNamespace) -> [AssetSymbolClash] {
        var found: [AssetSymbolClash] = []
        var claimed: [String: (path: String, type: String)] = [:]
        func claim(_ symbol: String, _ path: String, on type: String) {
            if let other = claimed[symbol] {
                found.append(AssetSymbolClash(path: path, otherPath: other.path, symbol: symbol, breaksTheBuild: other.type == type || [other.type, type].contains("namespace")))
            } else {
                claimed[symbol] = (path, type)
            }
        }
        var namespaces: [String: [CatalogNamespace]] = [:]
        for child in catalog.children.sorted(by: { $0.name < $1.name }) where !child.allAssets.isEmpty {
            guard let type = typeName(child.name) else { continue }
            claim(type, child.path, on: "namespace")
            namespaces[type, default: []].append(child)
        }
        let assets = catalog.assets.filter { $0.kind.xcodeSymbolType != nil }.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
        for asset in assets {
            guard let symbol = symbol(asset.name), let type = asset.kind.xcodeSymbolType else { continue }
            claim(symbol, asset.path, on: type)
        }
        // Folders of one type name merge in Xcode's file too; their contents clash as one level.
        for (type, folders) in namespaces.sorted(by: { $0.key < $1.key }) {
            let merged = CatalogNamespace(name: type, path: folders[0].path, assets: folders.flatMap(\.assets),
                                          children: folders.flatMap(\.children))
            found += clashes(in: merged).map {
                AssetSymbolClash(path: $0.path, otherPath: $0.otherPath, symbol: type + "." + $0.symbol, breaksTheBuild: $0.breaksTheBuild)
            }
        }
        return found
    }

    /// The clashes in the catalog at `url` (what `lint` warns about); throws `CatalogError`
    /// when it cannot be read.
    public static func clashes(inCatalogAt url: URL) throws -> [AssetSymbolClash] {
        try CatalogReader.read(url).catalogs.flatMap(clashes(in:))
    }

    /// The clashes in each catalog at `urls`; a catalog that cannot be read is left out (the
    /// step that reads it for its own purpose says why). What `build` warns about.
    public static func clashes(inCatalogsAt urls: [URL]) -> [AssetSymbolClash] {
        urls.flatMap { url -> [AssetSymbolClash] in
            guard let contents = try? CatalogReader.read(url) else { return [] }
            return contents.catalogs.flatMap(clashes(in:))
        }
    }
}

extension CatalogAsset.Kind {
    /// The type Xcode generates its symbol on: `ImageResource` for images and symbol images
    /// (`"custom.cloud.badge.play"` -> `ImageResource.customCloudBadgePlay`), `ColorResource`
    /// for colours; none for data sets and AR groups.
    var xcodeSymbolType: String? {
        switch self {
        case .image, .symbol: return "ImageResource"
        case .color: return "ColorResource"
        case .data, .arResourceGroup: return nil
        }
    }
}
