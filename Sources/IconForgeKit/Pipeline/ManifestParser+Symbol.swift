import Foundation

extension ManifestParser {
    /// An icon entry's (or the icon defaults') `symbol:` and `symbol-insets:`.
    static func symbol(_ keys: [String: ManifestNode], into entry: inout Manifest.IconEntry) throws {
        if let symbol = keys["symbol"] {
            guard let flag = symbol.node.bool else { throw symbol.error("symbol must be true or false") }
            entry.symbol = flag
        }
        guard let node = keys["symbol-insets"] else { return }
        let text = node.node.scalar?.string ?? ""
        guard let insets = SymbolInsetsSetting.parse(text) else {
            throw node.error("symbol-insets must be one number or four (top,left,bottom,right) in the SVG's units, "
                             + "each between -1000000 and 1000000, not '\(text)'")
        }
        guard entry.symbol else { throw node.error("symbol-insets goes with symbol: true") }
        entry.symbolInsets = insets
    }
}
