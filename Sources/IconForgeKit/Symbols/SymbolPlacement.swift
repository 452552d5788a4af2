/// Where a symbol sits in Apple's template: the art scaled so its box spans Capline-S to
/// Baseline-S, each weight centred in its column, with margins from the weight's ink plus
/// optical padding, or from explicit insets.
struct SymbolPlacement {
    // The template's geometry, as the SF Symbols app exports it.
    static let canvasWidth = 3300.0
    static let canvasHeight = 2200.0
    static let baseline = 696.0
    static let capline = 625.541
    static let capHeight = baseline - capline
    /// Where the margin guides start and end.
    static let marginTop = 600.785
    static let marginBottom = 720.121
    /// Padding beside the ink on each side: one unit of a 24-unit icon grid at cap height.
    static let padding = capHeight / 24
    /// The smallest art box insets may leave, as a share of the canvas (1/`smallestBoxShare`).
    static let smallestBoxShare = 100.0

    /// One weight's place: its margins in template units, and the SVG x on the left margin.
    struct Column {
        var left: Double
        var right: Double
        var sourceLeft: Double
    }

    /// Template units per SVG user unit.
    let scale: Double
    /// The SVG y that lands on the baseline.
    let sourceBaseline: Double
    /// One per weight, in `SymbolWeight.allCases` order.
    let columns: [Column]

    init(canvas: Rect, drawing: SymbolDrawing, insets: SymbolInsets?) throws {
        var box = canvas
        if let insets {
            box = Rect(x: canvas.x + insets.left, y: canvas.y + insets.top, width: canvas.width - insets.left - insets.right,
                       height: canvas.height - insets.top - insets.bottom)
            guard box.width > 0, box.height > 0 else {
                throw SymbolError.invalidOptions("the symbol insets leave no room for the art")
            }
            // The box's height becomes the cap height: a sliver of the canvas would blow the art
            // up thousands of times, far off the template.
            guard box.height >= canvas.height / Self.smallestBoxShare, box.width >= canvas.width / Self.smallestBoxShare else {
                throw SymbolError.invalidOptions("the symbol insets leave the art a box under 1/\(Int(Self.smallestBoxShare)) "
                                                 + "of the canvas")
            }
        }
        let scale = Self.capHeight / box.height
        self.scale = scale
        sourceBaseline = box.y + box.height
        columns = try zip(SymbolWeight.allCases, drawing.paths).map { weight, paths in
            if insets != nil {
                return Column(left: weight.columnCenter - box.width * scale / 2,
                              right: weight.columnCenter + box.width * scale / 2, sourceLeft: box.x)
            }
            guard let ink = OutlineBounds.of(paths) else { throw SymbolError.nothingToDraw }
            let half = ink.width * scale / 2 + Self.padding
            return Column(left: weight.columnCenter - half, right: weight.columnCenter + half,
                          sourceLeft: ink.x - Self.padding / scale)
        }
    }

    /// From the SVG's user space to a weight's group, whose origin is on the left margin and
    /// the baseline.
    func groupTransform(_ index: Int) -> AffineTransform {
        AffineTransform.scale(scale, scale).concatenating(.translate(-columns[index].sourceLeft, -sourceBaseline))
    }

    /// Where a weight's group origin is in the template.
    func groupOrigin(_ index: Int) -> Point { Point(x: columns[index].left, y: Self.baseline) }
}
