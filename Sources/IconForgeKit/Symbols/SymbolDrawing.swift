/// A symbol's paths on the SVG's canvas, one list per weight, path for path alike: each
/// filled shape moved outwards or inwards by what a stroke of the set's nominal width gains or
/// loses at the weight (`FillWeights`), each stroke outlined at the weight's width from the
/// same centre line, so every weight has the same paths with the same commands.
struct SymbolDrawing {
    /// `paths[w]`: the paths of `SymbolWeight.allCases[w]`, M, L, C and Z only.
    var paths: [[[PathSegment]]]
    /// `levels[w][i]`: the hierarchical level of `paths[w][i]`, the same in every weight.
    var levels: [[SymbolLevel]]

    /// What was drawn differently: fills too fine to embolden.
    var warnings: [SymbolWarning] = []

    /// The symbol's layers: its paths' levels in drawing order.
    var layers: SymbolLayers { SymbolLayers(drawing: levels.first ?? []) }

    /// The largest number of outline segments a symbol may have in one weight.
    static let segmentBudget = 400_000

    /// `art` with its strokes `strokeScales[w]` times as wide in weight w, edges within
    /// `tolerance` canvas units. A weight w with a drawing in `drawn[w]` (`art` stroked as a designer
    /// drew that weight, shape for shape: `SymbolDesignedWeights.restroked`) takes that drawing's
    /// stroke widths and keeps its fills as drawn; its outlines are made together
    /// with the other weights', so they have the same structure.
    static func make(_ art: SymbolArt, strokeScales: [Double], drawn: [SymbolArt?] = [],
                     tolerance: Double = 0.01) throws -> SymbolDrawing {
        var paths = [[[PathSegment]]](repeating: [], count: strokeScales.count)
        var levels = [[SymbolLevel]](repeating: [], count: strokeScales.count)
        let drawn = strokeScales.indices.map { $0 < drawn.count ? drawn[$0] : nil }
        // Fills grow and shrink by what a stroke of the set's nominal width does at each weight.
        let fillDistances = zip(strokeScales, drawn).map { scale, drawn in
            drawn == nil ? FillWeights.distance(strokeScale: scale, canvasHeight: art.canvas.height) : 0
        }
        var tooFine = false
        var total = 0
        for (index, shape) in art.shapes.enumerated() {
            let scale = shape.transform.maximumScale
            // A shape squashed flat draws nothing.
            guard scale > 0, abs(shape.transform.determinant) > 1e-12 * scale * scale else { continue }
            if shape.fill != nil {
                let outline = FillOutline.segments(of: shape)
                // A fill of moves alone (`M1 1 M2 2`) draws nothing; a symbol takes no empty path.
                if outline.contains(where: { $0.command == "L" || $0.command == "C" }) {
                    let distances = shape.stroke.map { Self.fillDistances(fillDistances, under: $0, strokeScales: strokeScales,
                                                                            drawn: drawn, index: index, shape: shape) } ?? fillDistances
                    let weights = FillWeights.weights(of: outline, distances: distances)
                    tooFine = tooFine || weights.tooFine
                    for w in paths.indices {
                        paths[w].append(weights.outlines[w])
                        levels[w].append(shape.fillLevel)
                    }
                    total += outline.count
                }
            }
            if let style = shape.stroke {
                let widths = zip(strokeScales, drawn).map { scale, drawn in
                    drawn?.shapes[index].stroke?.width ?? style.width * scale
                }
                let outlines = try StrokeOutliner.outline(subpaths: [shape.segments], style: style, widths: widths,
                                                          tolerance: tolerance / scale, budget: segmentBudget - total)
                for w in paths.indices where !outlines[w].isEmpty {
                    paths[w].append(outlines[w].map { $0.applying(shape.transform) })
                    levels[w].append(shape.strokeLevel)
                }
                total += outlines[0].count
            }
            guard total <= segmentBudget else {
                throw SymbolError.tooComplex("the outlines take more than \(segmentBudget) segments")
            }
        }
        guard paths.first?.contains(where: { !$0.isEmpty }) == true else { throw SymbolError.nothingToDraw }
        var drawing = SymbolDrawing(paths: paths, levels: levels)
        if tooFine {
            drawing.warnings.append(SymbolWarning(kind: .tooFine, detail: "fills too fine to embolden are drawn as in Regular "
                                                  + "in Ultralight and Black"))
        }
        return drawing
    }

    /// The moves of a fill that is also stroked: inwards no further than a quarter of the
    /// stroke's width at the weight, so the fill's edge stays under the stroke. A fill moved in
    /// by the nominal stroke's loss left a gap of paper between it and a thinner stroke
    /// (Bootstrap's early gear-fill was a ring of stroke round an empty gear at Ultralight); the
    /// stroke's own width carries the weight at that edge.
    private static func fillDistances(_ distances: [Double], under style: StrokeStyle, strokeScales: [Double],
                                      drawn: [SymbolArt?], index: Int, shape: SymbolShape) -> [Double] {
        // The stroke's narrowest width on the canvas, for a shape scaled unevenly.
        let narrowest = abs(shape.transform.determinant) / shape.transform.maximumScale
        return distances.indices.map { w in
            let width = (drawn[w]?.shapes[index].stroke?.width ?? style.width * strokeScales[w]) * narrowest
            return max(distances[w], -width / 4)
        }
    }
}
