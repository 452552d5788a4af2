import Foundation

extension ManifestParser {
    /// An icon entry's (or the icon defaults') `symbol:` and `symbol-insets:`.
    static func symbol(_ keys: [String: ManifestNode], into entry: inout Manifest.IconEntry) throws {
        if let symbol = keys["symbol"] {
            guard let flag = symbol.node.bool else { throw symbol.error(.notABoolean("symbol")) }
            entry.symbol = flag
        }
        guard let node = keys["symbol-insets"] else { return }
        let text = node.node.scalar?.string ?? ""
        guard let insets = SymbolInsetsSetting.parse(text) else {
            throw node.error(.badSymbolInsets(text))
        }
        guard entry.symbol else { throw node.error(.symbolInsetsWithoutSymbol) }
        entry.symbolInsets = insets
    }
}
