import Foundation

/// The vector file a format writes for a tab icon instead of its PNGs, as the recipe must
/// draw it: a one-page PDF (Xcode keeps it as a vector) or an Android VectorDrawable.
public enum VectorArt: Equatable, Sendable {
    /// A PDF page, drawn by librsvg onto cairo's PDF surface in the render (worker) itself.
    case pdf(PDFPage)
    /// A VectorDrawable converted from the SVG. `fallsBackToPNG`: an SVG the drawable cannot
    /// express gets the format's PNGs and a warning instead of failing.
    case drawable(VectorDrawableOptions, fallsBackToPNG: Bool)
    /// A custom SF Symbol's template (`SymbolTemplate`), made in the render worker.
    case symbol(SymbolOptions)

    /// The PDF page to ask the renderer for, if any.
    public var pdfPage: PDFPage? {
        if case .pdf(let page) = self { return page }
        return nil
    }

    /// The symbol template to ask the renderer for, if any.
    public var symbolOptions: SymbolOptions? {
        if case .symbol(let options) = self { return options }
        return nil
    }

    /// The VectorDrawable to ask the renderer for, if any.
    public var drawableOptions: VectorDrawableOptions? {
        if case .drawable(let options, _) = self { return options }
        return nil
    }
}

extension OutputFormat {
    /// No vector art: the format writes PNGs.
    public func vectorArt(_ options: IconOptions) -> VectorArt? { nil }
}

extension BundleFormat {
    /// The name of this format's vector form (`--vector`, `vector: true`), or nil when it has
    /// none. A vector form is its own vector form.
    public var vectorForm: BundleFormat? { form(.vector) }
    /// The name of this format's custom SF Symbols form (`--symbol`, `symbol: true`), or nil
    /// when it has none.
    public var symbolForm: BundleFormat? { form(.symbol) }

    /// The name of the format's form of `kind`, among its `forms`.
    private func form(_ kind: FormatForm.Kind) -> BundleFormat? {
        type.forms.first { $0.kind == kind }?.key
    }
}
