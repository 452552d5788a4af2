/// Why a button's images cannot be made, each case knowing the setting it is about, so the
/// command words it as an option (`--radius ...`) and the manifest as a key, without reading
/// the text back.
public enum ButtonImageProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case outOfRange(ButtonGeometry.OutOfRange)
    /// The given width cannot hold both caps and a point between them.
    case narrowerThanCaps(width: Double, least: Int, cap: Int)
    /// A button stretching both ways must be at least its compact side high.
    case lowerThanCaps(height: Double, least: Int)
    case radiusTooLarge(Double)
    case noStates
    case repeatedStates
    case scales(ScaleListProblem)
    case unusableName(String)

    /// The manifest key this is about (`height`, `width`, `radius`, `stroke-width`, `states`,
    /// `scales`, `name`).
    public var setting: String {
        switch self {
        case .outOfRange(let range): return range.key
        case .narrowerThanCaps: return "width"
        case .lowerThanCaps: return "height"
        case .radiusTooLarge: return "radius"
        case .noStates, .repeatedStates: return "states"
        case .scales: return "scales"
        case .unusableName: return "name"
        }
    }

    public var description: String {
        switch self {
        case .outOfRange(let range): return range.description
        case .narrowerThanCaps(let width, let least, let cap):
            return "width \(NumberText.decimal(width)) is narrower than the caps allow "
                + "(at least \(least) points: cap \(cap) + 1 + cap \(cap))"
        case .lowerThanCaps(let height, let least):
            return "height \(NumberText.decimal(height)) is lower than the caps allow (at least \(least) points)"
        case .radiusTooLarge(let radius):
            return "radius \(NumberText.decimal(radius)) is more than half the button's height"
        case .noStates: return "give at least one state"
        case .repeatedStates: return "states repeat"
        case .scales(let problem): return problem.description
        case .unusableName(let name): return "name '\(name)' cannot be a file name"
        }
    }
}
