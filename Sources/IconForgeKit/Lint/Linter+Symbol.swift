extension Linter {
    /// What the symbol template made in the render says, as `icon --symbol` would: its refusal
    /// (the icon could not be a symbol) and what it draws differently, one warning each.
    static func symbolFindings(_ outcome: SymbolOutcome?) -> [IconWarning] {
        switch outcome {
        case nil: return []
        case .refused(let error)?: return [IconWarning(kind: .symbol, detail: "\(IconError.notASymbol(error))")]
        case .converted(let template)?: return template.warnings.map { IconWarning(kind: .symbol, detail: $0.description) }
        }
    }
}
