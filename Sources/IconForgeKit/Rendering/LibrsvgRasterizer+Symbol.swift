import Foundation

extension LibrsvgRasterizer {
    /// The custom symbol drawn for its preview: Regular at every target of `request` (the
    /// bars), the selected drawing's Regular at 1x (the selected tab) when the preview names
    /// one, and each of the three weights, their whole ink, at its largest target, unselected
    /// beside selected in the tab bar's colours. The symbol is the preview's (`build` previews
    /// its plain canvas as the symbol a catalog gets) or else the request's. nil unless the
    /// request asks for a preview of a symbol that could be made.
    func symbolWeights(_ request: RenderRequest, _ result: RenderResult) throws -> SymbolPreviewRenders? {
        guard let preview = request.finishing?.preview, let options = preview.symbol ?? request.symbol,
              let largest = request.targets.max(by: { $0.width * $0.height < $1.width * $1.height }) else { return nil }
        if request.symbol != nil, preview.symbol == nil {
            guard case .converted? = result.symbol else { return nil }
        }
        // A symbol the request does not make is drawn only if it can be: the canvas that makes
        // it says why not.
        guard let icon = try? SymbolTemplate.weightDrawings(svg: request.svg, options: options, wholeInk: true),
              let regular = try? SymbolTemplate.weightDrawings(svg: request.svg, options: options)[1] else { return nil }
        var selectedWeights = icon, selected: RGBAImage?
        if let other = preview.selectedSymbol {
            // The `.fill` is written without the icon's designer weights (they are the icon's drawings).
            var fill = options
            fill.ultralightDrawing = nil
            fill.blackDrawing = nil
            guard let weights = try? SymbolTemplate.weightDrawings(svg: other, options: fill, wholeInk: true),
                  let drawing = try? SymbolTemplate.weightDrawings(svg: other, options: fill)[1],
                  let target = preview.targets[1] else { return nil }
            selectedWeights = weights
            selected = try render(RenderRequest(svg: drawing, targets: [request.targets[target]])).images[0]
        }
        let weights = try zip(icon, selectedWeights).map { unselected, selected in
            try SymbolWeightPair.image(unselected: render(RenderRequest(svg: unselected, targets: [largest])).images[0],
                                       selected: render(RenderRequest(svg: selected, targets: [largest])).images[0])
        }
        return SymbolPreviewRenders(regular: try render(RenderRequest(svg: regular, targets: request.targets)).images,
                                    weights: weights, selected: selected)
    }
}

/// A custom symbol drawn for its preview.
struct SymbolPreviewRenders {
    /// Regular-S at each target of the request, in order.
    var regular: [RGBAImage]
    /// Ultralight, Regular and Black, each whole, at the largest target: the symbol in the tab
    /// bar's unselected grey beside its selected drawing in the tint (`SymbolWeightPair`).
    var weights: [RGBAImage]
    /// The selected drawing's Regular-S at 1x, for the selected tab; nil without one.
    var selected: RGBAImage?
}
