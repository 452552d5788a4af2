import Foundation

/// A custom symbol's `.fill` variant and the symbol it belongs to, as `lint` checks them in a
/// catalog: SwiftUI's `.symbolVariant(.fill)` and `TabView` find `<name>.fill` from the symbol
/// `<name>` alone, so a variant without its symbol, or a selected drawing under another name
/// (`<name>-selected`, as iconforge named it before), is a pair the system never makes.
public struct SymbolFillPairProblem: Equatable, Sendable, CustomStringConvertible {
    /// The set the warning is about.
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }

    /// The problems in `catalog` and its namespace folders.
    public static func problems(in catalog: CatalogNamespace) -> [SymbolFillPairProblem] {
        let symbols = catalog.assets.filter { $0.kind == .symbol }
        let names = Set(symbols.map(\.name))
        var found: [SymbolFillPairProblem] = []
        let fill = RenderedAsset.Part.symbolFillSuffix, selected = RenderedAsset.Part.selectedSuffix
        for asset in symbols.sorted(by: { $0.path < $1.path }) {
            if asset.name.hasSuffix(fill), !names.contains(String(asset.name.dropLast(fill.count))) {
                let base = String(asset.name.dropLast(fill.count))
                found.append(.init(path: asset.path, reason: "a \(fill) variant with no \(base).symbolset beside it; SwiftUI's "
                                       + ".symbolVariant(.fill) and TabView find it only from the symbol \(base); add "
                                       + "\(base).symbolset or rename this set"))
            } else if asset.name.hasSuffix(selected), case let base = String(asset.name.dropLast(selected.count)),
                      names.contains(base), !names.contains(base + fill) {
                found.append(.init(path: asset.path, reason: "the selected drawing of \(base).symbolset, which SwiftUI's "
                                       + ".symbolVariant(.fill) and TabView look up as \(base)\(fill); rename it "
                                       + "\(base)\(fill).symbolset (iconforge icon --symbol --selected writes that name)"))
            }
        }
        return found + catalog.children.sorted { $0.name < $1.name }.flatMap(problems(in:))
    }

    /// The problems in the catalog at `url`; throws `CatalogError` when it cannot be read.
    public static func problems(inCatalogAt url: URL) throws -> [SymbolFillPairProblem] {
        try CatalogReader.read(url).catalogs.flatMap(problems(in:))
    }
}
