extension ButtonTemplate {
    /// The placeholders that carry a state's colours into the art; a template using none of
    /// them draws every state alike, whatever `--color` says.
    static let colourPlaceholders = ["fill", "stroke", "stops"]

    /// The colour placeholders `text` uses (`{{fill}}`, `{{#stops}}`, ...).
    static func colourPlaceholders(in text: String) -> [String] {
        colourPlaceholders.filter { name in
            text.range(of: #"\{\{\{?[#^&]?\s*"# + name + #"\s*\}?\}\}"#, options: .regularExpression) != nil
        }
    }

    /// Refuses a template that cannot make a usable button with `geometry`: one without the
    /// colour placeholders, or one `ButtonLint` finds translucent or without room for its caps.
    /// The error is the one-line reason.
    public func check(geometry: ButtonGeometry, rasterizer: Rasterizer) throws {
        if Self.colourPlaceholders(in: text).isEmpty {
            throw ButtonTemplateError.noColourPlaceholders
        }
        let problems = try ButtonLint.check(self, geometry: geometry, rasterizer: rasterizer)
        if !problems.isEmpty {
            throw ButtonTemplateError.unusable(problems)
        }
    }
}
