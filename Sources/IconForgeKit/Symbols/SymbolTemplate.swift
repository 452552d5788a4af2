import Foundation

/// Custom SF Symbols from SVGs: the template SVG Xcode takes in a `.symbolset`.
public enum SymbolTemplate {
    /// The template for `svg`: its fills kept, its strokes outlined, at three weights Xcode
    /// interpolates the rest from, placed between the template's guides. Pure and
    /// deterministic: the same input and options always give the same bytes.
    public static func make(svg: Data, options: SymbolOptions = SymbolOptions()) throws -> SymbolTemplateOutput {
        let built = try build(svg: svg, options: options)
        let writer = SymbolTemplateWriter(name: options.name, drawing: built.drawing, placement: built.placement)
        return SymbolTemplateOutput(svg: Data(writer.document().utf8), warnings: built.art.warnings + built.drawing.warnings)
    }

    /// The drawing and its placement, before they are written.
    static func build(svg: Data, options: SymbolOptions) throws -> (art: SymbolArt, drawing: SymbolDrawing,
                                                                    placement: SymbolPlacement) {
        if let problem = options.problem { throw SymbolError.invalidOptions(problem) }
        let art = try SymbolArtReader.read(svg)
        let scales = SymbolWeight.allCases.map { weight -> Double in
            switch weight {
            case .ultralight: return options.ultralightStrokeScale
            case .regular: return 1
            case .black: return options.blackStrokeScale
            }
        }
        let drawing = try SymbolDesignedWeights.drawing(of: art, strokeScales: scales, options: options)
        let placement = try SymbolPlacement(canvas: art.canvas, drawing: drawing, insets: options.symbolInsets)
        return (art, drawing, placement)
    }
}

/// A symbol template and what was drawn differently from the SVG.
public struct SymbolTemplateOutput: Equatable, Sendable, Codable {
    /// The template SVG (UTF-8), the file a `.symbolset` holds.
    public var svg: Data
    public var warnings: [SymbolWarning]
}
