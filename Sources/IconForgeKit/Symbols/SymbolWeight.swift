/// The three weights Xcode interpolates a custom symbol's other weights from, in the small
/// scale, and where Apple's template draws each.
enum SymbolWeight: CaseIterable {
    case ultralight, regular, black

    var name: String {
        switch self {
        case .ultralight: return "Ultralight"
        case .regular: return "Regular"
        case .black: return "Black"
        }
    }

    /// The group's id in the template's `Symbols` layer.
    var id: String { name + "-S" }

    /// The centre of the weight's column in the 3300 x 2200 template (the nine weight
    /// columns of the SF Symbols app's exports; these three are the interpolation sources).
    var columnCenter: Double {
        switch self {
        case .ultralight: return 559.711
        case .regular: return 1449.84
        case .black: return 2933.4
        }
    }
}
