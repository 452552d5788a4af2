import Foundation

extension LibrsvgRasterizer {
    /// The custom symbol drawn for its preview: Regular at every target of `request` (the
    /// bars), and the three weights, their whole ink, at its largest target (side by side).
    /// nil unless the request asks for a symbol and a preview, and the symbol was made.
    func symbolWeights(_ request: RenderRequest, _ result: RenderResult) throws -> SymbolPreviewRenders? {
        guard request.finishing?.preview != nil, let options = request.symbol, case .converted? = result.symbol,
              let largest = request.targets.max(by: { $0.width * $0.height < $1.width * $1.height }) else { return nil }
        let regular = try SymbolTemplate.weightDrawings(svg: request.svg, options: options)[1]
        let weights = try SymbolTemplate.weightDrawings(svg: request.svg, options: options, wholeInk: true).map { drawing in
            try render(RenderRequest(svg: drawing, targets: [largest])).images[0]
        }
        return SymbolPreviewRenders(regular: try render(RenderRequest(svg: regular, targets: request.targets)).images,
                                    weights: weights)
    }
}

/// A custom symbol drawn for its preview.
struct SymbolPreviewRenders {
    /// Regular-S at each target of the request, in order.
    var regular: [RGBAImage]
    /// Ultralight, Regular and Black, each whole, at the largest target.
    var weights: [RGBAImage]
}
