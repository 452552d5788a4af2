import Foundation

extension PlannedAsset {
    /// The asset as `format` will see it once rendered, without pixels: enough to plan its
    /// file names before anything is rendered or written.
    func outline(for format: any OutputFormat) -> RenderedAsset {
        switch kind {
        case .icon(_, let options):
            var outline = RenderedAsset(name: name, group: group, kind: .tabIcon, scales: options.scales,
                                        parts: [.init(images: [:])] + (selected == nil ? [] : [.init(images: [:], isSelectedDrawing: true)]),
                                        mirrors: options.mirrors)
            outline.isSymbol = symbol(in: format) != nil
            return outline
        case .button(let options, _):
            let scales = format.pixelScales(requested: options.scales)
            let layouts = Dictionary(uniqueKeysWithValues: scales.map { ($0, options.geometry.layout(scale: $0)) })
            return RenderedAsset(name: name, group: group, kind: .button, scales: options.scales,
                                 parts: options.outlineParts(layouts: layouts))
        }
    }

    /// The symbol options `format` makes this asset with: the entry's (`symbol: true`), over the
    /// output's own (`symbol-insets:` on a symbol output), when the format writes symbol sets;
    /// else nil, and it is the icon the format always writes.
    func symbol(in format: any OutputFormat) -> SymbolOptions? {
        guard let symbol, type(of: format).symbolForm != nil else { return nil }
        var options = symbol
        if options.symbolInsets == nil { options.symbolInsets = format.vectorArt(IconOptions())?.symbolOptions?.symbolInsets }
        return options
    }
}
