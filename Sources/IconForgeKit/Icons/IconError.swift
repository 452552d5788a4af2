/// Why an icon's renders did not become an icon. `description` is one line for a person.
public enum IconError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The render drew nothing, so there is no icon to write. `refersOutside`: the SVG
    /// references external content (which may have been refused); `externalAllowed`: it was
    /// rendered with `--allow-external-files`.
    case drawsNothing(refersOutside: Bool, externalAllowed: Bool)
    /// `--strict`, and the checks found these.
    case strict([IconWarning])
    /// The format writes a VectorDrawable, which cannot express the SVG.
    case notAVectorDrawable(VectorDrawableError)
    /// The format writes a custom SF Symbol, which cannot hold what the SVG has (text, an image, ...).
    case notASymbol(SymbolError)

    public var description: String {
        switch self {
        case .drawsNothing(false, _):
            return "nothing is drawn, so no icon was written (a tab bar would show an empty tab)"
        case .drawsNothing(true, false):
            return "nothing is drawn, so no icon was written: the SVG references external content, which loads only "
                + "with --allow-external-files (from the SVG's folder or below)"
        case .drawsNothing(true, true):
            return "nothing is drawn, so no icon was written: the SVG references external content that did not load "
                + "(only files in the SVG's folder or below load)"
        case .strict(let warnings): return warnings.map(\.description).joined(separator: "; ") + " (--strict)"
        case .notAVectorDrawable(let error): return "cannot be a VectorDrawable: \(error)"
        case .notASymbol(let error): return "cannot be a symbol: \(error)"
        }
    }

    /// The checks' findings that failed the icon, if that is why.
    public var warnings: [IconWarning] {
        if case .strict(let warnings) = self { return warnings }
        return []
    }
}
