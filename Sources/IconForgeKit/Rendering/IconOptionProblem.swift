/// Why icon options cannot be used: each case names the option it is about, so a command can
/// word it as `--size ...` and a manifest as `size ...` without reading the text back.
public enum IconOptionProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Width or height outside 1...1024 points (or not a number).
    case sizeOutOfRange
    case scales(ScaleListProblem)
    case paddingNotFinite
    /// Padding below 0, or half the shorter side or more.
    case paddingOutOfRange(padding: Double, shorterSide: Double)

    /// The range a valid size lies in, as the messages say it.
    public static let sizeRange = "between 1 and 1024 points"

    public var description: String {
        switch self {
        case .sizeOutOfRange: return "size must be \(Self.sizeRange)"
        case .scales(let problem): return problem.description
        case .paddingNotFinite: return "padding must be a finite number of points"
        case .paddingOutOfRange(let padding, let side):
            let (half, whole) = (NumberText.decimal(side / 2), NumberText.decimal(side))
            return "padding must be at least 0 and less than \(half) points (half the icon's \(whole)-point side), "
                + "not \(NumberText.decimal(padding))"
        }
    }
}
