extension Linter {
    /// What the VectorDrawable made in the render says, as `icon --format android --vector` would:
    /// its refusal (the icon could not be a drawable), or what Android Lint would report about it.
    static func drawableFindings(_ outcome: DrawableOutcome?) -> [IconWarning] {
        switch outcome {
        case nil: return []
        case .refused(let error)?: return [IconWarning(kind: .vectorFallback, detail: "\(IconError.notAVectorDrawable(error))")]
        case .converted(let drawable)?: return VectorDrawableLint.check(drawable)
        }
    }
}
