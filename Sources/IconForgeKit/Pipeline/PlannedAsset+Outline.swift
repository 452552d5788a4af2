import Foundation

extension PlannedAsset {
    /// The asset as `format` will write it, without pixels: its file names, planned before
    /// anything is rendered or written. Without the drawing: no format names a file from it,
    /// and a build knows an unchanged source by its hash alone, unread until it is rendered
    /// (claiming every asset would read every source).
    func plan(for format: any OutputFormat) -> AssetPlan {
        switch kind {
        case .icon(_, let options):
            return .icon(name, group: group, scales: options.scales, selected: selected != nil, mirrors: options.mirrors,
                         isSymbol: symbol(in: format) != nil)
        case .button(let options, _):
            return options.plan(group: group, pixelScales: format.pixelScales(requested: options.scales))
        }
    }

    /// The symbol options `format` makes this asset with: the entry's (`symbol: true`), over the
    /// output's own (`symbol-insets:` on a symbol output), when the format writes symbol sets;
    /// else nil, and it is the icon the format always writes.
    func symbol(in format: any OutputFormat) -> SymbolOptions? {
        guard let symbol, type(of: format).key.symbolForm != nil else { return nil }
        var options = symbol
        if options.symbolInsets == nil { options.symbolInsets = format.vectorArt(IconOptions())?.symbolOptions?.symbolInsets }
        return options
    }
}
